import type { Kysely } from "kysely";

// Frozen once landed. Lets the e-mail about a lead be retried and counted, and keeps
// submissions that look automated apart (docs/decisions/012-lead-capture.md).

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("leads")
    .addColumn("notify_attempts", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("leads").addColumn("spam_reason", "text").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("leads").dropColumn("spam_reason").execute();
  await db.schema.alterTable("leads").dropColumn("notify_attempts").execute();
}
