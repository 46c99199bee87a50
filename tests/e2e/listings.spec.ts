import type { APIRequestContext, Page, Route } from "@playwright/test";
import { expect, expectHeadingsInOrder, expectNoSeriousA11yViolations, openFilters, test } from "./fixtures.ts";

const results = (page: Page) =>
  page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 3 }) });
const count = (page: Page) => page.getByRole("main").getByRole("status");
// On phones the filters fold behind this button.
const arabicToggle = /^تصفية النتائج/;
const englishToggle = /^Filters/;
const busy = (page: Page) => page.getByRole("main").locator("[aria-busy=true]");

test.describe("auctions list", () => {
  test("shows every auction with its count, and filters by status in the URL", async ({ page }) => {
    await page.goto("/auctions");
    await expect(page.getByRole("heading", { level: 1, name: "المزادات" })).toBeVisible();
    await expect(count(page)).toHaveText("12 مزادًا");
    await expect(results(page)).toHaveCount(12);

    await openFilters(page, arabicToggle);
    await page.getByLabel("الحالة").selectOption({ label: "منتهٍ" });
    await expect(page).toHaveURL(/\/auctions\?status=COMPLETED$/);
    await expect(count(page)).toHaveText("4 مزادات");
    await expect(results(page)).toHaveCount(4);
    for (const card of await results(page).all()) await expect(card.getByText("منتهٍ", { exact: true })).toBeVisible();

    // The filters survive a language switch.
    await page.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/en\/auctions\?status=COMPLETED$/);
    await expect(count(page)).toHaveText("4 auctions");
    await expect(page.getByLabel("Status")).toHaveValue("COMPLETED");

    // Back returns to the unfiltered Arabic list.
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/\/auctions$/);
    await expect(count(page)).toHaveText("12 مزادًا");
    await expect(page.getByLabel("الحالة")).toHaveValue("");
  });

  test("every card shows the estates it groups and links to its auction", async ({ page }) => {
    await page.goto("/en/auctions");
    const first = results(page).first();
    await expect(first.getByText(/^\d+ lots?$/)).toBeVisible();
    await first.getByRole("heading", { level: 3 }).getByRole("link").click();
    await expect(page).toHaveURL(/\/en\/auction\/\d+$/);
  });
});

interface Dated {
  id: number;
  status: string;
  start_date: string | null;
  end_date: string | null;
}

/** Every listing of a kind with the given status, as the API lists it. */
async function withStatus(request: APIRequestContext, kind: string, status: string): Promise<Dated[]> {
  const response = await request.get(`/api/${kind}?status=${status}&limit=50`);
  return ((await response.json()) as { data: Dated[] }).data;
}

/** The ids of the cards shown, in order, read from their links. */
async function shownIds(page: Page, scope = page.getByRole("main")): Promise<number[]> {
  const links = scope.getByRole("heading", { level: 3 }).getByRole("link");
  await expect(links.first()).toBeVisible();
  const hrefs = await links.evaluateAll((elements) => elements.map((element) => element.getAttribute("href") ?? ""));
  return hrefs.map((href) => Number(/\/(\d+)$/.exec(href)?.[1]));
}

