import type { Kysely } from "kysely";
import {
  type DashboardData,
  type DashboardDay,
  type DashboardListing,
  dashboardDays,
  dayRange,
  daysBefore,
  type ListingStats,
  licenceHorizonDays,
  type ResponseBand,
  responseBands,
  riyadhDayOf,
  type SourcePageKind,
  topListingDays,
} from "../../domain/admin/dashboard.ts";
import { riyadhDayStart } from "../../domain/admin/riyadh-days.ts";
import { riyadhDaySql, withinColumns } from "./lead-stats.repository.ts";
import { engineOf } from "./portable.ts";
import type { Database } from "./schema.ts";

/** How many leads and views, per Riyadh day over the last `dashboardDays` days, and the kinds of lead seen. */
async function leadsAndViewsPerDay(db: Kysely<Database>, today: string) {
  const firstDay = daysBefore(today, dashboardDays - 1);
  // From the summary kept with the leads (server/db/lead-stats.repository.ts): 90 days × a few rows, not ~80,000
  // leads grouped by a computed day on each visit (bench/README.md).
  const [leadRows, viewRows] = await Promise.all([
    db
      .selectFrom("lead_stats_daily")
      .select(["day", "kind", "source", "leads as count"])
      .where("day", ">=", firstDay)
      .where("leads", ">", 0)
      .execute(),
    // The day's total of all listings, kept with their rows (server/db/listing-views.repository.ts).
    db
      .selectFrom("site_views_daily")
      .select(["day", "views"])
      .where("day", ">=", firstDay)
      .where("day", "<=", today)
      .execute(),
  ]);
  const days = new Map<string, DashboardDay>(
    dayRange(today, dashboardDays).map((date) => [date, { day: date, byKind: {}, bySource: {}, views: 0 }]),
  );
  const kinds = new Set<string>();
  for (const row of leadRows) {
    const entry = days.get(row.day);
    if (!entry) continue;
    const count = Number(row.count);
    kinds.add(row.kind);
    entry.byKind[row.kind] = (entry.byKind[row.kind] ?? 0) + count;
    // Written by `sourceKindSql` (server/db/lead-stats.repository.ts): always one of the page kinds.
    const source = row.source as SourcePageKind;
    entry.bySource[source] = (entry.bySource[source] ?? 0) + count;
  }
  for (const row of viewRows) {
    const entry = days.get(row.day);
    if (entry) entry.views = Number(row.views);
  }
  return { days: [...days.values()], leadKinds: [...kinds].sort() };
}

/**
 * The ten listings most viewed, and the ten with most leads, over the last `topListingDays` days; those in the
 * trash left out.
 */
