import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { companySchema } from "../../../domain/company.ts";
import { insertAudit } from "../../db/audit.repository.ts";
import type { Database } from "../../db/schema.ts";
import { findCompany, saveCompany } from "../../db/settings.repository.ts";
import { sendError } from "../errors.ts";
import { sendAdminError } from "./admin-scope.ts";

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

  app.get("/company", { config: { access: "admin" } }, async (request, reply) => {
    const company = await findCompany(db);
    if (!company) return sendError(request, reply, 404, "not_found");
    return { data: company };
  });

  app.put("/company", { config: { access: "admin" } }, async (request, reply) => {
    // The same schema as COMPANY_FILE and the public API: one rule for the company's data.
    const parsed = companySchema.safeParse(request.body);
    if (!parsed.success) {
      const fields = Object.fromEntries(
        parsed.error.issues.map((issue) => [issue.path.join("."), "invalid_field" as const]),
      );
      return sendAdminError(request, reply, 400, "invalid_field", fields);
    }
    const before = (await findCompany(db)) ?? {};
    const actor = request.staffSession!.staff;
    await db.transaction().execute(async (trx) => {
      await saveCompany(trx, parsed.data);
      await insertAudit(trx, {
        at: new Date().toISOString(),
        staffId: actor.id,
        actorEmail: actor.email,
        action: "settings_updated",
        subject: "company",
        detail: { changed: changedFields(before, parsed.data) },
        address: request.ip,
      });
    });
    options.companyChanged();
    return { data: parsed.data };
  });
}
