import { readFile } from "node:fs/promises";
import type { Kysely } from "kysely";
import demoCompany from "../../config/company.demo.json" with { type: "json" };
import { companySchema } from "../../domain/company.ts";
import type { Database } from "../db/schema.ts";
import { findCompany, saveCompany } from "../db/settings.repository.ts";

/**
 * The company's details: a COMPANY_FILE, when given, is written on every start (so a
 * deployment changes them without a code edit); otherwise an empty database gets the
 * demo placeholders.
 */
export async function seedCompany(db: Kysely<Database>, companyFile: string | undefined): Promise<void> {
  if (companyFile) {
    const parsed = companySchema.safeParse(JSON.parse(await readFile(companyFile, "utf8")));
    if (!parsed.success) {
      const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`).join("\n");
      throw new Error(`COMPANY_FILE ${companyFile} is not valid:\n${problems}`);
    }
    await saveCompany(db, parsed.data);
    return;
  }
  if (!(await findCompany(db))) await saveCompany(db, companySchema.parse(demoCompany));
}
