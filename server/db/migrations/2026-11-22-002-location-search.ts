import type { Kysely } from "kysely";
import { normalizeForSearch } from "../../../domain/search-text.ts";

// Frozen once landed. Adds the folded location text that the `location` filter matches (spec §7).

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("listings")
    .addColumn("location_search", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  const rows = await db.selectFrom("listings").select(["id", "location_ar", "location_en"]).execute();
  for (const row of rows) {
    await db
      .updateTable("listings")
      .set({ location_search: normalizeForSearch(`${row.location_ar} ${row.location_en}`) })
      .where("id", "=", row.id)
      .execute();
  }
}

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("listings").dropColumn("location_search").execute();
}
