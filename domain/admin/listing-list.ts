import type { ListingKind, ListingStatus } from "../listing.ts";

// The back office's list of listings and its bulk actions: shapes shared by the API and the screen. No zod here:
// the admin screens import this module (docs/decisions/017-back-office.md, first load).

/** The columns the list sorts by; `updated` (last changed first) is the default. */
export const listingSortKeys = ["updated", "title", "price", "status", "kind", "licence", "leads", "views"] as const;
export type ListingSortKey = (typeof listingSortKeys)[number];
export const sortDirections = ["asc", "desc"] as const;
export type SortDirection = (typeof sortDirections)[number];

/** `review`: awaiting a publisher's review (docs/decisions/036-review-before-publishing.md). */
export const listingStates = ["published", "draft", "expiring", "review"] as const;
export type ListingState = (typeof listingStates)[number];

export interface AdminListingRow {
  id: number;
  kind: ListingKind;
  titleAr: string;
  titleEn: string;
  status: string;
  published: boolean;
  price: number | null;
  /** The cover's smallest stored variant, or null without photos. */
  thumbnail: string | null;
  adLicenceNumber: string | null;
  adLicenceExpiresAt: string | null;
  /** Leads about this listing in the inbox (suspected ones left out). */
  leads: number;
  /** Visits of its public page. */
  views: number;
  version: number;
  updatedAt: string;
  /** Where its review stands, when it was ever submitted (decision 036). */
  review: ListingRowReview | null;
}

export interface ListingRowReview {
  state: "awaiting" | "sent_back" | "published";
  /** The publisher's comment when sent back. */
  comment: string | null;
  submittedBy: number | null;
  /** The outcome its submitter has not opened yet. */
  unseen: boolean;
}

/**
 * What staff can do to many listings at once. `delete` moves them to the trash (docs/decisions/038-trash.md); only
 * admins delete for good, from the trash.
 */
export const listingBulkActions = ["publish", "unpublish", "status", "delete"] as const;
export type ListingBulkAction = (typeof listingBulkActions)[number];

/** At most this many items in one bulk action: a page of the list is 25, select-all stays on the page. */
export const bulkLimit = 100;

/** One item a bulk action could not do, with why in the staff member's language (and per field, when a form's). */
export interface BulkRefusal {
  id: number;
  code: string;
  message: string;
  fields?: Record<string, string>;
}

export interface BulkOutcome {
  done: number[];
  refused: BulkRefusal[];
}

export const leadBulkActions = ["assign", "status"] as const;
export type LeadBulkAction = (typeof leadBulkActions)[number];

export type { ListingStatus };
