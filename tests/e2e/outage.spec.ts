import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { startTcpProxy } from "../../testing/server/tcp-proxy.ts";

/**
 * An outage (docs/decisions/028-database-outages.md) on the built site: its own server on PostgreSQL reached through a proxy that the test stops and
 * starts. While the database is away, pages read before (twice: CACHE_MIN_USES) still answer, others are the translated "unavailable"
 * page with 503 and Retry-After, the API answers 503 in its shape; once it is back, everything answers again
 * without a restart. Runs in the PostgreSQL project only (playwright.config.ts).
 */

const adminUrl = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const port = Number(process.env.E2E_PORT_BASE ?? 3100) + 5;
const origin = `http://127.0.0.1:${port}`;

let server: ChildProcess | undefined;
let proxy: Awaited<ReturnType<typeof startTcpProxy>> | undefined;
const database = `site_outage_${port}`;

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(sql);
  await client.end();
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await admin(`drop database if exists ${database} with (force)`);
  await admin(`create database ${database}`);
  const url = new URL(adminUrl);
  proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
  url.host = `127.0.0.1:${proxy.port}`;
  url.pathname = `/${database}`;
  server = spawn("node", ["build/server/index.js"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: url.toString(),
      MEDIA_DIR: "data/e2e/media-outage",
      LOG_LEVEL: "error",
      LEAD_RATE_LIMIT: "1000",
      PAGE_RENDER_RATE_LIMIT: "0",
      API_UNCACHED_RATE_LIMIT: "0",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await expect
    .poll(async () => (await fetch(`${origin}/readyz`).catch(() => null))?.status, { timeout: 170_000 })
    .toBe(200);
});

test.afterAll(async () => {
  server?.kill("SIGTERM");
  if (server && server.exitCode === null) await new Promise((resolve) => server?.once("exit", resolve));
  await proxy?.stop().catch(() => {});
  await admin(`drop database if exists ${database} with (force)`);
});

test("a database outage: stale pages, a translated 503 page and API answer, then recovery", async ({ request }) => {
  // Read twice: a page is kept from its second ask (CACHE_MIN_USES).
  for (let ask = 0; ask < 2; ask += 1) {
    const seen = await request.get(`${origin}/en/auctions`);
    expect(seen.status()).toBe(200);
    expect(await seen.text()).toContain("Auctions");
  }

  await proxy?.stop();
  // Read before: still answered.
  const stale = await request.get(`${origin}/en/auctions`);
  expect(stale.status()).toBe(200);
  expect(await stale.text()).toContain("Auctions");
  // Never read: the unavailable page in the path's language, and when to come back.
  for (const [path, title] of [
    ["/en/auctions?page=2", "The site is unavailable for now"],
    ["/auctions?page=2", "الموقع غير متاح مؤقتًا"],
  ] as const) {
    const page = await request.get(`${origin}${path}`);
    expect(page.status(), path).toBe(503);
    expect(page.headers()["retry-after"]).toBe("10");
    expect(page.headers()["content-type"]).toContain("text/html");
    expect(await page.text()).toContain(title);
  }
  const api = await request.post(`${origin}/api/contact`, {
    headers: { "accept-language": "en", origin },
    data: { name: "Mohammed Abdullah Alqahtani", phone: "966501234567", submissionKey: randomUUID(), fillMs: 8000 },
  });
  expect(api.status()).toBe(503);
  expect(api.headers()["retry-after"]).toBe("10");
  expect(await api.json()).toEqual({
    error: { code: "unavailable", message: "The service is temporarily unavailable. Please try again shortly." },
  });

  await proxy?.start();
  // The breaker's probe (one a second) finds the database again (docs/decisions/028-database-outages.md).
  await expect.poll(async () => (await request.get(`${origin}/readyz`)).status(), { timeout: 10_000 }).toBe(200);
  const back = await request.get(`${origin}/en/auctions?page=2`);
  expect([200, 404]).toContain(back.status());
  expect(await back.text()).not.toContain("The site is unavailable for now");
  const stored = await request.post(`${origin}/api/contact`, {
    headers: { "accept-language": "en", origin },
    data: { name: "Mohammed Abdullah Alqahtani", phone: "966501234567", submissionKey: randomUUID(), fillMs: 8000 },
  });
  expect(stored.status()).toBe(201);
});
