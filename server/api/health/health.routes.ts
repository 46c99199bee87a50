import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { sql } from "kysely";
import { z } from "zod";
import { cacheControl } from "../../../domain/cache-control.ts";
import type { Database } from "../../db/schema.ts";

/**
 * Liveness says the process answers; readiness also checks the database, and is refused once the process is
 * draining on SIGTERM (`isDraining`), so a load balancer stops sending it new requests before it exits.
 */
export async function healthRoutes(app: FastifyInstance, options: { db: Kysely<Database>; isDraining: () => boolean }) {
  const noStore = { "cache-control": cacheControl.noStore };
  const live = { summary: "The process answers", response: { 200: z.object({ status: z.literal("ok") }) } };
  const ready = {
    summary: "The process and its database answer",
    response: {
      200: z.object({ status: z.literal("ok"), database: z.literal("ok") }),
      503: z.union([
        z.object({ status: z.literal("unavailable"), database: z.literal("unreachable") }),
        z.object({ status: z.literal("draining") }).describe("The process is shutting down"),
      ]),
    },
  };
  app.get("/livez", { schema: live }, async (_request, reply) => reply.headers(noStore).send({ status: "ok" }));
  app.get("/readyz", { schema: ready }, async (request, reply) => {
    if (options.isDraining()) return reply.status(503).headers(noStore).send({ status: "draining" });
    try {
      await sql`select 1`.execute(options.db);
      return reply.headers(noStore).send({ status: "ok", database: "ok" });
    } catch (error) {
      request.log.error({ err: error }, "readiness check failed");
      return reply.status(503).headers(noStore).send({ status: "unavailable", database: "unreachable" });
    }
  });
}
