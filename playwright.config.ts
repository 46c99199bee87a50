import { defineConfig, devices } from "@playwright/test";

/**
 * Browser journeys run against the built site. On SQLite: every journey at phone and desktop
 * widths. On PostgreSQL: the journeys that read and write listings and leads, at desktop width,
 * without the accessibility scans; the markup and layout do not depend on the engine, and the
 * API tests already run on both (docs/decisions/004-two-database-engines.md). E2E_POSTGRES_FULL=1
 * runs everything on PostgreSQL too. Debian's chromium is used; Playwright never downloads one.
 */
const engines = (process.env.E2E_ENGINES ?? "sqlite,postgres").split(",") as ("sqlite" | "postgres")[];
// E2E_PORT_BASE lets two checkouts run their journeys side by side.
const portBase = Number(process.env.E2E_PORT_BASE ?? 3100);
const ports = { sqlite: portBase + 1, postgres: portBase + 2 };
const fullPostgres = process.env.E2E_POSTGRES_FULL === "1";
const chromium = {
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  },
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  reporter: "list",
  // A journey loads several pages; on this 2-core machine two browsers and two servers share the cores, and
  // a page takes seconds to hydrate when the machine is loaded. Speed is measured in bench/, not here.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  // Recording a trace slowed every journey by 10–30 % on this machine (contact and detail journeys, traced and not,
  // run in turns); in CI a failed journey is run again, and that retry is recorded.
  use: { trace: process.env.CI ? "on-first-retry" : "retain-on-failure", ...chromium },
  projects: engines.flatMap((engine) => {
    const full = engine === "sqlite" || fullPostgres;
    const journeys = [
      {
        name: `${engine}-desktop`,
        // Journeys tagged @phone concern the phone layout only, and @desktop the desktop one.
        grepInvert: full ? /@phone/ : /@phone|accessibility violations/,
        testIgnore: [
          // Markup, layout and what runs in the browser only: the same on both engines, whose API answers are
          // tested on both (the map's included).
          ...(full
            ? []
            : [
                "**/shell.spec.ts",
                "**/company-pages.spec.ts",
                "**/first-load.spec.ts",
                "**/map.spec.ts",
                "**/phones.spec.ts",
                "**/plurals.spec.ts",
                "**/finance.spec.ts",
              ]),
          // The outage journey runs its own server on PostgreSQL: once, in that engine's project.
          ...(engine === "postgres" ? [] : ["**/outage.spec.ts"]),
          // So does the forwarded-headers journey, on SQLite (the scheme check is the same on both engines).
          ...(engine === "sqlite" ? [] : ["**/forwarded-headers.spec.ts"]),
          "**/after-all/**",
        ],
        use: {
          ...devices["Desktop Chrome"],
          ...chromium,
          viewport: { width: 1366, height: 900 },
          baseURL: `http://127.0.0.1:${ports[engine]}`,
        },
      },
      ...(full
        ? [
            {
              name: `${engine}-phone`,
              grepInvert: /@desktop/,
              testIgnore: ["**/after-all/**", "**/outage.spec.ts", "**/forwarded-headers.spec.ts"],
              use: { ...devices["Pixel 7"], ...chromium, baseURL: `http://127.0.0.1:${ports[engine]}` },
            },
          ]
        : []),
    ];
    return [
      ...journeys,
      // Journeys that change what every page shows run once the others are done: the company's settings, and
      // listings published (and left so) by staff journeys, which would change the lists' counts and "the newest
      // listing" that public journeys open.
      {
        name: `${engine}-after-all`,
        testMatch: "**/after-all/**/*.spec.ts",
        grepInvert: /@phone/,
        dependencies: journeys.map((project) => project.name),
        use: {
          ...devices["Desktop Chrome"],
          ...chromium,
          viewport: { width: 1366, height: 900 },
          baseURL: `http://127.0.0.1:${ports[engine]}`,
        },
      },
      ...(full
        ? [
            {
              name: `${engine}-after-all-phone`,
              testMatch: "**/after-all/**/*.spec.ts",
              // The company's settings are the same on a phone; the processes' journey starts servers of its own.
              testIgnore: ["**/company-settings.spec.ts", "**/scheduled-publishing-processes.spec.ts"],
              grepInvert: /@desktop/,
              dependencies: journeys.map((project) => project.name),
              use: { ...devices["Pixel 7"], ...chromium, baseURL: `http://127.0.0.1:${ports[engine]}` },
            },
          ]
        : []),
    ];
  }),
  webServer: engines.map((engine) => ({
    command: `node tests/e2e/serve-for-tests.ts ${engine} ${ports[engine]}`,
    // Every journey posts from 127.0.0.1: the production limit of 10 enquiries a minute would refuse them.
    // Nor the production budgets of 300 renders and 300 uncached API reads a minute per address the journeys of
    // two workers.
    env: { LEAD_RATE_LIMIT: "1000", PAGE_RENDER_RATE_LIMIT: "0", API_UNCACHED_RATE_LIMIT: "0" },
    url: `http://127.0.0.1:${ports[engine]}/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
  })),
});
