import type { Kysely } from "kysely";
import { autoId } from "../portable.ts";

// Frozen once landed. A listing's revisions (docs/decisions/037-listing-revisions.md): one row per save, written in
// the save's transaction, with the editable listing as saved (JSON `snapshot`) and what changed since the revision
// before (JSON `changes`, the audit log's FieldChange shape). `number` counts a listing's saves from 1. The staff
// member is copied by id and name, without a foreign key, so a row still says who it was after the account is gone;
// the rows go with their listing (cascade).

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("listing_revisions")
    .addColumn("id", "integer", autoId(db))
    .addColumn("listing_id", "integer", (c) => c.notNull().references("listings.id").onDelete("cascade"))
    .addColumn("number", "integer", (c) => c.notNull())
    .addColumn("at", "text", (c) => c.notNull())
    .addColumn("staff_id", "integer")
    .addColumn("staff_name", "text")
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("restored_from", "integer")
    .addColumn("snapshot", "text", (c) => c.notNull())
    .addColumn("changes", "text", (c) => c.notNull())
    .addUniqueConstraint("listing_revisions_number", ["listing_id", "number"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("listing_revisions").execute();
}
