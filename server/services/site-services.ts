import type { Kysely } from "kysely";
import type { SiteServices } from "../../domain/site-services.ts";
import type { Database } from "../db/schema.ts";
import { createCompanyService } from "./company.service.ts";
import { createListingService } from "./listing.service.ts";
import { createListingDetailService } from "./listing-detail.service.ts";
import { createMapService } from "./map.service.ts";

export interface ServiceOptions {
  /** How long list results are reused; tests that change data under the app use 0. */
  listCacheSeconds: number;
  /** The time as the caches see it (tests move it forward). */
  now?: () => number;
  /** Whether the database is known to be down (DatabaseHandle.isDown): the caches then answer what they keep. */
  databaseDown?: () => boolean;
}

/** The pages' services, and what the back office calls after a change to forget what they keep. */
export interface ServerSiteServices extends SiteServices {
  forgetCompany(): void;
  /** Whether a list would be answered from the cache, without a database query. */
  hasCachedList(...args: Parameters<SiteServices["listListings"]>): boolean;
  /** Whether a listing would be answered from the cache, without a database query. */
  hasCachedListing(...args: Parameters<SiteServices["getListing"]>): boolean;
  /** Drops every kept list, detail and map answer, after staff change listings. */
  forgetListings(): void;
}

export function createSiteServices(
  db: Kysely<Database>,
  options: ServiceOptions = { listCacheSeconds: 10 },
): ServerSiteServices {
  // While the database is unavailable, what was read before is answered however old (docs/decisions/028-database-outages.md).
  // While it is known to be down (server/db/breaker.ts), at once, without asking it.
  const caching = { cacheSeconds: options.listCacheSeconds, now: options.now, databaseDown: options.databaseDown };
  const lists = createListingService(db, caching);
  const details = createListingDetailService(db, caching);
  const map = createMapService(db, caching);
  return {
    ...createCompanyService(db, { now: options.now, databaseDown: options.databaseDown }),
    ...lists,
    ...details,
    ...map,
    forgetListings() {
      lists.forgetCachedLists();
      details.forgetCachedDetails();
      map.forgetCachedMap();
    },
  };
}
