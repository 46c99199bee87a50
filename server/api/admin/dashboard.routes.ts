import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Kysely } from "kysely";
import { accessFor } from "../../../domain/admin/permissions.ts";
import { dashboardFigures, listingStats } from "../../db/dashboard.repository.ts";
import type { Database } from "../../db/schema.ts";
import { errorAnswer } from "../contract.ts";
import { sendError } from "../errors.ts";
import { idParams } from "./admin.contract.ts";
import { dashboardAnswer, listingStatsAnswer } from "./dashboard.contract.ts";

/** The back office's home: leads, views, response times, licences, waiting leads (docs/decisions/035-dashboard.md). */
export async function dashboardRoutes(app: FastifyInstance, options: { db: Kysely<Database> }) {
  const { db } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  const figures = { summary: "The dashboard's figures", response: { 200: dashboardAnswer } };
  api.get("/dashboard", { schema: figures, config: { access: accessFor("readDashboard") } }, async () => ({
    data: await dashboardFigures(db),
  }));

  const stats = {
    summary: "One listing's views and leads per day over the last 90 days",
    params: idParams,
    response: { 200: listingStatsAnswer, 400: errorAnswer, 404: errorAnswer },
  };
  api.get("/listings/:id/stats", { schema: stats, config: { access: "editor" } }, async (request, reply) => {
    const exists = await db.selectFrom("listings").select("id").where("id", "=", request.params.id).executeTakeFirst();
    if (!exists) return sendError(request, reply, 404, "not_found");
    return { data: await listingStats(db, request.params.id) };
  });
}
