import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Kysely } from "kysely";
import { accessFor } from "../../../domain/admin/permissions.ts";
import { insertAudit } from "../../db/audit.repository.ts";
import type { Database } from "../../db/schema.ts";
import { alertCounts, alertPage, turnAlertOff } from "../../db/search-alert.repository.ts";
import { errorAnswer, noContent } from "../contract.ts";
import { sendError } from "../errors.ts";
import { idParams } from "./admin.contract.ts";
import { alertListAnswer, alertListQuery } from "./alerts.contract.ts";
import { auditOf } from "./audit-of.ts";

const pageSize = 50;

type Kind = "auction" | "project" | "property";
type State = "pending" | "active" | "off";

/** The visitors' search alerts in the back office (docs/decisions/040-search-alerts.md): figures, list, turn off. */
export async function alertAdminRoutes(app: FastifyInstance, options: { db: Kysely<Database> }) {
  const { db } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const access = accessFor("manageAlerts");

  api.get(
    "/alerts",
    {
      schema: {
        summary: "The search alerts: how many per kind and state, and a page of them (newest first)",
        querystring: alertListQuery,
        response: { 200: alertListAnswer, 400: errorAnswer },
      },
      config: { access },
    },
    async (request) => {
      const { page, email } = request.query;
      const [counts, rows] = await Promise.all([alertCounts(db), alertPage(db, { page, email, limit: pageSize })]);
      return {
        data: {
          counts: counts.map((row) => ({ kind: row.kind as Kind, state: row.state as State, count: row.count })),
          alerts: rows.map((row) => ({
            id: row.id,
            email: row.email,
            kind: row.kind as Kind,
            filters: row.filters,
            language: row.language === "en" ? ("en" as const) : ("ar" as const),
            frequency: row.frequency === "weekly" ? ("weekly" as const) : ("daily" as const),
            state: row.state as State,
            createdAt: row.created_at,
            confirmedAt: row.confirmed_at,
          })),
          page,
          pageSize,
        },
      };
    },
  );

  api.post(
    "/alerts/:id/off",
    {
      schema: {
        summary: "Turn a search alert off (it sends nothing more; the same search cannot be confirmed again)",
        params: idParams,
        response: { 204: noContent, 400: errorAnswer, 404: errorAnswer },
      },
      config: { access },
    },
    async (request, reply) => {
      const { id } = request.params;
      const done = await db.transaction().execute(async (trx) => {
        if (!(await turnAlertOff(trx, id))) return false;
        await insertAudit(trx, auditOf(request, "search_alert_turned_off", `search_alert:${id}`));
        return true;
      });
      if (!done) return sendError(request, reply, 404, "not_found");
      return reply.status(204).send(null);
    },
  );
}