test.describe("list order", () => {
  test("running and upcoming auctions come first, soonest first; ended ones last, also on the home page", async ({
    page,
    request,
  }) => {
    const ended = new Set((await withStatus(request, "auction", "COMPLETED")).map((auction) => auction.id));
    const open = [
      ...(await withStatus(request, "auction", "UPCOMING")),
      ...(await withStatus(request, "auction", "ACTIVE")),
    ];
    expect(ended.size).toBeGreaterThan(0);
    const now = Date.now();
    const nextEvent = new Map(
      open.map((auction) => {
        const start = Date.parse(auction.start_date ?? "");
        return [auction.id, start > now ? start : Date.parse(auction.end_date ?? "")];
      }),
    );

    await page.goto("/en/auctions");
    const ids = await shownIds(page);
    const firstEnded = ids.findIndex((id) => ended.has(id));
    expect(firstEnded).toBe(ids.length - ended.size);
    const openShown = ids.slice(0, firstEnded);
    expect(openShown.every((id) => nextEvent.has(id))).toBe(true);
    const times = openShown.map((id) => nextEvent.get(id) ?? Number.NaN);
    expect(times).toEqual([...times].sort((a, b) => a - b));

    // Filtering by status still shows the ended ones.
    await page.goto("/en/auctions?status=COMPLETED");
    expect(new Set(await shownIds(page))).toEqual(ended);

    await page.goto("/en");
    const latest = page.getByRole("region", { name: "Latest auctions" });
    const latestIds = await shownIds(page, latest);
    expect(latestIds).toEqual(openShown.slice(0, latestIds.length));
    expect(latestIds.some((id) => ended.has(id))).toBe(false);
  });
});

test.describe("status by the clock", () => {
  test("a card whose end has passed says it ended, with no countdown, on the list and on its page", async ({
    page,
    request,
  }) => {
    const running = await withStatus(request, "auction", "ACTIVE");
    expect(running.length).toBeGreaterThan(0);
    const lastEnd = Math.max(...running.map((auction) => Date.parse(auction.end_date ?? "")));
    expect(Number.isFinite(lastEnd)).toBe(true);
    // The visitor's clock, an hour past the last of their ends; the server's is not moved.
    await page.clock.install({ time: lastEnd + 3_600_000 });
    await page.goto("/en/auctions?status=ACTIVE");
    await expect(results(page)).toHaveCount(running.length);
    for (const card of await results(page).all()) {
      await expect(card.getByText("Ended", { exact: true })).toBeVisible();
      await expect(card.getByText("Live", { exact: true })).toHaveCount(0);
      await expect(card.getByRole("timer")).toHaveCount(0);
    }
    const [first] = running;
    await page.goto(`/en/auction/${first?.id}`);
    const main = page.getByRole("main");
    await expect(main.getByText("Ended", { exact: true }).first()).toBeVisible();
    await expect(main.getByText("Live", { exact: true })).toHaveCount(0);
    await expect(main.getByRole("timer")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Register interest" })).toHaveCount(0);
  });

  test("an upcoming card turns live when its start comes, while the page is open", async ({ page, request }) => {
    const upcoming = (await withStatus(request, "auction", "UPCOMING")).filter((auction) => auction.start_date);
    expect(upcoming.length).toBeGreaterThan(0);
    const [first] = upcoming.sort((a, b) => Date.parse(a.start_date ?? "") - Date.parse(b.start_date ?? ""));
    const start = Date.parse(first?.start_date ?? "");
    // The visitor's clock, ten seconds before the first start; the server's is not moved.
    await page.clock.install({ time: start - 10_000 });
    await page.goto(`/en/auction/${first?.id}`);
    const main = page.getByRole("main");
    // The listing's own badge comes first on its page (other auctions' cards follow it).
    const badge = main.getByText(/^(Upcoming|Live)$/).first();
    await expect(badge).toHaveText("Upcoming");
    await expect(main.getByRole("timer").first()).toContainText("Starts in");
    await page.clock.runFor(15_000);
    await expect(badge).toHaveText("Live");
    // The countdown turned to the end, as the badge did.
    await expect(main.getByRole("timer").first()).toContainText("Ends after");
  });

  test("a closed listing's page does not invite a registration it does not offer", async ({ page, request }) => {
    const ended = await withStatus(request, "auction", "COMPLETED");
    expect(ended.length).toBeGreaterThan(0);
    for (const auction of ended) {
      await page.goto(`/en/auction/${auction.id}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("button", { name: "Register interest" })).toHaveCount(0);
      await expect(page.getByRole("main")).not.toContainText(/register your interest/i);
    }
  });
});

test.describe("cut texts", () => {
  for (const path of ["/en/auctions", "/auctions", "/en/propertymanagement"]) {
    test(`a card's cut title or place ends on its last word, not on punctuation, on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(results(page).first()).toBeVisible();
      const cut = await page
        .getByRole("main")
        .locator("article [aria-hidden=true]")
        .evaluateAll((elements) =>
          elements.map((element) => element.textContent ?? "").filter((text) => text.endsWith("…")),
        );
      expect(cut.length).toBeGreaterThan(0);
      for (const text of cut) expect(text).not.toMatch(/[\s.,:;،؛—-]…$/);
    });
  }
});

test.describe("a page past the end", () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test("says the page does not exist, answers 404, and leads to the last page or page 1", async ({ page }) => {
    const response = await page.goto("/directmarketing?page=99");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 2, name: "الصفحة غير موجودة" })).toBeVisible();
    await expect(page.getByText("لا توجد صفحة 99 في هذه النتائج؛ آخر صفحة هي 2.")).toBeVisible();
    // No contradiction: no "nothing matches your search" under a count of 15.
    await expect(page.getByText("لا توجد مشاريع تطابق بحثك")).toHaveCount(0);
    await page.getByRole("link", { name: "الانتقال إلى الصفحة الأخيرة" }).click();
    await expect(page).toHaveURL(/\/directmarketing\?page=2$/);
    await expect(results(page)).toHaveCount(3);

    await page.goto("/en/directmarketing?page=99");
    await expect(page.getByRole("heading", { level: 2, name: "Page not found" })).toBeVisible();
    await page.getByRole("link", { name: "Go to page 1" }).click();
    await expect(page).toHaveURL(/\/en\/directmarketing$/);
    await expect(results(page)).toHaveCount(12);
  });
});

