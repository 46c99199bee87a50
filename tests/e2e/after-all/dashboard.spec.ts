import type { Browser, Page, TestInfo } from "@playwright/test";
import { adminPassword, createAdmin } from "../admin-accounts.ts";
import { expect, expectNoSeriousA11yViolations, test } from "../fixtures.ts";
import { withSiteDatabase } from "../site-db.ts";

// The dashboard (docs/decisions/035-dashboard.md): figures checked against views and leads this journey makes on a
// listing of its own. Other journeys run beside it on the same site, so totals are checked against the API's
// answer, and this listing's own figures exactly.

/** A person's browser (Playwright's headless Chromium names itself a bot, and bots are not counted). */
const personAgent =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const googlebot = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/**
 * A published property of this journey alone, its advertising licence running out in ten days. Dated years ago so
 * that it lists after every other open property: journeys that open "the newest property" never visit it.
 */
async function createListing(testInfo: TestInfo): Promise<{ id: number; title: string }> {
  const mark = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const title = `شقة لوحة المتابعة ${mark}`;
  const now = "2020-01-01T00:00:00.000Z";
  const expires = new Date(Date.now() + 10 * 86_400_000).toISOString();
  const [row] = await withSiteDatabase(testInfo, (run) =>
    run<{ id: number }>(
      `insert into listings (kind, status, published, title_ar, title_en, description_ar, description_en, location_ar,
        location_en, city, search_text, price, area, ad_licence_number, ad_licence_expires_at, created_at, updated_at)
       values ('property', 'AVAILABLE', 1, $1, $2, '', '', 'الرياض', 'Riyadh', 'riyadh', $3, 900000, 120,
        '7200000099', $4, $5, $5) returning id`,
      [title, `Dashboard flat ${mark}`, `dashboard ${mark}`, expires, now],
    ),
  );
  return { id: Number(row!.id), title };
}

/**
 * Views counted a week ago (Riyadh's day), enough to rank the listing among the ten most viewed whatever the
 * journeys before this one viewed on the same site.
 */
const earlierViews = 900;
async function countEarlierViews(testInfo: TestInfo, id: number) {
  const riyadhWeekAgo = new Date(Date.now() + 3 * 3_600_000 - 7 * 86_400_000).toISOString().slice(0, 10);
  await withSiteDatabase(testInfo, (run) =>
    run("insert into listing_views_daily (listing_id, day, views) values ($1, $2, $3)", [
      id,
      riyadhWeekAgo,
      earlierViews,
    ]),
  );
}

/** Views of the listing's page: `people` by a person's browser, plus a search engine's and a prefetch. */
async function visit(browser: Browser, id: number, people: number) {
  const context = await browser.newContext({ userAgent: personAgent });
  const page = await context.newPage();
  for (let view = 0; view < people; view += 1) {
    const response = await page.goto(view % 2 === 0 ? `/property/${id}` : `/en/property/${id}`);
    expect(response?.status()).toBe(200);
  }
  await context.close();
  const bot = await browser.newContext({ userAgent: googlebot });
  expect((await (await bot.newPage()).goto(`/property/${id}`))?.status()).toBe(200);
  await bot.close();
  const prefetch = await browser.newContext({ userAgent: personAgent });
  const answer = await prefetch.request.get(`/property/${id}`, { headers: { "sec-purpose": "prefetch" } });
  expect(answer.status()).toBe(200);
  await prefetch.close();
}

