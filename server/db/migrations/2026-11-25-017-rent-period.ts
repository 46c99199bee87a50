import type { Kysely } from "kysely";

// Frozen once landed. A listing offered for rent says how its price is counted: "yearly" or
// "monthly" rent; null for a sale (rentals are not shown as sale prices).

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("listings").addColumn("rent_period", "text").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("listings").dropColumn("rent_period").execute();
}
