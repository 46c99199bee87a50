// The database of the site under test (the engine and port of the test's project; see serve-for-tests.ts), for
// journeys that check what was stored or set up what no screen may do. One way in for every such helper.
import { resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { TestInfo } from "@playwright/test";
import pg from "pg";

export function siteOf(testInfo: TestInfo): { engine: "sqlite" | "postgres"; port: string } {
  const engine = testInfo.project.name.startsWith("postgres") ? "postgres" : "sqlite";
  const baseURL = testInfo.project.use.baseURL;
  if (!baseURL) throw new Error(`project ${testInfo.project.name} has no baseURL`);
  return { engine, port: new URL(baseURL).port };
}

function sqlitePathOf(port: string): string {
  return resolve(import.meta.dirname, `../../data/e2e/site-${port}.db`);
}

function postgresUrlOf(port: string): string {
  const url = new URL(process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres");
  url.pathname = `/site_e2e_${port}`;
  return url.toString();
}

/** The environment that points the site's command-line tools at the database of the test's site. */
export function databaseEnvironmentOf(testInfo: TestInfo): Record<string, string> {
  const { engine, port } = siteOf(testInfo);
  return engine === "sqlite" ? { SQLITE_PATH: sqlitePathOf(port) } : { DATABASE_URL: postgresUrlOf(port) };
}

/** Runs one statement, written with PostgreSQL's `$1, $2…` placeholders, and answers its rows. */
export type RunSql = <Row = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<Row[]>;

/** Opens the site's database, lets `work` run statements on one connection, and closes it. */
export async function withSiteDatabase<T>(testInfo: TestInfo, work: (run: RunSql) => Promise<T>): Promise<T> {
  const { engine, port } = siteOf(testInfo);
  if (engine === "sqlite") {
    const database = new DatabaseSync(sqlitePathOf(port));
    try {
      database.exec("pragma busy_timeout = 5000");
      // `$n` becomes `?`, with the parameters in the order the placeholders appear.
      return await work(async <Row>(sql: string, params: unknown[] = []) => {
        const ordered: unknown[] = [];
        const text = sql.replace(/\$(\d+)/g, (_match, n: string) => {
          ordered.push(params[Number(n) - 1]);
          return "?";
        });
        return database.prepare(text).all(...(ordered as never[])) as Row[];
      });
    } finally {
      database.close();
    }
  }
  const client = new pg.Client({ connectionString: postgresUrlOf(port) });
  await client.connect();
  try {
    return await work(
      async <Row>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as Row[],
    );
  } finally {
    await client.end();
  }
}
