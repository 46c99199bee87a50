import { type Kysely, sql } from "kysely";

// Frozen once landed. The listings' trash (docs/decisions/038-trash.md): a deleted listing is kept, unpublished,
// with the time it was moved to the trash and by whom (the staff id, and the name copied as the audit log copies
// it, so the trash still names its author after the account is gone). Null `trashed_at`: not in the trash.

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("listings").addColumn("trashed_at", "text").execute();
  await db.schema.alterTable("listings").addColumn("trashed_by", "integer").execute();
  await db.schema.alterTable("listings").addColumn("trashed_by_name", "text").execute();
  // The trash view and the daily sweep read the few trashed listings, oldest first.
  await sql`create index listings_trashed on listings (trashed_at) where trashed_at is not null`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("listings_trashed").execute();
  await db.schema.alterTable("listings").dropColumn("trashed_by_name").execute();
  await db.schema.alterTable("listings").dropColumn("trashed_by").execute();
  await db.schema.alterTable("listings").dropColumn("trashed_at").execute();
}
