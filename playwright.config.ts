import { defineConfig, devices } from "@playwright/test";

/**
 * Browser journeys run against the built site, in Debian's chromium (Playwright never downloads one). Each journey
 * runs where what it checks can differ (docs/decisions/044-journey-matrix.md):
 * - SQLite, desktop width: every journey, in Arabic and English.
 * - SQLite, phone (Pixel 7): the journeys of what a visitor sees and touches; the server's answers, printing and
 *   the back office's work are the same at every width (the back office's phone layout has its own journeys).
 * - PostgreSQL, desktop width: the journeys that read and write through the database, in Arabic, without the
 *   accessibility scans; every API answer is tested on both engines by the integration tests.
 * E2E_FULL=1 runs every journey on both engines, at both widths, in both languages.
 */
const engines = (process.env.E2E_ENGINES ?? "sqlite,postgres").split(",") as ("sqlite" | "postgres")[];
// E2E_PORT_BASE lets two checkouts run their journeys side by side.
const portBase = Number(process.env.E2E_PORT_BASE ?? 3100);
const ports = { sqlite: portBase + 1, postgres: portBase + 2 };
// E2E_FULL=1: every journey on both engines, at both widths, in both languages (docs/decisions/044-journey-matrix.md).
const full = process.env.E2E_FULL === "1";
const chromium = {
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  },
};

/** One pattern matching any of the given ones (a title tag, a language, a phrase). */
function anyOf(patterns: string[]): RegExp {
  return new RegExp(patterns.join("|"));
}

/**
 * What these journeys check is the same at every width: the server's answers, printing, plural wording, and the
 * back office's work (its phone layout has admin-phone.spec.ts and the @phone journeys). Desktop width only.
 */
const sameAtEveryWidth = [
  "**/bad-requests.spec.ts",
  "**/seo.spec.ts",
  "**/page-ids.spec.ts",
  "**/calendar.spec.ts",
  "**/brochure.spec.ts",
  "**/plurals.spec.ts",
  "**/admin.spec.ts",
  "**/admin-audit.spec.ts",
  "**/staff-accounts.spec.ts",
  "**/revisions.spec.ts",
  "**/lead-privacy.spec.ts",
  "**/media.spec.ts",
  "**/listing-editor.spec.ts",
  "**/unsaved-work.spec.ts",
];

/** The journeys that read and write through the database: the ones PostgreSQL runs too. */
const throughTheDatabase = [
  "**/contact.spec.ts",
  "**/interest.spec.ts",
  "**/listing-report.spec.ts",
  "**/listings.spec.ts",
  "**/detail.spec.ts",
  "**/bedrooms-filter.spec.ts",
  "**/map-area.spec.ts",
  "**/admin.spec.ts",
  "**/admin-audit.spec.ts",
  "**/staff-accounts.spec.ts",
  "**/listing-editor.spec.ts",
  "**/unsaved-work.spec.ts",
  "**/revisions.spec.ts",
  "**/lead-privacy.spec.ts",
  "**/media.spec.ts",
  "**/outage.spec.ts",
];

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
    const sqlite = engine === "sqlite";
    const desktop = {
      ...devices["Desktop Chrome"],
      ...chromium,
      viewport: { width: 1366, height: 900 },
      baseURL: `http://127.0.0.1:${ports[engine]}`,
    };
    const phone = { ...devices["Pixel 7"], ...chromium, baseURL: `http://127.0.0.1:${ports[engine]}` };
    // A journey that runs once per language names it "(ar)" or "(en)": PostgreSQL takes the Arabic one.
    const otherLanguage = full || sqlite ? [] : ["\\(en\\)"];
    const journeys = [
      {
        name: `${engine}-desktop`,
        // Journeys tagged @phone concern the phone layout only, and @desktop the desktop one.
        grepInvert: anyOf(["@phone", ...otherLanguage, ...(full || sqlite ? [] : ["accessibility violations"])]),
        testMatch: full || sqlite ? undefined : throughTheDatabase,
        testIgnore: [
          // The outage journey runs its own server on PostgreSQL: once, in that engine's project.
          ...(engine === "postgres" ? [] : ["**/outage.spec.ts"]),
          // So does the forwarded-headers journey, on SQLite (the scheme check is the same on both engines).
          ...(sqlite ? [] : ["**/forwarded-headers.spec.ts"]),
          "**/after-all/**",
        ],
        use: desktop,
      },
      ...(full || sqlite
        ? [
            {
              name: `${engine}-phone`,
              grepInvert: /@desktop/,
              testIgnore: [
                "**/after-all/**",
                "**/outage.spec.ts",
                "**/forwarded-headers.spec.ts",
                ...(full ? [] : sameAtEveryWidth),
              ],
              use: phone,
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
        // The company's settings and pages are one document each, stored alike on both engines (their routes are
        // tested on both): on SQLite.
        testIgnore:
          full || sqlite
            ? []
            : ["**/company-settings.spec.ts", "**/company-pages-about.spec.ts", "**/company-pages-editor.spec.ts"],
        grepInvert: anyOf(["@phone", ...otherLanguage]),
        dependencies: journeys.map((project) => project.name),
        use: desktop,
      },
      ...(full || sqlite
        ? [
            {
              name: `${engine}-after-all-phone`,
              testMatch: "**/after-all/**/*.spec.ts",
              // The company's settings are the same on a phone; the processes' journey starts servers of its own.
              testIgnore: ["**/company-settings.spec.ts", "**/scheduled-publishing-processes.spec.ts"],
              // The back office's work is the same at every width: on a phone, what its phone layout changes.
              ...(full ? { grepInvert: /@desktop/ } : { grep: /@phone/ }),
              dependencies: journeys.map((project) => project.name),
              use: phone,
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
