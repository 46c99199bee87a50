import { z } from "zod";
import {
  type ListingReview,
  type ReviewCounts,
  reviewStates,
  reviewTextMax,
} from "../../../domain/admin/listing-review.ts";
import type { PendingChange } from "../../../domain/admin/pending-change.ts";
import { staffText } from "../../../domain/staff-fields.ts";
import { fieldChange, restoreAnswer, revisionInput } from "./listing-revisions.contract.ts";
import { editorListingAnswer } from "./listings.contract.ts";

// Review before publishing (docs/decisions/036-review-before-publishing.md). Each rule's message is a code of
// domain/admin/admin-messages.ts, so a refused field is named in the staff member's language.

const listingReview = z
  .object({
    state: z.enum(reviewStates),
    submittedBy: z.number().int().nullable(),
    submitterName: z.string().nullable(),
    submittedAt: z.string(),
    note: z.string(),
    decidedBy: z.number().int().nullable(),
    deciderName: z.string().nullable(),
    decidedAt: z.string().nullable(),
    comment: z.string().nullable(),
    unseen: z.boolean(),
  })
  .meta({ id: "ListingReview" }) satisfies z.ZodType<ListingReview>;

/** A listing's review, or null for a listing never submitted. */
export const listingReviewAnswer = z.object({ data: listingReview.nullable() });

/** Submitting: an optional note to the publisher (several lines; Arabic punctuation and digits kept as typed). */
export const reviewSubmitInput = z.object({
  note: staffText({ max: reviewTextMax, optional: true, multiline: true }).default(""),
});

/** Sending back: the comment says what to change, so it is required. */
export const reviewSendBackInput = z.object({
  comment: staffText({ max: reviewTextMax, multiline: true }),
});

export const reviewCountsAnswer = z.object({
  data: z.object({ awaiting: z.number().int(), outcomes: z.number().int() }),
}) satisfies z.ZodType<{ data: ReviewCounts }>;

/** An edit of a published listing held for review: what the editor saved and what it would change on the site. */
const pendingChange = z
  .object({
    input: revisionInput,
    baseVersion: z.number().int(),
    stale: z.boolean(),
    submittedBy: z.number().int().nullable(),
    submitterName: z.string().nullable(),
    submittedAt: z.string(),
    updatedAt: z.string(),
    note: z.string(),
    changes: z.array(fieldChange),
  })
  .meta({ id: "PendingChange" }) satisfies z.ZodType<PendingChange>;

/** A listing's pending change, or null when none waits. */
export const pendingChangeAnswer = z.object({ data: pendingChange.nullable() });

/**
 * A save: the listing as the site has it; with `pending` when the save was an editor's change of a published
 * listing, held for review instead of published.
 */
export const savedListingAnswer = editorListingAnswer.extend({ pending: pendingChange.optional() });

/** A restore: as a save, an editor's restore of a published listing is held for review (`pending`). */
export const heldRestoreAnswer = z.object({
  data: restoreAnswer.shape.data.extend({ pending: pendingChange.optional() }),
});
