import { describe, expect, it } from "vitest";
import { boundaryDescription, parseBoundaryDirection, parseDimensionBoundaries } from "./dimensions.ts";

const side = (direction: string, length: unknown, ar: string, en: string) => ({
  direction,
  length,
  ar_description: ar,
  en_description: en,
});

describe("parseDimensionBoundaries", () => {
  it("orders the sides north, south, east, west and ignores ids", () => {
    const json = JSON.stringify([
      { id: 4, ...side("west", 20, "جار", "Neighbour") },
      { id: 1, ...side("north", 25, "شارع عرض 20 م", "20 m wide street") },
      { id: 3, ...side("east", 20, "جار", "Neighbour") },
      { id: 2, ...side("south", 25, "ممر مشاة", "Pedestrian path") },
    ]);
    expect(parseDimensionBoundaries(json)).toEqual([
      { direction: "north", length: 25, ar_description: "شارع عرض 20 م", en_description: "20 m wide street" },
      { direction: "south", length: 25, ar_description: "ممر مشاة", en_description: "Pedestrian path" },
      { direction: "east", length: 20, ar_description: "جار", en_description: "Neighbour" },
      { direction: "west", length: 20, ar_description: "جار", en_description: "Neighbour" },
    ]);
  });

  it("reads capitalised, abbreviated and Arabic directions", () => {
    const parsed = parseDimensionBoundaries(
      JSON.stringify([
        side("الغربية", 5, "د", "d"),
        side("East", 6, "ج", "c"),
        side("S", 7, "ب", "b"),
        side("شمالاً", 8, "أ", "a"),
      ]),
    );
    expect(parsed.map((item) => [item.direction, item.length])).toEqual([
      ["north", 8],
      ["south", 7],
      ["east", 6],
      ["west", 5],
    ]);
  });

  it("accepts lengths as numeric text, and an unknown or silly length as null", () => {
    const parsed = parseDimensionBoundaries(
      JSON.stringify([
        side("north", "22.5", "أ", "a"),
        side("south", -3, "ب", "b"),
        side("east", "wide", "ج", "c"),
        side("west", null, "د", "d"),
      ]),
    );
    expect(parsed.map((item) => item.length)).toEqual([22.5, null, null, null]);
  });

  it("reads the stored field names too, and trims descriptions", () => {
    expect(
      parseDimensionBoundaries([
        { direction: "north", length_m: 30, description_ar: " شارع ", description_en: " Street " },
      ]),
    ).toEqual([{ direction: "north", length: 30, ar_description: "شارع", en_description: "Street" }]);
  });

  it("drops unknown directions, repeated sides and sides with nothing to say", () => {
    const parsed = parseDimensionBoundaries(
      JSON.stringify([
        side("up", 3, "أ", "a"),
        side("north", 10, "أول", "first"),
        side("north", 11, "ثان", "second"),
        { direction: "south" },
        side("east", 0, "", ""),
        "west",
        null,
      ]),
    );
    expect(parsed).toEqual([{ direction: "north", length: 10, ar_description: "أول", en_description: "first" }]);
  });

  it.each([["{broken"], ['{"north": 3}'], ["null"], ['"text"'], [""], [undefined], [42]])(
    "gives nothing for %j",
    (input) => {
      expect(parseDimensionBoundaries(input)).toEqual([]);
    },
  );
});

describe("parseBoundaryDirection", () => {
  it.each([
    ["north", "north"],
    ["NORTH", "north"],
    [" n ", "north"],
    ["جنوب", "south"],
    ["الجنوبي", "south"],
    ["شرقًا", "east"],
    ["غربي", "west"],
    ["northeast", null],
    ["شمالي شرقي", null],
    [3, null],
  ])("%j is %j", (input, expected) => {
    expect(parseBoundaryDirection(input)).toBe(expected);
  });
});

describe("boundaryDescription", () => {
  const both = { direction: "north" as const, length: 3, ar_description: "جار", en_description: "Neighbour" };
  it("speaks the page language and falls back to the other one", () => {
    expect(boundaryDescription(both, "ar")).toEqual({ text: "جار", language: "ar" });
    expect(boundaryDescription(both, "en")).toEqual({ text: "Neighbour", language: "en" });
    expect(boundaryDescription({ ...both, en_description: "" }, "en")).toEqual({ text: "جار", language: "ar" });
    expect(boundaryDescription({ ...both, ar_description: "" }, "ar")).toEqual({ text: "Neighbour", language: "en" });
    expect(boundaryDescription({ ...both, ar_description: "", en_description: "" }, "ar")).toBeNull();
  });
});
