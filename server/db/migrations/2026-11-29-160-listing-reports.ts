import type { Kysely } from "kysely";

// Frozen once landed. A report about a listing (docs/decisions/042-report-a-listing.md) is a lead of kind
// "listing_report" with the listing and the reason the visitor chose; other leads leave the reason null.

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("leads").addColumn("report_reason", "text").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("leads").dropColumn("report_reason").execute();
}
