import { toLatinDigits } from "./digits.ts";
import { browserEmailPattern } from "./enquiry.ts";
import type { Language } from "./language.ts";
import type { ListingKind } from "./listing.ts";
import {
  type ListingQuery,
  type ListingQueryField,
  type ListingQueryIssue,
  listingQueryFieldsOf,
  parseListingQuery,
} from "./listing-query.ts";

/** How often an alert's digest may go out: at most one e-mail per alert per period. */
export const alertFrequencies = ["daily", "weekly"] as const;
export type AlertFrequency = (typeof alertFrequencies)[number];

export function isAlertFrequency(value: unknown): value is AlertFrequency {
  return value === "daily" || value === "weekly";
}

export const maxEmailLength = 254;
/** Alerts one address may hold (pending and on): a digest is an e-mail per alert. */
export const maxAlertsPerAddress = 20;

/** Parameters that shape a page, not the search: never part of an alert. */
const notFilters = new Set<ListingQueryField>(["page", "limit", "exclude"]);

/**
 * An alert's search: the list's own parameters read by the one filter table (domain/listing-query.ts), kept as a
 * query string in the table's order. A parameter the table gains later (a map area, say) is kept by itself.
 */
export function alertFiltersOf(
  kind: ListingKind,
  input: URLSearchParams | Record<string, unknown>,
):
  | { success: true; filters: string }
  | { success: false; issues: Partial<Record<ListingQueryField, ListingQueryIssue>> } {
  const parsed = parseListingQuery(input, kind);
  if (!parsed.success) return parsed;
  const params = new URLSearchParams();
  for (const field of listingQueryFieldsOf(kind)) {
    const value = parsed.data[field];
    if (!notFilters.has(field) && value !== undefined) params.set(field, String(value));
  }
  return { success: true, filters: params.toString() };
}

/** The stored search as the list query the repository filters by (an invalid stored value matches nothing). */
export function alertQueryOf(kind: ListingKind, filters: string): Omit<ListingQuery, "page" | "limit"> | null {
  const parsed = parseListingQuery(new URLSearchParams(filters), kind);
  if (!parsed.success) return null;
  const { page: _page, limit: _limit, ...filter } = parsed.data;
  return filter;
}

/** The address as stored and compared: trimmed, lower case, Arabic-Indic digits read as Latin ones. */
export function normalizeEmail(raw: string): string {
  return toLatinDigits(raw).trim().toLowerCase();
}

export type AlertEmailIssue = "required" | "email" | "tooLong";

export function checkEmail(raw: unknown): { email: string } | { issue: AlertEmailIssue } {
  if (typeof raw !== "string" || raw.trim() === "") return { issue: "required" };
  const email = normalizeEmail(raw);
  if (email.length > maxEmailLength) return { issue: "tooLong" };
  if (!browserEmailPattern.test(email)) return { issue: "email" };
  return { email };
}

const hour = 3_600_000;
/** Periods start at 07:00 in Riyadh (04:00 UTC): a morning digest, not a midnight one. */
const periodStartOffset = 4 * hour;

/**
 * The period an alert's digest belongs to: the day, or the week from Sunday (the Saudi week), starting at 07:00
 * Riyadh time. One digest per alert per period.
 */
export function periodOf(frequency: AlertFrequency, now: Date): string {
  const shifted = new Date(now.getTime() - periodStartOffset);
  if (frequency === "daily") return `d:${shifted.toISOString().slice(0, 10)}`;
  const sunday = new Date(shifted.getTime() - shifted.getUTCDay() * 24 * hour);
  return `w:${sunday.toISOString().slice(0, 10)}`;
}

/** Messages of the alert form's fields, in the visitor's language. */
const messages: Record<Language, Record<AlertEmailIssue | "frequency" | "kind" | "filters" | "tooMany", string>> = {
  ar: {
    required: "أدخل بريدك الإلكتروني.",
    email: "أدخل بريدًا إلكترونيًا صحيحًا، مثل name@example.com.",
    tooLong: `البريد الإلكتروني أطول من ${maxEmailLength} حرفًا.`,
    frequency: "اختر يوميًا أو أسبوعيًا.",
    kind: "اختر المزادات أو المشاريع أو العقارات.",
    filters: "في شروط البحث قيمة غير صحيحة؛ عد إلى القائمة وعدّلها.",
    tooMany: `بلغ هذا البريد الحد الأعلى للتنبيهات (${maxAlertsPerAddress})؛ احذف تنبيهًا من صفحة إدارة التنبيهات أولًا.`,
  },
  en: {
    required: "Enter your email address.",
    email: "Enter a valid email address, like name@example.com.",
    tooLong: `The email address is longer than ${maxEmailLength} characters.`,
    frequency: "Choose daily or weekly.",
    kind: "Choose auctions, projects or properties.",
    filters: "A search filter has a value that is not valid; go back to the list and change it.",
    tooMany: `This address has the most alerts allowed (${maxAlertsPerAddress}); delete one on the manage page first.`,
  },
};

export type AlertMessage = keyof (typeof messages)["en"];

export function alertMessage(code: AlertMessage, language: Language): string {
  return messages[language][code];
}

/**
 * Why a subscription posted as a form (without JavaScript, or before the page's code ran) was refused: the API
 * answers such a post with a redirect to the alert page, which says it in its language (a form post cannot show
 * the API's JSON). The address is not carried back in the page's address: the visitor types it again.
 */
export const alertRefusals = ["invalid", "tooMany", "busy", "unavailable"] as const;
export type AlertRefusal = (typeof alertRefusals)[number];

export function isAlertRefusal(value: unknown): value is AlertRefusal {
  return (alertRefusals as readonly unknown[]).includes(value);
}

/** The refusal an answer's status stands for. */
export function alertRefusalOf(status: number): AlertRefusal {
  if (status === 422) return "tooMany";
  if (status === 429) return "busy";
  if (status >= 500) return "unavailable";
  return "invalid";
}
