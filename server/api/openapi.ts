import type { FastifyInstance } from "fastify";
import { enquiryMaxLength, honeypotField, minimumFillMs, phonePattern } from "../../domain/enquiry.ts";
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
    rent_period: {
      type: ["string", "null"],
      enum: ["yearly", "monthly", null],
      description: "Set when price is a rent (per year or per month); null for a sale price",
    },
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

const listingDetail = {
  type: "object",
  description: "A listing with everything its detail page shows (spec §3)",
  properties: {
    ...listingSummary.properties,
    description: { type: "string", description: "Rich text (HTML), sanitised with an allow-list" },
    Images: {
      type: "array",
      items: { type: "object", properties: { image: { type: "string" }, media } },
    },
    video_url: { type: ["string", "null"] },
    features: { type: "array", items: { type: "string" }, description: "Feature keys (features.{title})" },
    Details: {
      type: "object",
      description:
        "Detail values (numbers, booleans), `facade` (a facade code) and `dimensions_boundaries`: a JSON string of " +
        "[{ direction, length, ar_description, en_description }]",
    },
    auction_url: { type: ["string", "null"] },
    auction_certificate: { type: ["string", "null"] },
    file: { type: ["string", "null"] },
    terms_and_conditions: { type: ["string", "null"] },
    marketing_profile: { type: ["string", "null"] },
    show_fields: { type: "array", items: { type: "string" } },
    Auctions: { type: "array", description: "Estates (lots) of an auction", items: { type: "object" } },
    insurance_amount: { type: ["number", "null"], description: "Auction deposit in SAR" },
    advertising: {
      type: "object",
      description: "REGA advertising data",
      properties: {
        licenceNumber: { type: ["string", "null"] },
        qrImage: { type: ["string", "null"] },
        advertiser: { type: ["string", "null"] },
        falLicence: { type: ["string", "null"] },
        auctionLicence: { type: ["string", "null"] },
      },
    },
  },
};

function detailOperation(kind: string) {
  return {
    get: {
      summary: `One ${kind} listing`,
      parameters: [acceptLanguage, { name: "id", in: "path", required: true, schema: { type: "integer", minimum: 1 } }],
      responses: {
        200: {
          description: "The listing",
          content: {
            "application/json": { schema: { type: "object", properties: { data: listingDetail } } },
          },
        },
        400: {
          description: "The id is not a positive whole number",
          content: { "application/json": { schema: error } },
        },
        404: {
          description: "No published listing of this kind has this id",
          content: { "application/json": { schema: error } },
        },
      },
    },
  };
}

const enquiryProperties = {
  name: {
    type: "string",
    maxLength: enquiryMaxLength.name,
    description: "At least three words of Latin or Arabic letters; no digits or symbols",
  },
  email: {
    type: "string",
    maxLength: enquiryMaxLength.email,
    description: "Optional; when given (not empty), as an HTML e-mail input accepts it",
  },
  phone: { type: "string", pattern: phonePattern.source, description: "8 to 15 digits, sent without the plus" },
  message: { type: "string", maxLength: enquiryMaxLength.message },
  submissionKey: {
    type: "string",
    format: "uuid",
    description: "One per filled-in form, the same on every retry: a repeated key is stored once",
  },
  [honeypotField]: { type: "string", description: "Hidden from people; must stay empty" },
  fillMs: { type: "number", description: `Time spent filling the form; under ${minimumFillMs} ms counts as automated` },
  sourcePage: { type: "string", maxLength: enquiryMaxLength.sourcePage, description: "Path of the page with the form" },
};

const listingIdProperty = { type: "integer", minimum: 1 };

function enquiryOperation(summary: string, schema: object) {
  return {
    post: {
      summary,
      description:
        "Stored before the answer, once per submission key; the company is then e-mailed. Submissions that look " +
        "automated (honeypot filled, filled too fast) get the same answer but are kept apart and not e-mailed.",
      parameters: [acceptLanguage],
      requestBody: { required: true, content: { "application/json": { schema } } },
      responses: {
        201: {
          description: "Received (also for a repeated submission key)",
          content: {
            "application/json": {
              schema: {
                type: "object",
                properties: { data: { type: "object", properties: { received: { const: true } } } },
              },
            },
          },
        },
        400: { description: "Bad fields, each with a message", content: { "application/json": { schema: error } } },
        404: {
          description: "No visible listing of this kind has this id",
          content: { "application/json": { schema: error } },
        },
        429: {
          description: "Too many enquiries from this address",
          content: { "application/json": { schema: error } },
        },
      },
    },
  };
}

function interestOperation(kind: "auction" | "project" | "property") {
  const idField = `${kind}Id`;
  return enquiryOperation(`Register interest in a ${kind}`, {
    type: "object",
    required: ["name", "phone", idField],
    properties: { ...enquiryProperties, [idField]: listingIdProperty },
  });
}

const mapItem = {
  type: "object",
  description: "A listing as a map pin (spec §3)",
  required: ["id", "lat", "lng", "title", "coverImage", "location_description"],
  properties: {
    id: { type: "integer" },
    lat: { type: "number", minimum: -90, maximum: 90 },
    lng: { type: "number", minimum: -180, maximum: 180 },
    title: { type: "string" },
    coverImage: { type: ["string", "null"], description: "A small WebP variant of the cover" },
    location_description: { type: "string" },
    price: { type: "number", description: "SAR; only when the listing has a price" },
    rent_period: { type: "string", enum: ["yearly", "monthly"], description: "Only when price is a rent" },
    start_date: { type: "string", format: "date-time", description: "Auctions only, when set" },
    end_date: { type: "string", format: "date-time", description: "Auctions only, when set" },
    status: { type: "string", description: "Auctions only: what the info window says about the dates depends on it" },
  },
};

const mapOperation = {
  get: {
    summary: "Every published listing with valid coordinates, as map pins by kind",
    parameters: [acceptLanguage],
    responses: {
      200: {
        description: "The pins",
        content: {
          "application/json": {
            schema: {
              type: "object",
              properties: {
                data: {
                  type: "object",
                  properties: {
                    auctions: { type: "array", items: mapItem },
                    projects: { type: "array", items: mapItem },
                    properties: { type: "array", items: mapItem },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
};

/** The API contract of spec §7 and what the site adds to it, as OpenAPI 3.1. */
export const openApiDocument = {
  openapi: "3.1.0",
  info: { title: "Real-estate site API", version: "1.0.0" },
  paths: {
    "/api/auction": listOperation("auction"),
    "/api/project": listOperation("project"),
    "/api/property": listOperation("property"),
    "/api/auction/{id}": detailOperation("auction"),
    "/api/project/{id}": detailOperation("project"),
    "/api/property/{id}": detailOperation("property"),
    "/api/content/map": mapOperation,
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
    "/api/contact": enquiryOperation("Send the contact form (List Your Property)", {
      type: "object",
      required: ["name", "phone"],
      description: "Spec §3: the message, or the id of at most one listing",
      properties: {
        ...enquiryProperties,
        auctionId: listingIdProperty,
        projectId: listingIdProperty,
        propertyId: listingIdProperty,
      },
    }),
    "/api/auction-interest": interestOperation("auction"),
    "/api/project-interest": interestOperation("project"),
    "/api/property-interest": interestOperation("property"),
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
