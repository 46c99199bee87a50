import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Kysely } from "kysely";
import { companyInputSchema } from "../../../domain/company.ts";
import { insertAudit } from "../../db/audit.repository.ts";
import type { Database } from "../../db/schema.ts";
import { findCompany, saveCompany } from "../../db/settings.repository.ts";
import { companyAnswer } from "../company/company.routes.ts";
import { errorAnswer } from "../contract.ts";
import { sendError } from "../errors.ts";
import { auditOf } from "./audit-of.ts";

/** The top-level fields whose values differ, for the audit log. */
function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  return Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
}

/** The company's identity (names, numbers, licences, address, hours, social links), edited by admins. */
export async function companySettingsRoutes(
  app: FastifyInstance,
  options: { db: Kysely<Database>; companyChanged: () => void },
) {
  const { db } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  const read = { summary: "The company's settings", response: { 200: companyAnswer, 404: errorAnswer } };
  api.get("/company", { schema: read, config: { access: "admin" } }, async (request, reply) => {
    const company = await findCompany(db);
    if (!company) return sendError(request, reply, 404, "not_found");
    return { data: company };
  });

  // The same rules as COMPANY_FILE and the public API: one rule for the company's data. Phone numbers may come as
  // people write them (0112345678, +966 11 234 5678, Arabic-Indic digits) and are stored as E.164.
  const save = {
    summary: "Change the company's settings; the public site shows them at once",
    body: companyInputSchema,
    response: { 200: companyAnswer, 400: errorAnswer },
  };
  api.put("/company", { schema: save, config: { access: "admin" } }, async (request) => {
    const company = request.body;
    const before = (await findCompany(db)) ?? {};
    await db.transaction().execute(async (trx) => {
      await saveCompany(trx, company);
      await insertAudit(
        trx,
        auditOf(request, "settings_updated", "company", { changed: changedFields(before, company) }),
      );
    });
    options.companyChanged();
    return { data: company };
  });
}
