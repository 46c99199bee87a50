// Matching 10,000 search alerts against a day's new listings (docs/decisions/040-search-alerts.md):
//   node bench/alerts-match.ts                      # SQLite, in data/bench/alerts.db (made afresh)
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_alerts node bench/alerts-match.ts
// Times what the hourly digest job does before it sends anything: note the new listings, read the due alerts, and
// run each alert's search (the lists' own filter) over the listings first seen since its cursor.
import { mkdirSync, rmSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { openDatabase } from "../server/db/connection.ts";
import { insertListingGraph } from "../server/db/listing.repository.ts";
import { migrateToLatest } from "../server/db/migrate.ts";
import { dueAlerts, newMatchesOf, noteNewListings } from "../server/db/search-alert.repository.ts";
import { testPropertyGraph } from "../testing/server/listing.ts";

const alertCount = 10_000;
const olderListings = 2_000;
const newListings = 150;
const places = ["Al Malqa, Riyadh", "Al Olaya, Riyadh", "Al Rawdah, Jeddah", "Al Khobar", "Al Hamra, Dammam"];

const path = "data/bench/alerts.db";
if (!process.env.BENCH_DATABASE_URL) {
  mkdirSync("data/bench", { recursive: true });
  for (const suffix of ["", "-wal", "-shm"]) rmSync(`${path}${suffix}`, { force: true });
}
const database = openDatabase({ databaseUrl: process.env.BENCH_DATABASE_URL, sqlitePath: path });
const { db } = database;
await migrateToLatest(db);

const listing = (index: number) => ({
  ...testPropertyGraph,
  listing: {
    ...testPropertyGraph.listing,
    title_en: `Villa ${index}`,
    location_en: places[index % places.length]!,
    details: JSON.stringify({ rooms: 1 + (index % 7) }),
  },
});
for (let index = 0; index < olderListings; index++) await insertListingGraph(db, listing(index));
const yesterday = new Date(Date.now() - 86_400_000);
await noteNewListings(db, yesterday);

const words = ["Malqa", "Olaya", "Jeddah", "Khobar", "Dammam"];
const rows = Array.from({ length: alertCount }, (_, index) => {
  const filters = new URLSearchParams({ location: words[index % words.length]! });
  if (index % 3 === 0) filters.set("bedrooms", String(1 + (index % 6)));
  if (index % 7 === 0) filters.set("search", `villa ${index % 50}`);
  return {
    email: `visitor${index}@example.sa`,
    kind: "property",
    filters: filters.toString(),
    language: index % 2 ? "en" : "ar",
    frequency: index % 4 ? "daily" : "weekly",
    state: "active",
    created_at: yesterday.toISOString(),
    confirmed_at: yesterday.toISOString(),
    since: yesterday.toISOString(),
  };
});
for (let start = 0; start < rows.length; start += 500) {
  await db
    .insertInto("search_alerts")
    .values(rows.slice(start, start + 500))
    .execute();
}
for (let index = 0; index < newListings; index++) await insertListingGraph(db, listing(olderListings + index));

const now = new Date();
const started = performance.now();
await noteNewListings(db, now);
const due = await dueAlerts(db, now);
let matched = 0;
let listingsMatched = 0;
for (const alert of due) {
  const found = await newMatchesOf(db, alert, now);
  if (found.length > 0) matched++;
  listingsMatched += found.length;
}
const seconds = (performance.now() - started) / 1000;
console.log(
  JSON.stringify({
    engine: process.env.BENCH_DATABASE_URL ? "postgres" : "sqlite",
    alerts: due.length,
    newListings,
    alertsWithMatches: matched,
    listingsMatched,
    seconds: Number(seconds.toFixed(2)),
    perAlertMs: Number(((seconds * 1000) / due.length).toFixed(3)),
  }),
);
await database.close();
