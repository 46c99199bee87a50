import { defaultLanguage, type Language } from "./language.ts";
import { runtimeTimeZone, siteTimeZone } from "./time-zone.ts";

// In a module of their own so that a page can tell the visitor's zone without loading the date helpers.
export { runtimeTimeZone, siteTimeZone };

/**
 * A moment as the date helper of spec §3 gives it, in one language and one time zone. Digits are
 * Latin in both languages (docs/decisions/006-numbers-and-dates.md).
 */
export interface DateParts {
  /** The IANA time zone used, e.g. "Asia/Riyadh". */
  zone: string;
  /** The zone's name for people, e.g. "Saudi Arabia Time" / "توقيت المملكة العربية السعودية". */
  zoneName: string;
  /** Offset from GMT, e.g. "GMT+3" / "غرينتش+3". */
  offset: string;
  /** Full weekday name: "Thursday" / "الخميس". */
  weekday: string;
  /** Day, full month name and year, Gregorian: "5 March 2026" / "5 مارس 2026". */
  date: string;
  /** Hour and minute, 12-hour with the period: "7:30 pm" / "7:30 م". */
  time: string;
  /** The date in the Umm al-Qura calendar: "16 Ramadan 1447 AH" / "16 رمضان 1447 هـ". */
  hijri: string;
}

// English in day-month-year order with lower-case am/pm (spec §3); Arabic with Latin digits.
const locales: Record<Language, string> = { ar: "ar-SA", en: "en-GB" };

// ISO 8601 date or date-time, with an optional offset.
const isoPattern = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;

/**
 * Reads an ISO date or date-time. One without an offset is read as UTC, like a bare ISO date, so the
 * server and every browser agree on the moment. Anything else (or an impossible date) is null.
 */
export function parseIsoDate(iso: unknown): Date | null {
  if (typeof iso !== "string") return null;
  const match = isoPattern.exec(iso.trim());
  if (!match) return null;
  const [, year, month, day, hour, minute, second, offset] = match;
  if (Number(month) < 1 || Number(month) > 12 || Number(day) < 1 || Number(day) > 31) return null;
  if (hour !== undefined && (Number(hour) > 23 || Number(minute) > 59 || Number(second ?? 0) > 59)) return null;
  const text = hour === undefined ? iso.trim().slice(0, 10) : offset ? iso.trim() : `${iso.trim()}Z`;
  const date = new Date(text.replace(" ", "T"));
  if (Number.isNaN(date.getTime())) return null;
  // Reject days that do not exist (2026-02-30): Date rolls them over.
  const check = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (check.getUTCDate() !== Number(day)) return null;
  return date;
}

// Asked once per zone: building a formatter to test a zone cost ~1 % of an uncached detail page's CPU.
const knownZones = new Map<string, boolean>();

function isTimeZone(zone: string): boolean {
  let known = knownZones.get(zone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat("en", { timeZone: zone });
      known = true;
    } catch {
      known = false;
    }
    if (knownZones.size > 200) knownZones.clear();
    knownZones.set(zone, known);
  }
  return known;
}

// Building Intl formatters is costly; a page formats a few dates, a server many pages.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    if (formatters.size > 200) formatters.clear();
    format = new Intl.DateTimeFormat(locale, { ...options, numberingSystem: "latn", timeZone });
    formatters.set(key, format);
  }
  return format;
}

function partsOf(format: Intl.DateTimeFormat, date: Date): Partial<Record<Intl.DateTimeFormatPartTypes, string>> {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of format.formatToParts(date)) parts[part.type] = part.value;
  return parts;
}

// ICU puts a narrow no-break space before am/pm in some versions and a plain space in others: spaces are
// made alike so server and browser agree; the time keeps a no-break space so it stays on one line.
const tidy = (text: string, space = " "): string => text.trim().replace(/[\s\u202f]+/g, space);

/**
 * A zone's name if it is written in the language's script, else its offset: browsers with trimmed
 * time-zone data name some zones half in English on an Arabic page ("توقيت New York").
 */
export function readableZoneName(name: string, offset: string, language: Language): string {
  if (!name) return offset;
  return language === "ar" && /[A-Za-z]/.test(name) ? offset : name;
}

/**
 * The date helper of spec §3: the weekday, date, time and zone of an ISO date-time in a language
 * (Arabic by default) and a time zone (the runtime's by default; an unknown zone falls back to
 * Asia/Riyadh), plus the Umm al-Qura Hijri date for auctions. Invalid input gives null.
 */
export function dateParts(
  iso: string | null | undefined,
  language: Language = defaultLanguage,
  timeZone: string = runtimeTimeZone(),
): DateParts | null {
  const date = parseIsoDate(iso);
  if (!date) return null;
  const zone = isTimeZone(timeZone) ? timeZone : siteTimeZone;
  const locale = locales[language];
  const gregorian = partsOf(
    formatter(locale, zone, {
      calendar: "gregory",
      weekday: "long",
      day: "numeric",
      month: "long",
      year: "numeric",
      hour: "numeric",
      minute: "2-digit",
      hour12: true,
      timeZoneName: "shortOffset",
    }),
    date,
  );
  const hijri = partsOf(
    formatter(locale, zone, { calendar: "islamic-umalqura", day: "numeric", month: "long", year: "numeric" }),
    date,
  );
  const zoneName = partsOf(formatter(locale, zone, { timeZoneName: "shortGeneric" }), date).timeZoneName ?? "";
  const offset = tidy(gregorian.timeZoneName ?? "");
  return {
    zone,
    zoneName: readableZoneName(tidy(zoneName), offset, language),
    offset,
    weekday: gregorian.weekday ?? "",
    date: tidy(`${gregorian.day} ${gregorian.month} ${gregorian.year}`),
    time: tidy(`${gregorian.hour}:${gregorian.minute} ${gregorian.dayPeriod ?? ""}`, "\u00a0"),
    hijri: tidy(`${hijri.day} ${hijri.month} ${hijri.year} ${hijri.era ?? ""}`),
  };
}