test.describe("API calls", () => {
  test("list calls send page and limit, the types are asked once, the related section asks for 3 others", async ({
    page,
  }) => {
    const calls: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith("/api/")) calls.push(`${url.pathname}${url.search}`);
    });
    await page.goto("/en/directmarketing");
    const pages = page.getByRole("navigation", { name: "Pages" });
    await pages.getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/\/en\/directmarketing\?page=2$/);
    await expect(results(page)).toHaveCount(3);
    await pages.getByRole("link", { name: "Page 1" }).click();
    await expect(page).toHaveURL(/\/en\/directmarketing$/);
    await expect(results(page)).toHaveCount(12);
    expect(calls.filter((call) => call.startsWith("/api/project?"))).toEqual([
      "/api/project?page=2&limit=12",
      "/api/project?page=1&limit=12",
    ]);
    expect(calls.filter((call) => call.startsWith("/api/categories"))).toEqual([]);

    await results(page).first().getByRole("heading", { level: 3 }).getByRole("link").click();
    await expect(page).toHaveURL(/\/en\/project\/\d+$/);
    const id = Number(/(\d+)$/.exec(page.url())?.[1]);
    const related = page.getByRole("region", { name: "More projects" });
    await expect(related.getByRole("article").first()).toBeVisible();
    expect(calls).toContain(`/api/project?page=1&limit=3&exclude=${id}`);
    expect(calls.filter((call) => /^\/api\/project\?/.test(call) && !/limit=(3|12)\b/.test(call))).toEqual([]);
    expect(await related.getByRole("article").count()).toBeLessThanOrEqual(3);
  });
});

