import { type Kysely, type RawBuilder, sql } from "kysely";
import { type ResponseBand, responseBandLimitsHours, type SourcePageKind } from "../../domain/admin/dashboard.ts";
import { type Engine, engineOf } from "./portable.ts";
import type { Database } from "./schema.ts";

// The dashboard's lead figures kept per Riyadh day (docs/decisions/035-dashboard.md): `lead_stats_daily` and
// `lead_listing_daily` count people's leads (suspected ones left out, as the dashboard always did), added to in the
// transaction that stores a lead, answers it for the first time, or moves it out of the suspected box, and taken
// from in the transaction that erases a lead (docs/decisions/039-lead-privacy.md). Leads are never moved into the
// suspected box; anonymising one keeps every column the summary reads.

/** The Riyadh day (UTC+3) of an ISO time column, YYYY-MM-DD, in the engine's own words. */
export function riyadhDaySql(engine: Engine, column: string): RawBuilder<string> {
  return engine === "postgres"
    ? sql<string>`to_char(${sql.ref(column)}::timestamp + interval '3 hours', 'YYYY-MM-DD')`
    : sql<string>`substr(datetime(${sql.ref(column)}, '+3 hours'), 1, 10)`;
}

/** Hours between two ISO time columns. */
export function hoursBetweenSql(engine: Engine, from: string, to: string): RawBuilder<number> {
  return engine === "postgres"
    ? sql<number>`(extract(epoch from (${sql.ref(to)}::timestamptz - ${sql.ref(from)}::timestamptz)) / 3600.0)`
    : sql<number>`((julianday(${sql.ref(to)}) - julianday(${sql.ref(from)})) * 24.0)`;
}

/** The page an enquiry was sent from, by its path (either language), as one of `sourcePageKinds`. */
export const sourceKindSql = sql<SourcePageKind>`case
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

/** The summary's column counting answers within each band's limit (the last band, "later", is the rest). */
export const withinColumns = {
  hour: "within_hour",
  fourHours: "within_four_hours",
  day: "within_day",
  threeDays: "within_three_days",
} as const satisfies Partial<Record<ResponseBand, string>>;

const bandsWithLimits = Object.keys(withinColumns) as (keyof typeof withinColumns)[];

/** Runs `work` in the caller's transaction, or in one of its own. */
export function inTransaction<T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/**
 * Adds lead `id` to the summary, when it is a person's lead (not suspected): `lead` counts it as a lead (stored, or
 * moved to the inbox), `answer` adds its first response when it has one (first answered, or moved to the inbox
 * already answered). Reads the lead's own row, so the day, page kind and hours are the SQL the rebuild uses.
 */
export function addLeadToStats(
  db: Kysely<Database>,
  id: number,
  parts: { lead: boolean; answer: boolean },
): Promise<void> {
  return changeLeadStats(db, id, parts, 1);
}

/**
 * Takes lead `id` out of the summary, before its row is deleted (erasure): the same SQL as `addLeadToStats`, with
 * every figure subtracted, and a day's row dropped once it counts no lead (the rebuild has no empty rows).
 */
export async function removeLeadFromStats(db: Kysely<Database>, id: number): Promise<void> {
  await changeLeadStats(db, id, { lead: true, answer: true }, -1);
  const engine = engineOf(db);
  const day = riyadhDaySql(engine, "created_at");
  await sql`delete from lead_stats_daily where leads <= 0 and exists (select 1 from leads where id = ${id}
    and ${day} = lead_stats_daily.day and kind = lead_stats_daily.kind and ${sourceKindSql} = lead_stats_daily.source)`.execute(
    db,
  );
  await sql`delete from lead_listing_daily where leads <= 0 and exists (select 1 from leads where id = ${id}
    and listing_id = lead_listing_daily.listing_id and ${day} = lead_listing_daily.day)`.execute(db);
}

async function changeLeadStats(
  db: Kysely<Database>,
  id: number,
  parts: { lead: boolean; answer: boolean },
  sign: 1 | -1,
): Promise<void> {
  const engine = engineOf(db);
  const day = riyadhDaySql(engine, "created_at");
  const hours = hoursBetweenSql(engine, "created_at", "first_contacted_at");
  // Literals, not parameters: PostgreSQL would type a parameter in a select list as text.
  const one = sql.lit(sign);
  const answered = parts.answer ? sql`case when first_contacted_at is not null then ${one} else 0 end` : sql`0`;
  const within = (band: keyof typeof withinColumns) =>
    parts.answer ? sql`case when ${hours} <= ${sql.lit(responseBandLimitsHours[band])} then ${one} else 0 end` : sql`0`;
  const excluded = (column: string) => sql`${sql.ref(`lead_stats_daily.${column}`)} + ${sql.ref(`excluded.${column}`)}`;
  const columns = ["leads", "answered", "response_hours", ...bandsWithLimits.map((band) => withinColumns[band])];
  await sql`insert into lead_stats_daily (day, kind, source, ${sql.join(columns.map((column) => sql.ref(column)))})
    select ${day}, kind, ${sourceKindSql}, ${sql.lit(parts.lead ? sign : 0)}, ${answered},
      ${parts.answer ? sql`${sql.lit(sign)} * coalesce(${hours}, 0.0)` : sql`0.0`},
      ${sql.join(bandsWithLimits.map(within))}
    from leads where id = ${id} and spam_reason is null
    on conflict (day, kind, source) do update set
      ${sql.join(columns.map((column) => sql`${sql.ref(column)} = ${excluded(column)}`))}`.execute(db);
  if (!parts.lead) return;
  await sql`insert into lead_listing_daily (listing_id, day, leads)
    select listing_id, ${day}, ${one} from leads
    where id = ${id} and spam_reason is null and listing_id is not null
    on conflict (listing_id, day) do update set leads = lead_listing_daily.leads + excluded.leads`.execute(db);
}

/**
 * Builds the summary again from the leads table (what the migration did): for data written around the repositories
 * (the benchmark's bulk seed) and as the recount the tests compare the kept summary with.
 */
export async function rebuildLeadStats(db: Kysely<Database>): Promise<void> {
  const engine = engineOf(db);
  const day = riyadhDaySql(engine, "created_at");
  const hours = hoursBetweenSql(engine, "created_at", "first_contacted_at");
  await inTransaction(db, async (trx) => {
    await trx.deleteFrom("lead_stats_daily").execute();
    await trx.deleteFrom("lead_listing_daily").execute();
    await sql`insert into lead_stats_daily (day, kind, source, leads, answered, response_hours,
        ${sql.join(bandsWithLimits.map((band) => sql.ref(withinColumns[band])))})
      select ${day}, kind, ${sourceKindSql}, count(*),
        sum(case when first_contacted_at is not null then 1 else 0 end), coalesce(sum(${hours}), 0),
        ${sql.join(
          bandsWithLimits.map(
            (band) => sql`sum(case when ${hours} <= ${sql.lit(responseBandLimitsHours[band])} then 1 else 0 end)`,
          ),
        )}
      from leads where spam_reason is null
      group by ${day}, kind, ${sourceKindSql}`.execute(trx);
    await sql`insert into lead_listing_daily (listing_id, day, leads)
      select listing_id, ${day}, count(*) from leads
      where spam_reason is null and listing_id is not null
      group by listing_id, ${day}`.execute(trx);
  });
}
