import type { Language } from "../../domain/language.ts";
import { formatPhone } from "../../domain/phone-display.ts";

// Nothing here is imported from the public site's modules: a module shared by the public pages and the back office
// is moved by the bundler into a chunk of its own, which every public page would then load as well
// (docs/decisions/017-back-office.md). The few lines below are the back office's own for that reason.

/** Times as Riyadh reads them, Latin digits in both languages (docs/decisions/006-numbers-and-dates.md). */
const formats = new Map<Language, Intl.DateTimeFormat>();

export function formatAdminTime(iso: string, language: Language): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language === "ar" ? "ar-SA-u-nu-latn-ca-gregory" : "en-GB", {
      timeZone: "Asia/Riyadh",
      dateStyle: "medium",
      timeStyle: "short",
    });
    formats.set(language, format);
  }
  return format.format(new Date(iso));
}

/** "+966 50 123 4567" from the stored digits, as the public site writes it (domain/phone-display.ts). */
export function formatAdminPhone(phone: string): string {
  return formatPhone(phone);
}

/** The language of a back office address: /en/admin… is English, /admin… Arabic. */
export function adminLanguageOf(pathname: string): Language {
  return pathname.startsWith("/en/") ? "en" : "ar";
}

/** The path of a back office page in the staff's language: /admin/… or /en/admin/…. */
export function adminPath(path: string, language: Language): string {
  const page = `/admin${path === "/" ? "" : path}`;
  return language === "en" ? `/en${page}` : page;
}

/** A public page of the site in the staff's language (spec paths; English under /en). */
export function publicPath(path: string, language: Language): string {
  return language === "en" ? `/en${path}` : path;
}

/** The same back office address in the other language. */
export function otherLanguageOfAdminUrl(pathname: string, search: string): string {
  const english = pathname.startsWith("/en/");
  return `${english ? pathname.slice(3) : `/en${pathname}`}${search}`;
}
