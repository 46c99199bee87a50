import type { Kysely } from "kysely";
import type { Company } from "../../domain/company.ts";
import type { Database } from "../db/schema.ts";
import { findCompany } from "../db/settings.repository.ts";

/** Reads the company's settings, kept for a short while: every page shows them. */
export function createCompanyService(db: Kysely<Database>, cacheMs = 30_000) {
  let cached: { company: Company; at: number } | undefined;
  return {
    async getCompany(): Promise<Company> {
      if (cached && Date.now() - cached.at < cacheMs) return cached.company;
      const company = await findCompany(db);
      if (!company) throw new Error("The company's settings are missing: start the server once to seed them");
      cached = { company, at: Date.now() };
      return company;
    },
    /** Drops the kept copy, after staff change the settings; other processes catch up within `cacheMs`. */
    forgetCompany(): void {
      cached = undefined;
    },
  };
}
