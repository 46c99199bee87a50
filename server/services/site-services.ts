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
}

export function createSiteServices(
  db: Kysely<Database>,
  options: ServiceOptions = { listCacheSeconds: 10 },
): ServerSiteServices {
  const cacheSeconds = options.listCacheSeconds;
  return {
    ...createCompanyService(db),
    ...createListingService(db, { cacheSeconds }),
    ...createListingDetailService(db, { cacheSeconds }),
    ...createMapService(db, { cacheSeconds }),
  };
}
