import type { Kysely } from "kysely";

// Frozen once landed. One row per cache topic that staff changed at least once: each change adds one to its
// generation, and every process polls the table to forget what it keeps under a topic whose generation moved
// (docs/decisions/007-caching.md, server/cache/generations.ts).

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("cache_generations")
    .addColumn("topic", "varchar(200)", (column) => column.primaryKey())
    .addColumn("generation", "integer", (column) => column.notNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("cache_generations").execute();
}
