import { type Expression, type ExpressionBuilder, type Kysely, type RawBuilder, type SqlBool, sql } from "kysely";
import { boundsOfArea, isInArea, parseArea } from "../../domain/geo-area.ts";
import { type ListingKind, type ListingStatus, openStatuses, statusesMatching } from "../../domain/listing.ts";
import {
  type ListingMatch,
  type ListingQuery,
  listingQueryFieldsOf,
  listingQueryParameter,
} from "../../domain/listing-query.ts";
import { normalizeForSearch } from "../../domain/search-text.ts";
import { containsPattern } from "./like.ts";
import type { Database } from "./schema.ts";

/** Each word must appear somewhere in the column (already folded by normalizeForSearch). */
function matchesEveryWord(column: `listings.${string}`, text: string) {
  const words = normalizeForSearch(text).split(" ").filter(Boolean);
  return words.map((word) => sql<SqlBool>`${sql.ref(column)} like ${containsPattern(word)} escape '\\'`);
}

/**
 * Listings a visitor may see: published, not in the trash (trashing unpublishes too; this holds it whatever else
 * changes a flag), and not advertised under an expired advertising licence (REGA rules).
 */
export function visibleListings(db: Kysely<Database>, kind: ListingKind, now: Date) {
  return db
    .selectFrom("listings")
    .where("listings.kind", "=", kind)
    .where((eb) => isListingVisible(eb, now));
}

/** Whether a listing is on the site now: published, not in the trash, its advertising licence not expired. */
export function isListingVisible(eb: ExpressionBuilder<Database, "listings">, now: Date) {
  return eb.and([
    eb("listings.published", "=", 1),
    eb("listings.trashed_at", "is", null),
    eb.or([
      eb("listings.ad_licence_expires_at", "is", null),
      eb("listings.ad_licence_expires_at", ">", now.toISOString()),
    ]),
  ]);
}

/**
 * The listings of a kind a visitor may have on screen: the visible ones, and those taken off the site (unpublished,
 * expired, in the trash) after they were once listed (`listing_first_seen`, noted when its page is first read or by
 * the alerts' hourly job): a page opened before staff took its listing down still sends its interest. A draft never
 * listed is not among them.
 */
export function listingsOnceListed(db: Kysely<Database>, kind: ListingKind, now: Date) {
  return db
    .selectFrom("listings")
    .where("listings.kind", "=", kind)
    .where((eb) =>
      eb.or([
        isListingVisible(eb, now),
        eb.exists(
          eb
            .selectFrom("listing_first_seen")
            .select("listing_first_seen.listing_id")
            .whereRef("listing_first_seen.listing_id", "=", "listings.id"),
        ),
      ]),
    );
}

/** The query's filters (domain/listing-query.ts), without paging. */
export type ListingFilter = Omit<Partial<ListingQuery>, "page" | "limit"> & {
  /** Only these listings (favourites, recently viewed). */
  ids?: readonly number[];
};

/** A filter's conditions, by how the table says it matches (one case per kind of match). */
function conditionsOf(
  eb: ExpressionBuilder<Database, "listings">,
  kind: ListingKind,
  match: ListingMatch,
  value: unknown,
): Expression<SqlBool>[] {
  switch (match.by) {
    case "equals":
      return [eb(`listings.${match.column}`, "=", value as number)];
    case "notEquals":
      return [eb(`listings.${match.column}`, "!=", value as number)];
    case "atLeast":
      return [eb(`listings.${match.column}`, ">=", value as number)];
    case "status":
      return [eb("listings.status", "in", [...statusesMatching(kind, value as ListingStatus)])];
    case "words":
      return value === "" ? [] : matchesEveryWord(`listings.${match.column}`, value as string);
    case "area": {
      // The box around the area, on plain columns: the exact test follows in TypeScript (resolveArea below). An
      // area that does not read (the API refuses it before) matches nothing.
      const area = parseArea(value as string);
      if ("issue" in area) return [sql<SqlBool>`1 = 0`];
      const box = boundsOfArea(area.value);
      return [
        eb("listings.lat", ">=", box.south),
        eb("listings.lat", "<=", box.north),
        eb("listings.lng", ">=", box.west),
        eb("listings.lng", "<=", box.east),
      ];
    }
  }
}

/**
 * The filter with its area made exact (docs/decisions/041-search-by-area.md): the listings inside the area's box,
 * read with their coordinates only, kept when their pin is inside the polygon itself; the filter then names them
 * by id (with any ids it named before), so counts and paging stay in SQL. Any reader of a filter that may hold an
 * area (the lists, saved alerts) goes through here first; without an area the filter comes back as it was.
 */
export async function resolveArea(
  db: Kysely<Database>,
  kind: ListingKind,
  filter: ListingFilter,
  now: Date,
): Promise<ListingFilter> {
  if (filter.area === undefined) return filter;
  const read = parseArea(filter.area);
  if ("issue" in read) return { ...filter, ids: [] };
  const area = read.value;
  const candidates = await filtered(db, kind, filter, now)
    .select(["listings.id", "listings.lat", "listings.lng"])
    .execute();
  const inside = candidates
    .filter((row) => row.lat !== null && row.lng !== null && isInArea(row.lat, row.lng, area))
    .map((row) => row.id);
  return { ...filter, ids: inside };
}

