import type { Kysely } from "kysely";

// Frozen once landed. An address with many failed sign-ins no longer locks everyone behind it out; its password
// checks take turns instead (docs/decisions/026-sign-in-limits.md): when the next one may start, per address.

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("sign_in_throttle").addColumn("next_check_at", "text").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("sign_in_throttle").dropColumn("next_check_at").execute();
}
