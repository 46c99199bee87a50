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
}

/** The pages' services, and what the back office calls after a change to forget what they keep. */
export interface ServerSiteServices extends SiteServices {
  forgetCompany(): void;
  /** Drops every kept list, detail and map answer, after staff change listings. */
  forgetListings(): void;
}

export function createSiteServices(
  db: Kysely<Database>,
  options: ServiceOptions = { listCacheSeconds: 10 },
): ServerSiteServices {
  const cacheSeconds = options.listCacheSeconds;
  const lists = createListingService(db, { cacheSeconds });
  const details = createListingDetailService(db, { cacheSeconds });
  const map = createMapService(db, { cacheSeconds });
  return {
    ...createCompanyService(db),
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
