import { describe, expect, it } from "vitest";
import { purposeOf } from "./details.ts";
import { isResidential, roomsKey } from "./rooms.ts";

describe("isResidential (docs/glossary.md: the rooms field)", () => {
  it.each([
    ["apartment", {}, true],
    ["villa", {}, true],
    ["residential-land", {}, true],
    [null, {}, true],
    ["office", {}, false],
    ["shop", {}, false],
    ["warehouse", {}, false],
    ["commercial-land", {}, false],
    ["commercial", {}, false],
    ["building", { purpose: "commercial" }, false],
    ["building", { purpose: "تجاري" }, false],
    ["office", { purpose: "residential" }, true],
    ["building", { purpose: "mixed" }, true],
    ["officers-housing", {}, true],
  ])("category %s with %o is residential: %s", (slug, details, expected) => {
    expect(isResidential(slug, purposeOf(details))).toBe(expected);
  });

  it("names the label: bedrooms in a home, rooms elsewhere", () => {
    expect(roomsKey(true)).toBe("rooms");
    expect(roomsKey(false)).toBe("workRooms");
  });
});
