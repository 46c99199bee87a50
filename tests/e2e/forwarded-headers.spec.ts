import { type ChildProcess, spawn } from "node:child_process";
import { expect, test } from "@playwright/test";

/**
 * Forwarded headers (docs/decisions/030-trusted-proxies.md) on the built site: its own server behind a "proxy" (TRUST_PROXY, no PUBLIC_ORIGIN), so the
 * scheme of every absolute link comes from X-Forwarded-Proto. Only http and https are taken (any case); anything
 * else is a 400 page in the path's language, never a 500 and never echoed into a link. Runs once, in the SQLite
 * desktop project (playwright.config.ts).
 */

const port = Number(process.env.E2E_PORT_BASE ?? 3100) + 6;
const origin = `http://127.0.0.1:${port}`;
let server: ChildProcess | undefined;

// One server for the file: its tests share one worker.
test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = spawn("node", ["tests/e2e/serve-for-tests.ts", "sqlite", String(port)], {
    env: { ...process.env, TRUST_PROXY: "127.0.0.1", PAGE_RENDER_RATE_LIMIT: "0", API_UNCACHED_RATE_LIMIT: "0" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await expect
    .poll(async () => (await fetch(`${origin}/readyz`).catch(() => null))?.status, { timeout: 170_000 })
    .toBe(200);
});

test.afterAll(async () => {
  server?.kill("SIGTERM");
  if (server && server.exitCode === null) await new Promise((resolve) => server?.once("exit", resolve));
});

const withScheme = (path: string, proto: string) =>
  fetch(`${origin}${path}`, { headers: { "x-forwarded-proto": proto } });

test("a forwarded scheme other than http or https is a 400 page in the path's language, never reflected", async () => {
  for (const proto of ["javascript", "ftp", "a b", "data"]) {
    const english = await withScheme("/en/auctions", proto);
    expect(english.status, proto).toBe(400);
    const englishPage = await english.text();
    expect(englishPage, proto).toContain('<html lang="en" dir="ltr">');
    expect(englishPage, proto).toContain("The request contains invalid data.");
    expect(englishPage, proto).not.toContain(`${proto}:`);
    const arabic = await withScheme("/auctions", proto);
    expect(arabic.status, proto).toBe(400);
    expect(await arabic.text(), proto).toContain('<html lang="ar" dir="rtl">');
    const sitemap = await withScheme("/sitemap.xml", proto);
    expect(sitemap.status, proto).toBe(400);
    expect(await sitemap.text(), proto).not.toContain(`${proto}:`);
  }
});

test("HTTPS is taken as https in the canonical link and the sitemap", async () => {
  const page = await withScheme("/en/auctions", "HTTPS");
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(/<link[^>]*rel="canonical"[^>]*>/.exec(html)?.[0]).toContain(`href="https://127.0.0.1:${port}/en/auctions"`);
  expect(html).not.toContain("HTTPS://");
  const sitemap = await (await withScheme("/sitemap.xml", "HTTPS")).text();
  expect(sitemap).toContain(`<loc>https://127.0.0.1:${port}/en/auctions</loc>`);
  expect(sitemap).not.toContain("HTTPS://");
});
