import type { Kysely } from "kysely";

// Frozen once landed. A listing's review before publishing (docs/decisions/036-review-before-publishing.md): one
// row per listing holding where its latest review stands, apart from `listings` so that a review step never moves
// the listing's version (an editor's open form stays saveable) and goes with the listing when it is deleted.
// - `state`: awaiting, sent_back or published.
// - `submitted_by` / `decided_by`: the staff accounts, kept as null when the account is removed.
// - `outcome_unseen`: 1 from a decision until the submitter opens the listing (the back office's badges).

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("listing_reviews")
    .addColumn("listing_id", "integer", (c) => c.primaryKey().references("listings.id").onDelete("cascade"))
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("submitted_by", "integer", (c) => c.references("staff.id").onDelete("set null"))
    .addColumn("submitted_at", "text", (c) => c.notNull())
    .addColumn("note", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("decided_by", "integer", (c) => c.references("staff.id").onDelete("set null"))
    .addColumn("decided_at", "text")
    .addColumn("comment", "text")
    .addColumn("outcome_unseen", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  // The queue (awaiting, oldest first) and a submitter's unopened outcomes, counted on every back office page.
  await db.schema
    .createIndex("listing_reviews_state")
    .on("listing_reviews")
    .columns(["state", "submitted_at"])
    .execute();
  await db.schema
    .createIndex("listing_reviews_submitter")
    .on("listing_reviews")
    .columns(["submitted_by", "outcome_unseen"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("listing_reviews").execute();
}
