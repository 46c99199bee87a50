import type { Kysely } from "kysely";

// Frozen once landed. Suspected enquiries are shown to staff with their reason: a quick one says
// how soon after the form appeared it was sent, so the time the form reported is kept (whole milliseconds).

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("leads").addColumn("fill_ms", "integer").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("leads").dropColumn("fill_ms").execute();
}
