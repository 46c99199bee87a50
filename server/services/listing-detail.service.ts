import type { Kysely } from "kysely";
import { parseDetails, purposeOf } from "../../domain/details.ts";
import { isRowId } from "../../domain/ids.ts";
import type { Language } from "../../domain/language.ts";
import { type BoundaryDirection, boundaryDirections, type ListingKind } from "../../domain/listing.ts";
import type {
  AuctionLot,
  DimensionBoundary,
  ListingDetail,
  ListingDetails,
  ListingImage,
} from "../../domain/listing-detail-wire.ts";
import { type MediaRef, mediaUrl } from "../../domain/listing-wire.ts";
import { rentPeriodOf } from "../../domain/rent.ts";
import { isResidential } from "../../domain/rooms.ts";
import type { Cache, CachePolicy } from "../cache/cache.ts";
import { listingTopic, topics } from "../cache/topics.ts";
import { findListingDetail, type ListingDetailRecord } from "../db/listing-detail.repository.ts";
import type { Database } from "../db/schema.ts";
import { sanitizeHtml } from "./rich-text.ts";
import type { SeenNotes } from "./seen-notes.ts";

function mediaRef(key: string | null, width: number | null, height: number | null, widths: string | null) {
  if (!key || !width || !height || !widths) return null;
  return { key, width, height, widths: widths.split(",").map(Number) } satisfies MediaRef;
}

/** A ready URL for an image: the middle stored width, in WebP (every browser we serve reads it). */
function imageUrl(media: MediaRef): string {
  return mediaUrl(media.key, media.widths[Math.floor(media.widths.length / 2)] ?? media.width, "webp");
}

/** Stored details without the keys the spec ignores, plus the boundaries as the spec's JSON string. */
function detailsOf(record: ListingDetailRecord): ListingDetails {
  const details: ListingDetails = {};
  for (const [key, value] of Object.entries(parseDetails(record.listing.details))) {
    if (key === "id" || key === "property_id") continue;
    if (typeof value === "number" || typeof value === "boolean" || typeof value === "string") details[key] = value;
  }
  const order = (direction: string) => boundaryDirections.indexOf(direction as BoundaryDirection);
  const boundaries: DimensionBoundary[] = record.boundaries
    .filter((row) => order(row.direction) >= 0)
    .sort((a, b) => order(a.direction) - order(b.direction))
    .map((row) => ({
      direction: row.direction as BoundaryDirection,
      length: row.length_m,
      ar_description: row.description_ar,
      en_description: row.description_en,
    }));
  if (boundaries.length > 0) details.dimensions_boundaries = JSON.stringify(boundaries);
  return details;
}

function stringList(json: string): string[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}

