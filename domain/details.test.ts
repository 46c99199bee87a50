import { describe, expect, it } from "vitest";
import { parseDetails, visibleDetails } from "./details.ts";

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
