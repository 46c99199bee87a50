import type { ListingKind } from "../../domain/listing.ts";
import type { ListingDetail } from "../../domain/listing-detail-wire.ts";
import type { ListingSummary } from "../../domain/listing-wire.ts";

/** What a detail page's loader gives it: the public one (listing-detail-data.ts) and the preview's (listing-preview.ts). */
export interface ListingDetailData {
  kind: ListingKind;
  listing: ListingDetail;
  /** Up to 3 open listings of the same kind, for the closing section. */
  related: ListingSummary[];
  /** The back office's preview of the listing, which may be a draft (no related listings then). */
  preview?: boolean;
}
