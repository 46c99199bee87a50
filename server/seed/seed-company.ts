import { readFile } from "node:fs/promises";
import type { Kysely } from "kysely";
import demoCompany from "../../config/company.demo.json" with { type: "json" };
import { companyInputSchema } from "../../domain/company.ts";
import type { Database } from "../db/schema.ts";
import { findCompany, saveCompany } from "../db/settings.repository.ts";

/**
 * The company's details for a database that has none yet: from COMPANY_FILE when given, otherwise the demo
 * placeholders. Once they exist, staff change them in the back office; the file no longer overrides them
 * (a restart would otherwise undo their edits).
 */
export async function seedCompany(db: Kysely<Database>, companyFile: string | undefined): Promise<void> {
  if (await findCompany(db)) return;
  if (companyFile) {
    const parsed = companyInputSchema.safeParse(JSON.parse(await readFile(companyFile, "utf8")));
    if (!parsed.success) {
      const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`).join("\n");
      throw new Error(`COMPANY_FILE ${companyFile} is not valid:\n${problems}`);
    }
    await saveCompany(db, parsed.data);
    return;
  }
  await saveCompany(db, companyInputSchema.parse(demoCompany));
}
