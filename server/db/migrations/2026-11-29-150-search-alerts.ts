import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { autoId } from "../portable.ts";

// Frozen once landed. Saved searches with e-mail alerts (docs/decisions/040-search-alerts.md): the alerts, the
// listings each alert has already sent (never twice), when each listing was first seen published (what "new"
// means for a digest), and the key that signs the unsubscribe and manage links.

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("search_alerts")
    .addColumn("id", "integer", autoId(db))
    .addColumn("email", "text", (column) => column.notNull())
    .addColumn("kind", "text", (column) => column.notNull())
    // The list's own query string, as the filter table parsed it (domain/listing-query.ts), without paging.
    .addColumn("filters", "text", (column) => column.notNull())
    .addColumn("language", "text", (column) => column.notNull())
    .addColumn("frequency", "text", (column) => column.notNull())
    // pending (waiting for its confirmation), active, or off (turned off by staff).
    .addColumn("state", "text", (column) => column.notNull())
    .addColumn("confirm_token_hash", "text", (column) => column.unique())
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("confirmed_at", "text")
    // Listings first seen published after this are new for the next digest.
    .addColumn("since", "text")
    // The period (day or week) whose digest was sent: one per period.
    .addColumn("last_period", "text")
    .addUniqueConstraint("search_alerts_one_per_search", ["email", "kind", "filters"])
    .execute();
  await db.schema.createIndex("search_alerts_state_kind").on("search_alerts").columns(["state", "kind"]).execute();
  await db.schema
    .createTable("search_alert_listings")
    .addColumn("alert_id", "integer", (column) => column.notNull().references("search_alerts.id").onDelete("cascade"))
    .addColumn("listing_id", "integer", (column) => column.notNull().references("listings.id").onDelete("cascade"))
    .addColumn("sent_at", "text", (column) => column.notNull())
    .addPrimaryKeyConstraint("search_alert_listings_pk", ["alert_id", "listing_id"])
    .execute();
  await db.schema
    .createTable("listing_first_seen")
    .addColumn("listing_id", "integer", (column) => column.primaryKey().references("listings.id").onDelete("cascade"))
    .addColumn("seen_at", "text", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("listing_first_seen_at").on("listing_first_seen").column("seen_at").execute();
  // Listings published before alerts existed are not new to any alert.
  await db
    .insertInto("listing_first_seen")
    .columns(["listing_id", "seen_at"])
    .expression(db.selectFrom("listings").select(["id", "created_at"]).where("published", "=", 1))
    .execute();
  await db.schema
    .createTable("search_alert_keys")
    .addColumn("id", "integer", (column) => column.primaryKey())
    .addColumn("secret", "text", (column) => column.notNull())
    .execute();
  await db
    .insertInto("search_alert_keys")
    .values({ id: 1, secret: randomBytes(32).toString("base64url") })
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("search_alert_keys").execute();
  await db.schema.dropTable("listing_first_seen").execute();
  await db.schema.dropTable("search_alert_listings").execute();
  await db.schema.dropTable("search_alerts").execute();
}
