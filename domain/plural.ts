import type { Language } from "./language.ts";

/**
 * Counted nouns (docs/glossary.md, "Numbers and counted nouns"). Arabic has six plural
 * categories (Intl.PluralRules('ar')): zero (0), one (1), two (2), few (3–10, 103–110…),
 * many (11–99, 111–199…) and other (100–102, 1000…). English has one and other.
 * The translator (app/i18n/translate.ts) picks the same categories for `_zero`, `_one`… keys; this helper is for the
 * texts written outside the locale files (server messages, demo content).
 */
export type PluralCategory = Intl.LDMLPluralRule;

/** A text per category; `{{count}}` is replaced by the number. `other` is always required. */
export type PluralForms = Partial<Record<PluralCategory, string>> & { other: string };

export const pluralCategories: Record<Language, readonly PluralCategory[]> = {
  ar: ["zero", "one", "two", "few", "many", "other"],
  en: ["one", "other"],
};

const rules: Record<Language, Intl.PluralRules> = {
  ar: new Intl.PluralRules("ar"),
  en: new Intl.PluralRules("en"),
};

export function pluralCategory(count: number, language: Language): PluralCategory {
  return rules[language].select(count);
}

/** The form of `forms` that fits `count` in `language`, with `{{count}}` filled in (Latin digits). */
export function plural(count: number, language: Language, forms: PluralForms): string {
  const form = forms[pluralCategory(count, language)] ?? forms.other;
  return form.replaceAll("{{count}}", String(count));
}

/** Arabic counted nouns used outside the locale files, all six forms each. */
export const arabicCounted = {
  minutes: {
    zero: "{{count}} دقيقة",
    one: "دقيقة واحدة",
    two: "دقيقتين",
    few: "{{count}} دقائق",
    many: "{{count}} دقيقة",
    other: "{{count}} دقيقة",
  },
  years: {
    zero: "أقل من سنة",
    one: "سنة واحدة",
    two: "سنتان",
    few: "{{count}} سنوات",
    many: "{{count}} سنة",
    other: "{{count}} سنة",
  },
} satisfies Record<string, Required<PluralForms>>;
