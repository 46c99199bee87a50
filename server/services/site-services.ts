import type { Kysely } from "kysely";
import type { SiteServices } from "../../domain/site-services.ts";
import type { Database } from "../db/schema.ts";
import { createCompanyService } from "./company.service.ts";
import { createListingService } from "./listing.service.ts";

export function createSiteServices(db: Kysely<Database>): SiteServices {
  return { ...createCompanyService(db), ...createListingService(db) };
}
