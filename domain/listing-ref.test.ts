import { describe, expect, it } from "vitest";
import { formatListingRefs, maxListingRefs, parseListingRefs } from "./listing-ref.ts";

describe("listing references in links", () => {
  it("reads kinds and ids in order, once each, and writes them back", () => {
    const refs = parseListingRefs("auction-3, project-12,property-7,auction-3");
    expect(refs).toEqual([
      { kind: "auction", id: 3 },
      { kind: "project", id: 12 },
      { kind: "property", id: 7 },
    ]);
    expect(formatListingRefs(refs)).toBe("auction-3,project-12,property-7");
  });

  it("drops what names no listing", () => {
    expect(parseListingRefs("house-1,auction-0,auction-x,project-2147483648,,auction--1,property-5")).toEqual([
      { kind: "property", id: 5 },
    ]);
    expect(parseListingRefs(null)).toEqual([]);
  });

  it(`keeps at most ${maxListingRefs}`, () => {
    const many = Array.from({ length: 80 }, (_, index) => `property-${index + 1}`).join(",");
    expect(parseListingRefs(many)).toHaveLength(maxListingRefs);
  });
});
