import type { Kysely } from "kysely";
import { autoId } from "../portable.ts";

// Frozen once landed. The company's own pages as staff edit them (docs/decisions/043-company-pages.md):
// - `company_pages`: per page ("home", ...) its draft and its published content, each one JSON document holding
//   both languages (domain/company-pages.ts validates it on the way in and out). A page without a row shows the
//   texts the code ships.
// - `company_page_versions`: every publish, kept so that an earlier one can be restored.
// - `staff.can_edit_pages`: the right an admin gives an editor to edit those pages (admins always may).

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("company_pages")
    .addColumn("page", "text", (c) => c.primaryKey())
    .addColumn("draft", "text")
    .addColumn("published", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("published_at", "text")
    .execute();
  await db.schema
    .createTable("company_page_versions")
    .addColumn("id", "integer", autoId(db))
    .addColumn("page", "text", (c) => c.notNull())
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("published_at", "text", (c) => c.notNull())
    .addColumn("published_by", "integer", (c) => c.references("staff.id").onDelete("set null"))
    .addColumn("published_by_name", "text")
    .execute();
  await db.schema
    .createIndex("company_page_versions_page")
    .on("company_page_versions")
    .columns(["page", "id"])
    .execute();
  await db.schema
    .alterTable("staff")
    .addColumn("can_edit_pages", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}
