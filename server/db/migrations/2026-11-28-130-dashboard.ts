import { type Kysely, sql } from "kysely";

// Frozen once landed. The back office's dashboard (docs/decisions/035-dashboard.md):
// - `listing_views_daily`: a listing's page views per Riyadh day, counted on the server without cookies and
//   written as increments (an upsert), so several processes add to the same row. No foreign key: a flush must never
//   fail because a listing was deleted between a view and the write; the dashboard joins on listings.
// - `leads.first_contacted_at`: when a lead first left "new", for the time to first response. Leads already past
//   "new" take the time of the first audited status change that moved them on; those without one stay unknown.

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("listing_views_daily")
    .addColumn("listing_id", "integer", (c) => c.notNull())
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("views", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("listing_views_daily_pk", ["listing_id", "day"])
    .execute();
  // The dashboard's totals over a range of days, all listings: read from the index alone.
  await sql`create index listing_views_daily_day on listing_views_daily (day, listing_id, views)`.execute(db);
  await db.schema.alterTable("leads").addColumn("first_contacted_at", "text").execute();
  // Leads per day by kind and page, per listing, and the time to first response, over the last days: read from the
  // index alone. Not partial: SQLite then prefers it to `leads_created` for a range of days (bench/README.md).
  await sql`create index leads_dashboard on leads (created_at, spam_reason, kind, first_contacted_at, listing_id, source_page)`.execute(
    db,
  );
  await sql`create index listings_licence_expiry on listings (ad_licence_expires_at) where ad_licence_expires_at is not null`.execute(
    db,
  );

  const moved = await db
    .selectFrom("audit_log")
    .select(["subject", "at", "detail"])
    .where("action", "=", "lead_updated")
    .orderBy("id")
    .execute();
  const firstAnswer = new Map<number, string>();
  for (const row of moved as { subject: string | null; at: string; detail: string }[]) {
    const id = Number(/^lead:(\d+)$/.exec(row.subject ?? "")?.[1]);
    if (!id || firstAnswer.has(id)) continue;
    try {
      const detail = JSON.parse(row.detail) as { from?: { status?: string }; to?: { status?: string } };
      if (detail.from?.status === "new" && detail.to?.status && detail.to.status !== "new") firstAnswer.set(id, row.at);
    } catch {
      // A detail that is not JSON names no status change.
    }
  }
  for (const [id, at] of firstAnswer) {
    await db
      .updateTable("leads")
      .set({ first_contacted_at: at })
      .where("id", "=", id)
      .where("status", "<>", "new")
      .execute();
  }
}

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index listings_licence_expiry`.execute(db);
  await sql`drop index leads_dashboard`.execute(db);
  await db.schema.alterTable("leads").dropColumn("first_contacted_at").execute();
  await db.schema.dropTable("listing_views_daily").execute();
}
