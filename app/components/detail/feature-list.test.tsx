// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { featureKeys } from "../../../domain/features.ts";
import { renderWithSite } from "../../../testing/app/render-with-site.tsx";
import ar from "../../i18n/locales/ar.ts";
import en from "../../i18n/locales/en.ts";
import { FeatureList } from "./feature-list.tsx";

function names(): string[] {
  return within(screen.getByRole("list"))
    .getAllByRole("listitem")
    .map((item) => item.textContent ?? "");
}

describe("FeatureList", () => {
  it("names the listing's features with icons in Arabic, skipping unknown keys", () => {
    renderWithSite(<FeatureList features={["swimming_pool", "helipad", "sea_view", "maid_room"]} />, "ar");
    expect(screen.getByRole("region", { name: "المزايا" })).toBeTruthy();
    expect(names()).toEqual(["مسبح", "إطلالة بحرية", "غرفة خادمة"]);
    for (const item of screen.getAllByRole("listitem")) {
      expect(item.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
    }
    // Drawn from the detail icons' sprite file, by the catalogue's icon name.
    expect(screen.getAllByRole("listitem")[0]!.querySelector("use")?.getAttribute("href")).toMatch(
      /detail-icons\.svg[^#]*#waves-ladder$/,
    );
  });

  it("names them in English", () => {
    renderWithSite(<FeatureList features={["utilities_available", "kids_playground", "security_guard"]} />, "en");
    expect(screen.getByRole("heading", { name: "Features" })).toBeTruthy();
    expect(names()).toEqual(["Electricity and sewage available", "Children's playground", "24-hour security"]);
  });

  it("shows nothing when no key is known", () => {
    const { container } = renderWithSite(<FeatureList features={["helipad"]} />, "en");
    expect(container.textContent).toBe("");
  });

  it("has an icon and a name in both languages for every feature of the catalogue", () => {
    renderWithSite(<FeatureList features={featureKeys} />, "ar");
    const items = screen.getAllByRole("listitem");
    expect(items).toHaveLength(featureKeys.length);
    for (const item of items) expect(item.querySelector("svg")).not.toBeNull();
    for (const translations of [ar.features, en.features]) {
      expect(Object.keys(translations)).toHaveLength(featureKeys.length);
      for (const text of Object.values(translations)) expect(text.trim()).not.toBe("");
    }
    expect(new Set(names()).size).toBe(featureKeys.length);
  });
});
