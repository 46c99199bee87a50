import { describe, expect, it } from "vitest";
import { normalizeForSearch } from "./search-text.ts";

describe("normalizeForSearch", () => {
  it("folds the hamza forms of alef", () => {
    expect(normalizeForSearch("أبحاث")).toBe(normalizeForSearch("ابحاث"));
    expect(normalizeForSearch("إسكان آمن")).toBe("اسكان امن");
  });
  it("treats taa marbuta as haa and alef maqsura as yaa", () => {
    expect(normalizeForSearch("مكة")).toBe(normalizeForSearch("مكه"));
    expect(normalizeForSearch("مبنى")).toBe(normalizeForSearch("مبني"));
  });
  it("drops diacritics and tatweel", () => {
    expect(normalizeForSearch("فَيْلَا مـــودرن")).toBe("فيلا مودرن");
  });
  it("ignores letter case and extra spaces, and reads Arabic-Indic digits", () => {
    expect(normalizeForSearch("  Al   MALQA ")).toBe("al malqa");
    expect(normalizeForSearch("مخطط ٣٤٥٦")).toBe("مخطط 3456");
  });
});
