import type { Kysely } from "kysely";
import type { Company } from "../../domain/company.ts";
import { isDatabaseUnavailable } from "../db/outage.ts";
import type { Database } from "../db/schema.ts";
import { findCompany } from "../db/settings.repository.ts";

/**
 * Reads the company's settings, kept for a short while: every page shows them. While the database is
 * unavailable the kept copy is answered however old, at once while the database is known to be down.
 */
export function createCompanyService(
  db: Kysely<Database>,
  options: { cacheMs?: number; now?: () => number; databaseDown?: () => boolean } = {},
) {
  const cacheMs = options.cacheMs ?? 30_000;
  const now = options.now ?? Date.now;
  let cached: { company: Company; at: number } | undefined;
  return {
    async getCompany(): Promise<Company> {
      if (cached && now() - cached.at < cacheMs) return cached.company;
      // The database is known to be down (server/db/breaker.ts): the kept copy, without asking.
      if (cached && options.databaseDown?.()) return cached.company;
      let company: Company | undefined;
      try {
        company = await findCompany(db);
      } catch (error) {
        if (cached && isDatabaseUnavailable(error)) return cached.company;
        throw error;
      }
      if (!company) throw new Error("The company's settings are missing: start the server once to seed them");
      cached = { company, at: now() };
      return company;
    },
    /** Drops the kept copy, after staff change the settings; other processes catch up within `cacheMs`. */
    forgetCompany(): void {
      cached = undefined;
    },
  };
}
