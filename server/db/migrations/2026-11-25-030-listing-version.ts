import type { Kysely } from "kysely";

// Frozen once landed. The listing editor's optimistic concurrency (docs/decisions/022-listing-editor.md): every save names the version it
// started from and bumps it, so the second of two concurrent saves is refused instead of overwriting the first.

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("listings")
    .addColumn("version", "integer", (column) => column.notNull().defaultTo(1))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("listings").dropColumn("version").execute();
}
