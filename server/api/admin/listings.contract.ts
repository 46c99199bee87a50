import { z } from "zod";
import {
  type AdminCategory,
  type EditorListing,
  type ListingInput,
  toVideoEmbedUrl,
} from "../../../domain/admin/listing-editor.ts";
import {
  type AdminListingRow,
  type BulkOutcome,
  bulkLimit,
  listingBulkActions,
  listingSortKeys,
  listingStates,
  sortDirections,
} from "../../../domain/admin/listing-list.ts";
import { isCalendarDay } from "../../../domain/admin/riyadh-days.ts";
import { cityOfSlug } from "../../../domain/admin/saudi-cities.ts";
import { detailKeys, purposeCodes } from "../../../domain/details.ts";
import { numberFromInput, toLatinDigits } from "../../../domain/digits.ts";
import { isFeatureKey } from "../../../domain/features.ts";
import { maxRowId } from "../../../domain/ids.ts";
import { boundaryDirections, facadeCodes, listingKinds, listingStatuses } from "../../../domain/listing.ts";
import { rentPeriods } from "../../../domain/rent.ts";
import { optionalStaffLink, optionalStaffText, staffText } from "../../../domain/staff-fields.ts";
import { parseVideoEmbed } from "../../../domain/video-embed.ts";

// The listing editor's contract (docs/decisions/022-listing-editor.md). Each rule's message is a code of domain/admin/admin-messages.ts, so
// a refused field is named with a sentence in the staff member's language (admin-scope.ts).

/** No control characters in a search (PostgreSQL refuses a NUL). */
const oneLine = /^\P{Cc}*$/u;

// Texts and links by the one staff-field rule (domain/staff-fields.ts): NFC, trimmed, no control characters,
// links https only or a file uploaded to this site.
const requiredText = (max: number) => staffText({ max });

/** Free text that may be left empty: "" is kept as "" (the columns are not nullable). */
const text = (max: number) => staffText({ max, optional: true });

/** A short text that may be absent: empty means null. */
const optionalText = (max: number) => optionalStaffText(max);

/** A link to a file or page: https, or a file already on this site. */
const optionalLink = optionalStaffLink({ sitePaths: true });

/**
 * A number as a JSON number, or as the text a client typed: Arabic-Indic digits and separators are read
 * (domain/digits.ts); text that is still not a number is refused with the field's own message.
 */
const typedNumber = <Schema extends z.ZodType>(schema: Schema) => z.preprocess(numberFromInput, schema);

/** A licence or deed number with its digits Latin, however they were typed (decision 006). */
const licenceNumber = (max: number) =>
  z.preprocess((value) => (typeof value === "string" ? toLatinDigits(value) : value), optionalText(max));

const amount = typedNumber(
  z.number({ error: "number" }).min(0, { error: "number" }).max(1e12, { error: "number" }).nullable(),
);
const latitude = typedNumber(
  z.number({ error: "latitude" }).min(-90, { error: "latitude" }).max(90, { error: "latitude" }).nullable(),
);
const longitude = typedNumber(
  z.number({ error: "longitude" }).min(-180, { error: "longitude" }).max(180, { error: "longitude" }).nullable(),
);

const detailValue = typedNumber(z.union([z.number().min(0).max(1e7), z.boolean()], { error: "number" }));
const details = z.partialRecord(z.enum(detailKeys), detailValue, { error: "invalid_field" });

const instant = z.iso.datetime({ offset: true, error: "date" }).nullable();

const boundary = z.object({
  direction: z.enum(boundaryDirections, { error: "invalid_field" }),
  lengthM: amount,
  descriptionAr: text(300),
  descriptionEn: text(300),
});

const lot = z.object({
  id: z.number().int().min(1).max(maxRowId).nullable(),
  categoryId: z.number().int().min(1).max(maxRowId).nullable(),
  titleAr: requiredText(200),
  titleEn: requiredText(200),
  locationAr: text(300),
  locationEn: text(300),
  area: amount,
  openingPrice: amount,
  lat: latitude,
  lng: longitude,
  deedNumber: licenceNumber(60),
  details,
});

