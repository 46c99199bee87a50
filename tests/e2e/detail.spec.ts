import type { APIRequestContext } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, isPhone, test } from "./fixtures.ts";

interface Listed {
  id: number;
  title: string;
  status: string;
}

/** The newest listing of a kind as the API lists it (in English unless asked otherwise). */
async function newest(request: APIRequestContext, kind: string, query = "", language = "en"): Promise<Listed> {
  const response = await request.get(`/api/${kind}?limit=1${query}`, { headers: { "accept-language": language } });
  const body = (await response.json()) as { data: Listed[] };
  const listing = body.data[0];
  if (!listing) throw new Error(`no ${kind} listed`);
  return listing;
}

/**
 * The newest listing of a kind whose page has everything to try: a long description, features and photos. Other
 * journeys publish bare listings of their own, which may be the newest.
 */
async function newestFull(request: APIRequestContext, kind: string, language = "en"): Promise<Listed> {
  const response = await request.get(`/api/${kind}?limit=30`, { headers: { "accept-language": language } });
  for (const listed of ((await response.json()) as { data: Listed[] }).data) {
    const detail = await request.get(`/api/${kind}/${listed.id}`, { headers: { "accept-language": language } });
    const { data } = (await detail.json()) as { data: { description: string; features: unknown[]; Images: unknown[] } };
    if (data.description.length > 300 && data.features.length > 0 && data.Images.length > 1) return listed;
  }
  throw new Error(`no ${kind} with a full page listed`);
}

