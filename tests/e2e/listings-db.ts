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

/** Gives the listing `count` photos at once (one demo image repeated), as if staff had uploaded them earlier. */
export async function fillGallery(testInfo: TestInfo, id: number, count: number): Promise<void> {
  const { engine, port } = siteOf(testInfo);
  if (engine === "sqlite") {
    const database = new DatabaseSync(resolve(import.meta.dirname, `../../data/e2e/site-${port}.db`));
    try {
      database.exec("pragma busy_timeout = 5000");
      const { key } = database.prepare("select key from media order by key limit 1").get() as { key: string };
      const insert = database.prepare("insert into listing_images (listing_id, position, media_key) values (?, ?, ?)");
      for (let position = 0; position < count; position += 1) insert.run(id, position, key);
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
    const { rows } = await client.query<{ key: string }>("select key from media order by key limit 1");
    await client.query(
      "insert into listing_images (listing_id, position, media_key) select $1, position, $2 from generate_series(0, $3 - 1) as position",
      [id, rows[0]!.key, count],
    );
  } finally {
    await client.end();
  }
}