test.describe("projects list", () => {
  test("searches in Arabic ignoring letter variants, and says when nothing matches", async ({ page }) => {
    await page.goto("/directmarketing");
    await expect(count(page)).toHaveText("15 مشروعًا");
    const search = page.getByRole("searchbox", { name: "بحث" });
    await openFilters(page, arabicToggle);
    await search.fill("ابحر");
    await search.press("Enter");
    await expect(page).toHaveURL(/search=%D8%A7%D8%A8%D8%AD%D8%B1/);
    await expect(results(page).first()).toContainText("أبحر");

    await openFilters(page, arabicToggle);
    await search.fill("لا يوجد مشروع بهذا الاسم");
    await page.getByRole("button", { name: "بحث" }).click();
    await expect(page.getByRole("heading", { name: "لا توجد مشاريع تطابق بحثك" })).toBeVisible();
    await expect(count(page)).toHaveText("لا توجد مشاريع");
    await page.getByRole("main").getByRole("link", { name: "مسح التصفية" }).first().click();
    await expect(page).toHaveURL(/\/directmarketing$/);
    await expect(count(page)).toHaveText("15 مشروعًا");
    await openFilters(page, arabicToggle);
    await expect(search).toHaveValue("");
  });

  test("filters by type and by location together", async ({ page }) => {
    await page.goto("/en/directmarketing");
    await openFilters(page, englishToggle);
    await page.getByLabel("Location").fill("Riyadh");
    await page.getByLabel("Location").press("Enter");
    await expect(page).toHaveURL(/location=Riyadh/);
    // The unfiltered results stay on screen, dimmed, until the filtered ones arrive.
    await expect(results(page).filter({ hasNotText: "Riyadh" })).toHaveCount(0);
    await expect(busy(page)).toHaveCount(0);
    await expect(count(page)).toHaveText(/^\d+ projects?$/);
    const inRiyadh = Number((await count(page).textContent())?.match(/\d+/)?.[0]);
    expect(inRiyadh).toBeGreaterThan(0);

    const type = page.getByLabel("Category");
    const firstType = (await type.locator("option").nth(1).textContent()) ?? "";
    await openFilters(page, englishToggle);
    await type.selectOption({ label: firstType });
    await expect(page).toHaveURL(/categoryId=\d+/);
    await expect(page).toHaveURL(/location=Riyadh/);
    await expect(busy(page)).toHaveCount(0);
    await expect(count(page)).toHaveText(/^(\d+ projects?|No projects)$/);
    const both = Number((await count(page).textContent())?.match(/\d+/)?.[0] ?? 0);
    expect(both).toBeLessThanOrEqual(inRiyadh);
  });
});