test.describe("detail pages", () => {
  test("an auction opens from its card with its summary, estates, buttons and advertising data", async ({
    page,
    request,
  }) => {
    const auction = await newest(request, "auction", "", "ar");
    await page.goto("/auctions");
    await page.getByRole("main").getByRole("heading", { level: 3 }).first().getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`/auction/${auction.id}$`));

    await expect(page.getByRole("heading", { level: 1, name: auction.title })).toBeVisible();
    const breadcrumb = page.getByRole("navigation", { name: "مسار التنقل" });
    await expect(breadcrumb.getByRole("link", { name: "الرئيسية" })).toBeVisible();
    await expect(breadcrumb.getByRole("link", { name: "المزادات" })).toBeVisible();
    await expect(page.getByRole("complementary").getByText("السعر الافتتاحي", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: /عقارات المزاد/ })).toBeVisible();
    await expect(page.getByRole("link", { name: /زايد الآن/ })).toHaveAttribute("target", "_blank");
    await expect(page.getByRole("link", { name: /^موافقة المزاد/ })).toHaveAttribute("href", /^\/media\//);
    await expect(page.getByRole("link", { name: "تنزيل موافقة المزاد" })).toHaveAttribute(
      "download",
      /^auction_certificate\.\w+$/,
    );
    await expect(page.getByRole("link", { name: "تنزيل الشروط والأحكام" })).toHaveAttribute(
      "download",
      /^Terms_and_Conditions\.\w+$/,
    );
    const advertising = page.getByRole("region", { name: "بيانات الإعلان" });
    await expect(advertising.getByText("رقم ترخيص الإعلان")).toBeVisible();
    await expect(advertising.getByText("ترخيص المزادات العقارية")).toBeVisible();
  });

  test("a project in English: price per m², project file download, no bid button, related projects", async ({
    page,
    request,
  }) => {
    const project = await newest(request, "project", "&status=AVAILABLE");
    await page.goto(`/en/project/${project.id}`);
    await expect(page.getByRole("heading", { level: 1, name: project.title })).toBeVisible();
    await expect(page.getByText("Price", { exact: true })).toBeVisible();
    await expect(page.getByText("per square metre").first()).toBeAttached();
    await expect(page.getByRole("link", { name: /Bid now/ })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Download Project file" })).toHaveAttribute(
      "download",
      /^ProjectFile\.\w+$/,
    );
    const related = page.getByRole("region", { name: "More projects" });
    await expect(related.getByRole("article")).toHaveCount(3);
    await expect(related.getByRole("link", { name: project.title })).toHaveCount(0);
    await related.getByRole("link", { name: "All projects" }).click();
    await expect(page).toHaveURL(/\/en\/directmarketing$/);
  });

  test("a thumbnail opens the lightbox at its image and the index follows the slides", async ({ page, request }) => {
    const project = await newest(request, "project");
    await page.goto(`/en/project/${project.id}`);
    const thumbnails = page.getByRole("button", { name: /^Open image \d+ of \d+$/ }).filter({ visible: true });
    // Phones show 2 thumbnails, wider screens 4; the last one says how many more there are.
    await expect(thumbnails).toHaveCount(isPhone(page) ? 2 : 4);
    await expect(thumbnails.last()).toContainText(/\+\d+$/);
    const detail = await request.get(`/api/project/${project.id}`, { headers: { "accept-language": "en" } });
    const total = ((await detail.json()) as { data: { Images: unknown[] } }).data.Images.length;

    await thumbnails.nth(1).click();
    const viewer = page.getByRole("dialog");
    await expect(viewer.getByText(`2 of ${total}`, { exact: true })).toBeVisible();
    await viewer.getByRole("button", { name: "Next image" }).click();
    await expect(viewer.getByText(`3 of ${total}`, { exact: true })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(viewer).toBeHidden();
    await thumbnails.first().click();
    await expect(page.getByRole("dialog").getByText(`1 of ${total}`, { exact: true })).toBeVisible();
  });

  test("the description opens with read more and closes with read less", async ({ page, request }) => {
    const property = await newestFull(request, "property");
    await page.goto(`/en/property/${property.id}`);
    const more = page.getByRole("button", { name: "Show more" });
    await expect(more).toHaveAttribute("aria-expanded", "false");
    await more.click();
    const less = page.getByRole("button", { name: "Show less" });
    await expect(less).toHaveAttribute("aria-expanded", "true");
    await less.click();
    await expect(page.getByRole("button", { name: "Show more" })).toBeVisible();
  });

  test("details show the area and the first value until expanded; features, facade, boundaries and dates follow", async ({
    page,
    request,
  }) => {
    const auction = await newest(request, "auction");
    await page.goto(`/en/auction/${auction.id}`);
    const details = page.getByRole("region", { name: "Details" });
    await expect(details.getByText("Area")).toBeVisible();
    const toggle = details.getByRole("button", { name: /Show all details/ });
    if ((await toggle.count()) > 0) {
      const shown = await details.getByRole("listitem").filter({ visible: true }).count();
      await toggle.click();
      await expect(details.getByRole("button", { name: /Show less/ })).toHaveAttribute("aria-expanded", "true");
      expect(await details.getByRole("listitem").filter({ visible: true }).count()).toBeGreaterThan(shown);
    }
    await expect(page.getByRole("region", { name: "Features" }).getByRole("listitem").first()).toBeVisible();
    const dates = page.getByRole("region", { name: "Dates" });
    // Day, date, the Hijri date of an auction, and the time on a 12-hour clock.
    await expect(dates).toContainText(/(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), \d{1,2} \w+ \d{4}/);
    await expect(dates).toContainText(/14\d\d AH/);
    await expect(dates).toContainText(/\d{1,2}:\d{2}\s(am|pm)/);

    const arabicProperty = await newestFull(request, "property", "ar");
    await page.goto(`/property/${arabicProperty.id}`);
    await expect(page.getByRole("region", { name: "المزايا" })).toBeVisible();
  });

  test("the countdown ticks down every minute", async ({ page, request }) => {
    const auction = await newest(request, "auction", "&status=UPCOMING");
    await page.clock.install();
    await page.goto(`/en/auction/${auction.id}`);
    const timer = page.getByRole("main").getByRole("timer").first();
    const before = await timer.getAttribute("aria-label");
    expect(before).toMatch(/^Starts in/);
    await page.clock.fastForward("01:01");
    await expect(timer).not.toHaveAttribute("aria-label", before ?? "");
  });

  test("switching language shows the same listing in the other language", async ({ page, request }) => {
    const property = await newest(request, "property");
    const arabic = await newest(request, "property", "", "ar");
    await page.goto(`/property/${property.id}`);
    await expect(page.getByRole("heading", { level: 1, name: arabic.title })).toBeVisible();
    await page.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(new RegExp(`/en/property/${property.id}$`));
    await expect(page.getByRole("heading", { level: 1, name: property.title })).toBeVisible();
  });

  test("copy link puts the page's address on the clipboard", async ({ page, context, request }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const property = await newest(request, "property");
    await page.goto(`/en/property/${property.id}`);
    await page.getByRole("button", { name: "Copy link" }).click();
    await expect(page.getByText("Link copied")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });

  test("detail pages have no serious accessibility violations", async ({ page, request }) => {
    test.slow();
    const auction = await newest(request, "auction");
    const project = await newest(request, "project");
    await page.goto(`/auction/${auction.id}`);
    await expectNoSeriousA11yViolations(page);
    await page.goto(`/en/project/${project.id}`);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("unknown listings", () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test("an unknown id of every kind is the 404 page with status 404", async ({ page, request }) => {
    const project = await newest(request, "project");
    for (const path of ["/auction/999999", "/en/project/999999", "/property/999999", `/property/${project.id}`]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: /الصفحة غير موجودة|Page Not Found/ })).toBeVisible();
    }
  });

  test("a listing removed after its list was shown leads to the 404 page", async ({ page }) => {
    await page.goto("/en/propertymanagement");
    // The next page's data comes from the API in the browser; the listing is gone by then.
    await page.route(/\/api\/property\/\d+$/, (route) => route.fulfill({ status: 404, json: { error: {} } }));
    await page.getByRole("main").getByRole("heading", { level: 3 }).first().getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
    await expect(page.getByText("404", { exact: true })).toBeVisible();
  });
});

