// Ages a staff member's sessions straight in the database of the site under test: what 31 idle minutes would do,
// without waiting them.
import { resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { TestInfo } from "@playwright/test";
import pg from "pg";
import { siteOf } from "./leads-db.ts";

/** Every session of the account was last seen `minutes` ago. */
export async function ageSessionsOf(testInfo: TestInfo, email: string, minutes: number): Promise<void> {
  const { engine, port } = siteOf(testInfo);
  const lastSeen = new Date(Date.now() - minutes * 60_000).toISOString();
  const sql = "update staff_sessions set last_seen_at = $1 where staff_id = (select id from staff where email = $2)";
  if (engine === "sqlite") {
    const database = new DatabaseSync(resolve(import.meta.dirname, `../../data/e2e/site-${port}.db`));
    try {
      database.exec("pragma busy_timeout = 5000");
      database.prepare(sql.replace("$1", "?").replace("$2", "?")).run(lastSeen, email);
    } finally {
      database.close();
    }
    return;
  }
  const url = new URL(process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres");
  url.pathname = `/site_e2e_${port}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(sql, [lastSeen, email]);
  } finally {
    await client.end();
  }
}
