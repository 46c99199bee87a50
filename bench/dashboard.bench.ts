// Benchmark of the dashboard's queries (docs/decisions/035-dashboard.md) on 10,000 listings and 1,000,000 leads,
// on SQLite and, when reachable, PostgreSQL: each query alone and the whole dashboard, p50 and p95 over repeated
// runs. Builds its own databases once (/tmp/dashboard-bench.sqlite, PostgreSQL database `dashboard_bench`) and
// reuses them on the next run.
//   npm run bench:dashboard   (BENCH_ENGINES=sqlite to skip PostgreSQL; DATABASE_ADMIN_URL for another server;
//   BENCH_DATABASE_URL for another PostgreSQL database, BENCH_SQLITE_PATH for another SQLite file)

import { type Kysely, sql } from "kysely";
import pg from "pg";
import { daysBefore, riyadhDayOf } from "../domain/admin/dashboard.ts";
import { openDatabase } from "../server/db/connection.ts";
import { dashboardFigures, dashboardQueries, listingStats } from "../server/db/dashboard.repository.ts";
import { insertLead } from "../server/db/lead.repository.ts";
import { updateLead } from "../server/db/lead-inbox.repository.ts";
import { rebuildLeadStats } from "../server/db/lead-stats.repository.ts";
import { addListingViews, viewsByListing } from "../server/db/listing-views.repository.ts";
import { migrateToLatest } from "../server/db/migrate.ts";
import { engineOf } from "../server/db/portable.ts";
import type { Database } from "../server/db/schema.ts";

const listingCount = 10_000;
const leadCount = 1_000_000;
/** The leads are spread over three years up to now: 90 days hold about 82,000 of them. */
const spanSeconds = 3 * 365 * 86_400;
const runs = Number(process.env.BENCH_RUNS ?? 40);
const adminUrl = process.env.DATABASE_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const engines = (process.env.BENCH_ENGINES ?? "sqlite,postgres").split(",");

async function seed(db: Kysely<Database>): Promise<void> {
  const postgres = engineOf(db) === "postgres";
  const { count } = await db
    .selectFrom("listings")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  const now = new Date();
  if (Number(count) < listingCount) {
    console.log("adding listings…");
    for (let offset = Number(count); offset < listingCount; offset += 500) {
      await db
        .insertInto("listings")
        .values(
          Array.from({ length: Math.min(500, listingCount - offset) }, (_, index) => {
            const n = offset + index;
            return {
              kind: ["property", "project", "auction"][n % 3]!,
              status: "AVAILABLE",
              title_ar: `عقار رقم ${n}`,
              title_en: `Listing ${n}`,
              location_ar: "الرياض",
              location_en: "Riyadh",
              city: "riyadh",
              description_ar: "",
              description_en: "",
              search_text: `listing ${n}`,
              // A licence for every listing, expiring over the next ~3 years: ~270 within 30 days.
              ad_licence_expires_at: new Date(now.getTime() + (n % 1100) * 86_400_000 + 3_600_000).toISOString(),
              created_at: now.toISOString(),
              updated_at: now.toISOString(),
            };
          }),
        )
        .execute();
    }
  }
  const first = await db
    .selectFrom("listings")
    .select((eb) => eb.fn.min<number>("id").as("id"))
    .executeTakeFirstOrThrow();
  const firstId = Number(first.id);
  const leads = await db
    .selectFrom("leads")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  const start = Math.floor(now.getTime() / 1000) - spanSeconds;
  const step = spanSeconds / leadCount;
  const leadsAdded = Number(leads.count) < leadCount;
  for (let offset = Number(leads.count); offset < leadCount; offset += 100_000) {
    console.log(`adding leads ${offset}…`);
    const last = Math.min(leadCount, offset + 100_000) - 1;
    const at = postgres
      ? sql`to_char(to_timestamp(${start}::float8 + i * ${step}::float8) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
      : sql`strftime('%Y-%m-%dT%H:%M:%fZ', ${start} + i * ${step}, 'unixepoch')`;
    const answered = postgres
      ? sql`to_char(to_timestamp(${start}::float8 + i * ${step}::float8 + (i % 50) * 3600) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
      : sql`strftime('%Y-%m-%dT%H:%M:%fZ', ${start} + i * ${step} + (i % 50) * 3600, 'unixepoch')`;
    const numbers = postgres
      ? sql`generate_series(${offset}::int, ${last}::int) as n(i)`
      : sql`(with recursive s(i) as (select ${offset} union all select i + 1 from s where i < ${last}) select i from s) as n`;
    await sql`insert into leads (kind, listing_id, name, email, phone, message, language, source_page, submission_key,
        created_at, spam_reason, status, search_text, first_contacted_at)
      select
        case i % 3 when 0 then 'contact' when 1 then 'property_interest' else 'project_interest' end,
        case when i % 3 = 0 then null else ${firstId} + (i * cast(7919 as bigint)) % ${listingCount} end,
        'زائر ' || i, 'visitor' || i || '@example.sa', '9665' || (10000000 + i), null, 'ar',
        case i % 5 when 0 then '/contactus' when 1 then '/property/' || (i % 1000) when 2 then '/'
          when 3 then '/en/project/' || (i % 1000) else '/services' end,
        'bench-' || i, ${at},
        case when i % 97 = 0 then 'honeypot' else null end,
        case i % 3 when 0 then 'new' when 1 then 'contacted' else 'closed' end,
        'visitor' || i,
        case when i % 3 = 0 then null else ${answered} end
      from ${numbers}`.execute(db);
  }
  // A team answers its leads: only those of the last two weeks are still new (about 4,300), as in a working inbox.
  await db
    .updateTable("leads")
    .set({ status: "closed" })
    .where("status", "=", "new")
    .where("created_at", "<", new Date(now.getTime() - 14 * 86_400_000).toISOString())
    .execute();
  // The leads above were written in bulk around the repositories: the dashboard's summary is built from them as the
  // migration builds it for a site's stored leads (a database seeded before the migration got it from there).
  if (leadsAdded) {
    console.log("building the lead summary…");
    const built = performance.now();
    await rebuildLeadStats(db);
    console.log(`lead summary built in ${Math.round(performance.now() - built)} ms`);
  }
  const views = await db
    .selectFrom("listing_views_daily")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  if (Number(views.count) === 0) {
    console.log("adding views…");
    // Each listing viewed on about a third of the last 90 days.
    const today = riyadhDayOf(now);
    for (let back = 0; back < 90; back += 1) {
      const day = daysBefore(today, back);
      const rows = [];
      for (let n = 0; n < listingCount; n += 1) {
        if ((n * 31 + back * 7) % 3 === 0) rows.push({ listingId: firstId + n, day, views: 1 + ((n + back) % 40) });
      }
      await addListingViews(db, rows);
    }
  }
  // Vacuumed too, as autovacuum would have after the update of ~330,000 leads above: counting the new leads
  // from the index alone needs the visibility map.
  if (postgres) await sql`vacuum analyze`.execute(db);
  else await sql`analyze`.execute(db);
}

async function time(name: string, work: () => Promise<unknown>) {
  const took: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await work();
    took.push(performance.now() - started);
  }
  took.sort((a, b) => a - b);
  const at = (share: number) => took[Math.min(took.length - 1, Math.ceil(share * took.length) - 1)]!;
  return {
    query: name,
    p50: Math.round(at(0.5)),
    p95: Math.round(at(0.95)),
    goal: "p95 < 200 ms",
    met: at(0.95) < 200 ? "yes" : "NO",
  };
}

