import type { Kysely } from "kysely";
import type { ListingKind } from "../../domain/listing.ts";
import { visibleListings } from "./listing-query.repository.ts";
import type { Database } from "./schema.ts";

/**
 * One visible listing of a kind with everything its detail page shows: the row, its
 * category, images (in order), features, boundaries and, for auctions, the lots.
 * Undefined when no visible listing of that kind has this id (with `drafts`, no listing at all).
 */
export async function findListingDetail(
  db: Kysely<Database>,
  kind: ListingKind,
  id: number,
  now = new Date(),
  options: { drafts?: boolean } = {},
) {
  // The back office's preview sees drafts and expired listings too (not the trash's); visitors never do.
  const listings = options.drafts
    ? db.selectFrom("listings").where("listings.kind", "=", kind).where("listings.trashed_at", "is", null)
    : visibleListings(db, kind, now);
  const listing = await listings
    .leftJoin("categories", "categories.id", "listings.category_id")
    .leftJoin("listing_first_seen", "listing_first_seen.listing_id", "listings.id")
    .selectAll("listings")
    .select([
      "categories.name_ar as category_name_ar",
      "categories.name_en as category_name_en",
      "categories.slug as category_slug",
      // Whether it has been noted as once listed (its page then takes interests after it leaves the site).
      "listing_first_seen.seen_at as first_seen_at",
    ])
    .where("listings.id", "=", id)
    .executeTakeFirst();
  if (!listing) return undefined;

  const [images, features, boundaries, lots] = await Promise.all([
    db
      .selectFrom("listing_images")
      .innerJoin("media", "media.key", "listing_images.media_key")
      .select([
        "media.key",
        "media.width",
        "media.height",
        "media.variant_widths",
        "listing_images.alt_ar",
        "listing_images.alt_en",
      ])
      .where("listing_images.listing_id", "=", id)
      .orderBy("listing_images.position")
      .execute(),
    db
      .selectFrom("listing_features")
      .select("feature_key")
      .where("listing_id", "=", id)
      .orderBy("feature_key")
      .execute(),
    db
      .selectFrom("listing_boundaries")
      .select(["direction", "length_m", "description_ar", "description_en"])
      .where("listing_id", "=", id)
      .execute(),
    // Only auctions have lots: a page of another kind asks nothing more.
    kind !== "auction"
      ? []
      : db
          .selectFrom("auction_lots")
          .leftJoin("media", "media.key", "auction_lots.media_key")
          .select([
            "auction_lots.id",
            "auction_lots.title_ar",
            "auction_lots.title_en",
            "auction_lots.location_ar",
            "auction_lots.location_en",
            "auction_lots.area",
            "auction_lots.opening_price",
            "auction_lots.lat",
            "auction_lots.lng",
            "auction_lots.deed_number",
            "media.key as media_key",
            "media.width as media_width",
            "media.height as media_height",
            "media.variant_widths as media_widths",
          ])
          .where("auction_lots.auction_id", "=", id)
          .orderBy("auction_lots.position")
          .execute(),
  ]);
  return { listing, images, features: features.map((row) => row.feature_key), boundaries, lots };
}

export type ListingDetailRecord = NonNullable<Awaited<ReturnType<typeof findListingDetail>>>;
