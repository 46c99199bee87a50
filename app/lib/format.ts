import type { Language } from "../../domain/language.ts";

/**
 * Digits are Latin (0-9) in both languages (docs/decisions/006-numbers-and-dates.md),
 * with each language's own separators.
 */
const numberLocales: Record<Language, string> = { ar: "ar-SA-u-nu-latn", en: "en-US" };

// Building an Intl.NumberFormat is costly; a page formats hundreds of numbers.
const formatters = new Map<Language, Intl.NumberFormat>();

export function formatNumber(value: number, language: Language): string {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(numberLocales[language], { maximumFractionDigits: 2 });
    formatters.set(language, formatter);
  }
  return formatter.format(value);
}
