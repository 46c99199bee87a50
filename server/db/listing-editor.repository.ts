import type { Kysely, Transaction } from "kysely";
import type { AdminCategory, EditorDetails, EditorListing, ListingInput } from "../../domain/admin/listing-editor.ts";
import { licenceExpiryInstant, licenceLastDay } from "../../domain/admin/listing-editor.ts";
import { isDetailKey, parseDetails, purposeOf } from "../../domain/details.ts";
import type { ListingKind, ListingStatus } from "../../domain/listing.ts";
import { type BoundaryDirection, boundaryDirections, type FacadeCode, facadeCodes } from "../../domain/listing.ts";
import { rentPeriodOf } from "../../domain/rent.ts";
import { sanitizeHtml } from "../services/rich-text.ts";
import { insertListingGraphIn, searchColumnsOf } from "./listing.repository.ts";
import type { Database, ListingRow } from "./schema.ts";

type Executor = Kysely<Database> | Transaction<Database>;

/** The editor's details: known keys with a number or a flag; the codes (facade, purpose) apart. */
function editorDetailsOf(stored: Record<string, unknown>): EditorDetails {
  const details: EditorDetails = {};
  for (const [key, value] of Object.entries(stored)) {
    if (!isDetailKey(key)) continue;
    if (typeof value === "boolean" || (typeof value === "number" && Number.isFinite(value))) details[key] = value;
  }
  return details;
}

/**
 * The stored details document from the editor's fields. Keys the editor does not know (older imports) are kept,
 * so a save never drops what it did not show.
 */
function storedDetails(previous: string | undefined, input: Pick<ListingInput, "details" | "codes">): string {
  const kept = Object.fromEntries(
    Object.entries(previous ? parseDetails(previous) : {}).filter(
      ([key]) => !isDetailKey(key) && key !== "facade" && key !== "purpose",
    ),
  );
  const codes = Object.fromEntries(Object.entries(input.codes).filter(([, value]) => value !== null));
  return JSON.stringify({ ...kept, ...input.details, ...codes });
}

/** The listing row's columns from the editor's input. */
function columnsOf(input: ListingInput) {
  return {
    category_id: input.categoryId,
    status: input.status,
    title_ar: input.titleAr,
    title_en: input.titleEn,
    // Stored already safe, with the allow-list the public page renders with (domain/rich-text.ts).
    description_ar: sanitizeHtml(input.descriptionAr),
    description_en: sanitizeHtml(input.descriptionEn),
    location_ar: input.locationAr,
    location_en: input.locationEn,
    city: input.city,
    price: input.price,
    rent_period: input.rentPeriod,
    area: input.area,
    lat: input.lat,
    lng: input.lng,
    video_url: input.videoUrl,
    auction_url: input.auctionUrl,
    auction_certificate_url: input.auctionCertificateUrl,
    file_url: input.fileUrl,
    terms_url: input.termsUrl,
    marketing_profile_url: input.marketingProfileUrl,
    start_date: input.startDate ? new Date(input.startDate).toISOString() : null,
    end_date: input.endDate ? new Date(input.endDate).toISOString() : null,
    deposit_amount: input.depositAmount,
    auction_licence_number: input.auctionLicenceNumber,
    ad_licence_number: input.adLicenceNumber,
    ad_licence_expires_at: input.adLicenceExpiresOn ? licenceExpiryInstant(input.adLicenceExpiresOn) : null,
    advertiser_name_ar: input.advertiserNameAr,
    advertiser_name_en: input.advertiserNameEn,
    advertiser_fal_licence: input.advertiserFalLicence,
    ad_qr_url: input.adQrUrl,
  };
}

function lotColumnsOf(lot: ListingInput["lots"][number], previousDetails?: string) {
  return {
    category_id: lot.categoryId,
    title_ar: lot.titleAr,
    title_en: lot.titleEn,
    location_ar: lot.locationAr,
    location_en: lot.locationEn,
    area: lot.area,
    opening_price: lot.openingPrice,
    lat: lot.lat,
    lng: lot.lng,
    deed_number: lot.deedNumber,
    details: storedDetails(previousDetails, { details: lot.details, codes: { facade: null, purpose: null } }),
  };
}

