import type { FastifyInstance } from "fastify";
import type { SiteServices } from "../../../domain/site-services.ts";

/** The company's public details (names, numbers, licences, hours, social links). */
export async function companyRoutes(app: FastifyInstance, options: { services: SiteServices }) {
  app.get("/company", async (_request, reply) => {
    const company = await options.services.getCompany();
    return reply.header("cache-control", "public, max-age=60").send({ data: company });
  });
}
