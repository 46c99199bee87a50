import { describe, expect, it } from "vitest";
import { emptyListingInput } from "./empty-listing.ts";
import { revisionChanges } from "./listing-revisions.ts";

describe("revisionChanges", () => {
  const before = { input: emptyListingInput("property", { titleEn: "Villa", price: 100 }), photos: ["a", "b"] };

  it("names each field a save changed, with both values when short, and rich texts without them", () => {
    const after = {
      input: { ...before.input, price: 90, descriptionAr: "<p>جديد</p>", features: ["garden"] },
      photos: ["a", "b"],
    };
    expect(revisionChanges(before, after)).toEqual([
      { field: "descriptionAr", long: true },
      { field: "price", from: 100, to: 90 },
      { field: "features", long: true },
    ]);
  });

  it("notes the photos when their set or order moved", () => {
    expect(revisionChanges(before, { ...before, photos: ["b", "a"] })).toEqual([{ field: "photos", long: true }]);
    expect(revisionChanges(before, before)).toEqual([]);
  });
});
