import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Kysely } from "kysely";
import { z } from "zod";
import { auditActions } from "../../../domain/admin/audit-actions.ts";
import { accessFor } from "../../../domain/admin/permissions.ts";
import { calendarDaySchema, riyadhDayEnd, riyadhDayStart } from "../../../domain/admin/riyadh-days.ts";
import { maxRowId } from "../../../domain/ids.ts";
import { listAuditEntries } from "../../db/audit.repository.ts";
import type { Database } from "../../db/schema.ts";
import { errorAnswer } from "../contract.ts";
import { auditAnswer } from "./admin.contract.ts";

const auditQuery = z.object({
  action: z.enum(auditActions).optional(),
  staffId: z.coerce.number().int().min(1).max(maxRowId).optional(),
  /** One item: `listing:12` (with its photos), `lead:3`, `staff:2`, `category:4`, `company`. */
  subject: z
    .string()
    .regex(/^(?:(?:listing|lead|staff|category):[1-9]\d{0,14}|company)$/)
    .optional(),
  from: calendarDaySchema.optional(),
  to: calendarDaySchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/** The audit log, newest first, for admins. `from` and `to` are days in Riyadh's time, as the back office shows
 * times, both included whole. */
export async function auditRoutes(app: FastifyInstance, options: { db: Kysely<Database> }) {
  const schema = {
    summary: "Who did what and when, newest first, as people read it",
    querystring: auditQuery,
    response: { 200: auditAnswer, 400: errorAnswer },
  };
  app
    .withTypeProvider<ZodTypeProvider>()
    .get("/audit", { schema, config: { access: accessFor("readAudit") } }, async (request) => {
      const { from, to, ...filter } = request.query;
      const { entries, total } = await listAuditEntries(options.db, {
        ...filter,
        from: from ? riyadhDayStart(from) : undefined,
        to: to ? riyadhDayEnd(to) : undefined,
      });
      return { data: entries, meta: { page: filter.page, limit: filter.limit, total } };
    });
}
