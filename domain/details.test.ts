import { describe, expect, it } from "vitest";
import { detailEntries, detailKeys, isDetailKey, parseDetails, purposeOf, visibleDetails } from "./details.ts";

describe("visibleDetails", () => {
  it("keeps numbers and true only", () => {
    expect(
      visibleDetails({ rooms: 4, elevator: true, maid_room: false, floor: 0, purpose: "سكني", furnished: null }),
    ).toEqual({ rooms: 4, elevator: true, floor: 0 });
  });
  it("ignores id, property_id, the boundaries document and the facade code", () => {
    expect(
      visibleDetails({ id: 9, property_id: 3, dimensions_boundaries: "[]", facade: "NE", street_width: 20 }),
    ).toEqual({ street_width: 20 });
  });
  it("drops numbers that are not finite, and anything that is not an object", () => {
    expect(visibleDetails({ rooms: Number.NaN, area: Number.POSITIVE_INFINITY })).toEqual({});
    expect(visibleDetails(null)).toEqual({});
    expect(visibleDetails([1, 2])).toEqual({});
  });
});

describe("parseDetails", () => {
  it("reads a stored document and survives a broken one", () => {
    expect(parseDetails('{"rooms":3}')).toEqual({ rooms: 3 });
    expect(parseDetails("{broken")).toEqual({});
    expect(parseDetails("[1]")).toEqual({});
  });
});

describe("detailEntries", () => {
  it("orders known keys for display and skips unknown ones", () => {
    expect(
      detailEntries({ elevator: true, mystery: 3, bathrooms: 2, rooms: 4, street_width: 20 }).map((entry) => entry.key),
    ).toEqual(["rooms", "bathrooms", "street_width", "elevator"]);
  });

  it("shows only numbers or true, never id or property_id", () => {
    expect(detailEntries({ id: 9, property_id: 3, purpose: "سكني", rooms: "4", maid_room: false })).toEqual([]);
  });

  it("gives measures their unit", () => {
    expect(detailEntries({ street_width: 20, size: 350 })).toEqual([
      { key: "size", kind: "measure", value: 350, unit: "m2" },
      { key: "street_width", kind: "measure", value: 20, unit: "m" },
    ]);
  });

  it("tells counts from flags: a flag with a number is simply present", () => {
    expect(detailEntries({ rooms: true, parking: 2, maid_room: 1, balcony: true })).toEqual([
      { key: "rooms", kind: "count", value: true, unit: null },
      { key: "parking", kind: "count", value: 2, unit: null },
      { key: "maid_room", kind: "flag", value: true, unit: null },
      { key: "balcony", kind: "flag", value: true, unit: null },
    ]);
  });

  it("keeps zero only where it means something: ground floor and a new building", () => {
    expect(detailEntries({ floor: 0, property_age: 0, wells: 0, street_width: 0, maid_room: 0 })).toEqual([
      { key: "floor", kind: "floor", value: 0, unit: null },
      { key: "property_age", kind: "age", value: 0, unit: null },
    ]);
  });

  it("drops negative numbers, and true where a number is needed", () => {
    expect(detailEntries({ rooms: -1, street_width: true, floor: true, property_age: true })).toEqual([]);
  });

  it("knows every key the card chips and the demo data use", () => {
    for (const key of ["rooms", "bathrooms", "lounges", "majlis", "kitchen", "apartments", "units", "floor"]) {
      expect(isDetailKey(key)).toBe(true);
    }
    for (const key of ["street_width", "parking", "elevator", "property_age", "furnished", "maid_room"]) {
      expect(isDetailKey(key)).toBe(true);
    }
    for (const key of ["driver_room", "yard", "balcony", "warehouse", "wells", "palm_trees", "trees"]) {
      expect(isDetailKey(key)).toBe(true);
    }
    expect(detailKeys).not.toContain("facade");
    expect(detailKeys).not.toContain("dimensions_boundaries");
  });
});

describe("purposeOf", () => {
  it("reads the stored code, or a word typed in either language", () => {
    expect(purposeOf({ purpose: "residential" })).toBe("residential");
    expect(purposeOf({ purpose: " Commercial " })).toBe("commercial");
    expect(purposeOf({ purpose: "سكني" })).toBe("residential");
    expect(purposeOf({ purpose: "سكني تجاري" })).toBe("mixed");
    expect(purposeOf({ purpose: "سكني/تجاري" })).toBe("mixed");
    expect(purposeOf({ purpose: "زراعي" })).toBe("agricultural");
  });

  it("shows nothing it cannot translate", () => {
    expect(purposeOf({ purpose: "whatever" })).toBeNull();
    expect(purposeOf({ purpose: 3 })).toBeNull();
    expect(purposeOf({})).toBeNull();
    expect(purposeOf(null)).toBeNull();
  });
});
