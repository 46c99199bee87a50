import type { Language } from "../../domain/language.ts";

/**
 * Digits are Latin (0-9) in both languages (docs/decisions/006-numbers-and-dates.md), grouped in
 * thousands with "," and at most two decimals after "." — what `Intl.NumberFormat("ar-SA-u-nu-latn")`
 * and `("en-US")` print. Written out because `Intl.NumberFormat` (loading its locale data) took ~40 ms of
 * the home page's hydration here, ~160 ms at Lighthouse's 4× CPU slowdown; `format.test.ts` holds this to
 * Intl's output.
 */
const leftToRightMark = "\u200E";
const groups = /\B(?=(\d{3})+(?!\d))/g;

export function formatNumber(value: number, language: Language): string {
  // toFixed switches to exponents from 1e21; Intl spells such numbers out.
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21) return intlFormat(value, language);
  const [whole = "0", fraction = ""] = Math.abs(value).toFixed(2).split(".");
  const decimals = fraction.replace(/0+$/, "");
  const digits = `${whole.replace(groups, ",")}${decimals ? `.${decimals}` : ""}`;
  if (value >= 0 || digits === "0") return digits;
  // Arabic keeps the minus on the left of Latin digits with a left-to-right mark, as Intl does.
  return `${language === "ar" ? leftToRightMark : ""}-${digits}`;
}

const intlLocales: Record<Language, string> = { ar: "ar-SA-u-nu-latn", en: "en-US" };

function intlFormat(value: number, language: Language): string {
  return new Intl.NumberFormat(intlLocales[language], { maximumFractionDigits: 2 }).format(value);
}
