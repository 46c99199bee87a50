import type { Kysely } from "kysely";
import type { Company } from "../../domain/company.ts";
import type { Cache, CachePolicy } from "../cache/cache.ts";
import { topics } from "../cache/topics.ts";
import type { Database } from "../db/schema.ts";
import { findCompany } from "../db/settings.repository.ts";

/**
 * Reads the company's settings, kept for a short while in the site's cache (topic `company`): every page shows
 * them. While the database is unavailable the kept copy is answered however old (server/cache/cache.ts).
 */
export function createCompanyService(db: Kysely<Database>, options: { cache: Cache; cacheMs?: number }) {
  const policy: CachePolicy<Company> = { ttlMs: options.cacheMs ?? 30_000 };
  return {
    getCompany(): Promise<Company> {
      return options.cache.cached(
        topics.company,
        "company",
        async () => {
          const company = await findCompany(db);
          if (!company) throw new Error("The company's settings are missing: start the server once to seed them");
          return company;
        },
        policy,
      );
    },
  };
}
