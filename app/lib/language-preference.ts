import { type Language, languageCookie, languageStorageKey } from "../../domain/language.ts";

/** Keeps the visitor's choice in a cookie (for the server) and in localStorage (spec §4). */
export function rememberLanguage(language: Language): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie; the Cookie Store API is not everywhere yet.
  document.cookie = languageCookie(language);
  try {
    localStorage.setItem(languageStorageKey, language);
  } catch {
    // Private modes may refuse storage; the cookie still carries the choice.
  }
}
