import { type Kysely, sql, type Transaction } from "kysely";
import type { ListingReview, ReviewCounts, ReviewState } from "../../domain/admin/listing-review.ts";
import type { Database } from "./schema.ts";

type Executor = Kysely<Database> | Transaction<Database>;

/** A listing's review with the names of its submitter and decider, or undefined when it was never submitted. */
export async function findListingReview(db: Executor, listingId: number): Promise<ListingReview | undefined> {
  const row = await db
    .selectFrom("listing_reviews as r")
    .leftJoin("staff as submitter", "submitter.id", "r.submitted_by")
    .leftJoin("staff as decider", "decider.id", "r.decided_by")
    .select([
      "r.state",
      "r.submitted_by",
      "r.submitted_at",
      "r.note",
      "r.decided_by",
      "r.decided_at",
      "r.comment",
      "r.outcome_unseen",
      "submitter.name as submitter_name",
      "decider.name as decider_name",
    ])
    .where("r.listing_id", "=", listingId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    state: row.state as ReviewState,
    submittedBy: row.submitted_by,
    submitterName: row.submitter_name,
    submittedAt: row.submitted_at,
    note: row.note,
    decidedBy: row.decided_by,
    deciderName: row.decider_name,
    decidedAt: row.decided_at,
    comment: row.comment,
    unseen: row.outcome_unseen === 1,
  };
}

/** Puts a listing in the queue, a new submission or again after it was sent back: the last outcome is cleared. */
export async function submitListingForReview(
  trx: Executor,
  listingId: number,
  staffId: number,
  note: string,
  now: string,
): Promise<void> {
  const review = {
    state: "awaiting",
    submitted_by: staffId,
    submitted_at: now,
    note,
    decided_by: null,
    decided_at: null,
    comment: null,
    outcome_unseen: 0,
  };
  await trx
    .insertInto("listing_reviews")
    .values({ listing_id: listingId, ...review })
    .onConflict((conflict) => conflict.column("listing_id").doUpdateSet(review))
    .execute();
}

/** Sends an awaiting listing back to its submitter with a comment; false when it was not awaiting review. */
export async function sendListingBack(
  trx: Executor,
  listingId: number,
  staffId: number,
  comment: string,
  now: string,
): Promise<boolean> {
  const result = await trx
    .updateTable("listing_reviews")
    .set({
      state: "sent_back",
      decided_by: staffId,
      decided_at: now,
      comment,
      // The submitter is told, unless they sent it back themselves.
      outcome_unseen: sql<number>`case when submitted_by = ${staffId} then 0 else 1 end`,
    })
    .where("listing_id", "=", listingId)
    .where("state", "=", "awaiting")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Closes an open review (awaiting or sent back) of a listing just published: its outcome is "published". True when
 * there was one to close, so that the caller records it and tells the submitter.
 */
export async function closeReviewAsPublished(
  trx: Executor,
  listingId: number,
  staffId: number | null,
  now: string,
): Promise<boolean> {
  const result = await trx
    .updateTable("listing_reviews")
    .set({
      state: "published",
      decided_by: staffId,
      decided_at: now,
      comment: null,
      outcome_unseen: staffId === null ? 1 : sql<number>`case when submitted_by = ${staffId} then 0 else 1 end`,
    })
    .where("listing_id", "=", listingId)
    .where("state", "in", ["awaiting", "sent_back"])
    // A published listing's held edit stays in review until it is published itself (its own route closes it).
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("listing_pending_changes")
            .select("listing_pending_changes.listing_id")
            .whereRef("listing_pending_changes.listing_id", "=", "listing_reviews.listing_id"),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Takes a listing out of the queue whose edit was withdrawn: an open review goes, as if never submitted. */
export async function dropOpenReview(trx: Executor, listingId: number): Promise<boolean> {
  const result = await trx
    .deleteFrom("listing_reviews")
    .where("listing_id", "=", listingId)
    .where("state", "in", ["awaiting", "sent_back"])
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** The submitter has opened the listing: its outcome is no longer new to them. False when they are not the submitter. */
export async function markReviewSeen(db: Executor, listingId: number, staffId: number): Promise<boolean> {
  const result = await db
    .updateTable("listing_reviews")
    .set({ outcome_unseen: 0 })
    .where("listing_id", "=", listingId)
    .where("submitted_by", "=", staffId)
    .where("outcome_unseen", "=", 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The queue's length and the outcomes the staff member has not opened yet. */
export async function reviewCounts(db: Executor, staffId: number): Promise<ReviewCounts> {
  const row = await db
    .selectFrom("listing_reviews")
    .select([
      sql<number>`sum(case when state = 'awaiting' then 1 else 0 end)`.as("awaiting"),
      sql<number>`sum(case when submitted_by = ${staffId} and outcome_unseen = 1 then 1 else 0 end)`.as("outcomes"),
    ])
    .executeTakeFirstOrThrow();
  return { awaiting: Number(row.awaiting ?? 0), outcomes: Number(row.outcomes ?? 0) };
}

/** Who to tell about an outcome, and about what: the submitter's account (when still active) and the titles. */
export async function reviewNoticeOf(db: Executor, listingId: number) {
  return db
    .selectFrom("listing_reviews as r")
    .innerJoin("listings", "listings.id", "r.listing_id")
    .innerJoin("staff", "staff.id", "r.submitted_by")
    .select(["staff.id", "staff.email", "staff.name", "staff.language", "listings.title_ar", "listings.title_en"])
    .where("r.listing_id", "=", listingId)
    .where("staff.disabled", "=", 0)
    .executeTakeFirst();
}