let insertKey = 0;

async function measure(db: Kysely<Database>) {
  const now = new Date();
  const first = await db
    .selectFrom("listings")
    .select((eb) => eb.fn.min<number>("id").as("id"))
    .executeTakeFirstOrThrow();
  const firstId = Number(first.id);
  const page = Array.from({ length: 50 }, (_, index) => firstId + index * 13);
  const flush = Array.from({ length: 500 }, (_, index) => ({
    listingId: firstId + index,
    day: riyadhDayOf(now),
    views: 1,
  }));
  // Warm the caches once.
  await dashboardFigures(db, now);
  return [
    await time("leads and views per day (90 days)", () => dashboardQueries.leadsAndViewsPerDay(db, now)),
    await time("top 10 listings by views and by leads (30 days)", () => dashboardQueries.topListings(db, now)),
    await time("time to first response (90 days)", () => dashboardQueries.responseTimes(db, now)),
    await time("licences expiring within 30 days", () => dashboardQueries.expiringLicences(db, now)),
    await time("new leads waiting", () => dashboardQueries.waitingLeads(db)),
    await time("whole dashboard", () => dashboardFigures(db, now)),
    await time("one listing's panel", () => listingStats(db, firstId + 77, now)),
    await time("views of a page of 50 listings", () => viewsByListing(db, page, now)),
    await time("a write of 500 listing-days", () => addListingViews(db, flush)),
    // The lead's own writes, with the summary's upserts in their transaction.
    await time("storing a lead about a listing", () => {
      insertKey += 1;
      return insertLead(
        db,
        {
          kind: "property_interest",
          listing: { kind: "property", id: firstId + 3 },
          name: "زائر",
          email: "visitor@example.sa",
          phone: "966501234567",
          message: null,
          language: "ar",
          source_page: "/property/1",
          submission_key: `bench-insert-${insertKey}-${now.getTime()}`,
          spam_reason: null,
        },
        now,
      ).then((result) => {
        if (result.status !== "created") throw new Error(`lead not stored: ${result.status}`);
      });
    }),
    await time("first answer of a lead (status new → contacted)", async () => {
      const lead = await db
        .selectFrom("leads")
        .select("id")
        .where("status", "=", "new")
        .where("spam_reason", "is", null)
        .orderBy("id", "desc")
        .limit(1)
        .executeTakeFirstOrThrow();
      await updateLead(db, lead.id, { status: "contacted" });
    }),
  ];
}

for (const engine of engines) {
  if (engine === "postgres") {
    const admin = new pg.Client({ connectionString: adminUrl });
    try {
      await admin.connect();
    } catch {
      console.log("PostgreSQL not reachable: skipped");
      continue;
    }
    const exists = await admin.query("select 1 from pg_database where datname = 'dashboard_bench'");
    if (!process.env.BENCH_DATABASE_URL && exists.rowCount === 0) await admin.query("create database dashboard_bench");
    await admin.end();
  }
  const database =
    engine === "postgres"
      ? openDatabase({
          databaseUrl: process.env.BENCH_DATABASE_URL ?? adminUrl.replace(/\/[^/]*$/, "/dashboard_bench"),
          sqlitePath: "",
          // Adding 100,000 leads in one statement takes longer than a page's query may.
          timeouts: { queryTimeoutMs: 600_000 },
        })
      : openDatabase({ sqlitePath: process.env.BENCH_SQLITE_PATH ?? "/tmp/dashboard-bench.sqlite" });
  try {
    const migrated = performance.now();
    await migrateToLatest(database.db);
    console.log(`${engine}: migrated in ${Math.round(performance.now() - migrated)} ms`);
    const seeded = performance.now();
    await seed(database.db);
    console.log(`${engine}: data ready in ${Math.round((performance.now() - seeded) / 1000)} s`);
    console.log(engine);
    console.table(await measure(database.db));
  } finally {
    await database.close();
  }
}
