import type { Kysely } from "kysely";

// Frozen once landed. A lead can be anonymised (on request, or by the retention setting): its personal data are
// blanked and the time it was done is kept, so the inbox can say so, the e-mail about it is never sent afterwards,
// and the retention job passes over it (docs/decisions/039-lead-privacy.md).

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("leads").addColumn("anonymised_at", "text").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("leads").dropColumn("anonymised_at").execute();
}
