// Changes a listing straight in the database of the site under test, for what no screen may do: let time pass
// until an advertising licence has run out.
import { resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { TestInfo } from "@playwright/test";
import pg from "pg";
import { siteOf } from "./leads-db.ts";

/**
 * How the listings that a journey creates, publishes and withdraws again are titled (listing-editor.spec.ts):
 * journeys running beside it must not pick one of them, which may be gone by the time they open it.
 */
export const transientListingTitles = { ar: "فيلا للتجربة", en: "Test villa" } as const;

/** The listing's advertising licence expired a second ago, as if its last day had just ended. */
export async function expireLicence(testInfo: TestInfo, id: number): Promise<void> {
  const { engine, port } = siteOf(testInfo);
  const expired = new Date(Date.now() - 1000).toISOString();
  if (engine === "sqlite") {
    const database = new DatabaseSync(resolve(import.meta.dirname, `../../data/e2e/site-${port}.db`));
    try {
      database.exec("pragma busy_timeout = 5000");
      database.prepare("update listings set ad_licence_expires_at = ? where id = ?").run(expired, id);
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
    await client.query("update listings set ad_licence_expires_at = $1 where id = $2", [expired, id]);
  } finally {
    await client.end();
  }
}
