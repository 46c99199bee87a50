import { describe, expect, it } from "vitest";
import { hasValidCoordinates } from "./map-item.ts";

describe("hasValidCoordinates", () => {
  it("accepts numbers within the globe's ranges", () => {
    expect(hasValidCoordinates(24.7136, 46.6753)).toBe(true);
    expect(hasValidCoordinates(-90, 180)).toBe(true);
    expect(hasValidCoordinates(0, 46.6)).toBe(true);
  });

  it("refuses missing, non-numeric, out-of-range and (0, 0) coordinates", () => {
    expect(hasValidCoordinates(null, 46.6)).toBe(false);
    expect(hasValidCoordinates(24.7, undefined)).toBe(false);
    expect(hasValidCoordinates("24.7", "46.6")).toBe(false);
    expect(hasValidCoordinates(Number.NaN, 46.6)).toBe(false);
    expect(hasValidCoordinates(24.7, Number.POSITIVE_INFINITY)).toBe(false);
    expect(hasValidCoordinates(91, 46.6)).toBe(false);
    expect(hasValidCoordinates(24.7, -181)).toBe(false);
    expect(hasValidCoordinates(0, 0)).toBe(false);
  });
});
