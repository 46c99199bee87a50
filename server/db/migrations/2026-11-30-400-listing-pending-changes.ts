import type { Kysely } from "kysely";

// Frozen once landed. Edits of a published listing held for review (docs/decisions/036-review-before-publishing.md):
// one row per listing, apart from `listings` so that the public site keeps reading the published version.
// - `input`: the listing's editable fields as the editor's form sends them (JSON `ListingInput`).
// - `base_version`: the listing's version the change was made on; publishing refuses once the listing moved on.
// - `submitted_by`: the staff account that last saved the change, kept as null when the account is removed.

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("listing_pending_changes")
    .addColumn("listing_id", "integer", (c) => c.primaryKey().references("listings.id").onDelete("cascade"))
    .addColumn("input", "text", (c) => c.notNull())
    .addColumn("base_version", "integer", (c) => c.notNull())
    .addColumn("submitted_by", "integer", (c) => c.references("staff.id").onDelete("set null"))
    .addColumn("submitted_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("note", "text", (c) => c.notNull().defaultTo(""))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("listing_pending_changes").execute();
}
