import { defaultLanguage, type Language } from "./language.ts";

/**
 * URL scheme (docs/decisions/003-language-urls.md): Arabic pages live at the
 * spec's paths, English pages at the same paths under /en.
 */
const englishPrefix = "/en";

export function languageOfPath(pathname: string): Language {
  return pathname === englishPrefix || pathname.startsWith(`${englishPrefix}/`) ? "en" : defaultLanguage;
}

/** The spec's path of a page, without any language prefix. */
export function stripLanguage(pathname: string): string {
  if (languageOfPath(pathname) === "en") return pathname.slice(englishPrefix.length) || "/";
  return pathname || "/";
}

/** The URL of a spec path (for example `/auctions?x=1`) in the given language. */
export function localizePath(path: string, language: Language): string {
  const normalized = path.startsWith("/") ? path : `/${path}`;
  if (language === defaultLanguage) return normalized;
  if (normalized === "/") return englishPrefix;
  if (normalized.startsWith("/?") || normalized.startsWith("/#")) return `${englishPrefix}${normalized.slice(1)}`;
  return `${englishPrefix}${normalized}`;
}

/** The same page in another language, keeping query and hash. */
export function switchLanguageOfUrl(pathname: string, search: string, hash: string, to: Language): string {
  return `${localizePath(stripLanguage(pathname), to)}${search}${hash}`;
}

/**
 * The query parameter the language switch's link carries (`/en/auctions?lang=en`): the server records the choice
 * (the `lang` cookie) and redirects to the address without it, so a press before the page's scripts run is
 * remembered too (docs/decisions/003-language-urls.md).
 */
export const languageChoiceParameter = "lang";

/**
 * The switch's link: the same page in the other language, marked with the choice (query and hash kept). The page's
 * own address never carries the mark: the server takes it off.
 */
export function languageSwitchHref(pathname: string, search: string, hash: string, to: Language): string {
  return `${switchLanguageOfUrl(pathname, search, "", to)}${search ? "&" : "?"}${languageChoiceParameter}=${to}${hash}`;
}

/** A query string without the switch's mark: "" or "?…". */
export function withoutLanguageChoice(search: string): string {
  const query = new URLSearchParams(search);
  query.delete(languageChoiceParameter);
  const rest = query.toString();
  return rest ? `?${rest}` : "";
}