const listingInputShape = {
  categoryId: z.number({ error: "unknown_category" }).int().min(1).max(maxRowId).nullable(),
  status: z.enum(listingStatuses, { error: "status_of_kind" }),
  titleAr: requiredText(200),
  titleEn: requiredText(200),
  descriptionAr: staffText({ max: 50_000, optional: true, multiline: true }),
  descriptionEn: staffText({ max: 50_000, optional: true, multiline: true }),
  locationAr: text(300),
  locationEn: text(300),
  // A city of the list the editor offers (domain/admin/saudi-cities.ts), or none yet: a typed slug would make a
  // listing that no city search finds.
  city: text(80).refine((slug) => slug === "" || cityOfSlug(slug) !== undefined, { error: "unknown_city" }),
  price: amount,
  rentPeriod: z.enum(rentPeriods, { error: "invalid_field" }).nullable(),
  area: amount,
  lat: latitude,
  lng: longitude,
  videoUrl: z
    .string({ error: "video_url" })
    .max(2000, { error: "too_long" })
    .nullable()
    .transform((value) => (value?.trim() ? toVideoEmbedUrl(value) : null))
    .refine((value) => value === null || parseVideoEmbed(value) !== null, { error: "video_url" }),
  auctionUrl: optionalLink,
  auctionCertificateUrl: optionalLink,
  fileUrl: optionalLink,
  termsUrl: optionalLink,
  marketingProfileUrl: optionalLink,
  startDate: instant,
  endDate: instant,
  depositAmount: amount,
  auctionLicenceNumber: licenceNumber(60),
  details,
  codes: z.object({
    facade: z.enum(facadeCodes, { error: "invalid_field" }).nullable(),
    purpose: z.enum(purposeCodes, { error: "invalid_field" }).nullable(),
  }),
  features: z
    .array(z.string().refine(isFeatureKey, { error: "unknown_feature" }))
    .max(120)
    .transform((keys) => [...new Set(keys)]),
  boundaries: z.array(boundary).max(4),
  lots: z.array(lot).max(200),
  adLicenceNumber: licenceNumber(40),
  adLicenceExpiresOn: z
    .string({ error: "date" })
    .nullable()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || isCalendarDay(value), { error: "date" }),
  advertiserNameAr: optionalText(200),
  advertiserNameEn: optionalText(200),
  advertiserFalLicence: licenceNumber(40),
  adQrUrl: optionalLink,
};

/** Rules across fields, each reported on the field staff should change. */
function crossFieldRules(input: ListingInput, context: z.RefinementCtx): void {
  if (input.startDate && input.endDate && Date.parse(input.endDate) <= Date.parse(input.startDate)) {
    context.addIssue({ code: "custom", path: ["endDate"], message: "end_before_start" });
  }
  if ((input.lat === null) !== (input.lng === null)) {
    context.addIssue({ code: "custom", path: [input.lat === null ? "lat" : "lng"], message: "coordinates_pair" });
  }
  const seen = new Set<string>();
  input.boundaries.forEach((item, index) => {
    if (seen.has(item.direction)) {
      context.addIssue({ code: "custom", path: ["boundaries", index, "direction"], message: "duplicate_direction" });
    }
    seen.add(item.direction);
  });
  input.lots.forEach((item, index) => {
    if ((item.lat === null) !== (item.lng === null)) {
      context.addIssue({ code: "custom", path: ["lots", index, "lat"], message: "coordinates_pair" });
    }
  });
}

export const listingInput = z
  .object(listingInputShape)
  .superRefine(crossFieldRules)
  .meta({ id: "ListingInput" }) satisfies z.ZodType<ListingInput, unknown>;

export const newListingInput = z
  .object({ kind: z.enum(listingKinds, { error: "invalid_field" }), ...listingInputShape })
  .superRefine(crossFieldRules);

export const listingUpdate = z
  .object({ version: z.number().int().min(1).max(maxRowId), ...listingInputShape })
  .superRefine(crossFieldRules);

/** Publish, unpublish and delete name the version they act on, like a save. */
export const versionBody = z.object({ version: z.number().int().min(1).max(maxRowId) });
export const versionQuery = z.object({ version: z.coerce.number().int().min(1).max(maxRowId) });

const editorListing = z
  .object({
    id: z.number().int(),
    kind: z.enum(listingKinds),
    published: z.boolean(),
    version: z.number().int(),
    imageCount: z.number().int(),
    adLicenceExpiresAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    categoryId: z.number().int().nullable(),
    status: z.enum(listingStatuses),
    titleAr: z.string(),
    titleEn: z.string(),
    descriptionAr: z.string(),
    descriptionEn: z.string(),
    locationAr: z.string(),
    locationEn: z.string(),
    city: z.string(),
    price: z.number().nullable(),
    rentPeriod: z.enum(rentPeriods).nullable(),
    area: z.number().nullable(),
    lat: z.number().nullable(),
    lng: z.number().nullable(),
    videoUrl: z.string().nullable(),
    auctionUrl: z.string().nullable(),
    auctionCertificateUrl: z.string().nullable(),
    fileUrl: z.string().nullable(),
    termsUrl: z.string().nullable(),
    marketingProfileUrl: z.string().nullable(),
    startDate: z.string().nullable(),
    endDate: z.string().nullable(),
    depositAmount: z.number().nullable(),
    auctionLicenceNumber: z.string().nullable(),
    details: z.record(z.string(), z.union([z.number(), z.boolean()])),
    codes: z.object({ facade: z.enum(facadeCodes).nullable(), purpose: z.string().nullable() }),
    features: z.array(z.string()),
    boundaries: z.array(
      z.object({
        direction: z.enum(boundaryDirections),
        lengthM: z.number().nullable(),
        descriptionAr: z.string(),
        descriptionEn: z.string(),
      }),
    ),
    lots: z.array(
      z.object({
        id: z.number().int().nullable(),
        categoryId: z.number().int().nullable(),
        titleAr: z.string(),
        titleEn: z.string(),
        locationAr: z.string(),
        locationEn: z.string(),
        area: z.number().nullable(),
        openingPrice: z.number().nullable(),
        lat: z.number().nullable(),
        lng: z.number().nullable(),
        deedNumber: z.string().nullable(),
        details: z.record(z.string(), z.union([z.number(), z.boolean()])),
      }),
    ),
    adLicenceNumber: z.string().nullable(),
    adLicenceExpiresOn: z.string().nullable(),
    advertiserNameAr: z.string().nullable(),
    advertiserNameEn: z.string().nullable(),
    advertiserFalLicence: z.string().nullable(),
    adQrUrl: z.string().nullable(),
  })
  .meta({ id: "EditorListing" }) satisfies z.ZodType<EditorListing>;

