// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithSite } from "../../../testing/app/render-with-site.tsx";
import { FacadeBlock } from "./facade-block.tsx";

function words(): string {
  return screen.getByRole("paragraph").textContent ?? "";
}

describe("FacadeBlock", () => {
  it.each([
    ["N", "واجهة شمالية", "North facade"],
    ["NE", "واجهة شمالية شرقية", "North-east facade"],
    ["NE2", "واجهتان: شمالية وشرقية", "North and East facades"],
    ["EW2", "واجهتان: شرقية وغربية", "East and West facades"],
    ["NSW", "ثلاث واجهات: شمالية وجنوبية وغربية", "North, South and West facades"],
    ["NSEW", "أربع واجهات: شمالية وجنوبية وشرقية وغربية", "Four facades: North, South, East and West"],
  ])("words %s as «%s» / «%s»", (code, arabic, english) => {
    const { unmount } = renderWithSite(<FacadeBlock facade={code} />, "ar");
    expect(screen.getByRole("heading", { name: "الواجهة" })).toBeTruthy();
    expect(words()).toBe(arabic);
    unmount();
    renderWithSite(<FacadeBlock facade={code} />, "en");
    expect(screen.getByRole("heading", { name: "Facade" })).toBeTruthy();
    expect(words()).toBe(english);
  });

  it("draws an arrow per facing side on a compass that does not mirror in Arabic", () => {
    const { container } = renderWithSite(<FacadeBlock facade="SE2" />, "ar");
    const svg = container.querySelector("svg");
    expect(svg?.getAttribute("aria-hidden")).toBe("true");
    expect(svg?.getAttribute("direction")).toBe("ltr");
    expect(svg?.getAttribute("data-facing")).toBe("south east");
    const arrows = [...(svg?.querySelectorAll("g[transform]") ?? [])].map((g) => g.getAttribute("transform"));
    expect(arrows).toEqual(["rotate(180 50 50)", "rotate(90 50 50)"]);
    // North is drawn at the top and east on the right whatever the page direction.
    const letters = [...(svg?.querySelectorAll("text") ?? [])].map((text) => [
      text.textContent,
      text.getAttribute("x"),
      text.getAttribute("y"),
    ]);
    expect(letters).toEqual([
      ["ش", "50", "11"],
      ["ج", "50", "95"],
      ["ق", "92", "53"],
      ["غ", "8", "53"],
    ]);
    expect(svg?.getAttribute("class")).not.toMatch(/scale-x|rtl:/);
  });

  it("shows nothing for an unknown or missing code", () => {
    for (const facade of ["XY", "", null, undefined]) {
      const { container, unmount } = renderWithSite(<FacadeBlock facade={facade} />, "en");
      expect(container.textContent).toBe("");
      unmount();
    }
  });
});
