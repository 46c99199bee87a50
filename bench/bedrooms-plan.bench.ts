// Query plans of the minimum-bedrooms filter (bench/README.md) on 20,000 listings, on SQLite and on PostgreSQL
// when it answers: the list query of GET /api/property?bedrooms=N as the repository builds it, after ANALYZE.
//   REQUIRE_POSTGRES=1 node bench/bedrooms-plan.bench.ts        (BENCH_ENGINE=sqlite or postgres: that one only)
import { CompiledQuery, type Kysely, sql } from "kysely";
import { filtered } from "../server/db/listing-query.repository.ts";
import type { Engine } from "../server/db/portable.ts";
import { engineOf } from "../server/db/portable.ts";
import type { Database } from "../server/db/schema.ts";
import { seedCompany } from "../server/seed/seed-company.ts";
import { seedBulkListings, seedDemoContent } from "../server/seed/seed-demo.ts";
import { createTestDatabase, testEngines } from "../testing/server/databases.ts";

const count = 20_000;
const mediaDir = "data/bench-media";

async function plan(db: Kysely<Database>, bedrooms: number): Promise<string> {
  const query = filtered(db, "property", { bedrooms }, new Date())
    .select((eb) => eb.fn.countAll<number>().as("total"))
    .compile();
  const postgres = engineOf(db) === "postgres";
  const { rows } = await db.executeQuery<Record<string, string>>(
    CompiledQuery.raw(`${postgres ? "explain analyze" : "explain query plan"} ${query.sql}`, [...query.parameters]),
  );
  return rows.map((row) => (postgres ? row["QUERY PLAN"] : row.detail)).join("\n");
}

const engines = process.env.BENCH_ENGINE ? [process.env.BENCH_ENGINE as Engine] : testEngines;

for (const engine of engines) {
  const database = await createTestDatabase(engine);
  try {
    await seedCompany(database.db, undefined);
    await seedDemoContent(database.db, { mediaDir });
    await seedBulkListings(database.db, { mediaDir, count });
    await sql`analyze`.execute(database.db);
    const rows = await database.db
      .selectFrom("listings")
      .select(["kind", (eb) => eb.fn.countAll<number>().as("listings"), (eb) => eb.fn.count("bedrooms").as("with")])
      .groupBy("kind")
      .execute();
    console.log(`\n## ${engine}: ${JSON.stringify(rows)}`);
    for (const bedrooms of [2, 6]) console.log(`\n### bedrooms >= ${bedrooms}\n${await plan(database.db, bedrooms)}`);
  } finally {
    await database.drop();
  }
}
