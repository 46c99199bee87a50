import { type Language, languageStorageKey } from "../../domain/language.ts";

/** Keeps the visitor's choice in a cookie (for the server) and in localStorage (spec §4). */
export function rememberLanguage(language: Language): void {
  const oneYear = 60 * 60 * 24 * 365;
  // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie; the Cookie Store API is not everywhere yet.
  document.cookie = `${languageStorageKey}=${language}; path=/; max-age=${oneYear}; samesite=lax`;
  try {
    localStorage.setItem(languageStorageKey, language);
  } catch {
    // Private modes may refuse storage; the cookie still carries the choice.
  }
}
