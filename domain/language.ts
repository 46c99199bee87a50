export const languages = ["ar", "en"] as const;
export type Language = (typeof languages)[number];

/** Arabic is the default and the fallback language of the whole product (spec §9). */
export const defaultLanguage: Language = "ar";

/** Name of the cookie and of the localStorage entry that keep the visitor's choice. */
export const languageStorageKey = "lang";

/** The `lang` cookie that keeps a choice for a year, as the browser and the server both write it. */
export function languageCookie(language: Language): string {
  return `${languageStorageKey}=${language}; path=/; max-age=${60 * 60 * 24 * 365}; samesite=lax`;
}

export function isLanguage(value: unknown): value is Language {
  return value === "ar" || value === "en";
}

export function directionOf(language: Language): "rtl" | "ltr" {
  return language === "ar" ? "rtl" : "ltr";
}

export function otherLanguage(language: Language): Language {
  return language === "ar" ? "en" : "ar";
}

/**
 * Picks the first supported language of an Accept-Language header, honouring
 * q-values; anything unsupported or missing falls back to Arabic.
 */
export function languageFromAcceptLanguage(header: string | null | undefined): Language {
  if (!header) return defaultLanguage;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number(q.slice(2)) : 1;
      return { base: tag.toLowerCase().split("-")[0], quality: Number.isNaN(quality) ? 0 : quality, index };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked.map((entry) => entry.base).find(isLanguage) ?? defaultLanguage;
}

/** Reads the language cookie out of a Cookie header. */
export function languageFromCookie(header: string | null | undefined): Language | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === languageStorageKey && isLanguage(value)) return value;
  }
  return undefined;
}
