// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithSite } from "../../../testing/app/render-with-site.tsx";
import { BoundariesBlock } from "./boundaries-block.tsx";

const json = JSON.stringify([
  { id: 3, direction: "east", length: 22.5, ar_description: "شارع عرض 15 م", en_description: "15 m wide street" },
  { id: 1, direction: "North", length: 20, ar_description: "جار", en_description: "Neighbour" },
  { id: 4, direction: "west", length: null, ar_description: "ممر مشاة", en_description: "" },
  { id: 2, direction: "south", length: 20, ar_description: "حديقة عامة", en_description: "Public park" },
]);

function rows() {
  return within(screen.getByRole("list")).getAllByRole("listitem");
}

describe("BoundariesBlock", () => {
  it("lists north, south, east and west in Arabic, with lengths and Arabic descriptions", () => {
    renderWithSite(<BoundariesBlock dimensionsBoundaries={json} />, "ar");
    expect(screen.getByRole("heading", { name: "الأطوال والحدود" })).toBeTruthy();
    expect(rows().map((row) => row.textContent)).toEqual([
      "شمالًابطول 20 مجار",
      "جنوبًابطول 20 محديقة عامة",
      "شرقًابطول 22.5 مشارع عرض 15 م",
      "غربًاممر مشاة",
    ]);
  });

  it("speaks English descriptions on the English page, marking an Arabic fallback as Arabic", () => {
    renderWithSite(<BoundariesBlock dimensionsBoundaries={json} />, "en");
    expect(rows().map((row) => row.textContent)).toEqual([
      "North20 m longNeighbour",
      "South20 m longPublic park",
      "East22.5 m long15 m wide street",
      "Westممر مشاة",
    ]);
    const fallback = within(rows()[3] as HTMLElement).getByText("ممر مشاة");
    expect(fallback.getAttribute("lang")).toBe("ar");
    expect(fallback.getAttribute("dir")).toBe("rtl");
    expect(
      within(rows()[0] as HTMLElement)
        .getByText("Neighbour")
        .getAttribute("lang"),
    ).toBeNull();
  });

  it.each(["ar", "en"] as const)("points each arrow the compass way, unmirrored, in %s", (language) => {
    renderWithSite(<BoundariesBlock dimensionsBoundaries={json} />, language);
    const arrows = rows().map((row) => {
      const svg = row.querySelector("svg");
      expect(svg?.getAttribute("aria-hidden")).toBe("true");
      expect(svg?.getAttribute("class")).not.toMatch(/scale-x|rtl:|rotate/);
      return [
        svg?.getAttribute("data-arrow"),
        svg
          ?.querySelector("use")
          ?.getAttribute("href")
          ?.match(/\/icons\.svg[^#]*#([\w-]+)$/)?.[1],
      ];
    });
    expect(arrows).toEqual([
      ["north", "arrow-up"],
      ["south", "arrow-down"],
      ["east", "arrow-right"],
      ["west", "arrow-left"],
    ]);
  });

  it("shows nothing for broken or empty data", () => {
    for (const value of ["{broken", "[]", "", null, undefined]) {
      const { container, unmount } = renderWithSite(<BoundariesBlock dimensionsBoundaries={value} />, "ar");
      expect(container.textContent).toBe("");
      unmount();
    }
  });
});
