// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Language } from "../../domain/language.ts";
import type { DetailValues } from "../../domain/listing-wire.ts";
import { renderWithSite } from "../../testing/app/render-with-site.tsx";
import { DetailChips } from "./detail-chips.tsx";

function chipTexts(area: number | null, details: DetailValues, language: Language, max?: number): string[] {
  const { unmount } = renderWithSite(<DetailChips area={area} details={details} max={max} />, language);
  const list = screen.queryByRole("list");
  const texts = list
    ? within(list)
        .getAllByRole("listitem")
        .map((chip) => chip.textContent ?? "")
    : [];
  unmount();
  return texts;
}

describe("DetailChips", () => {
  it.each([
    [0, "بلا غرف نوم", "No bedrooms"],
    [1, "غرفة نوم واحدة", "1 bedroom"],
    [2, "غرفتا نوم", "2 bedrooms"],
    [3, "3 غرف نوم", "3 bedrooms"],
    [11, "11 غرفة نوم", "11 bedrooms"],
    [100, "100 غرفة نوم", "100 bedrooms"],
  ])("words %i rooms as «%s» / «%s»", (count, arabic, english) => {
    expect(chipTexts(null, { rooms: count }, "ar")).toEqual([arabic]);
    expect(chipTexts(null, { rooms: count }, "en")).toEqual([english]);
  });

  it.each([
    [1, "غرفة واحدة", "1 room"],
    [2, "غرفتان", "2 rooms"],
    [5, "5 غرف", "5 rooms"],
    [11, "11 غرفة", "11 rooms"],
  ])("words %i rooms of an office as «%s» / «%s», not bedrooms", (count, arabic, english) => {
    for (const [language, expected] of [
      ["ar", arabic],
      ["en", english],
    ] as const) {
      const { unmount } = renderWithSite(
        <DetailChips area={null} details={{ rooms: count }} residential={false} />,
        language,
      );
      expect(within(screen.getByRole("list")).getByRole("listitem").textContent).toBe(expected);
      unmount();
    }
  });

  it("puts the area first, with its unit and separators", () => {
    expect(chipTexts(1250.5, { rooms: 4 }, "ar")).toEqual(["المساحة: 1,250.5 م²", "4 غرف نوم"]);
    expect(chipTexts(1250.5, { rooms: 4 }, "en")).toEqual(["Area: 1,250.5 m²", "4 bedrooms"]);
  });

  it("shows true values by name and the street width with its unit", () => {
    expect(chipTexts(null, { elevator: true, street_width: 20, furnished: true }, "ar")).toEqual([
      "شارع بعرض 20 م",
      "مصعد",
      "مؤثث",
    ]);
    expect(chipTexts(null, { elevator: true, street_width: 20, furnished: true }, "en")).toEqual([
      "20 m street",
      "Elevator",
      "Furnished",
    ]);
  });

  it("words the floor and the property age", () => {
    expect(chipTexts(null, { floor: 0, property_age: 0 }, "ar")).toEqual(["الدور الأرضي", "جديد"]);
    expect(chipTexts(null, { floor: 3, property_age: 5 }, "ar")).toEqual(["الدور 3", "عمره 5 سنوات"]);
    expect(chipTexts(null, { floor: 3, property_age: 1 }, "en")).toEqual(["Floor 3", "1 year old"]);
  });

  it("skips unknown keys and respects the maximum", () => {
    expect(chipTexts(null, { mystery: 3, solar_panels: true }, "en")).toEqual([]);
    expect(chipTexts(300, { rooms: 3, bathrooms: 2, lounges: 1, kitchen: 1, wells: 2 }, "en", 3)).toEqual([
      "Area: 300 m²",
      "3 bedrooms",
      "2 bathrooms",
    ]);
  });

  it("hides icons from screen readers", () => {
    renderWithSite(<DetailChips area={null} details={{ wells: 2 }} />, "ar");
    const chip = screen.getByRole("listitem");
    expect(chip.textContent).toBe("بئران");
    expect(chip.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
  });
});
