import type { Kysely } from "kysely";

// Frozen once landed. Request budgets per client address, counted in the database so that every process on it
// shares them (docs/decisions/023-shared-rate-limits.md).

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("rate_limits")
    .addColumn("key", "text", (column) => column.primaryKey())
    .addColumn("hits", "integer", (column) => column.notNull())
    .addColumn("window_ends", "text", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("rate_limits_window_ends").on("rate_limits").column("window_ends").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("rate_limits").execute();
}
