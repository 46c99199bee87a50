import type { Kysely } from "kysely";
import { sql } from "kysely";
import { autoId } from "../portable.ts";

// Frozen once landed. Scheduled work in the database (docs/decisions/032-jobs.md): the queue and the recurring
// schedules of the SQLite runner (on PostgreSQL pg-boss keeps its own in the `pgboss` schema, so these stay empty
// there), the publish and unpublish times staff set on a listing, and the licence-expiry notices already sent.

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("jobs")
    .addColumn("id", "integer", autoId(db))
    .addColumn("name", "text", (column) => column.notNull())
    .addColumn("payload", "text", (column) => column.notNull())
    .addColumn("run_at", "text", (column) => column.notNull())
    .addColumn("singleton_key", "text")
    // queued, running, done or dead (failed past its retries).
    .addColumn("state", "text", (column) => column.notNull())
    .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("retry_limit", "integer", (column) => column.notNull())
    .addColumn("retry_delay_seconds", "integer", (column) => column.notNull())
    .addColumn("locked_by", "text")
    .addColumn("locked_until", "text")
    .addColumn("last_error", "text")
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("jobs_due").on("jobs").columns(["state", "run_at"]).execute();
  // One waiting job per name and key: scheduling it again moves it instead of adding a second.
  await db.schema
    .createIndex("jobs_one_queued_per_key")
    .on("jobs")
    .columns(["name", "singleton_key"])
    .unique()
    .where(sql.ref("state"), "=", "queued")
    .execute();
  await db.schema
    .createTable("job_schedules")
    .addColumn("name", "text", (column) => column.primaryKey())
    .addColumn("cron", "text", (column) => column.notNull())
    .addColumn("payload", "text", (column) => column.notNull())
    .addColumn("next_run_at", "text", (column) => column.notNull())
    .execute();
  await db.schema.alterTable("listings").addColumn("publish_at", "text").execute();
  await db.schema.alterTable("listings").addColumn("unpublish_at", "text").execute();
  await db.schema
    .createTable("licence_expiry_notices")
    .addColumn("listing_id", "integer", (column) => column.notNull().references("listings.id").onDelete("cascade"))
    .addColumn("expires_at", "text", (column) => column.notNull())
    .addColumn("sent_at", "text", (column) => column.notNull())
    .addPrimaryKeyConstraint("licence_expiry_notices_pk", ["listing_id", "expires_at"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("licence_expiry_notices").execute();
  await db.schema.alterTable("listings").dropColumn("unpublish_at").execute();
  await db.schema.alterTable("listings").dropColumn("publish_at").execute();
  await db.schema.dropTable("job_schedules").execute();
  await db.schema.dropTable("jobs").execute();
}
