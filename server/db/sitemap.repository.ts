import type { Kysely } from "kysely";
import { type ListingKind, listingKinds } from "../../domain/listing.ts";
import { detailPath } from "../../domain/listing-wire.ts";
import type { SitemapPage } from "../../domain/sitemap.ts";
import { visibleListings } from "./listing-query.repository.ts";
import type { Database } from "./schema.ts";

/** Every listing a visitor may see now, as sitemap pages: an unpublished or expired one is gone at once. */
export async function visibleListingPages(db: Kysely<Database>, now: Date): Promise<SitemapPage[]> {
  const perKind = await Promise.all(
    listingKinds.map(async (kind: ListingKind) => {
      const rows = await visibleListings(db, kind, now)
        .select(["listings.id", "listings.updated_at"])
        .orderBy("listings.id")
        .execute();
      return rows.map((row) => ({ path: detailPath(kind, row.id), lastmod: row.updated_at }));
    }),
  );
  return perKind.flat();
}
