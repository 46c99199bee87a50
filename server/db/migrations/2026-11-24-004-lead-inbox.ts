import { type Kysely, sql } from "kysely";
import { autoId } from "../portable.ts";

// Frozen once landed. What the leads inbox of the back office needs: a status, the staff member a lead is
// assigned to, a folded text to search name, phone and e-mail, and notes (docs/decisions/017-back-office.md).

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("leads")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("new"))
    .execute();
  await db.schema
    .alterTable("leads")
    .addColumn("assigned_staff_id", "integer", (c) => c.references("staff.id").onDelete("set null"))
    .execute();
  await db.schema
    .alterTable("leads")
    .addColumn("search_text", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  // Leads stored before this migration: lower-cased name, e-mail and phone. New leads are folded fully
  // (Arabic letter variants and diacritics) by the application as they are stored.
  await sql`update leads set search_text = lower(name || ' ' || coalesce(email, '') || ' ' || phone)`.execute(db);
  await db.schema.createIndex("leads_status_created").on("leads").columns(["status", "created_at"]).execute();
  await db.schema.createIndex("leads_listing").on("leads").column("listing_id").execute();

  await db.schema
    .createTable("lead_notes")
    .addColumn("id", "integer", autoId(db))
    .addColumn("lead_id", "integer", (c) => c.notNull().references("leads.id").onDelete("cascade"))
    .addColumn("staff_id", "integer", (c) => c.references("staff.id").onDelete("set null"))
    .addColumn("author_name", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("lead_notes_lead").on("lead_notes").column("lead_id").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("lead_notes").execute();
  await db.schema.dropIndex("leads_listing").execute();
  await db.schema.dropIndex("leads_status_created").execute();
  await db.schema.alterTable("leads").dropColumn("search_text").execute();
  await db.schema.alterTable("leads").dropColumn("assigned_staff_id").execute();
  await db.schema.alterTable("leads").dropColumn("status").execute();
}
