import type { Kysely } from "kysely";
import { type Company, companyInputSchema, companySchema, repairStoredCompany } from "../../domain/company.ts";
import type { Database } from "./schema.ts";

const companyKey = "company";

export async function findCompany(db: Kysely<Database>): Promise<Company | undefined> {
  const row = await db.selectFrom("settings").select("value").where("key", "=", companyKey).executeTakeFirst();
  // Read as input: a row saved before phone numbers were stored as E.164 reads the same; a row saved before the
  // staff-field rules (a javascript: link, a NUL) is repaired before it is served (decision 005).
  return row ? companyInputSchema.parse(repairStoredCompany(JSON.parse(row.value))) : undefined;
}

export async function saveCompany(db: Kysely<Database>, company: Company): Promise<void> {
  const value = JSON.stringify(companySchema.parse(company));
  const updated_at = new Date().toISOString();
  await db
    .insertInto("settings")
    .values({ key: companyKey, value, updated_at })
    .onConflict((conflict) => conflict.column("key").doUpdateSet({ value, updated_at }))
    .execute();
}
