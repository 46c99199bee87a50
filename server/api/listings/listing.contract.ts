import { z } from "zod";
import { parseArea } from "../../../domain/geo-area.ts";
import type { Language } from "../../../domain/language.ts";
import { type ListingKind, listingKinds, listingStatuses } from "../../../domain/listing.ts";
import type { ListingDetail } from "../../../domain/listing-detail-wire.ts";
import {
  type ListingQuery,
  type ListingQueryField,
  type ListingQueryIssue,
  listingQueryFieldsOf,
  listingQueryParameter,
  parseListingQuery,
  unknownListingParameters,
} from "../../../domain/listing-query.ts";
import type { Category, ListingSummary, ListPage, MediaRef } from "../../../domain/listing-wire.ts";
import { rentPeriods } from "../../../domain/rent.ts";
import { isPrintableParameter, listingQueryMessage, unknownParameterMessage } from "../list-query-messages.ts";

// The answers' schemas are typed against the domain's wire types: a field added to one and not the other
// fails the type check.

const media = z
  .object({
    key: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    widths: z.array(z.number().int()).describe("Variants at /media/{key}-{width}.{avif|webp}"),
  })
  .meta({ id: "Media" }) satisfies z.ZodType<MediaRef>;

const summaryShape = {
  id: z.number().int(),
  kind: z.enum(listingKinds),
  title: z.string(),
  status: z.string().describe(`One of ${listingStatuses.join(", ")}`),
  price: z.number().nullable().describe("SAR"),
  rent_period: z
    .enum(rentPeriods)
    .nullable()
    .describe("Set when price is a rent (per year or per month); null for a sale price"),
  area: z.number().nullable().describe("m²"),
  location_description: z.string(),
  coverImage: z.string().nullable(),
  cover: media.nullable(),
  start_date: z.string().nullable().describe("ISO 8601"),
  end_date: z.string().nullable().describe("ISO 8601"),
  auctionCount: z.number().int().describe("Lots of an auction; 0 for other kinds"),
  Details: z.record(z.string(), z.union([z.number(), z.literal(true)])),
  category: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  residential: z.boolean().describe("A home: its rooms detail counts bedrooms; an office's or a shop's counts rooms"),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
};

export const listingSummary = z.object(summaryShape).meta({ id: "ListingSummary" }) satisfies z.ZodType<ListingSummary>;

export const listPage = z
  .object({
    data: z.array(listingSummary),
    meta: z.object({
      total: z.number().int(),
      page: z.number().int(),
      limit: z.number().int(),
      pages: z.number().int(),
    }),
  })
  .meta({ id: "ListingPage" }) satisfies z.ZodType<ListPage<ListingSummary>>;

const lot = z.object({
  id: z.number().int(),
  title: z.string(),
  location_description: z.string(),
  area: z.number().nullable(),
  price: z.number().nullable().describe("Opening price in SAR"),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  deed_number: z.string().nullable(),
  coverImage: z.string().nullable(),
  cover: media.nullable(),
});

const listingDetail = z
  .object({
    ...summaryShape,
    description: z.string().describe("Rich text (HTML), sanitised with an allow-list"),
    Images: z.array(
      z.object({
        image: z.string(),
        media,
        alt: z.string().nullable().describe("The photo's description in the request's language, if staff wrote one"),
      }),
    ),
    video_url: z.string().nullable(),
    features: z.array(z.string()).describe("Feature keys (features.{title})"),
    Details: z
      .record(z.string(), z.union([z.number(), z.boolean(), z.string()]))
      .describe(
        "Detail values (numbers, booleans), `facade` (a facade code) and `dimensions_boundaries`: a JSON string " +
          "of [{ direction, length, ar_description, en_description }]",
      ),
    auction_url: z.string().nullable(),
    auction_certificate: z.string().nullable(),
    file: z.string().nullable(),
    terms_and_conditions: z.string().nullable(),
    marketing_profile: z.string().nullable(),
    show_fields: z.array(z.string()),
    Auctions: z.array(lot).describe("Lots of an auction"),
    insurance_amount: z.number().nullable().describe("Auction deposit in SAR"),
    advertising: z
      .object({
        licenceNumber: z.string().nullable(),
        qrImage: z.string().nullable(),
        advertiser: z.string().nullable(),
        falLicence: z.string().nullable(),
        auctionLicence: z.string().nullable(),
      })
      .describe("REGA advertising data"),
  })
  .meta({ id: "ListingDetail", description: "A listing with everything its detail page shows (spec §3)" });