async function topListings(db: Kysely<Database>, today: string) {
  const firstDay = daysBefore(today, topListingDays - 1);
  const [byViews, byLeads] = await Promise.all([
    db
      .selectFrom("listing_views_daily")
      .select((eb) => ["listing_id", eb.fn.sum<number | string>("views").as("total")])
      // Both bounds: SQLite then reads the day index instead of skipping through the primary key.
      .where("day", ">=", firstDay)
      .where("day", "<=", today)
      // Not those in the trash (a few rows, read from their index), so they take no place in the ten.
      .where("listing_id", "not in", db.selectFrom("listings").select("id").where("trashed_at", "is not", null))
      .groupBy("listing_id")
      .orderBy("total", "desc")
      .orderBy("listing_id")
      .limit(10)
      .execute(),
    // Joined on listings so a deleted listing's leads take no place, as they did when read from the leads.
    db
      .selectFrom("lead_listing_daily")
      .innerJoin("listings", "listings.id", "lead_listing_daily.listing_id")
      .select((eb) => ["lead_listing_daily.listing_id", eb.fn.sum<number | string>("leads").as("total")])
      .where("lead_listing_daily.day", ">=", firstDay)
      .where("listings.trashed_at", "is", null)
      .groupBy("lead_listing_daily.listing_id")
      .orderBy("total", "desc")
      .orderBy("lead_listing_daily.listing_id")
      .limit(10)
      .execute(),
  ]);
  const ids = [...new Set([...byViews, ...byLeads].map((row) => row.listing_id as number))];
  if (ids.length === 0) return { topByViews: [], topByLeads: [] };
  const [listings, views, leads] = await Promise.all([
    db.selectFrom("listings").select(["id", "kind", "title_ar", "title_en"]).where("id", "in", ids).execute(),
    db
      .selectFrom("listing_views_daily")
      .select((eb) => ["listing_id", eb.fn.sum<number | string>("views").as("total")])
      .where("listing_id", "in", ids)
      .where("day", ">=", firstDay)
      .groupBy("listing_id")
      .execute(),
    db
      .selectFrom("lead_listing_daily")
      .select((eb) => ["listing_id", eb.fn.sum<number | string>("leads").as("total")])
      .where("listing_id", "in", ids)
      .where("day", ">=", firstDay)
      .groupBy("listing_id")
      .execute(),
  ]);
  const viewsOf = new Map(views.map((row) => [row.listing_id, Number(row.total)]));
  const leadsOf = new Map(leads.map((row) => [row.listing_id, Number(row.total)]));
  const byId = new Map(listings.map((row) => [row.id, row]));
  // A listing deleted since its views were counted is left out.
  const toListing = (id: number): DashboardListing | null => {
    const listing = byId.get(id);
    if (!listing) return null;
    return {
      id,
      kind: listing.kind,
      titleAr: listing.title_ar,
      titleEn: listing.title_en,
      views: viewsOf.get(id) ?? 0,
      leads: leadsOf.get(id) ?? 0,
    };
  };
  const present = <T>(value: T | null): value is T => value !== null;
  return {
    topByViews: byViews.map((row) => toListing(row.listing_id as number)).filter(present),
    topByLeads: byLeads.map((row) => toListing(row.listing_id as number)).filter(present),
  };
}

/** How soon leads of the last `dashboardDays` days were first answered (moved on from "new"). */
async function responseTimes(db: Kysely<Database>, today: string) {
  // Summed over the days of the summary (server/db/lead-stats.repository.ts): each row holds its day's answered
  // leads, their hours summed and how many fell within each band's limit.
  const limits = responseBands.filter((band) => band !== "later");
  const row = await db
    .selectFrom("lead_stats_daily")
    .select((eb) => [
      eb.fn.sum<number | string | null>("answered").as("answered"),
      eb.fn.sum<number | string | null>("response_hours").as("hours"),
      ...limits.map((band) => eb.fn.sum<number | string | null>(withinColumns[band]).as(band)),
    ])
    .where("day", ">=", daysBefore(today, dashboardDays - 1))
    .executeTakeFirstOrThrow();
  const answered = Number(row.answered ?? 0);
  const within = (band: ResponseBand) => Number((row as Record<string, unknown>)[band] ?? 0);
  const bands = {} as Record<ResponseBand, number>;
  let previous = 0;
  for (const band of responseBands) {
    const upTo = band === "later" ? answered : within(band);
    bands[band] = upTo - previous;
    previous = upTo;
  }
  return {
    answered,
    averageHours: answered > 0 ? Math.round((Number(row.hours) / answered) * 10) / 10 : null,
    bands,
  };
}

/**
 * Advertising licences that run out within `licenceHorizonDays` days (already expired ones are the editor's), not
 * those of listings in the trash.
 */
async function expiringLicences(db: Kysely<Database>, now: Date) {
  const rows = await db
    .selectFrom("listings")
    .select(["id", "kind", "title_ar", "title_en", "ad_licence_expires_at", "published"])
    .where("ad_licence_expires_at", ">=", now.toISOString())
    .where("ad_licence_expires_at", "<", new Date(now.getTime() + licenceHorizonDays * 86_400_000).toISOString())
    .where("trashed_at", "is", null)
    .orderBy("ad_licence_expires_at")
    .orderBy("id")
    .limit(50)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    titleAr: row.title_ar,
    titleEn: row.title_en,
    expiresAt: row.ad_licence_expires_at!,
    published: row.published === 1,
  }));
}

