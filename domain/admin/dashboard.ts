/**
 * The back office's dashboard (docs/decisions/031-dashboard.md): what its answer holds, and Riyadh's days. No zod
 * here: the admin screens import this module, and zod must stay out of them (docs/decisions/017-back-office.md).
 */

/** Days of leads and views the charts show, today included. */
export const dashboardDays = 90;
/** Days the top listings and the list's views column count. */
export const topListingDays = 30;
/** Licences expiring within this many days are listed. */
export const licenceHorizonDays = 30;

const riyadhOffsetMs = 3 * 3_600_000;
const dayMs = 86_400_000;

/** The Riyadh calendar day (UTC+3 all year) of an instant, YYYY-MM-DD. */
export function riyadhDayOf(instant: Date | number | string): string {
  return new Date(new Date(instant).getTime() + riyadhOffsetMs).toISOString().slice(0, 10);
}

/** The day `count` days before `day` (negative: after). */
export function daysBefore(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - count * dayMs).toISOString().slice(0, 10);
}

/** The `count` days ending with `lastDay`, oldest first. */
export function dayRange(lastDay: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => daysBefore(lastDay, count - 1 - index));
}

/** Where an enquiry was sent from, by the path of its page (`leads.source_page`). */
export const sourcePageKinds = [
  "home",
  "property",
  "project",
  "auction",
  "contact",
  "services",
  "lists",
  "other",
] as const;
export type SourcePageKind = (typeof sourcePageKinds)[number];

/** Response time bands, in hours (the last is open-ended). */
export const responseBands = ["hour", "fourHours", "day", "threeDays", "later"] as const;
export type ResponseBand = (typeof responseBands)[number];
export const responseBandLimitsHours: Record<ResponseBand, number> = {
  hour: 1,
  fourHours: 4,
  day: 24,
  threeDays: 72,
  later: Number.POSITIVE_INFINITY,
};

export interface DashboardDay {
  day: string;
  /** Leads by kind ("contact", "interest", …). */
  byKind: Record<string, number>;
  bySource: Partial<Record<SourcePageKind, number>>;
  views: number;
}

export interface DashboardListing {
  id: number;
  kind: string;
  titleAr: string;
  titleEn: string;
  views: number;
  leads: number;
}

export interface DashboardData {
  /** The last day shown (today in Riyadh). */
  today: string;
  days: DashboardDay[];
  leadKinds: string[];
  topByViews: DashboardListing[];
  topByLeads: DashboardListing[];
  response: {
    /** Leads of the last `dashboardDays` days answered (moved on from "new"). */
    answered: number;
    /** Mean hours from arrival to first answer; null when none was answered. */
    averageHours: number | null;
    bands: Record<ResponseBand, number>;
  };
  expiringLicences: {
    id: number;
    kind: string;
    titleAr: string;
    titleEn: string;
    expiresAt: string;
    published: boolean;
  }[];
  waiting: {
    count: number;
    /** The oldest new lead's arrival; null when none waits. */
    oldestAt: string | null;
    oldest: { id: number; name: string; kind: string; createdAt: string }[];
  };
}

export interface ListingStats {
  id: number;
  today: string;
  days: { day: string; views: number; leads: number }[];
  totals: { views: number; leads: number; views30: number; leads30: number };
}
