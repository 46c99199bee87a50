import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { cacheControl } from "../../../domain/cache-control.ts";
import { companySchema } from "../../../domain/company.ts";
import type { SiteServices } from "../../../domain/site-services.ts";

export const companyAnswer = z.object({ data: companySchema });

/** The company's public details (names, numbers, licences, hours, social links). */
export async function companyRoutes(app: FastifyInstance, options: { services: SiteServices }) {
  const schema = { summary: "The company's public details", response: { 200: companyAnswer } };
  app.get("/company", { schema }, async (_request, reply) => {
    const company = await options.services.getCompany();
    return reply.header("cache-control", cacheControl.apiSettings).send({ data: company });
  });
}
