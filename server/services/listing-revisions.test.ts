import { describe, expect, it } from "vitest";
import { restoredGallery } from "./listing-revisions.ts";

describe("restoredGallery", () => {
  it("puts the revision's photos first in its order, keeps those added since after them, and never drops one", () => {
    const current = [
      { key: "new", altAr: "جديدة", altEn: "New" },
      { key: "b", altAr: "ب", altEn: "B" },
      { key: "a", altAr: "أ", altEn: "A" },
    ];
    expect(restoredGallery(current, ["a", "shared", "b"])).toEqual([
      { key: "a", altAr: "أ", altEn: "A" },
      { key: "shared", altAr: "", altEn: "" },
      { key: "b", altAr: "ب", altEn: "B" },
      { key: "new", altAr: "جديدة", altEn: "New" },
    ]);
  });
});
