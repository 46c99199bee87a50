import { type Kysely, sql } from "kysely";
import { engineOf } from "../portable.ts";

// Frozen once landed. The minimum-bedrooms filter (domain/listing-query.ts): the bedrooms live in the JSON
// `details` column ("rooms", a number, or true for "has some"). A generated column reads the number out of it, so
// no write path has to keep it in step, and a partial index (only listings that give a number) serves
// `bedrooms >= ?` on both engines (bench/README.md, the query plans). SQLite can only add a virtual generated
// column to a table that exists; the index stores its values. PostgreSQL 15 has only stored ones.

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function up(db: Kysely<any>): Promise<void> {
  if (engineOf(db) === "postgres") {
    await sql`alter table listings add column bedrooms double precision generated always as (
      case when jsonb_typeof(details::jsonb -> 'rooms') = 'number' then (details::jsonb ->> 'rooms')::double precision end
    ) stored`.execute(db);
  } else {
    await sql`alter table listings add column bedrooms real generated always as (
      case when json_valid(details) and json_type(details, '$.rooms') in ('integer', 'real')
        then json_extract(details, '$.rooms') end
    ) virtual`.execute(db);
  }
  await sql`create index listings_bedrooms on listings (kind, published, bedrooms) where bedrooms is not null`.execute(
    db,
  );
}

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index listings_bedrooms`.execute(db);
  await db.schema.alterTable("listings").dropColumn("bedrooms").execute();
}
