import { describe, expect, it } from "vitest";
import { featureCatalogue, featureKeys, isFeatureKey, knownFeatures } from "./features.ts";

describe("featureCatalogue", () => {
  it("holds about seventy features, each with its own title and an icon name", () => {
    expect(featureKeys.length).toBeGreaterThanOrEqual(65);
    expect(featureKeys.length).toBeLessThanOrEqual(80);
    const titles = featureKeys.map((key) => featureCatalogue[key].title);
    expect(new Set(titles).size).toBe(titles.length);
    for (const key of featureKeys) {
      expect(key).toMatch(/^[a-z][a-z0-9_]*$/);
      expect(featureCatalogue[key].icon).toMatch(/^[a-z][a-z0-9-]*$/);
    }
  });

  it("titles can serve as text keys (no key separators)", () => {
    for (const key of featureKeys) expect(featureCatalogue[key].title).not.toMatch(/[.:]/);
  });

  it("keeps the keys stored with listings", () => {
    for (const key of ["utilities_available", "mosques", "sea_view", "kids_playground", "markets_malls"]) {
      expect(isFeatureKey(key)).toBe(true);
    }
    expect(featureCatalogue.utilities_available.title).toBe("Electricity and Sewage Availability");
  });
});

describe("knownFeatures", () => {
  it("keeps the listing's order, skips unknown keys and repeats", () => {
    expect(knownFeatures(["gym", "helipad", "elevator", "gym", 7, "toString"])).toEqual([
      { key: "gym", title: "Gym", icon: "dumbbell" },
      { key: "elevator", title: "Elevator", icon: "arrow-up-down" },
    ]);
    expect(knownFeatures([])).toEqual([]);
  });
});
