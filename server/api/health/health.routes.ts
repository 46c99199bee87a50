import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { sql } from "kysely";
import { z } from "zod";
import type { Database } from "../../db/schema.ts";

/** Liveness says the process answers; readiness also checks the database. */
export async function healthRoutes(app: FastifyInstance, options: { db: Kysely<Database> }) {
  const noStore = { "cache-control": "no-store" };
  const live = { summary: "The process answers", response: { 200: z.object({ status: z.literal("ok") }) } };
  const ready = {
    summary: "The process and its database answer",
    response: {
      200: z.object({ status: z.literal("ok"), database: z.literal("ok") }),
      503: z.object({ status: z.literal("unavailable"), database: z.literal("unreachable") }),
    },
  };
  app.get("/livez", { schema: live }, async (_request, reply) => reply.headers(noStore).send({ status: "ok" }));
  app.get("/readyz", { schema: ready }, async (request, reply) => {
    try {
      await sql`select 1`.execute(options.db);
      return reply.headers(noStore).send({ status: "ok", database: "ok" });
    } catch (error) {
      request.log.error({ err: error }, "readiness check failed");
      return reply.status(503).headers(noStore).send({ status: "unavailable", database: "unreachable" });
    }
  });
}