export const listingAnswer = z.object({ data: listingDetail }) satisfies z.ZodType<{ data: ListingDetail }>;

export const categoriesAnswer = z.object({
  data: z.array(z.object({ id: z.number().int(), kind: z.enum(listingKinds), name: z.string() })),
}) satisfies z.ZodType<{ data: Category[] }>;

// The list query is read by domain/listing-query.ts, which the list pages share without loading zod; the schema
// documents each kind's parameters, from the table there, and hands them to that reader. A repeated parameter is
// ignored, as the pages do. A parameter the kind's list does not read is refused by name, never ignored: a filter
// the server does not know would otherwise answer the unfiltered list (docs/decisions/018-route-contracts.md).
const parameter = (description: string) => z.string().optional().catch(undefined).describe(description);

/** The field an unknown parameter's message is filed under: its name when an answer may repeat it. */
const unknownField = (name: string) => (isPrintableParameter(name) ? name : "query");

export function listQueryOf(kind: ListingKind) {
  const fields = listingQueryFieldsOf(kind);
  const shape = Object.fromEntries(
    fields.map((field) => [field, parameter(listingQueryParameter(field).describe)]),
  ) as Record<ListingQueryField, ReturnType<typeof parameter>>;
  return z.looseObject(shape).transform((query, context): ListingQuery => {
    const unknown = unknownListingParameters(Object.keys(query), kind);
    for (const name of unknown) {
      context.addIssue({ code: "custom", path: [unknownField(name)], message: "unknown_parameter" });
    }
    const parsed = parseListingQuery(query, kind);
    // The table checks only an area's shape; here it is read whole (docs/decisions/041-search-by-area.md).
    const area = parsed.success && parsed.data.area !== undefined ? parseArea(parsed.data.area) : undefined;
    if (area && "issue" in area) {
      context.addIssue({ code: "custom", path: ["area"], message: area.issue });
      return z.NEVER;
    }
    if (parsed.success && unknown.length === 0) return parsed.data;
    if (!parsed.success) {
      for (const [field, issue] of Object.entries(parsed.issues)) {
        context.addIssue({ code: "custom", path: [field], message: issue });
      }
    }
    return z.NEVER;
  });
}

/** How a kind's list words a bad parameter: an unknown one with the parameters the list takes. */
export function listQueryMessageOf(kind: ListingKind) {
  const accepted = listingQueryFieldsOf(kind);
  return (field: string, issue: string, language: Language): string =>
    issue === "unknown_parameter"
      ? unknownParameterMessage(field, accepted, language)
      : listingQueryMessage(field as ListingQueryField, issue as ListingQueryIssue, language);
}

export const idParams = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,15}$/)
    .transform(Number)
    .describe("A positive whole number"),
});

export function idMessage(_field: string, _issue: string, language: Language): string {
  return language === "ar" ? "يجب أن يكون المعرّف رقمًا صحيحًا موجبًا." : "id must be a positive whole number.";
}

export const categoriesQuery = z.object({ kind: z.enum(listingKinds) });

/** `ids=auction-3,project-12`: what names no listing is ignored (domain/listing-ref.ts). */
export const listingRefsQuery = z.object({
  ids: z.string().max(1000).describe("Comma-separated kind-id pairs, e.g. auction-3,project-12 (at most 50)"),
});

export const listingsAnswer = z.object({ data: z.array(listingSummary) });

export function kindMessage(_field: string, _issue: string, language: Language): string {
  return language === "ar"
    ? `يجب أن يكون النوع أحد: ${listingKinds.join("، ")}.`
    : `kind must be one of ${listingKinds.join(", ")}.`;
}
