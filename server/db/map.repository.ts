import type { Kysely } from "kysely";
import type { ListingKind } from "../../domain/listing.ts";
import { visibleListings } from "./listing-query.repository.ts";
import type { Database } from "./schema.ts";

/**
 * Every visible listing of a kind that has coordinates in range, with what its pin and info
 * window show (both languages) and its cover image. Oldest first, so pins keep their order.
 */
export async function findMapListings(db: Kysely<Database>, kind: ListingKind, now = new Date()) {
  return visibleListings(db, kind, now)
    .where("listings.lat", "is not", null)
    .where("listings.lng", "is not", null)
    .where("listings.lat", ">=", -90)
    .where("listings.lat", "<=", 90)
    .where("listings.lng", ">=", -180)
    .where("listings.lng", "<=", 180)
    .leftJoin("listing_images", (join) =>
      join.onRef("listing_images.listing_id", "=", "listings.id").on("listing_images.position", "=", 0),
    )
    .leftJoin("media", "media.key", "listing_images.media_key")
    .select([
      "listings.id",
      "listings.title_ar",
      "listings.title_en",
      "listings.location_ar",
      "listings.location_en",
      "listings.price",
      "listings.rent_period",
      "listings.start_date",
      "listings.end_date",
      "listings.status",
      "listings.lat",
      "listings.lng",
      "media.key as cover_key",
      "media.width as cover_width",
      "media.variant_widths as cover_widths",
    ])
    .orderBy("listings.id")
    .execute();
}

export type MapListingRow = Awaited<ReturnType<typeof findMapListings>>[number];
