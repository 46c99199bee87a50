import { describe, expect, it } from "vitest";
import { formatNumber } from "./format.ts";

const intl = {
  ar: new Intl.NumberFormat("ar-SA-u-nu-latn", { maximumFractionDigits: 2 }),
  en: new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 }),
};

const samples = [
  0,
  1,
  7,
  12,
  999,
  1000,
  1001,
  12_345,
  99_999.99,
  100_000,
  1_234_567,
  25_000_000,
  2_147_483_647,
  1.5,
  2.25,
  3.1,
  0.5,
  0.25,
  0.05,
  0.004,
  1.999,
  12.345,
  450.75,
  1234.5,
  -1,
  -12.5,
  -1234.56,
  Number.MAX_SAFE_INTEGER,
  1e20,
  1e21,
  1.5e25,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
];

describe("formatNumber", () => {
  for (const language of ["ar", "en"] as const) {
    it(`prints what Intl.NumberFormat prints in ${language}`, () => {
      for (const value of samples)
        expect(formatNumber(value, language), String(value)).toBe(intl[language].format(value));
    });

    it(`agrees with Intl.NumberFormat on many prices and areas in ${language}`, () => {
      for (let value = 0; value < 5_000_000; value += 9_973.37) {
        expect(formatNumber(value, language), String(value)).toBe(intl[language].format(value));
        expect(formatNumber(Math.round(value), language)).toBe(intl[language].format(Math.round(value)));
      }
    });
  }

  it("groups thousands with a comma and keeps Latin digits in Arabic", () => {
    expect(formatNumber(1_250_000, "ar")).toBe("1,250,000");
    expect(formatNumber(-5, "ar")).toBe("\u200E-5");
    expect(formatNumber(-5, "en")).toBe("-5");
  });

  it("never prints a negative zero, where Intl prints -0", () => {
    expect(formatNumber(-0, "en")).toBe("0");
    expect(formatNumber(-0.001, "ar")).toBe("0");
  });
});
