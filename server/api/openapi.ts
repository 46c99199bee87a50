import type { FastifyInstance } from "fastify";
import { listingStatuses } from "../../domain/listing.ts";
import { defaultPageSize, maxPageSize, maxSearchLength } from "../../domain/listing-query.ts";

const acceptLanguage = {
  name: "Accept-Language",
  in: "header",
  description: "ar or en; anything else answers in Arabic",
  schema: { type: "string", example: "en" },
};

const error = {
  type: "object",
  required: ["error"],
  properties: {
    error: {
      type: "object",
      required: ["code", "message"],
      properties: {
        code: { type: "string", example: "invalid_request" },
        message: { type: "string", description: "In the request's language" },
        fields: { type: "object", additionalProperties: { type: "string" }, description: "A message per bad field" },
      },
    },
  },
};

const media = {
  type: "object",
  properties: {
    key: { type: "string" },
    width: { type: "integer" },
    height: { type: "integer" },
    widths: { type: "array", items: { type: "integer" }, description: "Variants at /media/{key}-{width}.{avif|webp}" },
  },
};

const listingSummary = {
  type: "object",
  properties: {
    id: { type: "integer" },
    kind: { type: "string", enum: ["auction", "project", "property"] },
    title: { type: "string" },
    status: { type: "string", enum: [...listingStatuses] },
    price: { type: ["number", "null"], description: "SAR" },
    area: { type: ["number", "null"], description: "m²" },
    location_description: { type: "string" },
    coverImage: { type: ["string", "null"] },
    cover: { oneOf: [media, { type: "null" }] },
    start_date: { type: ["string", "null"], format: "date-time" },
    end_date: { type: ["string", "null"], format: "date-time" },
    auctionCount: { type: "integer", description: "Estates (lots) of an auction" },
    Details: { type: "object", additionalProperties: { oneOf: [{ type: "number" }, { const: true }] } },
    category: {
      oneOf: [{ type: "object", properties: { id: { type: "integer" }, name: { type: "string" } } }, { type: "null" }],
    },
    lat: { type: ["number", "null"] },
    lng: { type: ["number", "null"] },
  },
};

const listParameters = [
  acceptLanguage,
  { name: "page", in: "query", schema: { type: "integer", minimum: 1, default: 1 } },
  {
    name: "limit",
    in: "query",
    schema: { type: "integer", minimum: 1, maximum: maxPageSize, default: defaultPageSize },
  },
  { name: "categoryId", in: "query", schema: { type: "integer", minimum: 1 } },
  { name: "status", in: "query", schema: { type: "string", enum: [...listingStatuses] } },
  {
    name: "location",
    in: "query",
    description: "Words the location must contain, in either language",
    schema: { type: "string", maxLength: maxSearchLength },
  },
  {
    name: "search",
    in: "query",
    description: "Words the title or location must contain; ignores case, Arabic diacritics and letter variants",
    schema: { type: "string", maxLength: maxSearchLength },
  },
];

function listOperation(kind: string) {
  return {
    get: {
      summary: `List ${kind} listings, newest first`,
      parameters: listParameters,
      responses: {
        200: {
          description: "A page of listings",
          content: {
            "application/json": {
              schema: {
                type: "object",
                properties: {
                  data: { type: "array", items: listingSummary },
                  meta: {
                    type: "object",
                    properties: {
                      total: { type: "integer" },
                      page: { type: "integer" },
                      limit: { type: "integer" },
                      pages: { type: "integer" },
                    },
                  },
                },
              },
            },
          },
        },
        400: { description: "Bad query", content: { "application/json": { schema: error } } },
      },
    },
  };
}

/** The API contract of spec §7 and what the site adds to it, as OpenAPI 3.1. */
export const openApiDocument = {
  openapi: "3.1.0",
  info: { title: "Real-estate site API", version: "1.0.0" },
  paths: {
    "/api/auction": listOperation("auction"),
    "/api/project": listOperation("project"),
    "/api/property": listOperation("property"),
    "/api/categories": {
      get: {
        summary: "Types (categories) of a kind of listing, for the filters",
        parameters: [
          acceptLanguage,
          {
            name: "kind",
            in: "query",
            required: true,
            schema: { type: "string", enum: ["auction", "project", "property"] },
          },
        ],
        responses: {
          200: { description: "The types, in display order" },
          400: { description: "Unknown kind", content: { "application/json": { schema: error } } },
        },
      },
    },
    "/api/company": { get: { summary: "The company's public details", responses: { 200: { description: "OK" } } } },
    "/livez": { get: { summary: "The process answers", responses: { 200: { description: "OK" } } } },
    "/readyz": {
      get: {
        summary: "The process and its database answer",
        responses: { 200: { description: "Ready" }, 503: { description: "The database does not answer" } },
      },
    },
  },
} as const;

export async function openApiRoutes(app: FastifyInstance) {
  app.get("/openapi.json", async (_request, reply) =>
    reply.header("cache-control", "public, max-age=300").send(openApiDocument),
  );
}
