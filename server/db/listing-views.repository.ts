import { type Kysely, type RawBuilder, sql } from "kysely";
import { daysBefore, riyadhDayOf, topListingDays } from "../../domain/admin/dashboard.ts";
import { inTransaction } from "./lead-stats.repository.ts";
import type { Database } from "./schema.ts";

/** Views counted in one process since its last write, per listing and Riyadh day. */
export interface ViewCount {
  listingId: number;
  day: string;
  views: number;
}

/** Rows per statement: well under SQLite's and PostgreSQL's parameter limits (3 a row). */
const rowsPerStatement = 300;

/**
 * Adds counted views to the daily totals: an upsert that adds, so processes writing the same listing and day at
 * once each add theirs (docs/decisions/035-dashboard.md). The day's total of all listings, which the dashboard's
 * chart reads, is added to in the same transaction.
 */
export async function addListingViews(db: Kysely<Database>, counts: readonly ViewCount[]): Promise<void> {
  if (counts.length === 0) return;
  const perDay = new Map<string, number>();
  for (const count of counts) perDay.set(count.day, (perDay.get(count.day) ?? 0) + count.views);
  // In one order (listing, day; then the days' totals): processes writing the same rows at once, each in a
  // transaction, lock them in the same order rather than each waiting on the other.
  const sorted = [...counts].sort((a, b) => a.listingId - b.listingId || a.day.localeCompare(b.day));
  await inTransaction(db, async (trx) => {
    for (let start = 0; start < sorted.length; start += rowsPerStatement) {
      const rows = sorted.slice(start, start + rowsPerStatement).map((count) => ({
        listing_id: count.listingId,
        day: count.day,
        views: count.views,
      }));
      await trx
        .insertInto("listing_views_daily")
        .values(rows)
        .onConflict((conflict) =>
          conflict
            .columns(["listing_id", "day"])
            .doUpdateSet({ views: (eb) => eb("listing_views_daily.views", "+", eb.ref("excluded.views")) }),
        )
        .execute();
    }
    await trx
      .insertInto("site_views_daily")
      .values([...perDay].sort(([a], [b]) => a.localeCompare(b)).map(([day, views]) => ({ day, views })))
      .onConflict((conflict) =>
        conflict
          .column("day")
          .doUpdateSet({ views: (eb) => eb("site_views_daily.views", "+", eb.ref("excluded.views")) }),
      )
      .execute();
  });
}

/** The first Riyadh day the listings' view counts include: the last `topListingDays` days, today included. */
function firstCountedDay(now: Date): string {
  return daysBefore(riyadhDayOf(now), topListingDays - 1);
}

/** Views of each listing's public page over the last 30 days, by listing id (0 for a listing never viewed). */
export async function viewsByListing(
  db: Kysely<Database>,
  ids: readonly number[],
  now: Date = new Date(),
): Promise<Map<number, number>> {
  const views = new Map<number, number>(ids.map((id) => [id, 0]));
  if (ids.length === 0) return views;
  const rows = await db
    .selectFrom("listing_views_daily")
    .select((eb) => ["listing_id", eb.fn.sum<number | string>("views").as("views")])
    .where("listing_id", "in", [...new Set(ids)])
    .where("day", ">=", firstCountedDay(now))
    .groupBy("listing_id")
    .execute();
  for (const row of rows) views.set(row.listing_id, Number(row.views));
  return views;
}

/** The same count as an expression over `listings.id`, for the list to sort by. */
export function viewsOfListing(now: Date = new Date()): RawBuilder<number> {
  return sql<number>`(select cast(coalesce(sum(v.views), 0) as integer) from listing_views_daily v where v.listing_id = listings.id and v.day >= ${firstCountedDay(now)})`;
}
