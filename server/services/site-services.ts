import type { Kysely } from "kysely";
import type { SiteServices } from "../../domain/site-services.ts";
import { type Cache, type CacheOptions, createCache } from "../cache/cache.ts";
import type { ServerConfig } from "../config.ts";
import type { Database } from "../db/schema.ts";
import { createCompanyService } from "./company.service.ts";
import { createCompanyPagesService } from "./company-pages.service.ts";
import { createListingService } from "./listing.service.ts";
import { createListingDetailService } from "./listing-detail.service.ts";
import { createMapService } from "./map.service.ts";
import { createSeenNotes } from "./seen-notes.ts";

export interface ServiceOptions {
  /** How long list results are reused; tests that change data under the app use 0. */
  listCacheSeconds: number;
  /** The time as the caches see it (tests move it forward). */
  now?: () => number;
  /** Whether the database is known to be down (DatabaseHandle.isDown): the caches then answer what they keep. */
  databaseDown?: () => boolean;
  /** The cache's bounds and when it keeps a value (server/config.ts); without them, 32 + 32 MB, kept at once. */
  cacheSettings?: Pick<ServerConfig, "CACHE_DATA_MAX_MB" | "CACHE_PAGES_MAX_MB" | "CACHE_MIN_USES">;
  /** The process's cache, when the caller made it; else one is made here. */
  cache?: Cache;
  /** Where a failed write the services make on the side (noting a listing as seen) is reported. */
  reportError?: (error: unknown) => void;
}

/** The pages' services, and the cache they keep their answers in (staff changes invalidate its topics). */
export interface ServerSiteServices extends SiteServices {
  cache: Cache;
  /** Whether a list would be answered from the cache, without a database query. */
  hasCachedList(...args: Parameters<SiteServices["listListings"]>): boolean;
  /** Whether a listing would be answered from the cache, without a database query. */
  hasCachedListing(...args: Parameters<SiteServices["getListing"]>): boolean;
  /** Writes what the services keep to write on the side (listings noted as seen): before the database closes. */
  settle(): Promise<void>;
}

export function createSiteServices(
  db: Kysely<Database>,
  options: ServiceOptions = { listCacheSeconds: 10 },
): ServerSiteServices {
  // While the database is unavailable, what was read before is answered however old (docs/decisions/028-database-outages.md).
  // While it is known to be down (server/db/breaker.ts), at once, without asking it.
  const cache =
    options.cache ??
    createCache({ databaseDown: options.databaseDown, now: options.now, ...cacheOptionsOf(options.cacheSettings) });
  const caching = { cacheSeconds: options.listCacheSeconds, cache };
  const seenNotes = createSeenNotes(db, { reportError: options.reportError });
  return {
    cache,
    settle: seenNotes.flush,
    ...createCompanyService(db, { cache }),
    ...createCompanyPagesService(db, { cache }),
    ...createListingService(db, caching),
    ...createListingDetailService(db, { ...caching, seenNotes }),
    ...createMapService(db, caching),
  };
}

const megabyte = 1024 * 1024;

function cacheOptionsOf(settings: ServiceOptions["cacheSettings"]): Pick<CacheOptions, "maxBytes" | "minUses"> {
  if (!settings) return {};
  return {
    maxBytes: { data: settings.CACHE_DATA_MAX_MB * megabyte, pages: settings.CACHE_PAGES_MAX_MB * megabyte },
    minUses: settings.CACHE_MIN_USES,
  };
}
