import swagger from "@fastify/swagger";
import type { FastifyError, FastifyInstance, FastifySchema, RouteOptions } from "fastify";
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from "fastify-type-provider-zod";
import { z } from "zod";
import { cacheControl } from "../../domain/cache-control.ts";
import type { Language } from "../../domain/language.ts";

/**
 * One contract per route (docs/decisions/018-route-contracts.md): every route declares its input and its
 * answers as zod schemas. Fastify validates the input with them, serialises object answers through them, and
 * the OpenAPI document at /api/openapi.json is generated from them.
 */

declare module "fastify" {
  interface FastifyContextConfig {
    /** How the route words a bad input field, in the request's language (`issue` is the zod issue's message). */
    inputMessage?: (field: string, issue: string, language: Language) => string;
  }
}

/** The API's error answer: `{ error: { code, message, fields? } }`, the message in the request's language. */
export const errorAnswer = z
  .object({
    error: z.object({
      code: z.string().meta({ example: "invalid_request" }),
      message: z.string().describe("In the request's language"),
      fields: z.record(z.string(), z.string()).optional().describe("A message per bad field"),
    }),
  })
  .meta({ id: "Error" });

/**
 * The `Accept-Language` header every answer depends on. Loose: Fastify replaces the request's headers with the
 * validated object, which must keep the others (cookies, encodings).
 */
export const languageHeaders = z.looseObject({
  "accept-language": z.string().optional().describe("ar or en; anything else answers in Arabic"),
});

/** An empty answer (204). */
export const noContent = z.null().describe("No content");

/**
 * Every route and its declared schema (undefined when it has none), by "METHOD url", for the test that checks
 * that API routes declare one and that real answers match it.
 */
export type RouteContracts = Map<string, FastifySchema | undefined>;

export async function installContracts(app: FastifyInstance, contracts: RouteContracts): Promise<void> {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook("onRoute", (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      if (method !== "HEAD") contracts.set(`${method} ${route.url}`, route.schema);
    }
  });
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Real-estate site API",
        version: "1.0.0",
        description: "The API of spec §7 and what the site adds to it, generated from the routes' own schemas.",
      },
    },
    // Routes without a schema (pages, media, catch-alls) are not part of the API's document.
    transform: (document) =>
      document.schema ? jsonSchemaTransform(document) : { schema: { hide: true }, url: document.url },
    // Schemas named with `.meta({ id })` are referenced as `#/components/schemas/<id>`: this fills that section.
    transformObject: jsonSchemaTransformObject,
  });
}

/** GET /api/openapi.json: the document @fastify/swagger builds from every route's schemas. */
export async function openApiRoutes(app: FastifyInstance) {
  app.get("/openapi.json", { schema: { hide: true } }, async (_request, reply) =>
    reply.header("cache-control", cacheControl.apiDocs).send(app.swagger()),
  );
}

const invalidValue: Record<Language, string> = {
  ar: "القيمة غير صحيحة.",
  en: "This value is not valid.",
};

/** A message per bad field of a failed input validation, worded by the route, or null when it was not one. */
export function inputFieldMessages(
  error: FastifyError,
  wording: ((field: string, issue: string, language: Language) => string) | undefined,
  language: Language,
): Record<string, string> | null {
  if (!hasZodFastifySchemaValidationErrors(error)) return null;
  const fields: Record<string, string> = {};
  for (const issue of error.validation) {
    const field = issue.instancePath.slice(1).replaceAll("/", ".") || "body";
    fields[field] ??= wording ? wording(field, issue.message ?? "", language) : invalidValue[language];
  }
  return fields;
}
