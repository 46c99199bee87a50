import type { Kysely } from "kysely";

// Frozen once landed. Each image of a listing has an alternative text per language, written by staff in the
// media manager (docs/decisions/022-listing-editor.md); empty until then, and pages fall back to the listing's title.

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function up(db: Kysely<any>): Promise<void> {
  // One column per statement: SQLite's ALTER TABLE adds one at a time.
  await db.schema
    .alterTable("listing_images")
    .addColumn("alt_ar", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema
    .alterTable("listing_images")
    .addColumn("alt_en", "text", (c) => c.notNull().defaultTo(""))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("listing_images").dropColumn("alt_en").execute();
  await db.schema.alterTable("listing_images").dropColumn("alt_ar").execute();
}
