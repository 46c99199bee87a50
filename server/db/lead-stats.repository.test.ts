import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase, testEngines } from "../../testing/server/databases.ts";
import { testPropertyGraph } from "../../testing/server/listing.ts";
import { dashboardFigures } from "./dashboard.repository.ts";
import { insertLead, type NewLeadRecord } from "./lead.repository.ts";
import { moveLeadToInbox, updateLead } from "./lead-inbox.repository.ts";
import { rebuildLeadStats } from "./lead-stats.repository.ts";
import { insertListingGraph } from "./listing.repository.ts";
import { addListingViews } from "./listing-views.repository.ts";
import { up as buildSummaryMigration } from "./migrations/2026-11-28-180-lead-stats.ts";
import type { Database } from "./schema.ts";

const hour = 3_600_000;

let key = 0;
function lead(overrides: Partial<NewLeadRecord> = {}): NewLeadRecord {
  key += 1;
  return {
    kind: "contact",
    listing: null,
    name: "نورة القحطاني",
    email: "noura@example.sa",
    phone: "966501234567",
    message: null,
    language: "ar",
    source_page: "/contactus",
    submission_key: `lead-stats-${key}`,
    spam_reason: null,
    ...overrides,
  };
}

/** Both summary tables, in a stable order, hours rounded past the noise of summing floats in another order. */
async function summary(db: Kysely<Database>) {
  const stats = await db
    .selectFrom("lead_stats_daily")
    .selectAll()
    .orderBy("day")
    .orderBy("kind")
    .orderBy("source")
    .execute();
  const listings = await db.selectFrom("lead_listing_daily").selectAll().orderBy("listing_id").orderBy("day").execute();
  const views = await db.selectFrom("site_views_daily").selectAll().orderBy("day").execute();
  return {
    views: views.map((row) => ({ day: row.day, views: Number(row.views) })),
    stats: stats
      // A row only answers could leave at zero is no figure; the recount has no such row.
      .filter((row) => Number(row.leads) > 0)
      .map((row) => ({ ...row, response_hours: Math.round(Number(row.response_hours) * 1e6) / 1e6 })),
    listings,
  };
}