export const editorListingAnswer = z.object({ data: editorListing });

const adminListingRow = z
  .object({
    id: z.number().int(),
    kind: z.enum(listingKinds),
    titleAr: z.string(),
    titleEn: z.string(),
    status: z.string(),
    published: z.boolean(),
    price: z.number().nullable(),
    thumbnail: z.string().nullable(),
    adLicenceNumber: z.string().nullable(),
    adLicenceExpiresAt: z.string().nullable(),
    leads: z.number().int(),
    views: z.number().int(),
    version: z.number().int(),
    updatedAt: z.string(),
    review: z
      .object({
        state: z.enum(["awaiting", "sent_back", "published"]),
        comment: z.string().nullable(),
        submittedBy: z.number().int().nullable(),
        unseen: z.boolean(),
      })
      .nullable(),
  })
  .meta({ id: "AdminListingRow" }) satisfies z.ZodType<AdminListingRow>;

export const adminListingsQuery = z.object({
  kind: z.enum(listingKinds, { error: "invalid_field" }).optional(),
  q: z.string().max(200).regex(oneLine, { error: "invalid_field" }).optional(),
  state: z.enum(listingStates, { error: "invalid_field" }).optional(),
  sort: z.enum(listingSortKeys, { error: "invalid_field" }).optional(),
  dir: z.enum(sortDirections, { error: "invalid_field" }).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const adminListingsAnswer = z.object({
  data: z.array(adminListingRow),
  meta: z.object({ page: z.number().int(), limit: z.number().int(), total: z.number().int() }),
});

/** The listings a bulk action names: distinct ids, at most a few pages of the list. */
export const bulkIds = z
  .array(z.number().int().min(1).max(maxRowId), { error: "invalid_field" })
  .min(1, { error: "required" })
  .max(bulkLimit, { error: "too_long" })
  .transform((ids) => [...new Set(ids)]);

export const listingBulkInput = z
  .object({
    action: z.enum(listingBulkActions, { error: "invalid_field" }),
    ids: bulkIds,
    /** The new status, for `status` only. */
    status: z.enum(listingStatuses, { error: "status_of_kind" }).optional(),
  })
  .refine((input) => input.action !== "status" || input.status !== undefined, {
    path: ["status"],
    error: "required",
  });

export const bulkAnswer = z
  .object({
    data: z.object({
      done: z.array(z.number().int()),
      refused: z.array(
        z.object({
          id: z.number().int(),
          code: z.string(),
          message: z.string(),
          fields: z.record(z.string(), z.string()).optional(),
        }),
      ),
    }),
  })
  .meta({ id: "BulkOutcome" }) satisfies z.ZodType<{ data: BulkOutcome }>;

const adminCategory = z
  .object({
    id: z.number().int(),
    kind: z.enum(listingKinds),
    slug: z.string(),
    nameAr: z.string(),
    nameEn: z.string(),
    sortOrder: z.number().int(),
    usedBy: z.number().int(),
  })
  .meta({ id: "AdminCategory" }) satisfies z.ZodType<AdminCategory>;

export const adminCategoriesAnswer = z.object({ data: z.array(adminCategory) });
export const adminCategoryAnswer = z.object({ data: adminCategory });

export const categoryInput = z.object({
  kind: z.enum(listingKinds, { error: "invalid_field" }),
  slug: z
    .string({ error: "required" })
    .trim()
    .min(1, { error: "required" })
    .max(60, { error: "too_long" })
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: "slug" }),
  nameAr: requiredText(80),
  nameEn: requiredText(80),
  sortOrder: z.number({ error: "number" }).int({ error: "number" }).min(0).max(10_000),
});
