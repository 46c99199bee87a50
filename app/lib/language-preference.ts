import { type Language, languageCookie, languageFromCookie, languageStorageKey } from "../../domain/language.ts";

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

/** A choice the server recorded (the switch's link followed before the scripts ran) goes to localStorage too. */
export function storeRecordedLanguage(): void {
  const recorded = languageFromCookie(document.cookie);
  try {
    if (recorded && localStorage.getItem(languageStorageKey) !== recorded)
      localStorage.setItem(languageStorageKey, recorded);
  } catch {
    // As above: the cookie alone carries it.
  }
}
