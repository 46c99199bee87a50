// @vitest-environment jsdom
import { fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import type { Language } from "../../../domain/language.ts";
import { renderWithSite } from "../../../testing/app/render-with-site.tsx";
import { allKindsVisible, MapLegend } from "./map-legend.tsx";

function Legend({ counts }: { counts?: { auction: number; project: number; property: number } }) {
  const [visible, setVisible] = useState(allKindsVisible);
  return (
    <MapLegend
      visible={visible}
      counts={counts}
      onToggle={(kind) => setVisible((current) => ({ ...current, [kind]: !current[kind] }))}
    />
  );
}

const labels = {
  ar: { group: "إظهار على الخريطة", auction: "المزادات", project: "التسويق المباشر", property: "إدارة الأملاك" },
  en: { group: "Show on the map", auction: "Auctions", project: "Direct marketing", property: "Property management" },
} as const;

describe.each(["ar", "en"] as const)("MapLegend (%s)", (language: Language) => {
  const text = labels[language];

  it("names the three kinds with their pins, all shown at first", () => {
    renderWithSite(<Legend />, language);
    const group = screen.getByRole("group", { name: text.group });
    const buttons = Array.from(group.querySelectorAll("button"));
    // Each entry keeps room for its count (an empty badge) until the pins are in.
    expect(buttons.map((button) => button.textContent?.replace("\u00a0", ""))).toEqual([
      text.auction,
      text.project,
      text.property,
    ]);
    for (const button of buttons) {
      expect(button.getAttribute("aria-pressed")).toBe("true");
      expect(button.querySelector("img")?.getAttribute("src")).toMatch(/^data:image\/svg\+xml,/);
    }
  });

  it("toggles a kind off and on again, leaving the others alone", () => {
    renderWithSite(<Legend />, language);
    const auctions = screen.getByRole("button", { name: text.auction });
    fireEvent.click(auctions);
    expect(auctions.getAttribute("aria-pressed")).toBe("false");
    expect(screen.getByRole("button", { name: text.project }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("button", { name: text.property }).getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(auctions);
    expect(auctions.getAttribute("aria-pressed")).toBe("true");
  });

  it("shows how many pins each kind has once they are in", () => {
    renderWithSite(<Legend counts={{ auction: 12, project: 1500, property: 0 }} />, language);
    expect(screen.getByRole("button", { name: `${text.auction} (12)` })).toBeTruthy();
    expect(screen.getByRole("button", { name: `${text.project} (1,500)` })).toBeTruthy();
    expect(screen.getByRole("button", { name: `${text.property} (0)` })).toBeTruthy();
  });
});
