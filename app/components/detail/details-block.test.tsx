// @vitest-environment jsdom
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Language } from "../../../domain/language.ts";
import type { ListingDetails } from "../../../domain/listing-detail-wire.ts";
import { renderWithSite } from "../../../testing/app/render-with-site.tsx";
import { DetailsBlock } from "./details-block.tsx";

const details: ListingDetails = {
  id: 12,
  property_id: 4,
  rooms: 5,
  bathrooms: 6,
  street_width: 20,
  elevator: true,
  maid_room: false,
  purpose: "سكني",
  facade: "NE2",
  dimensions_boundaries: "[]",
  mystery_key: 3,
};

function items(): HTMLElement[] {
  return within(screen.getByRole("list")).getAllByRole("listitem", { hidden: true });
}

/** Texts of the rows a visitor sees (hidden rows are left out). */
function shown(): string[] {
  return items()
    .filter((item) => !item.hidden)
    .map((item) => item.textContent ?? "");
}

function renderBlock(props: Partial<Parameters<typeof DetailsBlock>[0]>, language: Language) {
  return renderWithSite(<DetailsBlock area={350} details={details} {...props} />, language);
}

describe("DetailsBlock", () => {
  it.each([
    ["ar", "المواصفات", ["المساحة350 م²", "الاستخدامسكني"], "عرض كل المواصفات", "عرض أقل"],
    ["en", "Details", ["Area350 m²", "PurposeResidential"], "Show all details", "Show less"],
  ] as const)("in %s shows the area and one value until expanded", (language, heading, collapsed, more, less) => {
    renderBlock({}, language);
    expect(screen.getByRole("region", { name: heading })).toBeTruthy();
    expect(shown()).toEqual(collapsed);
    const button = screen.getByRole("button", { name: more });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(button.getAttribute("aria-controls")).toBe(screen.getByRole("list").id);

    fireEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(button.textContent).toBe(less);
    expect(shown()).toHaveLength(6);

    fireEvent.click(button);
    expect(shown()).toEqual(collapsed);
  });

  it("shows the purpose translated first, then only numbers and true, of known keys, in display order", () => {
    renderBlock({}, "en");
    fireEvent.click(screen.getByRole("button"));
    expect(shown()).toEqual([
      "Area350 m²",
      "PurposeResidential",
      "Bedrooms5",
      "Bathrooms6",
      "Street width20 m",
      "ElevatorsYes",
    ]);
  });

  it("translates each purpose code, and leaves out one it cannot translate", () => {
    renderBlock({ area: null, details: { purpose: "commercial", rooms: 2 } }, "ar");
    expect(shown()).toEqual(["الاستخدامتجاري"]);
    renderBlock({ area: null, details: { purpose: "mixed" } }, "en");
    expect(within(screen.getAllByRole("list")[1] as HTMLElement).getByRole("listitem").textContent).toBe(
      "PurposeResidential and commercial",
    );
  });

  it("shows the street width with its unit in Arabic", () => {
    renderBlock({ area: null, details: { street_width: 20, size: 1250.5 } }, "ar");
    fireEvent.click(screen.getByRole("button"));
    expect(shown()).toEqual(["مسطّح البناء1,250.5 م²", "عرض الشارع20 م"]);
  });

  it("shows true as the name with a check, spoken as available", () => {
    renderBlock({ area: null, details: { furnished: true } }, "ar");
    const [row] = items();
    expect(row?.textContent).toBe("مؤثثنعم");
    expect(row?.querySelectorAll("svg")).toHaveLength(2);
    for (const svg of row?.querySelectorAll("svg") ?? []) expect(svg.getAttribute("aria-hidden")).toBe("true");
  });

  it("words the ground floor and the property's age", () => {
    renderBlock({ area: null, details: { floor: 0, property_age: 5 } }, "ar");
    fireEvent.click(screen.getByRole("button"));
    expect(shown()).toEqual(["الدورأرضي", "عمر العقار5 سنوات"]);
    renderBlock({ area: null, details: { floor: 3, property_age: 0 } }, "en");
    fireEvent.click(screen.getAllByRole("button")[1] as HTMLElement);
    expect(
      within(screen.getAllByRole("list")[1] as HTMLElement)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Floor3", "Property ageNew"]);
  });

  it("adds an auction's deposit beside the area, as money", () => {
    renderBlock({ insuranceAmount: 250000, details: { rooms: 2, wells: 1 } }, "en");
    expect(shown()).toEqual(["Area350 m²", "Deposit250,000Saudi riyals", "Bedrooms2"]);
    expect(items()[1]?.querySelector('[dir="ltr"]')?.textContent).toBe("250,000Saudi riyals");
  });

  it("has no button when there is at most one value, and nothing at all without values", () => {
    renderBlock({ details: { rooms: 2 } }, "en");
    expect(screen.queryByRole("button")).toBeNull();
    expect(shown()).toEqual(["Area350 m²", "Bedrooms2"]);
    const { container } = renderWithSite(<DetailsBlock area={null} details={{ purpose: "x", id: 3 }} />, "en");
    expect(container.textContent).toBe("");
  });
});