/** A new draft (unpublished) listing with its features, boundaries and lots; its id. */
export async function insertEditorListing(trx: Executor, kind: ListingKind, input: ListingInput): Promise<number> {
  return insertListingGraphIn(trx, {
    listing: { kind, published: 0, ...columnsOf(input), details: storedDetails(undefined, input) },
    imageKeys: [],
    features: input.features,
    boundaries: input.boundaries.map((item) => ({
      direction: item.direction,
      length_m: item.lengthM,
      description_ar: item.descriptionAr,
      description_en: item.descriptionEn,
    })),
    lots: input.lots.map((lot) => ({ ...lotColumnsOf(lot), media_key: null })),
  });
}

/**
 * Saves the editor's input over version `version` of the listing and bumps it, in the caller's transaction.
 * False when the listing is gone or another save came first (its version moved on): nothing is written then.
 */
export async function updateEditorListing(
  trx: Transaction<Database>,
  id: number,
  version: number,
  input: ListingInput,
  now: string,
): Promise<boolean> {
  const previous = await trx
    .selectFrom("listings")
    .select(["details", "version"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!previous || previous.version !== version) return false;
  const result = await trx
    .updateTable("listings")
    .set({
      ...columnsOf(input),
      ...searchColumnsOf({
        title_ar: input.titleAr,
        title_en: input.titleEn,
        location_ar: input.locationAr,
        location_en: input.locationEn,
      }),
      details: storedDetails(previous.details, input),
      version: version + 1,
      updated_at: now,
    })
    .where("id", "=", id)
    // The check that counts: a save that committed since the read above moved the version on.
    .where("version", "=", version)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;

  await trx.deleteFrom("listing_features").where("listing_id", "=", id).execute();
  if (input.features.length > 0) {
    await trx
      .insertInto("listing_features")
      .values(input.features.map((feature_key) => ({ listing_id: id, feature_key })))
      .execute();
  }
  await trx.deleteFrom("listing_boundaries").where("listing_id", "=", id).execute();
  if (input.boundaries.length > 0) {
    await trx
      .insertInto("listing_boundaries")
      .values(
        input.boundaries.map((item) => ({
          listing_id: id,
          direction: item.direction,
          length_m: item.lengthM,
          description_ar: item.descriptionAr,
          description_en: item.descriptionEn,
        })),
      )
      .execute();
  }
  // Lots keep their id (and photo) when they stay; the ones left out are deleted.
  const storedLots = await trx
    .selectFrom("auction_lots")
    .select(["id", "details"])
    .where("auction_id", "=", id)
    .execute();
  const storedById = new Map(storedLots.map((lot) => [lot.id, lot.details]));
  const keptIds = new Set<number>();
  for (const [position, lot] of input.lots.entries()) {
    if (lot.id !== null && storedById.has(lot.id)) {
      keptIds.add(lot.id);
      await trx
        .updateTable("auction_lots")
        .set({ ...lotColumnsOf(lot, storedById.get(lot.id)), position })
        .where("id", "=", lot.id)
        .execute();
    } else {
      await trx
        .insertInto("auction_lots")
        .values({ ...lotColumnsOf(lot), auction_id: id, position, media_key: null })
        .execute();
    }
  }
  const gone = storedLots.map((lot) => lot.id).filter((lotId) => !keptIds.has(lotId));
  if (gone.length > 0) await trx.deleteFrom("auction_lots").where("id", "in", gone).execute();
  return true;
}

/** Publishes or withdraws version `version` of a listing; false when it is gone or its version moved on. */
export async function setListingPublished(
  trx: Executor,
  id: number,
  version: number,
  published: boolean,
  now: string,
): Promise<boolean> {
  const result = await trx
    .updateTable("listings")
    .set({ published: published ? 1 : 0, version: version + 1, updated_at: now })
    .where("id", "=", id)
    .where("version", "=", version)
    .where("trashed_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes version `version` of a listing with its images, features, boundaries and lots (cascade). */
export async function deleteEditorListing(trx: Executor, id: number, version: number): Promise<boolean> {
  const result = await trx
    .deleteFrom("listings")
    .where("id", "=", id)
    .where("version", "=", version)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function findListingRow(db: Executor, id: number): Promise<ListingRow | undefined> {
  return db.selectFrom("listings").selectAll().where("id", "=", id).executeTakeFirst();
}

/**
 * A listing as the editor shows it, drafts included; undefined when there is none with this id. One in the trash
 * is not there for the editor (nor for publishing, saving or copying): only `{ trashed: true }` finds it, and then
 * only it (docs/decisions/038-trash.md).
 */
export async function findEditorListing(
  db: Executor,
  id: number,
  where: { trashed?: boolean } = {},
): Promise<EditorListing | undefined> {
  const row = await findListingRow(db, id);
  if (!row || (row.trashed_at !== null) !== (where.trashed ?? false)) return undefined;
  const [features, boundaries, lots, images] = await Promise.all([
    db.selectFrom("listing_features").select("feature_key").where("listing_id", "=", id).execute(),
    db.selectFrom("listing_boundaries").selectAll().where("listing_id", "=", id).execute(),
    db.selectFrom("auction_lots").selectAll().where("auction_id", "=", id).orderBy("position").execute(),
    db
      .selectFrom("listing_images")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("listing_id", "=", id)
      .executeTakeFirstOrThrow(),
  ]);
  const stored = parseDetails(row.details);
  const facade = stored.facade;
  const order = (direction: string) => boundaryDirections.indexOf(direction as BoundaryDirection);
  return {
    id: row.id,
    kind: row.kind as ListingKind,
    published: row.published === 1,
    version: row.version,
    imageCount: Number(images.count),
    adLicenceExpiresAt: row.ad_licence_expires_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    categoryId: row.category_id,
    status: row.status as ListingStatus,
    titleAr: row.title_ar,
    titleEn: row.title_en,
    descriptionAr: row.description_ar,
    descriptionEn: row.description_en,
    locationAr: row.location_ar,
    locationEn: row.location_en,
    city: row.city,
    price: row.price,
    rentPeriod: rentPeriodOf(row.rent_period),
    area: row.area,
    lat: row.lat,
    lng: row.lng,
    videoUrl: row.video_url,
    auctionUrl: row.auction_url,
    auctionCertificateUrl: row.auction_certificate_url,
    fileUrl: row.file_url,
    termsUrl: row.terms_url,
    marketingProfileUrl: row.marketing_profile_url,
    startDate: row.start_date,
    endDate: row.end_date,
    depositAmount: row.deposit_amount,
    auctionLicenceNumber: row.auction_licence_number,
    details: editorDetailsOf(stored),
    codes: {
      facade: (facadeCodes as readonly unknown[]).includes(facade) ? (facade as FacadeCode) : null,
      purpose: purposeOf(stored),
    },
    features: features.map((feature) => feature.feature_key).sort(),
    boundaries: boundaries
      .filter((item) => order(item.direction) >= 0)
      .sort((a, b) => order(a.direction) - order(b.direction))
      .map((item) => ({
        direction: item.direction as BoundaryDirection,
        lengthM: item.length_m,
        descriptionAr: item.description_ar,
        descriptionEn: item.description_en,
      })),
    lots: lots.map((lot) => ({
      id: lot.id,
      categoryId: lot.category_id,
      titleAr: lot.title_ar,
      titleEn: lot.title_en,
      locationAr: lot.location_ar,
      locationEn: lot.location_en,
      area: lot.area,
      openingPrice: lot.opening_price,
      lat: lot.lat,
      lng: lot.lng,
      deedNumber: lot.deed_number,
      details: editorDetailsOf(parseDetails(lot.details)),
    })),
    adLicenceNumber: row.ad_licence_number,
    adLicenceExpiresOn: row.ad_licence_expires_at ? licenceLastDay(row.ad_licence_expires_at) : null,
    advertiserNameAr: row.advertiser_name_ar,
    advertiserNameEn: row.advertiser_name_en,
    advertiserFalLicence: row.advertiser_fal_licence,
    adQrUrl: row.ad_qr_url,
  };
}

export async function listAdminCategories(db: Executor): Promise<AdminCategory[]> {
  const rows = await db
    .selectFrom("categories")
    .select((eb) => [
      "categories.id",
      "categories.kind",
      "categories.slug",
      "categories.name_ar",
      "categories.name_en",
      "categories.sort_order",
      eb
        .selectFrom("listings")
        .select(eb.fn.countAll<number>().as("n"))
        .whereRef("listings.category_id", "=", "categories.id")
        .as("listing_count"),
      eb
        .selectFrom("auction_lots")
        .select(eb.fn.countAll<number>().as("n"))
        .whereRef("auction_lots.category_id", "=", "categories.id")
        .as("lot_count"),
    ])
    .orderBy("categories.kind")
    .orderBy("categories.sort_order")
    .orderBy("categories.id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind as ListingKind,
    slug: row.slug,
    nameAr: row.name_ar,
    nameEn: row.name_en,
    sortOrder: row.sort_order,
    usedBy: Number(row.listing_count ?? 0) + Number(row.lot_count ?? 0),
  }));
}
