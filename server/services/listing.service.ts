import type { Kysely } from "kysely";
import { parseDetails, purposeOf, visibleDetails } from "../../domain/details.ts";
import type { Language } from "../../domain/language.ts";
import { type ListingKind, listingKinds } from "../../domain/listing.ts";
import { type ListingQuery, listingQueryKey } from "../../domain/listing-query.ts";
import { type ListingRef, refKey } from "../../domain/listing-ref.ts";
import {
  type Category,
  type ListingSummary,
  type ListPage,
  type MediaRef,
  mediaUrl,
} from "../../domain/listing-wire.ts";
import { rentPeriodOf } from "../../domain/rent.ts";
import { isResidential } from "../../domain/rooms.ts";
import type { Cache, CachePolicy } from "../cache/cache.ts";
import { topics } from "../cache/topics.ts";
import {
  findCategories,
  findFirstListings,
  findListingPage,
  findListingsByIds,
  type ListingPageRow,
} from "../db/listing-query.repository.ts";
import type { Database } from "../db/schema.ts";

function coverOf(row: ListingPageRow): MediaRef | null {
  if (!row.cover_key || !row.cover_width || !row.cover_height || !row.cover_widths) return null;
  return {
    key: row.cover_key,
    width: row.cover_width,
    height: row.cover_height,
    widths: row.cover_widths.split(",").map(Number),
  };
}

/** A stored listing in the wire shape of spec §3, in one language. */
export function toListingSummary(row: ListingPageRow, language: Language): ListingSummary {
  const cover = coverOf(row);
  const details = parseDetails(row.details);
  const middleWidth = cover ? (cover.widths[Math.floor(cover.widths.length / 2)] ?? cover.width) : 0;
  return {
    id: row.id,
    kind: row.kind as ListingKind,
    title: language === "ar" ? row.title_ar : row.title_en,
    status: row.status,
    price: row.price,
    rent_period: rentPeriodOf(row.rent_period),
    area: row.area,
    location_description: language === "ar" ? row.location_ar : row.location_en,
    coverImage: cover ? mediaUrl(cover.key, middleWidth, "webp") : null,
    cover,
    start_date: row.start_date,
    end_date: row.end_date,
    auctionCount: Number(row.lot_count ?? 0),
    Details: visibleDetails(details),
    category:
      row.category_id !== null && row.category_name_ar && row.category_name_en
        ? { id: row.category_id, name: language === "ar" ? row.category_name_ar : row.category_name_en }
        : null,
    residential: isResidential(row.category_slug, purposeOf(details)),
    lat: row.lat,
    lng: row.lng,
  };
}

/** The related section's candidates as kept, with when the first of their advertising licences ends (ms). */
interface RelatedCandidates {
  items: ListingSummary[];
  until: number;
}

/** A list's cache key: the query's parameters as they filter (domain/listing-query.ts#listingQueryKey). */
export function listKey(kind: ListingKind, query: ListingQuery, language: Language): string {
  return JSON.stringify([kind, language, ...listingQueryKey(query)]);
}

/**
 * Lists are read far more often than they change, and visitors ask for the same few
 * pages: results are kept for `cacheSeconds` (0 turns it off) in the site's cache (server/cache/), so a burst of
 * the same query costs one database round.
 */
export function createListingService(db: Kysely<Database>, options: { cacheSeconds: number; cache: Cache }) {
  const { cache } = options;
  const policy: CachePolicy<unknown> = { ttlMs: options.cacheSeconds * 1000 };
  // Kept longer than a list, but never past the soonest advertising licence among them: an expired licence is not a
  // staff change, and its listing leaves every page within CACHE_SECONDS (docs/decisions/007-caching.md).
  const relatedPolicy: CachePolicy<RelatedCandidates> =
    options.cacheSeconds > 0
      ? { ttlMs: ({ until }) => Math.min(options.cacheSeconds * 12_000, until - Date.now()) }
      : { ttlMs: 0 };
  return {
    /** Whether `listListings` would answer from the cache, without a database query (docs/decisions/023-shared-rate-limits.md). */
    hasCachedList(kind: ListingKind, query: ListingQuery, language: Language): boolean {
      return cache.has(topics.lists, listKey(kind, query, language), policy);
    },
    listListings(kind: ListingKind, query: ListingQuery, language: Language): Promise<ListPage<ListingSummary>> {
      return cache.cached(
        topics.lists,
        listKey(kind, query, language),
        async () => {
          const { rows, total } = await findListingPage(db, kind, query);
          return {
            data: rows.map((row) => toListingSummary(row, language)),
            meta: { total, page: query.page, limit: query.limit, pages: Math.max(1, Math.ceil(total / query.limit)) },
          };
        },
        policy,
      );
    },
    /**
     * The first `limit` listings of a kind in the lists' order, for the related section of its detail pages: every
     * detail page of a kind reads this one answer. Without the list's count, and kept twelve times as long as a list
     * or until the first of their licences ends (a staff change still forgets it at once through the lists' topic):
     * a crawl of detail pages otherwise re-read the kind's first page and counted its listings every few seconds, a
     * statement of 20–40 ms that held the event loop (docs/decisions/034-lean-server.md, "Tenth round").
     */
    relatedCandidates(kind: ListingKind, limit: number, language: Language): Promise<ListingSummary[]> {
      const candidates = cache.cached(
        topics.lists,
        JSON.stringify(["related", kind, language, limit]),
        async (): Promise<RelatedCandidates> => {
          const rows = await findFirstListings(db, kind, limit);
          const expiries = rows.flatMap(({ ad_licence_expires_at: at }) => (at ? [Date.parse(at)] : []));
          return {
            items: rows.map((row) => toListingSummary(row, language)),
            until: Math.min(Number.POSITIVE_INFINITY, ...expiries),
          };
        },
        relatedPolicy,
      );
      return candidates.then(({ items }) => items);
    },
    /** The visible ones of the listings named, in the order named (not cached: each visitor's own list). */
    async listingsByRefs(refs: readonly ListingRef[], language: Language): Promise<ListingSummary[]> {
      const rows = await Promise.all(
        listingKinds.map((kind) => {
          const ids = refs.filter((ref) => ref.kind === kind).map((ref) => ref.id);
          return ids.length > 0 ? findListingsByIds(db, kind, ids) : Promise.resolve([]);
        }),
      );
      const byKey = new Map(rows.flat().map((row) => [refKey({ kind: row.kind as ListingKind, id: row.id }), row]));
      return refs.flatMap((ref) => {
        const row = byKey.get(refKey(ref));
        return row ? [toListingSummary(row, language)] : [];
      });
    },
    listCategories(kind: ListingKind, language: Language): Promise<Category[]> {
      return cache.cached(
        topics.categories,
        `${kind}:${language}`,
        async () => {
          const rows = await findCategories(db, kind);
          return rows.map((row) => ({
            id: row.id,
            kind: row.kind as ListingKind,
            name: language === "ar" ? row.name_ar : row.name_en,
          }));
        },
        policy,
      );
    },
  };
}