// The dashboard's summaries (docs/decisions/035-dashboard.md) kept by the leads' and views' own writes equal a recount
// from the leads and listing views, by the repository's rebuild and by the migration that builds them from stored rows.
describe.each(testEngines)("the dashboard's lead summary on %s", (engine) => {
  let database: TestDatabase;
  let villa: number;
  let project: number;
  const now = new Date();
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * hour);

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    villa = await insertListingGraph(database.db, testPropertyGraph);
    project = await insertListingGraph(database.db, {
      ...testPropertyGraph,
      listing: { ...testPropertyGraph.listing, kind: "project", ad_licence_number: "7200000002" },
    });
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("equals a recount from the leads after inserts, answers, spam moves and retries", async () => {
    const db = database.db;
    const store = async (record: NewLeadRecord, when: Date) => {
      const result = await insertLead(db, record, when);
      if (result.status !== "created") throw new Error(`lead not created: ${result.status}`);
      return result.id;
    };
    const onVilla = { kind: "property_interest", listing: { kind: "property" as const, id: villa } };
    const onProject = { kind: "project_interest", listing: { kind: "project" as const, id: project } };
    // Around Riyadh midnight, on several days and pages, in both languages.
    const first = await store(lead({ ...onVilla, source_page: "/property/1" }), at(2));
    const second = await store(lead({ ...onVilla, source_page: "/en/property/1" }), at(26));
    const third = await store(lead({ ...onProject, source_page: "/" }), at(50));
    const fourth = await store(lead({ source_page: "/en/contactus" }), at(2));
    const fifth = await store(lead({ source_page: "/map" }), at(24 * 40));
    const spam = await store(lead({ ...onVilla, spam_reason: "honeypot", source_page: "/property/1" }), at(3));
    const otherSpam = await store(lead({ spam_reason: "too_fast" }), at(5));
    // A retried submission is the same lead, counted once.
    const retried = lead({ ...onProject, source_page: "/en/project/2" });
    await store(retried, at(4));
    expect((await insertLead(db, retried, at(4))).status).toBe("duplicate");

    // Answers: the first counts, a later change keeps it; "new" again and an assignment are no answer.
    await updateLead(db, first, { status: "contacted" }, at(1).toISOString());
    await updateLead(db, first, { status: "closed" }, at(0.5).toISOString());
    await updateLead(db, second, { status: "new" }, at(20).toISOString());
    await updateLead(db, second, { assignedStaffId: null }, at(19).toISOString());
    await updateLead(db, third, { status: "closed" }, at(50 - 72).toISOString());
    await db.transaction().execute((trx) => updateLead(trx, fourth, { status: "contacted" }, at(1).toISOString()));
    await updateLead(db, fifth, { status: "contacted" }, at(24 * 40 - 30).toISOString());
    // A suspected lead answered while suspected, then moved to the inbox: a lead with its answer from then on.
    await updateLead(db, spam, { status: "contacted" }, at(2.5).toISOString());
    expect(await moveLeadToInbox(db, spam)).toBe(true);
    expect(await moveLeadToInbox(db, spam)).toBe(false);
    // One still suspected, answered: not counted.
    await updateLead(db, otherSpam, { status: "closed" }, at(4).toISOString());

    // Views of two processes' writes, on two days, one listing since deleted (its views stay in the day's total).
    await addListingViews(db, [
      { listingId: villa, day: "2026-11-20", views: 3 },
      { listingId: project, day: "2026-11-20", views: 2 },
      { listingId: 999_999, day: "2026-11-21", views: 1 },
    ]);
    await addListingViews(db, [
      { listingId: villa, day: "2026-11-21", views: 4 },
      { listingId: villa, day: "2026-11-20", views: 1 },
    ]);
    await addListingViews(db, []);

    const kept = await summary(db);
    expect(kept.views).toEqual([
      { day: "2026-11-20", views: 6 },
      { day: "2026-11-21", views: 5 },
    ]);
    const figures = await dashboardFigures(db, now);
    expect(kept.stats.reduce((total, row) => total + Number(row.leads), 0)).toBe(7);
    expect(figures.response.answered).toBe(5);
    expect(figures.topByLeads.map((listing) => [listing.id, listing.leads])).toEqual([
      [villa, 3],
      [project, 2],
    ]);

    await rebuildLeadStats(db);
    expect(await summary(db)).toEqual(kept);
    const recounted = await db
      .selectFrom("listing_views_daily")
      .select((eb) => ["day", eb.fn.sum<number | string>("views").as("views")])
      .groupBy("day")
      .orderBy("day")
      .execute();
    expect(recounted.map((row) => ({ day: row.day, views: Number(row.views) }))).toEqual(kept.views);
    expect(await dashboardFigures(db, now)).toEqual(figures);

    // The migration's build from stored leads and views gives the same rows.
    await db.schema.dropTable("site_views_daily").execute();
    await db.schema.dropTable("lead_listing_daily").execute();
    await db.schema.dropTable("lead_stats_daily").execute();
    await buildSummaryMigration(db);
    expect(await summary(db)).toEqual(kept);
    expect(await dashboardFigures(db, now)).toEqual(figures);

    // The recount, straight from the leads: people's leads only.
    const counted = await db
      .selectFrom("leads")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where("spam_reason", "is", null)
      .executeTakeFirstOrThrow();
    expect(Number(counted.count)).toBe(7);
    const answered = await sql<{ count: number | string }>`select count(*) as count from leads
      where spam_reason is null and first_contacted_at is not null`.execute(db);
    expect(Number(answered.rows[0]?.count)).toBe(5);
  });
});