/** A stored listing in the detail shape of spec §3, in one language, with its description sanitised. */
export function toListingDetail(record: ListingDetailRecord, language: Language): ListingDetail {
  const { listing } = record;
  const pick = <T>(ar: T, en: T) => (language === "ar" ? ar : en);
  const images: ListingImage[] = record.images.flatMap((row) => {
    const media = mediaRef(row.key, row.width, row.height, row.variant_widths);
    return media ? [{ image: imageUrl(media), media, alt: pick(row.alt_ar, row.alt_en) || null }] : [];
  });
  const cover = images[0]?.media ?? null;
  const lots: AuctionLot[] = record.lots.map((lot) => {
    const lotCover = mediaRef(lot.media_key, lot.media_width, lot.media_height, lot.media_widths);
    return {
      id: lot.id,
      title: pick(lot.title_ar, lot.title_en),
      location_description: pick(lot.location_ar, lot.location_en),
      area: lot.area,
      price: lot.opening_price,
      lat: lot.lat,
      lng: lot.lng,
      deed_number: lot.deed_number,
      coverImage: lotCover ? imageUrl(lotCover) : null,
      cover: lotCover,
    };
  });
  return {
    id: listing.id,
    kind: listing.kind as ListingKind,
    title: pick(listing.title_ar, listing.title_en),
    description: sanitizeHtml(pick(listing.description_ar, listing.description_en)),
    status: listing.status,
    price: listing.price,
    rent_period: rentPeriodOf(listing.rent_period),
    area: listing.area,
    location_description: pick(listing.location_ar, listing.location_en),
    coverImage: cover ? imageUrl(cover) : null,
    cover,
    Images: images,
    video_url: listing.video_url,
    features: record.features,
    Details: detailsOf(record),
    start_date: listing.start_date,
    end_date: listing.end_date,
    auction_url: listing.auction_url,
    auction_certificate: listing.auction_certificate_url,
    file: listing.file_url,
    terms_and_conditions: listing.terms_url,
    marketing_profile: listing.marketing_profile_url,
    show_fields: stringList(listing.show_fields),
    Auctions: lots,
    auctionCount: lots.length,
    insurance_amount: listing.deposit_amount,
    category:
      listing.category_id !== null && record.listing.category_name_ar && record.listing.category_name_en
        ? { id: listing.category_id, name: pick(record.listing.category_name_ar, record.listing.category_name_en) }
        : null,
    residential: isResidential(record.listing.category_slug, purposeOf(parseDetails(listing.details))),
    lat: listing.lat,
    lng: listing.lng,
    advertising: {
      licenceNumber: listing.ad_licence_number,
      qrImage: listing.ad_qr_url,
      advertiser: pick(listing.advertiser_name_ar, listing.advertiser_name_en),
      falLicence: listing.advertiser_fal_licence,
      auctionLicence: listing.auction_licence_number,
    },
  };
}

/** A listing, draft or not, as its page would show it: the back office's preview (never cached). */
export async function previewListing(
  db: Kysely<Database>,
  kind: ListingKind,
  id: number,
  language: Language,
): Promise<ListingDetail | null> {
  if (!isRowId(id)) return null;
  const record = await findListingDetail(db, kind, id, new Date(), { drafts: true });
  return record ? toListingDetail(record, language) : null;
}

/**
 * Detail pages are read far more than listings change: answers are kept for `cacheSeconds` like lists, under
 * `details` and the listing's own topic.
 *
 * A listing whose page is read is noted as once listed (`listing_first_seen`) if the alerts' hourly job has not
 * noted it yet, so that an interest sent from that page is stored even if staff take the listing down within the
 * hour (docs/decisions/012-lead-capture.md). The note is written with the others a moment later (seen-notes.ts) and
 * never holds up the page: one that fails is taken again at the listing's next uncached read.
 */
export function createListingDetailService(
  db: Kysely<Database>,
  options: { cacheSeconds: number; cache: Cache; seenNotes: SeenNotes },
) {
  const { cache, seenNotes } = options;
  const policy: CachePolicy<unknown> = { ttlMs: options.cacheSeconds * 1000 };
  const topicsOf = (kind: ListingKind, id: number) => [topics.details, listingTopic(kind, id)];
  return {
    /** Whether `getListing` would answer without a database query (a number no row can have needs none). */
    hasCachedListing(kind: ListingKind, id: number, language: Language): boolean {
      return !isRowId(id) || cache.has(topicsOf(kind, id), `${kind}:${id}:${language}`, policy);
    },
    getListing(kind: ListingKind, id: number, language: Language): Promise<ListingDetail | null> {
      // A number no row can have names nothing (and PostgreSQL would refuse to compare with it).
      if (!isRowId(id)) return Promise.resolve(null);
      return cache.cached(
        topicsOf(kind, id),
        `${kind}:${id}:${language}`,
        async () => {
          const record = await findListingDetail(db, kind, id);
          if (!record) return null;
          if (record.listing.first_seen_at === null) seenNotes.note(id);
          return toListingDetail(record, language);
        },
        policy,
      );
    },
  };
}
