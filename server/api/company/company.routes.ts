import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { cacheControl } from "../../../domain/cache-control.ts";
import { companySchema } from "../../../domain/company.ts";
import { anyCompanyPageSchema, companyPageNames } from "../../../domain/company-pages.ts";
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

export const companyPageAnswer = z.object({ data: anyCompanyPageSchema.nullable() });

/** A company page as staff published it (null: the texts the site ships), for pages loaded in the browser. */
export async function companyPageRoutes(app: FastifyInstance, options: { services: SiteServices }) {
  const schema = {
    summary: "A company page's published words and pictures, in both languages",
    params: z.object({ page: z.enum(companyPageNames) }),
    response: { 200: companyPageAnswer },
  };
  app.get<{ Params: { page: (typeof companyPageNames)[number] } }>(
    "/pages/:page",
    { schema },
    async (request, reply) => {
      const content = await options.services.getCompanyPage(request.params.page);
      return reply.header("cache-control", cacheControl.apiSettings).send({ data: content });
    },
  );
}