async function sendInterest(page: Page, id: number, name: string, fillMs = 20_000) {
  const sent = await page.request.post("/api/property-interest", {
    headers: { origin: new URL(page.url()).origin, "accept-language": "ar" },
    data: {
      name,
      phone: "966551234567",
      message: "أرغب في زيارة الشقة",
      propertyId: id,
      fillMs,
      sourcePage: `/property/${id}`,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
}

interface Dashboard {
  days: { day: string; byKind: Record<string, number>; views: number }[];
  waiting: { count: number };
}

test.describe("dashboard", () => {
  // Opening /admin before signing in: the session check answers 401.
  test.use({ allowedConsoleErrors: [/status of 401/] });
  test("staff read the figures of views and leads a visitor made, in Arabic and English", async ({
    page,
    browser,
  }, testInfo) => {
    test.slow();
    const adminEmail = createAdmin(testInfo);
    const listing = await createListing(testInfo);
    await countEarlierViews(testInfo, listing.id);
    const views30 = String(earlierViews + 3);
    const leads30 = "2";
    await page.goto("/contactus");
    await visit(browser, listing.id, 3);
    await sendInterest(page, listing.id, "نورة سعد القحطاني");
    await sendInterest(page, listing.id, "فهد علي الدوسري");
    // Sent faster than a person fills the form: kept apart as suspected, in no figure.
    await sendInterest(page, listing.id, "بوت سريع جدا", 100);

    // Arabic: the back office opens on the dashboard, first in the menu.
    await page.goto("/admin");
    await page.getByLabel("البريد الإلكتروني").fill(adminEmail);
    await page.getByLabel("كلمة المرور").fill(adminPassword);
    await page.getByRole("button", { name: "دخول" }).click();
    await expect(page.getByRole("heading", { name: "لوحة المتابعة", level: 1 })).toBeVisible();
    const menu = page.getByRole("navigation", { name: "أقسام لوحة الإدارة" });
    await expect(menu.getByRole("link").first()).toHaveText("لوحة المتابعة");

    // Views are written every few seconds: the listing's row adds today's three views and two leads once they are.
    const row = page.getByTestId("top-views").locator(`tr[data-listing="${listing.id}"]`);
    await expect(async () => {
      await page.reload();
      await expect(row.getByRole("cell")).toHaveText([views30, leads30], { timeout: 2000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByTestId("top-leads").locator(`tr[data-listing="${listing.id}"]`)).toBeVisible();
    await expect(page.getByTestId("licences").locator(`[data-listing="${listing.id}"]`)).toContainText(listing.title);

    // Each chart's table says what the API answered the page, for today (journeys beside this one add views and
    // leads at any moment, so the figures are the page's own answer, not a second request's).
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/admin/dashboard");
    await page.reload();
    const figures = (await (await answer).json()).data as Dashboard;
    const today = figures.days.at(-1)!;
    expect(today.views).toBeGreaterThanOrEqual(3);
    expect(today.byKind.property_interest ?? 0).toBeGreaterThanOrEqual(2);
    const chartRow = async (chart: string) => {
      const figure = page.getByTestId(chart);
      await expect(figure.locator("svg rect").first()).toBeAttached();
      await figure.getByText("عرض الأرقام جدولًا").click();
      return figure.getByTestId(`${chart}-table`).locator(`tr[data-day="${today.day}"]`);
    };
    await expect((await chartRow("chart-views")).getByRole("cell")).toHaveText([String(today.views)]);
    // The table is shown (and its header read) only once "show the figures as a table" is pressed.
    const kindRow = await chartRow("chart-kind");
    const header = page.getByTestId("chart-kind-table").locator("thead th");
    await expect(header.filter({ hasText: "اهتمام بعقار" })).toHaveCount(1);
    const interestColumn = (await header.allTextContents()).indexOf("اهتمام بعقار");
    expect(interestColumn).toBeGreaterThan(0);
    await expect(kindRow.locator("th, td").nth(interestColumn)).toHaveText(String(today.byKind.property_interest));
    // Right to left in Arabic: today's bar is at the chart's left end.
    const bars = page.getByTestId("chart-views").locator("svg rect");
    const lastBar = await bars.last().boundingBox();
    const svg = await page.getByTestId("chart-views").locator("svg").boundingBox();
    expect(lastBar!.x - svg!.x).toBeLessThan(svg!.width / 2);
    await expect(page.getByTestId("waiting-count")).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The listing's own page: its views and leads.
    await row.getByRole("link").click();
    const panel = page.getByTestId("listing-stats");
    await expect(panel.getByTestId("listing-views30")).toHaveText(views30);
    await expect(panel.getByTestId("listing-leads30")).toHaveText(leads30);

    // An old link to the leads list still opens it; the leads list is under /admin/leads.
    await page.goto("/admin?status=new");
    await expect(page).toHaveURL(/\/admin\/leads\?status=new$/);
    await expect(page.getByRole("heading", { name: "الطلبات", level: 1 })).toBeVisible();

    // English: the same figures, time from left to right.
    await page.goto("/en/admin");
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    const englishRow = page.getByTestId("top-views").locator(`tr[data-listing="${listing.id}"]`);
    await expect(englishRow.getByRole("cell")).toHaveText([views30, leads30]);
    await page.getByTestId("chart-views").getByText("Show the figures as a table").click();
    await expect(
      page.getByTestId("chart-views-table").locator(`tr[data-day="${today.day}"]`).getByRole("cell"),
    ).toHaveText([/^\d+$/]);
    const englishBar = await page.getByTestId("chart-views").locator("svg rect").last().boundingBox();
    const englishSvg = await page.getByTestId("chart-views").locator("svg").boundingBox();
    expect(englishBar!.x - englishSvg!.x).toBeGreaterThan(englishSvg!.width / 2);
    await expect(page.getByTestId("response-time")).toContainText("Time to first response");
    await expectNoSeriousA11yViolations(page);
    await page.goto(`/en/admin/listings/${listing.id}`);
    await expect(page.getByTestId("listing-stats").getByTestId("listing-views30")).toHaveText(views30);
    await expect(page.getByTestId("listing-stats").getByTestId("listing-leads30")).toHaveText(leads30);
  });
});
