import { describe, expect, it } from "vitest";
import { compareRows } from "./compare.ts";
import type { ListingDetail } from "./listing-detail-wire.ts";

function listing(overrides: Partial<ListingDetail>): ListingDetail {
  return {
    id: 1,
    kind: "project",
    price: 1_000_000,
    rent_period: null,
    area: 250,
    Details: {},
    features: [],
    ...overrides,
  } as ListingDetail;
}

describe("comparison rows", () => {
  it("gives price, price per m² and area, and says where the listings differ", () => {
    const rows = compareRows([listing({ price: 1_000_000, area: 250 }), listing({ price: 1_000_000, area: 200 })]);
    expect(rows.slice(0, 3)).toEqual([
      { group: "summary", key: "price", values: [1_000_000, 1_000_000], differs: false },
      { group: "summary", key: "pricePerSquareMetre", values: [4000, 5000], differs: true },
      { group: "summary", key: "area", values: [250, 200], differs: true },
    ]);
  });

  it("has no price per m² for a rent, and leaves out rows no listing has", () => {
    const rows = compareRows([listing({ rent_period: "yearly", price: 90_000 }), listing({ price: null, area: null })]);
    expect(rows.find((row) => row.key === "pricePerSquareMetre")).toBeUndefined();
    expect(rows.find((row) => row.key === "price")?.values).toEqual([90_000, null]);
  });

  it("lists every detail and feature one of them has, in order, with the gaps", () => {
    const rows = compareRows([
      listing({ Details: { rooms: 3, bathrooms: 2 }, features: ["gym"] }),
      listing({ Details: { rooms: 3 }, features: ["sea_view", "gym"] }),
    ]);
    const rooms = rows.find((row) => row.key === "rooms");
    expect(rooms?.differs).toBe(false);
    const bathrooms = rows.find((row) => row.key === "bathrooms");
    expect(bathrooms?.differs).toBe(true);
    expect(bathrooms?.values[1]).toBeNull();
    const features = rows.filter((row) => row.group === "features");
    expect(features.map((row) => [row.key, row.values, row.differs])).toEqual([
      ["gym", [true, true], false],
      ["sea_view", [false, true], true],
    ]);
  });

  it("gives a thing one row whether a listing has it as a detail or as a feature", () => {
    const rows = compareRows([
      listing({ Details: { elevator: 2 }, features: ["yard"] }),
      listing({ Details: { yard: true }, features: ["elevator", "gym"] }),
    ]);
    expect(rows.filter((row) => row.key === "elevator")).toEqual([
      {
        group: "details",
        key: "elevator",
        values: [
          { key: "elevator", kind: "count", value: 2, unit: null },
          { key: "elevator", kind: "count", value: true, unit: null },
        ],
        differs: true,
      },
    ]);
    const yard = rows.filter((row) => row.key === "yard");
    expect(yard).toHaveLength(1);
    expect(yard[0]?.values.map((value) => (value as { value: unknown } | null)?.value)).toEqual([true, true]);
    expect(yard[0]?.differs).toBe(false);
    expect(rows.filter((row) => row.group === "features").map((row) => row.key)).toEqual(["gym"]);
  });
});