test.describe("properties list", () => {
  test("pages through the results with page links in the URL", async ({ page }) => {
    await page.goto("/propertymanagement");
    // The demo's 30 properties, or one more while the listing editor's journey (same database) has one published.
    await expect(count(page)).toHaveText(/^3[01] عقارًا$/);
    await expect(results(page)).toHaveCount(12);
    const firstTitle = await results(page).first().getByRole("heading").textContent();

    const pages = page.getByRole("navigation", { name: "الصفحات" });
    await pages.getByRole("link", { name: "الصفحة 2" }).click();
    await expect(page).toHaveURL(/\/propertymanagement\?page=2$/);
    await expect(pages.getByRole("link", { name: "الصفحة 2" })).toHaveAttribute("aria-current", "page");
    await expect(results(page).first().getByRole("heading")).not.toHaveText(firstTitle ?? "");

    await pages.getByRole("link", { name: "التالي" }).click();
    await expect(page).toHaveURL(/page=3$/);
    // The last page holds what the first two leave, by the count this page was rendered with (once it has
    // loaded: while the page loads, the status says so).
    await expect(count(page)).toHaveText(/^3[01] عقارًا$/);
    const total = Number((await count(page).textContent())?.match(/\d+/)?.[0]);
    await expect(results(page)).toHaveCount(total - 24);
    await expect(pages.getByRole("link", { name: "التالي" })).toHaveCount(0);

    await page.goBack();
    await expect(page).toHaveURL(/page=2$/);
    await expect(results(page)).toHaveCount(12);
  });

  test("switches to the list view and remembers it", async ({ page }) => {
    await page.goto("/en/propertymanagement");
    const list = page.getByRole("button", { name: "List view" });
    await expect(list).toHaveAttribute("aria-pressed", "false");
    await list.click();
    await expect(list).toHaveAttribute("aria-pressed", "true");
    const card = results(page).first().locator("article");
    expect((await card.boundingBox())?.height).toBeLessThanOrEqual(145);

    await page.reload();
    await expect(page.getByRole("button", { name: "List view" })).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("button", { name: "Grid view" }).click();
    await expect(page.getByRole("button", { name: "Grid view" })).toHaveAttribute("aria-pressed", "true");
  });

  test("keeps the previous results while new ones load; switching language meanwhile keeps the new filter", async ({
    page,
  }) => {
    await page.goto("/propertymanagement");
    // The demo's 30 properties, or one more while the listing editor's journey (same database) has one published.
    await expect(count(page)).toHaveText(/^3[01] عقارًا$/);
    // Hold back the Arabic answer; switching language meanwhile must abort it.
    let releaseArabic: () => void = () => {};
    // The list call carries page and limit first (spec §7), then the filters.
    await page.route(/\/api\/property\?(.*&)?status=SOLD(&|$)/, async (route) => {
      if (route.request().headers()["accept-language"] === "ar") {
        await new Promise<void>((resolve) => {
          releaseArabic = resolve;
        });
      }
      await route.continue().catch(() => {});
    });
    await openFilters(page, arabicToggle);
    await page.getByLabel("الحالة").selectOption({ label: "مَبيع" });
    await expect(results(page)).toHaveCount(12);
    await expect(busy(page)).toBeVisible();
    const english = page.getByRole("link", { name: "English" });
    // The link carries the choice for the server (docs/decisions/003-language-urls.md); the address stays clean.
    await expect(english).toHaveAttribute("href", "/en/propertymanagement?status=SOLD&lang=en");
    await english.click();
    await expect(page).toHaveURL(/\/en\/propertymanagement\?status=SOLD$/);
    releaseArabic();
    await expect(count(page)).toHaveText(/^\d+ propert(y|ies)$/);
    for (const card of await results(page).all()) await expect(card.getByText("Sold", { exact: true })).toBeVisible();
  });
});

test.describe("when the list API cannot answer", () => {
  // The browser logs every refused call, and the page logs a failure it did not expect.
  test.use({ allowedConsoleErrors: [[/Failed to load resource/, /Loading the listings failed/], { scope: "test" }] });

  test("says so in the page's language, and that it was too many searches when the API answered 429", async ({
    page,
  }) => {
    await page.goto("/en/propertymanagement");
    const refuse = (status: number, code: string) => (route: Route) =>
      route.fulfill({
        status,
        headers: status === 429 ? { "retry-after": "30" } : {},
        contentType: "application/json",
        body: JSON.stringify({ error: { code, message: "refused" } }),
      });
    await page.route(/\/api\/property\?(.*&)?status=RENTED(&|$)/, refuse(429, "rate_limited"));
    await page.route(/\/api\/property\?(.*&)?status=SOLD(&|$)/, refuse(500, "internal"));
    await openFilters(page, englishToggle);
    await page.getByLabel("Status").selectOption({ label: "Rented" });
    await expect(
      page.getByText("You have searched a lot in a short time. Wait a minute, then try again."),
    ).toBeVisible();
    await expect(results(page)).toHaveCount(0);
    await page.getByLabel("Status").selectOption({ label: "Sold" });
    await expect(page.getByText("We could not load the results. Check your connection and try again.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
  });
});

test("list pages have no serious accessibility violations, and their headings skip no level", async ({ page }) => {
  // Three full axe runs on a busy 2-core machine take longer than one journey's default.
  test.slow();
  for (const path of ["/auctions", "/en/directmarketing", "/propertymanagement?status=RENTED"]) {
    await page.goto(path);
    await expectNoSeriousA11yViolations(page);
    await expectHeadingsInOrder(page);
  }
});
