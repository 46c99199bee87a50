import { type Kysely, sql } from "kysely";
import { engineOf } from "../portable.ts";

// Frozen once landed. The dashboard's lead figures kept per Riyadh day (docs/decisions/035-dashboard.md), so its
// charts read a few hundred summary rows instead of grouping ~80,000 leads on each visit:
// - `lead_stats_daily`: per Riyadh day of creation, kind and page kind of `source_page`, the people's leads
//   (suspected ones left out, as the dashboard does), how many were answered, their summed response time in hours
//   and how many were answered within 1 h, 4 h, 1 day and 3 days (cumulative, as the dashboard's bands).
// - `lead_listing_daily`: people's leads per listing per Riyadh day. No foreign key, as `listing_views_daily`:
//   the dashboard joins on listings.
// - `site_views_daily`: listing page views of all listings per Riyadh day, the sum of `listing_views_daily`'s rows
//   of that day, added to in the same transaction as they are.
// All are filled here from the rows already stored, then kept by the lead insert, the first status change and the
// move out of the suspected box, each in its own transaction.

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = engineOf(db) === "postgres";
  await db.schema
    .createTable("lead_stats_daily")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("leads", "integer", (c) => c.notNull())
    .addColumn("answered", "integer", (c) => c.notNull())
    .addColumn("response_hours", "double precision", (c) => c.notNull())
    .addColumn("within_hour", "integer", (c) => c.notNull())
    .addColumn("within_four_hours", "integer", (c) => c.notNull())
    .addColumn("within_day", "integer", (c) => c.notNull())
    .addColumn("within_three_days", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("lead_stats_daily_pk", ["day", "kind", "source"])
    .execute();
  await db.schema
    .createTable("lead_listing_daily")
    .addColumn("listing_id", "integer", (c) => c.notNull())
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("leads", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("lead_listing_daily_pk", ["listing_id", "day"])
    .execute();
  // Totals over a range of days, all listings: read from the index alone.
  await sql`create index lead_listing_daily_day on lead_listing_daily (day, listing_id, leads)`.execute(db);

  await db.schema
    .createTable("site_views_daily")
    .addColumn("day", "text", (c) => c.primaryKey())
    .addColumn("views", "integer", (c) => c.notNull())
    .execute();
  await sql`insert into site_views_daily (day, views)
    select day, sum(views) from listing_views_daily group by day`.execute(db);

  const day = postgres
    ? sql`to_char(created_at::timestamp + interval '3 hours', 'YYYY-MM-DD')`
    : sql`substr(datetime(created_at, '+3 hours'), 1, 10)`;
  const hours = postgres
    ? sql`(extract(epoch from (first_contacted_at::timestamptz - created_at::timestamptz)) / 3600.0)`
    : sql`((julianday(first_contacted_at) - julianday(created_at)) * 24.0)`;
  const source = sql`case
    when source_page in ('/', '/en', '/en/') then 'home'
    when source_page like '/property/%' or source_page like '/en/property/%' then 'property'
    when source_page like '/project/%' or source_page like '/en/project/%' then 'project'
    when source_page like '/auction/%' or source_page like '/en/auction/%' then 'auction'
    when source_page in ('/contactus', '/en/contactus') then 'contact'
    when source_page in ('/services', '/en/services', '/directmarketing', '/en/directmarketing',
      '/propertymanagement', '/en/propertymanagement') then 'services'
    when source_page in ('/auctions', '/en/auctions', '/map', '/en/map', '/favourites', '/en/favourites',
      '/compare', '/en/compare') then 'lists'
    else 'other' end`;
  const within = (limit: number) => sql`sum(case when ${hours} <= ${sql.lit(limit)} then 1 else 0 end)`;
  await sql`insert into lead_stats_daily (day, kind, source, leads, answered, response_hours, within_hour,
      within_four_hours, within_day, within_three_days)
    select ${day}, kind, ${source}, count(*),
      sum(case when first_contacted_at is not null then 1 else 0 end), coalesce(sum(${hours}), 0),
      ${within(1)}, ${within(4)}, ${within(24)}, ${within(72)}
    from leads where spam_reason is null
    group by ${day}, kind, ${source}`.execute(db);
  await sql`insert into lead_listing_daily (listing_id, day, leads)
    select listing_id, ${day}, count(*) from leads
    where spam_reason is null and listing_id is not null
    group by listing_id, ${day}`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("site_views_daily").execute();
  await db.schema.dropTable("lead_listing_daily").execute();
  await db.schema.dropTable("lead_stats_daily").execute();
}
