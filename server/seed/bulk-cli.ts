// Adds many listings for benchmarks: `npm run seed:bulk -- 10000`.
// Uses the same environment as the server (DATABASE_URL, SQLITE_PATH, MEDIA_DIR).
import { sql } from "kysely";
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/connection.ts";
import { countListingsByKind } from "../db/listing.repository.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { engineOf } from "../db/portable.ts";
import { noteNewListings } from "../db/search-alert.repository.ts";
import { seedCompany } from "./seed-company.ts";
import { seedBulkListings, seedDemoContent } from "./seed-demo.ts";

const count = Number(process.argv[2] ?? "10000");
if (!Number.isInteger(count) || count < 1) {
  console.error("Usage: npm run seed:bulk -- <number of listings>");
  process.exit(2);
}
const config = loadConfig();
const database = openDatabase({ databaseUrl: config.DATABASE_URL, sqlitePath: config.SQLITE_PATH });
try {
  await migrateToLatest(database.db);
  await seedCompany(database.db, config.COMPANY_FILE);
  await seedDemoContent(database.db, { mediaDir: config.MEDIA_DIR });
  const started = Date.now();
  await seedBulkListings(database.db, { mediaDir: config.MEDIA_DIR, count });
  console.log(`Added ${count} listings in ${Date.now() - started} ms:`, await countListingsByKind(database.db));
  // As the alerts' hourly job would within the hour: a benchmark then measures a server that has been running, not
  // the first read of each listing, whose page notes it (server/services/seen-notes.ts).
  await noteNewListings(database.db, new Date());
  // PostgreSQL plans by its statistics, which autovacuum gathers only later (or never where it is off): without them
  // a detail page's lookup by id scanned every listing of its kind (6 ms instead of 0.2; docs/decisions/034).
  if (engineOf(database.db) === "postgres") await sql`analyze`.execute(database.db);
} finally {
  await database.close();
}
