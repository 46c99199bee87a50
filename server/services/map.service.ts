import type { Kysely } from "kysely";
import type { Language } from "../../domain/language.ts";
import { type ListingKind, listingKinds } from "../../domain/listing.ts";
import { mediaUrl } from "../../domain/listing-wire.ts";
import { hasValidCoordinates, type MapData, type MapItem, mapGroupOf } from "../../domain/map-item.ts";
import { rentPeriodOf } from "../../domain/rent.ts";
import { findMapListings, type MapListingRow } from "../db/map.repository.ts";
import { isDatabaseUnavailable } from "../db/outage.ts";
import type { Database } from "../db/schema.ts";
import { createTtlCache } from "./ttl-cache.ts";

/** The info window shows the cover about 280 px wide: the first variant that is sharp on a 2x screen, or the largest. */
const infoWindowImageWidth = 480;

function coverImageOf(row: MapListingRow): string | null {
  if (!row.cover_key || !row.cover_widths) return null;
  const widths = row.cover_widths
    .split(",")
    .map(Number)
    .filter((width) => width > 0)
    .sort((a, b) => a - b);
  const width = widths.find((candidate) => candidate >= infoWindowImageWidth) ?? widths.at(-1) ?? row.cover_width;
  return width ? mediaUrl(row.cover_key, width, "webp") : null;
}

/** A stored listing as a map item of spec §3, in one language; optional fields only when present. */
export function toMapItem(row: MapListingRow, kind: ListingKind, language: Language): MapItem {
  const item: MapItem = {
    id: row.id,
    lat: row.lat as number,
    lng: row.lng as number,
    title: language === "ar" ? row.title_ar : row.title_en,
    coverImage: coverImageOf(row),
    location_description: language === "ar" ? row.location_ar : row.location_en,
  };
  if (row.price !== null && row.price > 0) {
    item.price = row.price;
    const period = rentPeriodOf(row.rent_period);
    if (period) item.rent_period = period;
  }
  if (kind === "auction") {
    if (row.start_date) item.start_date = row.start_date;
    if (row.end_date) item.end_date = row.end_date;
    item.status = row.status;
  }
  return item;
}

/** After its lifetime the map's data is still answered this much longer, while it is rebuilt. */
const staleFactor = 6;

/**
 * The map shows every visible listing at once, so its data is the largest answer the site
 * gives (about 2 MB for 10,000 listings). It is built once per language and kept for
 * `cacheSeconds` (0 turns it off); concurrent requests share one build. A rebuild takes
 * about 100 ms on 10,000 listings, so once the data expires requests keep getting it while
 * one rebuild runs (up to `staleFactor` lifetimes), instead of all waiting for it. `prepare`
 * (the API serialising and compressing the answer) is part of a build, so the new data is
 * handed out only once it is ready to send (bench/README.md, docs/decisions/010-map.md).
 */
export function createMapService(
  db: Kysely<Database>,
  options: { cacheSeconds: number; now?: () => number; databaseDown?: () => boolean },
) {
  const ttlMs = options.cacheSeconds * 1000;
  const maps = createTtlCache<MapData>({
    ttlMs,
    staleMs: ttlMs * staleFactor,
    maxEntries: 2,
    topic: "map",
    staleIfError: isDatabaseUnavailable,
    databaseDown: options.databaseDown,
    now: options.now,
  });
  return {
    getMapData(language: Language, prepare?: (data: MapData) => Promise<void>): Promise<MapData> {
      return maps.get(language, async () => {
        const data: MapData = { auctions: [], projects: [], properties: [] };
        for (const kind of listingKinds) {
          const rows = await findMapListings(db, kind);
          data[mapGroupOf[kind]] = rows
            .filter((row) => hasValidCoordinates(row.lat, row.lng))
            .map((row) => toMapItem(row, kind, language));
        }
        await prepare?.(data);
        return data;
      });
    },
    forgetCachedMap(): void {
      maps.clear();
    },
  };
}
