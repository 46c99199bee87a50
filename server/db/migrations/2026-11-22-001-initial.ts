import type { Kysely } from "kysely";
import { autoId } from "../portable.ts";

// Frozen once landed: change the schema with a new migration, never by editing this one.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("categories")
    .addColumn("id", "integer", autoId(db))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("slug", "text", (c) => c.notNull())
    .addColumn("name_ar", "text", (c) => c.notNull())
    .addColumn("name_en", "text", (c) => c.notNull())
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint("categories_kind_slug_unique", ["kind", "slug"])
    .execute();

  await db.schema
    .createTable("media")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("variant_widths", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("listings")
    .addColumn("id", "integer", autoId(db))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("category_id", "integer", (c) => c.references("categories.id").onDelete("set null"))
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("published", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("title_ar", "text", (c) => c.notNull())
    .addColumn("title_en", "text", (c) => c.notNull())
    .addColumn("description_ar", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("description_en", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("location_ar", "text", (c) => c.notNull())
    .addColumn("location_en", "text", (c) => c.notNull())
    .addColumn("city", "text", (c) => c.notNull())
    .addColumn("search_text", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("price", "double precision")
    .addColumn("area", "double precision")
    .addColumn("lat", "double precision")
    .addColumn("lng", "double precision")
    .addColumn("video_url", "text")
    .addColumn("auction_url", "text")
    .addColumn("auction_certificate_url", "text")
    .addColumn("file_url", "text")
    .addColumn("terms_url", "text")
    .addColumn("marketing_profile_url", "text")
    .addColumn("start_date", "text")
    .addColumn("end_date", "text")
    .addColumn("deposit_amount", "double precision")
    .addColumn("auction_licence_number", "text")
    .addColumn("details", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("show_fields", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("ad_licence_number", "text")
    .addColumn("ad_licence_expires_at", "text")
    .addColumn("advertiser_name_ar", "text")
    .addColumn("advertiser_name_en", "text")
    .addColumn("advertiser_fal_licence", "text")
    .addColumn("ad_qr_url", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("listings_kind_published_created")
    .on("listings")
    .columns(["kind", "published", "created_at"])
    .execute();
  await db.schema.createIndex("listings_kind_status").on("listings").columns(["kind", "status"]).execute();
  await db.schema.createIndex("listings_kind_category").on("listings").columns(["kind", "category_id"]).execute();

  await db.schema
    .createTable("listing_images")
    .addColumn("listing_id", "integer", (c) => c.notNull().references("listings.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("media_key", "text", (c) => c.notNull().references("media.key"))
    .addPrimaryKeyConstraint("listing_images_pk", ["listing_id", "position"])
    .execute();

  await db.schema
    .createTable("listing_features")
    .addColumn("listing_id", "integer", (c) => c.notNull().references("listings.id").onDelete("cascade"))
    .addColumn("feature_key", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("listing_features_pk", ["listing_id", "feature_key"])
    .execute();

  await db.schema
    .createTable("listing_boundaries")
    .addColumn("listing_id", "integer", (c) => c.notNull().references("listings.id").onDelete("cascade"))
    .addColumn("direction", "text", (c) => c.notNull())
    .addColumn("length_m", "double precision")
    .addColumn("description_ar", "text", (c) => c.notNull())
    .addColumn("description_en", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("listing_boundaries_pk", ["listing_id", "direction"])
    .execute();

  await db.schema
    .createTable("auction_lots")
    .addColumn("id", "integer", autoId(db))
    .addColumn("auction_id", "integer", (c) => c.notNull().references("listings.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("category_id", "integer", (c) => c.references("categories.id").onDelete("set null"))
    .addColumn("title_ar", "text", (c) => c.notNull())
    .addColumn("title_en", "text", (c) => c.notNull())
    .addColumn("location_ar", "text", (c) => c.notNull())
    .addColumn("location_en", "text", (c) => c.notNull())
    .addColumn("area", "double precision")
    .addColumn("opening_price", "double precision")
    .addColumn("lat", "double precision")
    .addColumn("lng", "double precision")
    .addColumn("deed_number", "text")
    .addColumn("media_key", "text", (c) => c.references("media.key"))
    .addColumn("details", "text", (c) => c.notNull().defaultTo("{}"))
    .execute();
  await db.schema.createIndex("auction_lots_auction").on("auction_lots").columns(["auction_id", "position"]).execute();

  await db.schema
    .createTable("leads")
    .addColumn("id", "integer", autoId(db))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("listing_id", "integer", (c) => c.references("listings.id").onDelete("set null"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("message", "text")
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("source_page", "text", (c) => c.notNull())
    .addColumn("submission_key", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("notified_at", "text")
    .execute();
  await db.schema.createIndex("leads_created").on("leads").column("created_at").execute();

  await db.schema
    .createTable("settings")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "settings",
    "leads",
    "auction_lots",
    "listing_boundaries",
    "listing_features",
    "listing_images",
    "listings",
    "media",
    "categories",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
