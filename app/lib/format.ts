import type { Language } from "../../domain/language.ts";

/**
 * Digits are Latin (0-9) in both languages (docs/decisions/006-numbers-and-dates.md),
 * with each language's own separators.
 */
const numberLocales: Record<Language, string> = { ar: "ar-SA-u-nu-latn", en: "en-US" };

export function formatNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(numberLocales[language], { maximumFractionDigits: 2 }).format(value);
}
