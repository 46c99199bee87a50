/**
 * The finance calculator of sale listings (docs/decisions/024-visitor-tools.md): a monthly instalment as an annuity. An estimate only: no
 * bank is named and the defaults are stated on the page.
 */
export const financeDefaults = { downPaymentPercent: 10, years: 25, annualRatePercent: 5.5 } as const;

/** What the form accepts: Saudi home finance runs up to 30 years; a rate beyond 25 % is a typing mistake. */
export const financeLimits = {
  downPaymentPercent: { min: 0, max: 100 },
  years: { min: 1, max: 30 },
  annualRatePercent: { min: 0, max: 25 },
} as const;

export type FinanceField = keyof typeof financeLimits;

export interface FinanceInput {
  price: number;
  downPaymentPercent: number;
  years: number;
  annualRatePercent: number;
}

export interface FinanceEstimate {
  downPayment: number;
  loan: number;
  monthly: number;
  totalPaid: number;
  totalProfit: number;
}

/** The equal monthly payment that repays `loan` over `years` at `annualRatePercent` (monthly compounding). */
export function monthlyInstalment(loan: number, annualRatePercent: number, years: number): number {
  const months = years * 12;
  const rate = annualRatePercent / 100 / 12;
  if (rate === 0) return loan / months;
  return (loan * rate) / (1 - (1 + rate) ** -months);
}

/** The fields outside their limits (none when the estimate can be made). */
export function financeProblems(input: Omit<FinanceInput, "price">): FinanceField[] {
  return (Object.keys(financeLimits) as FinanceField[]).filter((field) => {
    const value = input[field];
    const { min, max } = financeLimits[field];
    return !Number.isFinite(value) || value < min || value > max;
  });
}

export function financeEstimate(input: FinanceInput): FinanceEstimate | null {
  if (!(input.price > 0) || financeProblems(input).length > 0) return null;
  const downPayment = (input.price * input.downPaymentPercent) / 100;
  const loan = input.price - downPayment;
  const monthly = loan > 0 ? monthlyInstalment(loan, input.annualRatePercent, input.years) : 0;
  const totalPaid = monthly * input.years * 12;
  return { downPayment, loan, monthly, totalPaid, totalProfit: totalPaid - loan };
}

/** A number typed with Arabic-Indic or Persian digits, an Arabic decimal separator or thousands commas. */
export function parseTypedNumber(text: string): number {
  const latin = text
    .trim()
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/\u066b/g, ".")
    .replace(/[,\u066c\s]/g, "")
    .replace(/%$/, "");
  return latin === "" || !/^\d*\.?\d*$/.test(latin) ? Number.NaN : Number(latin);
}