/** The visible listings of a kind that pass every filter set in `filter`, each applied as the table says. */
export function filtered(db: Kysely<Database>, kind: ListingKind, filter: ListingFilter, now: Date) {
  return visibleListings(db, kind, now).where((eb) => {
    const conditions: Expression<SqlBool>[] = [];
    for (const field of listingQueryFieldsOf(kind)) {
      const { match } = listingQueryParameter(field);
      const value = filter[field as keyof ListingFilter];
      if (match && value !== undefined) conditions.push(...conditionsOf(eb, kind, match, value));
    }
    if (filter.ids !== undefined) conditions.push(eb("listings.id", "in", filter.ids.length > 0 ? filter.ids : [0]));
    return eb.and(conditions);
  });
}

/**
 * The order of every list, the same rule as domain/listing-state.ts: open listings (a
 * green status and no end date passed) first, soonest next event first (the start while it is
 * ahead, else the end), undated ones after the dated; then the closed ones, the latest to end
 * first. Dates are ISO strings in UTC, so text order is time order on both engines.
 */
function listOrder(now: Date): [RawBuilder<unknown>, "asc" | "desc"][] {
  const at = now.toISOString();
  const open = sql<SqlBool>`(listings.status in (${sql.join(openStatuses)}) and (listings.end_date is null or listings.end_date > ${at}))`;
  const next = sql<
    string | null
  >`(case when listings.start_date > ${at} then listings.start_date else listings.end_date end)`;
  return [
    [sql`case when ${open} then 0 else 1 end`, "asc"],
    [sql`case when ${open} and ${next} is not null then 0 else 1 end`, "asc"],
    [sql`case when ${open} then ${next} end`, "asc"],
    // '' rather than null: the engines put nulls at opposite ends.
    [sql`case when not ${open} then coalesce(listings.end_date, '') end`, "desc"],
    [sql.ref("listings.created_at"), "desc"],
    [sql.ref("listings.id"), "desc"],
  ];
}

/** A list's columns: the listing, its cover image, category and lot count. */
function withSummaryColumns(base: ReturnType<typeof filtered>) {
  return base
    .leftJoin("categories", "categories.id", "listings.category_id")
    .leftJoin("listing_images", (join) =>
      join.onRef("listing_images.listing_id", "=", "listings.id").on("listing_images.position", "=", 0),
    )
    .leftJoin("media", "media.key", "listing_images.media_key")
    .select((eb) => [
      "listings.id",
      "listings.kind",
      "listings.title_ar",
      "listings.title_en",
      "listings.status",
      "listings.price",
      "listings.rent_period",
      "listings.area",
      "listings.location_ar",
      "listings.location_en",
      "listings.start_date",
      "listings.end_date",
      "listings.details",
      "listings.lat",
      "listings.lng",
      "listings.category_id",
      "categories.name_ar as category_name_ar",
      "categories.name_en as category_name_en",
      "categories.slug as category_slug",
      "media.key as cover_key",
      "media.width as cover_width",
      "media.height as cover_height",
      "media.variant_widths as cover_widths",
      eb
        .selectFrom("auction_lots")
        .select(eb.fn.countAll<number>().as("count"))
        .whereRef("auction_lots.auction_id", "=", "listings.id")
        .as("lot_count"),
    ]);
}

/** One page of listings in list order (above), with the cover image, category and lot count. */
export async function findListingPage(db: Kysely<Database>, kind: ListingKind, query: ListingQuery, now = new Date()) {
  const base = filtered(db, kind, await resolveArea(db, kind, query, now), now);
  const [rows, count] = await Promise.all([
    orderedPage(db, base, now, query).execute(),
    base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** The first `limit` visible listings of a kind in the lists' order, with their licences' ends, without their count. */
export function findFirstListings(db: Kysely<Database>, kind: ListingKind, limit: number, now = new Date()) {
  return orderedPage(db, filtered(db, kind, {}, now), now, { page: 1, limit })
    .select("listings.ad_licence_expires_at")
    .execute();
}

/**
 * A page of listings in the lists' order: the page's ids are found by sorting the filtered listings alone, then its
 * rows are read with their summary columns and put in the same order. Sorting whole summary rows (the details, the
 * cover, the lot count of every listing of the kind before the limit) cost SQLite twice as much: ~30 ms instead of
 * ~14 for the first page of 5,280 properties (docs/decisions/034-lean-server.md, "Tenth round").
 */
function orderedPage(
  db: Kysely<Database>,
  base: ReturnType<typeof filtered>,
  now: Date,
  { page, limit }: Pick<ListingQuery, "page" | "limit">,
) {
  const order = listOrder(now);
  let ids = base.select("listings.id");
  for (const [expression, direction] of order) ids = ids.orderBy(expression, direction);
  let rows = withSummaryColumns(
    db.selectFrom("listings").where("listings.id", "in", ids.limit(limit).offset((page - 1) * limit)),
  );
  for (const [expression, direction] of order) rows = rows.orderBy(expression, direction);
  return rows;
}

/** The visible listings of a kind among `ids`, in no particular order: a hidden or deleted one is absent. */
export function findListingsByIds(db: Kysely<Database>, kind: ListingKind, ids: readonly number[], now = new Date()) {
  return withSummaryColumns(filtered(db, kind, { ids }, now)).execute();
}

export type ListingPageRow = Awaited<ReturnType<typeof findListingPage>>["rows"][number];

export async function findCategories(db: Kysely<Database>, kind: ListingKind) {
  return db
    .selectFrom("categories")
    .select(["id", "kind", "name_ar", "name_en"])
    .where("kind", "=", kind)
    .orderBy("sort_order")
    .orderBy("id")
    .execute();
}
