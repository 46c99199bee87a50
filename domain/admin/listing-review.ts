// A listing's review before publishing (docs/decisions/036-review-before-publishing.md): shapes shared by the API
// and the screens. No zod here: the back office's screens import this module.

/**
 * Where a listing's review stands: submitted and waiting for a publisher, sent back with a comment, or published
 * by a publisher (the review's outcome, kept while the listing stays as it is).
 */
export const reviewStates = ["awaiting", "sent_back", "published"] as const;
export type ReviewState = (typeof reviewStates)[number];

/** The longest note a submitter and the longest comment a publisher may write. */
export const reviewTextMax = 2000;

export interface ListingReview {
  state: ReviewState;
  /** Who submitted it (null once their account is gone) and their name as the back office shows it. */
  submittedBy: number | null;
  submitterName: string | null;
  submittedAt: string;
  /** The submitter's note to the publisher; empty when none. */
  note: string;
  decidedBy: number | null;
  deciderName: string | null;
  decidedAt: string | null;
  /** The publisher's comment when sent back; null otherwise. */
  comment: string | null;
  /** The outcome (sent back or published) the submitter has not opened yet. */
  unseen: boolean;
}

/** What the back office's menu counts: listings awaiting review, and the caller's outcomes not opened yet. */
export interface ReviewCounts {
  awaiting: number;
  outcomes: number;
}
