import { type Kysely, type RawBuilder, sql } from "kysely";
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
  responseBandLimitsHours,
  responseBands,
  riyadhDayOf,
  type SourcePageKind,
  topListingDays,
} from "../../domain/admin/dashboard.ts";
import { riyadhDayStart } from "../../domain/admin/riyadh-days.ts";
import { type Engine, engineOf } from "./portable.ts";
import type { Database } from "./schema.ts";

/** The Riyadh day (UTC+3) of an ISO time column, YYYY-MM-DD, in the engine's own words. */
function riyadhDaySql(engine: Engine, column: string): RawBuilder<string> {
  return engine === "postgres"
    ? sql<string>`to_char(${sql.ref(column)}::timestamp + interval '3 hours', 'YYYY-MM-DD')`
    : sql<string>`substr(datetime(${sql.ref(column)}, '+3 hours'), 1, 10)`;
}

/** Hours between two ISO time columns. */
function hoursBetweenSql(engine: Engine, from: string, to: string): RawBuilder<number> {
  return engine === "postgres"
    ? sql<number>`(extract(epoch from (${sql.ref(to)}::timestamptz - ${sql.ref(from)}::timestamptz)) / 3600.0)`
    : sql<number>`((julianday(${sql.ref(to)}) - julianday(${sql.ref(from)})) * 24.0)`;
}

/** The page an enquiry was sent from, by its path (either language), as one of `sourcePageKinds`. */
const sourceKindSql = sql<SourcePageKind>`case
  when source_page in ('/', '/en', '/en/') then 'home'
  when source_page like '/property/%' or source_page like '/en/property/%' then 'property'
  when source_page like '/project/%' or source_page like '/en/project/%' then 'project'
  when source_page like '/auction/%' or source_page like '/en/auction/%' then 'auction'
  when source_page in ('/contactus', '/en/contactus') then 'contact'
  when source_page in ('/services', '/en/services', '/directmarketing', '/en/directmarketing',
    '/propertymanagement', '/en/propertymanagement') then 'services'
  when source_page in ('/auctions', '/en/auctions', '/map', '/en/map', '/favourites', '/en/favourites',
    '/compare', '/en/compare') then 'lists'
  else 'other' end`;

/** How many leads and views, per Riyadh day over the last `dashboardDays` days, and the kinds of lead seen. */
async function leadsAndViewsPerDay(db: Kysely<Database>, today: string) {
  const engine = engineOf(db);
  const firstDay = daysBefore(today, dashboardDays - 1);
  const day = riyadhDaySql(engine, "created_at");
  const [leadRows, viewRows] = await Promise.all([
    db
      .selectFrom("leads")
      .select((eb) => [
        day.as("day"),
        "kind",
        sourceKindSql.as("source"),
        eb.fn.countAll<number | string>().as("count"),
      ])
      .where("spam_reason", "is", null)
      .where("created_at", ">=", riyadhDayStart(firstDay))
      .groupBy([day, "kind", sourceKindSql])
      .execute(),
    db
      .selectFrom("listing_views_daily")
      .select((eb) => ["day", eb.fn.sum<number | string>("views").as("views")])
      .where("day", ">=", firstDay)
      .where("day", "<=", today)
      .groupBy("day")
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
    entry.bySource[row.source] = (entry.bySource[row.source] ?? 0) + count;
  }
  for (const row of viewRows) {
    const entry = days.get(row.day);
    if (entry) entry.views = Number(row.views);
  }
  return { days: [...days.values()], leadKinds: [...kinds].sort() };
}

/**
 * Leads grouped by an expression of their listing, not the column: grouping by `listing_id` (or filtering on it)
 * made SQLite read every lead in `leads_listing`'s order to skip a sort, 17 s on a million (bench/README.md);
 * grouped by this it reads only the range of days from the covering index. Contact leads (0) are dropped after.
 */
const listingKey = sql<number>`coalesce(listing_id, 0)`;

/** The ten listings most viewed, and the ten with most leads, over the last `topListingDays` days. */
async function topListings(db: Kysely<Database>, today: string) {
  const firstDay = daysBefore(today, topListingDays - 1);
  const since = riyadhDayStart(firstDay);
  const [byViews, byLeads] = await Promise.all([
    db
      .selectFrom("listing_views_daily")
      .select((eb) => ["listing_id", eb.fn.sum<number | string>("views").as("total")])
      // Both bounds: SQLite then reads the day index instead of skipping through the primary key.
      .where("day", ">=", firstDay)
      .where("day", "<=", today)
      .groupBy("listing_id")
      .orderBy("total", "desc")
      .orderBy("listing_id")
      .limit(10)
      .execute(),
    db
      .selectFrom("leads")
      .select((eb) => [listingKey.as("listing_id"), eb.fn.countAll<number | string>().as("total")])
      .where("spam_reason", "is", null)
      .where("created_at", ">=", since)
      .groupBy(listingKey)
      .orderBy("total", "desc")
      .orderBy("listing_id")
      .limit(11)
      .execute()
      .then((rows) => rows.filter((row) => row.listing_id !== 0).slice(0, 10)),
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
      .selectFrom("leads")
      .select((eb) => ["listing_id", eb.fn.countAll<number | string>().as("total")])
      .where("listing_id", "in", ids)
      .where("spam_reason", "is", null)
      .where("created_at", ">=", since)
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
  const hours = hoursBetweenSql(engineOf(db), "created_at", "first_contacted_at");
  const limits = responseBands.filter((band) => band !== "later");
  const row = await db
    .selectFrom("leads")
    .select((eb) => [
      eb.fn.countAll<number | string>().as("answered"),
      eb.fn.avg<number | string | null>(hours).as("average"),
      ...limits.map((band) =>
        eb.fn
          .sum<number | string | null>(sql`case when ${hours} <= ${responseBandLimitsHours[band]} then 1 else 0 end`)
          .as(band),
      ),
    ])
    .where("spam_reason", "is", null)
    .where("created_at", ">=", riyadhDayStart(daysBefore(today, dashboardDays - 1)))
    .where("first_contacted_at", "is not", null)
    .executeTakeFirstOrThrow();
  const answered = Number(row.answered);
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
    averageHours: answered > 0 && row.average !== null ? Math.round(Number(row.average) * 10) / 10 : null,
    bands,
  };
}

/** Advertising licences that run out within `licenceHorizonDays` days (already expired ones are the editor's). */
async function expiringLicences(db: Kysely<Database>, now: Date) {
  const rows = await db
    .selectFrom("listings")
    .select(["id", "kind", "title_ar", "title_en", "ad_licence_expires_at", "published"])
    .where("ad_licence_expires_at", ">=", now.toISOString())
    .where("ad_licence_expires_at", "<", new Date(now.getTime() + licenceHorizonDays * 86_400_000).toISOString())
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