/** New leads of the inbox: how many, and the five waiting longest. */
async function waitingLeads(db: Kysely<Database>) {
  const base = db.selectFrom("leads").where("status", "=", "new").where("spam_reason", "is", null);
  const [count, oldest] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number | string>().as("count")).executeTakeFirstOrThrow(),
    base.select(["id", "name", "kind", "created_at"]).orderBy("created_at").orderBy("id").limit(5).execute(),
  ]);
  return {
    count: Number(count.count),
    oldestAt: oldest[0]?.created_at ?? null,
    oldest: oldest.map((row) => ({ id: row.id, name: row.name, kind: row.kind, createdAt: row.created_at })),
  };
}

/** Each query of the dashboard on its own, for the benchmark (bench/dashboard.bench.ts). */
export const dashboardQueries = {
  leadsAndViewsPerDay: (db: Kysely<Database>, now: Date) => leadsAndViewsPerDay(db, riyadhDayOf(now)),
  topListings: (db: Kysely<Database>, now: Date) => topListings(db, riyadhDayOf(now)),
  responseTimes: (db: Kysely<Database>, now: Date) => responseTimes(db, riyadhDayOf(now)),
  expiringLicences,
  waitingLeads: (db: Kysely<Database>) => waitingLeads(db),
};

/** Every figure of the back office's home (docs/decisions/035-dashboard.md), at `now`. */
export async function dashboardFigures(db: Kysely<Database>, now: Date = new Date()): Promise<DashboardData> {
  const today = riyadhDayOf(now);
  const [perDay, top, response, licences, waiting] = await Promise.all([
    leadsAndViewsPerDay(db, today),
    topListings(db, today),
    responseTimes(db, today),
    expiringLicences(db, now),
    waitingLeads(db),
  ]);
  return { today, ...perDay, ...top, response, expiringLicences: licences, waiting };
}

/** One listing's views and leads per day over the last `dashboardDays` days (its panel in the editor). */
export async function listingStats(db: Kysely<Database>, id: number, now: Date = new Date()): Promise<ListingStats> {
  const today = riyadhDayOf(now);
  const firstDay = daysBefore(today, dashboardDays - 1);
  const day = riyadhDaySql(engineOf(db), "created_at");
  const [viewRows, leadRows] = await Promise.all([
    db
      .selectFrom("listing_views_daily")
      .select(["day", "views"])
      .where("listing_id", "=", id)
      .where("day", ">=", firstDay)
      .execute(),
    db
      .selectFrom("leads")
      .select((eb) => [day.as("day"), eb.fn.countAll<number | string>().as("count")])
      .where("listing_id", "=", id)
      .where("spam_reason", "is", null)
      .where("created_at", ">=", riyadhDayStart(firstDay))
      .groupBy(day)
      .execute(),
  ]);
  const days = new Map(dayRange(today, dashboardDays).map((date) => [date, { day: date, views: 0, leads: 0 }]));
  for (const row of viewRows) {
    const entry = days.get(row.day);
    if (entry) entry.views = Number(row.views);
  }
  for (const row of leadRows) {
    const entry = days.get(row.day);
    if (entry) entry.leads = Number(row.count);
  }
  const list = [...days.values()];
  const recent = list.slice(-topListingDays);
  const sum = (entries: typeof list, key: "views" | "leads") => entries.reduce((total, entry) => total + entry[key], 0);
  return {
    id,
    today,
    days: list,
    totals: {
      views: sum(list, "views"),
      leads: sum(list, "leads"),
      views30: sum(recent, "views"),
      leads30: sum(recent, "leads"),
    },
  };
}
