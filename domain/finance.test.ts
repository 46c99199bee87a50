import { describe, expect, it } from "vitest";
import { financeEstimate, financeProblems, monthlyInstalment, parseTypedNumber } from "./finance.ts";

describe("finance estimate", () => {
  it("computes the annuity a bank's calculator gives", () => {
    // 900,000 over 25 years at 5.5 %: 5,526.79 a month (the standard annuity formula).
    expect(monthlyInstalment(900_000, 5.5, 25)).toBeCloseTo(5526.79, 2);
    // 500,000 over 20 years at 4 %: 3,029.90 a month.
    expect(monthlyInstalment(500_000, 4, 20)).toBeCloseTo(3029.9, 2);
    expect(monthlyInstalment(120_000, 0, 10)).toBe(1000);
  });

  it("takes the down payment from the price and totals what is paid", () => {
    const estimate = financeEstimate({ price: 1_000_000, downPaymentPercent: 10, years: 25, annualRatePercent: 5.5 });
    expect(estimate?.downPayment).toBe(100_000);
    expect(estimate?.loan).toBe(900_000);
    expect(estimate?.monthly).toBeCloseTo(5526.79, 2);
    expect(estimate?.totalPaid).toBeCloseTo(1_658_036.23, 2);
    expect(estimate?.totalProfit).toBeCloseTo(758_036.23, 2);
    expect(
      financeEstimate({ price: 1_000_000, downPaymentPercent: 100, years: 25, annualRatePercent: 5 })?.monthly,
    ).toBe(0);
  });

  it("names the fields outside their limits and makes no estimate then", () => {
    expect(financeProblems({ downPaymentPercent: 120, years: 0, annualRatePercent: 5 })).toEqual([
      "downPaymentPercent",
      "years",
    ]);
    expect(financeProblems({ downPaymentPercent: 10, years: 25, annualRatePercent: Number.NaN })).toEqual([
      "annualRatePercent",
    ]);
    expect(financeEstimate({ price: 1_000_000, downPaymentPercent: 10, years: 31, annualRatePercent: 5 })).toBeNull();
    expect(financeEstimate({ price: 0, downPaymentPercent: 10, years: 25, annualRatePercent: 5 })).toBeNull();
  });

  it("reads numbers typed with Arabic-Indic digits and separators", () => {
    expect(parseTypedNumber("٢٥")).toBe(25);
    expect(parseTypedNumber("٥٫٥")).toBe(5.5);
    expect(parseTypedNumber("۱۰")).toBe(10);
    expect(parseTypedNumber("1,000")).toBe(1000);
    expect(parseTypedNumber("10%")).toBe(10);
    expect(parseTypedNumber("")).toBeNaN();
    expect(parseTypedNumber("abc")).toBeNaN();
    expect(parseTypedNumber("1.2.3")).toBeNaN();
  });
});
