import { describe, expect, it } from "vitest";
import { boundsOfArea, formatArea, type GeoArea, isInArea, maxAreaPoints, parseArea } from "./geo-area.ts";

const square: GeoArea = [
  [24.6, 46.5],
  [24.6, 46.8],
  [24.9, 46.8],
  [24.9, 46.5],
];

function read(raw: string): GeoArea {
  const result = parseArea(raw);
  if (!("value" in result)) throw new Error(`refused: ${result.issue}`);
  return result.value;
}

describe("parseArea", () => {
  it("reads points as lat,lng separated by semicolons, rounded to five decimals", () => {
    expect(read("24.6,46.5;24.6,46.8;24.9,46.8;24.9,46.5")).toEqual(square);
    expect(read("24.1234567,46.1;24.2,46.2;24.1,46.3")[0]).toEqual([24.12346, 46.1]);
  });

  it("reads Arabic-Indic digits, the Arabic comma, semicolon and decimal separator, and spaces", () => {
    expect(read("٢٤٫٦،٤٦٫٥؛ ٢٤٫٦،٤٦٫٨؛ ٢٤٫٩،٤٦٫٨؛ ٢٤٫٩،٤٦٫٥")).toEqual(square);
    expect(read("۲۴.۶,۴۶.۵;24.6,46.8;24.9,46.8")).toHaveLength(3);
  });

  it("drops a closing point that repeats the first, and repeated neighbours", () => {
    expect(read("24.6,46.5;24.6,46.8;24.6,46.8;24.9,46.8;24.9,46.5;24.6,46.5")).toEqual(square);
  });

  it("refuses unreadable text, numbers out of range and outlines that enclose nothing", () => {
    for (const raw of ["abc", "24.6;46.5;1", "24.6,46.5,3;1,2;3,4", "91,46;24,46.1;24.5,46.2", "24,181;24,46;25,46"]) {
      expect(parseArea(raw), raw).toEqual({ issue: "invalid_area" });
    }
    expect(parseArea("1e2,46;24,46.1;24.5,46.2")).toEqual({ issue: "invalid_area" });
    // Three points on one line: no ground inside.
    expect(parseArea("24,46;24.5,46.5;25,47")).toEqual({ issue: "invalid_area" });
  });

  it("refuses fewer than three distinct points", () => {
    expect(parseArea("24.6,46.5;24.6,46.8")).toEqual({ issue: "too_few_points" });
    expect(parseArea("24.6,46.5;24.6,46.5;24.6,46.5")).toEqual({ issue: "too_few_points" });
    expect(parseArea(";;")).toEqual({ issue: "too_few_points" });
  });

  it(`refuses more than ${maxAreaPoints} points, and overlong text unread`, () => {
    const circle = (count: number) =>
      Array.from({ length: count }, (_, index) => {
        const angle = (2 * Math.PI * index) / count;
        return `${(24.7 + 0.1 * Math.sin(angle)).toFixed(5)},${(46.7 + 0.1 * Math.cos(angle)).toFixed(5)}`;
      }).join(";");
    expect(read(circle(maxAreaPoints))).toHaveLength(maxAreaPoints);
    expect(parseArea(circle(maxAreaPoints + 1))).toEqual({ issue: "too_many_points" });
    expect(parseArea("1".repeat(5000))).toEqual({ issue: "too_many_points" });
  });

  it("writes back what it read, so a shared address reads the same", () => {
    const area = read("24.600001,46.5;24.6,46.80000;24.9,46.8;24.9,46.5");
    expect(formatArea(area)).toBe("24.6,46.5;24.6,46.8;24.9,46.8;24.9,46.5");
    expect(read(formatArea(area))).toEqual(area);
  });
});

describe("isInArea", () => {
  it("keeps points inside and leaves points outside", () => {
    expect(isInArea(24.7, 46.6, square)).toBe(true);
    expect(isInArea(25, 46.6, square)).toBe(false);
    expect(isInArea(24.7, 46.9, square)).toBe(false);
  });

  it("counts points on the outline and at a corner as inside", () => {
    expect(isInArea(24.6, 46.6, square)).toBe(true);
    expect(isInArea(24.75, 46.8, square)).toBe(true);
    expect(isInArea(24.9, 46.5, square)).toBe(true);
  });

  it("follows a concave outline: the notch is outside", () => {
    // A "U" open to the north: its two arms inside, the gap between them outside.
    const u: GeoArea = [
      [24.6, 46.5],
      [24.6, 46.8],
      [24.9, 46.8],
      [24.9, 46.7],
      [24.7, 46.7],
      [24.7, 46.6],
      [24.9, 46.6],
      [24.9, 46.5],
    ];
    expect(isInArea(24.8, 46.55, u)).toBe(true);
    expect(isInArea(24.8, 46.75, u)).toBe(true);
    expect(isInArea(24.8, 46.65, u)).toBe(false);
    expect(isInArea(24.65, 46.65, u)).toBe(true);
  });

  it("keeps both lobes of a self-crossing outline, and a part gone round twice", () => {
    // A bow tie: the outline crosses itself at 24.75,46.65.
    const bowTie: GeoArea = [
      [24.6, 46.5],
      [24.9, 46.8],
      [24.6, 46.8],
      [24.9, 46.5],
    ];
    expect(isInArea(24.75, 46.55, bowTie)).toBe(true);
    expect(isInArea(24.75, 46.75, bowTie)).toBe(true);
    expect(isInArea(24.62, 46.65, bowTie)).toBe(false);
    // The same square drawn twice round: still inside (non-zero winding), not hollowed out.
    expect(isInArea(24.7, 46.6, [...square, ...square])).toBe(true);
  });

  it("gives the box around the area", () => {
    expect(boundsOfArea(square)).toEqual({ south: 24.6, north: 24.9, west: 46.5, east: 46.8 });
  });
});

describe("the list query's area parameter", () => {
  it("documents the limits parseArea applies", async () => {
    const { listingQueryParameter } = await import("./listing-query.ts");
    const { minAreaPoints } = await import("./geo-area.ts");
    expect(listingQueryParameter("area").describe).toContain(`${minAreaPoints} to ${maxAreaPoints} points`);
  });
});
