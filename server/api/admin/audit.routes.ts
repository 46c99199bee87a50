import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Kysely } from "kysely";
import { z } from "zod";
import { auditActions } from "../../../domain/admin/audit-actions.ts";
import { calendarDaySchema, riyadhDayEnd, riyadhDayStart } from "../../../domain/admin/riyadh-days.ts";
import { maxRowId } from "../../../domain/ids.ts";
import { listAudit } from "../../db/audit.repository.ts";
import type { Database } from "../../db/schema.ts";
import { errorAnswer } from "../contract.ts";
import { auditAnswer } from "./admin.contract.ts";

const auditQuery = z.object({
  action: z.enum(auditActions).optional(),
  staffId: z.coerce.number().int().min(1).max(maxRowId).optional(),
  from: calendarDaySchema.optional(),
  to: calendarDaySchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/** The audit log, newest first, for admins. `from` and `to` are days in Riyadh's time, as the back office shows
 * times, both included whole. */
export async function auditRoutes(app: FastifyInstance, options: { db: Kysely<Database> }) {
  const schema = {
    summary: "Who did what and when, newest first",
    querystring: auditQuery,
    response: { 200: auditAnswer, 400: errorAnswer },
  };
  app.withTypeProvider<ZodTypeProvider>().get("/audit", { schema, config: { access: "admin" } }, async (request) => {
    const { from, to, ...filter } = request.query;
    const { rows, total } = await listAudit(options.db, {
      ...filter,
      from: from ? riyadhDayStart(from) : undefined,
      to: to ? riyadhDayEnd(to) : undefined,
    });
    return {
      data: rows.map((row) => ({
        id: row.id,
        at: row.at,
        staffId: row.staff_id,
        actorEmail: row.actor_email,
        action: row.action,
        subject: row.subject,
        detail: JSON.parse(row.detail) as Record<string, unknown>,
        address: row.address,
      })),
      meta: { page: filter.page, limit: filter.limit, total },
    };
  });
}