test.describe("purpose", () => {
  test("a villa project shows its purpose, translated, in both languages", async ({ page, request }) => {
    const response = await request.get("/api/categories?kind=project", { headers: { "accept-language": "en" } });
    const categories = ((await response.json()) as { data: { id: number; name: string }[] }).data;
    const villas = categories.find((category) => category.name === "Villas");
    if (!villas) throw new Error("no Villas category");
    const project = await newest(request, "project", `&categoryId=${villas.id}`);

    await page.goto(`/en/project/${project.id}`);
    const details = page.getByRole("region", { name: "Details" });
    // Shown before the block is expanded: it is the first value.
    await expect(details.getByRole("listitem").filter({ hasText: "Purpose" })).toHaveText("PurposeResidential");
    await expect(details.getByRole("listitem").filter({ hasText: "Purpose" })).toBeVisible();

    await page.goto(`/project/${project.id}`);
    const arabic = page
      .getByRole("region", { name: "المواصفات" })
      .getByRole("listitem")
      .filter({ hasText: "الاستخدام" });
    await expect(arabic).toHaveText("الاستخدامسكني");
  });
});

test.describe("closed listings", () => {
  test("an ended auction says it has ended, with no bid, no interest and no countdown", async ({ page, request }) => {
    const ended = await newest(request, "auction", "&status=COMPLETED");
    await page.goto(`/en/auction/${ended.id}`);
    const aside = page.getByRole("complementary").first();
    await expect(aside.getByText("This auction has ended")).toBeVisible();
    await expect(page.getByRole("link", { name: /Bid now/ })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Register interest" })).toHaveCount(0);
    await expect(aside.getByRole("timer")).toHaveCount(0);
    await expect(page.getByText("Add to calendar")).toHaveCount(0);

    await page.goto(`/auction/${ended.id}`);
    await expect(page.getByRole("complementary").first().getByText("انتهى هذا المزاد")).toBeVisible();
    await expect(page.getByRole("link", { name: /زايد الآن/ })).toHaveCount(0);

    // A running auction still offers both, with its countdown to the end.
    const running = await newest(request, "auction", "&status=ACTIVE");
    await page.goto(`/en/auction/${running.id}`);
    await expect(page.getByRole("link", { name: /Bid now/ })).toBeVisible();
    await expect(page.getByRole("button", { name: "Register interest" })).toBeVisible();
    await expect(page.getByRole("complementary").first().getByRole("timer")).toHaveAttribute(
      "aria-label",
      /^Ends after/,
    );
    await expect(page.getByText("This auction has ended")).toHaveCount(0);
  });

  test("sold and rented listings say so, with no interest form and no countdown of zeros", async ({
    page,
    request,
  }) => {
    const sold = await newest(request, "project", "&status=SOLD");
    await page.goto(`/en/project/${sold.id}`);
    const aside = page.getByRole("complementary").first();
    await expect(aside.getByText("This project is sold out")).toBeVisible();
    await expect(page.getByRole("button", { name: "Register interest" })).toHaveCount(0);
    await expect(aside.getByRole("timer")).toHaveCount(0);
    await expect(page.getByText(/0 days/)).toHaveCount(0);

    const rented = await newest(request, "property", "&status=RENTED");
    await page.goto(`/property/${rented.id}`);
    const arabicAside = page.getByRole("complementary").first();
    await expect(arabicAside.getByText("تم تأجير هذا العقار")).toBeVisible();
    await expect(page.getByRole("button", { name: "سجّل اهتمامك" })).toHaveCount(0);
    await expect(arabicAside.getByRole("timer")).toHaveCount(0);
  });
});

/** The first listing the API lists with a video, with its kind. */
async function withVideo(request: APIRequestContext): Promise<{ kind: string; id: number }> {
  for (const kind of ["project", "property", "auction"]) {
    const list = (await (await request.get(`/api/${kind}?limit=50`)).json()) as { data: Listed[] };
    for (const { id } of list.data) {
      const detail = (await (await request.get(`/api/${kind}/${id}`)).json()) as { data: { video_url: string | null } };
      if (detail.data.video_url) return { kind, id };
    }
  }
  throw new Error("no listing with a video");
}

test.describe("detail pages as the server drew them (app/lib/server-island.tsx)", () => {
  // The server draws dates in the company's zone: a visitor in it keeps the server's blocks as they are.
  test.use({ timezoneId: "Asia/Riyadh" });

  test("the blocks' code waits for a press: details expand at the first, the breadcrumb stays in the page, back draws them", async ({
    page,
    request,
  }) => {
    const blockScripts: string[] = [];
    page.on("request", (sent) => {
      if (/\/assets\/server-drawn-blocks-/.test(sent.url())) blockScripts.push(sent.url());
    });
    const auction = await newest(request, "auction");
    await page.goto(`/en/auction/${auction.id}`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const details = page.getByRole("region", { name: "Details" });
    await expect(details.getByText("Area")).toBeVisible();
    await expect(page.getByRole("region", { name: "Dates" })).toContainText(/\d{1,2}:\d{2}\s(am|pm)/);
    expect(blockScripts).toEqual([]);

    const shown = await details.getByRole("listitem").filter({ visible: true }).count();
    await details.getByRole("button", { name: "Show all details" }).click();
    await expect(details.getByRole("button", { name: /Show less/ })).toHaveAttribute("aria-expanded", "true");
    expect(await details.getByRole("listitem").filter({ visible: true }).count()).toBeGreaterThan(shown);
    expect(blockScripts).toHaveLength(1);

    // The banner's links are the server's HTML too, and still move within the page rather than load a new one.
    await page.evaluate(() => {
      (window as unknown as { samePage: boolean }).samePage = true;
    });
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Auctions" }).click();
    await expect(page).toHaveURL(/\/en\/auctions$/);
    await expect(page.getByRole("heading", { level: 1, name: "Auctions" })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1, name: auction.title })).toBeVisible();
    await expect(page.getByRole("region", { name: "Details" }).getByText("Area")).toBeVisible();
    await expect(page.getByRole("region", { name: "Features" }).getByRole("listitem").first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  });

  test("sharing is drawn by the server: its code comes at the press of copy, which then copies", async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const shareScripts: string[] = [];
    page.on("request", (sent) => {
      if (/\/assets\/(server-drawn-blocks|share-links)-/.test(sent.url())) shareScripts.push(sent.url());
    });
    const property = await newest(request, "property");
    await page.goto(`/property/${property.id}`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const whatsApp = page.getByRole("link", { name: /شارك عبر واتساب/ });
    await expect(whatsApp).toHaveAttribute("href", /^https:\/\/wa\.me\/\?text=/);
    expect(shareScripts).toEqual([]);
    await page.getByRole("button", { name: "انسخ الرابط" }).click();
    await expect(page.getByText("نُسخ الرابط")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    expect(shareScripts.length).toBeGreaterThan(0);
  });

  test("a press made while the blocks' code is on its way shows as busy, then takes effect", async ({
    page,
    request,
  }) => {
    let letThrough: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      letThrough = resolve;
    });
    await page.route(/\/assets\/server-drawn-blocks-/, async (route) => {
      await held;
      await route.continue();
    });
    const auction = await newest(request, "auction");
    await page.goto(`/en/auction/${auction.id}`);
    const details = page.getByRole("region", { name: "Details" });
    const showAll = details.getByRole("button", { name: "Show all details" });
    await showAll.click();
    await expect(showAll).toHaveAttribute("aria-busy", "true");
    await expect(showAll).toHaveCSS("cursor", "progress");
    letThrough();
    await expect(details.getByRole("button", { name: /Show less/ })).toHaveAttribute("aria-expanded", "true");
    await expect(details.locator("[aria-busy]")).toHaveCount(0);
  });

  test("a video plays at the first press of its facade", async ({ page, request }) => {
    const listing = await withVideo(request);
    await page.goto(`/en/${listing.kind}/${listing.id}`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.getByRole("button", { name: /Play the video/ }).click();
    await expect(page.locator('iframe[src*="youtube-nocookie.com/embed/"]')).toBeAttached();
  });
});

test("an office counts rooms, not bedrooms, on its card and its page (docs/glossary.md)", async ({ page, request }) => {
  const office = await newest(
    request,
    "property",
    `&search=${encodeURIComponent("Office Space for Rent in an Olaya Tower")}`,
  );
  await page.goto(`/propertymanagement?search=${encodeURIComponent("مكتب إداري للإيجار في برج")}`);
  const card = page
    .getByRole("main")
    .getByRole("article")
    .filter({ has: page.locator(`a[href="/property/${office.id}"]`) });
  await expect(card.getByText("5 غرف", { exact: true })).toBeVisible();
  await expect(card).not.toContainText("غرف نوم");

  await page.goto(`/property/${office.id}`);
  const details = page.getByRole("region", { name: "المواصفات" });
  await details.getByRole("button", { name: "عرض كل المواصفات" }).click();
  await expect(details.getByRole("listitem").filter({ hasText: "الغرف" })).toHaveText("الغرف5");
  await expect(details).not.toContainText("غرف النوم");
});
