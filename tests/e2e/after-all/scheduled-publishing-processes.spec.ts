// Two real site processes on one database carry out a scheduled publish once, and a process started after both
// stopped carries out the unpublish queued before (docs/decisions/032-jobs.md). Each run has a database of its own,
// of the project's engine, with no demo content (the journey needs only its one listing).
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { APIRequestContext, TestInfo } from "@playwright/test";
import pg from "pg";
import { sampleInput } from "../../../testing/server/listing-input.ts";
import { adminPassword } from "../admin-accounts.ts";
import { expect, test } from "../fixtures.ts";
import { siteOf } from "../site-db.ts";

const root = resolve(import.meta.dirname, "../../..");
const adminUrl = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
/** This process's environment without the test site's database, which each started process is given instead. */
const { DATABASE_URL: _url, SQLITE_PATH: _path, ...environment } = process.env;

interface Database {
  environment: Record<string, string>;
  auditCount(action: string, subject: string): Promise<number>;
  drop(): Promise<void>;
}

async function freshDatabase(testInfo: TestInfo): Promise<Database> {
  const { engine, port } = siteOf(testInfo);
  if (engine === "sqlite") {
    const folder = mkdtempSync(join(tmpdir(), "site-jobs-e2e-"));
    const path = join(folder, "site.db");
    return {
      environment: { SQLITE_PATH: path },
      auditCount: async (action, subject) => {
        const database = new DatabaseSync(path);
        try {
          const row = database
            .prepare("select count(*) as count from audit_log where action = ? and subject = ?")
            .get(action, subject) as { count: number };
          return Number(row.count);
        } finally {
          database.close();
        }
      },
      drop: async () => rmSync(folder, { recursive: true, force: true }),
    };
  }
  const name = `site_e2e_jobs_${port}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const query = async (sql: string, params: unknown[]) => {
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      return (await client.query(sql, params)).rows;
    } finally {
      await client.end();
    }
  };
  return {
    environment: { DATABASE_URL: url.toString() },
    auditCount: async (action, subject) =>
      Number(
        (
          await query("select count(*)::int as count from audit_log where action = $1 and subject = $2", [
            action,
            subject,
          ])
        )[0].count,
      ),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** The built site as its own process on `port`, answering once /readyz does. */
async function startSite(request: APIRequestContext, database: Database, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["build/server/index.js"], {
    cwd: root,
    env: {
      ...environment,
      ...database.environment,
      PORT: String(port),
      HOST: "127.0.0.1",
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
      MEDIA_DIR: join(tmpdir(), `site-jobs-e2e-media-${port}`),
    },
    stdio: "ignore",
  });
  await expect
    .poll(async () => (await request.get(`http://127.0.0.1:${port}/readyz`).catch(() => undefined))?.status(), {
      timeout: 120_000,
      intervals: [500],
    })
    .toBe(200);
  return child;
}

async function stopSite(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

test("two running processes publish a scheduled listing once, and a process started later unpublishes it @desktop", async ({
  request,
}, testInfo) => {
  test.setTimeout(300_000);
  const { port } = siteOf(testInfo);
  const ports = [Number(port) + 10, Number(port) + 11];
  const database = await freshDatabase(testInfo);
  const children: ChildProcess[] = [];
  try {
    // One after the other: the second finds the migrations done.
    children.push(await startSite(request, database, ports[0]!));
    children.push(await startSite(request, database, ports[1]!));
    const email = `jobs-${Date.now()}@example.sa`;
    const created = spawnSync(process.execPath, ["server/cli/admin-create.ts", "--email", email, "--name", "مدير"], {
      cwd: root,
      input: `${adminPassword}\n`,
      env: { ...environment, LOG_LEVEL: "silent", ...database.environment },
      encoding: "utf8",
    });
    expect(created.status, created.stderr).toBe(0);

    const first = `http://127.0.0.1:${ports[0]}`;
    const headers = { origin: first, "accept-language": "en" };
    expect(
      (
        await request.post(`${first}/api/admin/session`, { headers, data: { email, password: adminPassword } })
      ).status(),
    ).toBe(200);
    const listing = await request.post(`${first}/api/admin/listings`, {
      headers,
      data: { kind: "property", ...sampleInput({ titleEn: "Scheduled in two processes" }) },
    });
    expect(listing.status()).toBe(201);
    const id = ((await listing.json()) as { data: { id: number } }).data.id;
    const subject = `listing:${id}`;
    const publishAt = new Date(Date.now() + 4000).toISOString();
    const set = await request.put(`${first}/api/admin/listings/${id}/schedule`, {
      headers,
      data: { publishAt, unpublishAt: null },
    });
    expect(set.status()).toBe(200);

    const published = async (base: string) =>
      (
        (await (await request.get(`${base}/api/admin/listings/${id}/schedule`, { headers })).json()) as {
          data: { published: boolean };
        }
      ).data.published;
    await expect.poll(() => published(first), { timeout: 120_000, intervals: [500] }).toBe(true);
    expect(await database.auditCount("listing_published", subject)).toBe(1);

    // An unpublish queued, then both processes stop before its time; a process started later carries it out.
    const unpublishAt = new Date(Date.now() + 20_000).toISOString();
    const queued = await request.put(`${first}/api/admin/listings/${id}/schedule`, {
      headers,
      data: { publishAt: null, unpublishAt },
    });
    expect(queued.status()).toBe(200);
    for (const child of children.splice(0)) await stopSite(child);
    expect(await database.auditCount("listing_unpublished", subject)).toBe(0);
    children.push(await startSite(request, database, ports[0]!));
    await expect.poll(() => published(first), { timeout: 120_000, intervals: [500] }).toBe(false);
    expect(await database.auditCount("listing_unpublished", subject)).toBe(1);
    expect(await database.auditCount("listing_published", subject)).toBe(1);
  } finally {
    for (const child of children) await stopSite(child);
    await database.drop();
  }
});
