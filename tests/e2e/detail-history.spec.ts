import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/**
 * The photo viewer and the Register Interest dialog on a phone (docs/decisions/008-gallery-lightbox-and-video.md): each opens in a history entry of its own,
 * so the phone's Back button closes it and the visitor stays on the listing; the share link works before the page's
 * code has arrived. The network and the CPU are slowed as on a phone (slow 4G, CPU 4×) through the DevTools
 * protocol, so the code arrives late, as visitors see it.
 */

async function openProject(request: APIRequestContext): Promise<{ id: number; title: string }> {
  const response = await request.get("/api/project?limit=1", { headers: { "accept-language": "en" } });
  const listing = ((await response.json()) as { data: { id: number; title: string }[] }).data[0];
  if (!listing) throw new Error("no project listed");
  return listing;
}

/** DevTools' slow 4G and a 4× slower CPU, for this page. */
async function slowAsAPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

const hydrated = (page: Page) => page.locator("html[data-hydrated]").waitFor({ state: "attached" });

test.describe("on a slow phone @phone", () => {
  test("Back closes the photo viewer and stays on the listing; the open photo has an address", async ({
    page,
    request,
  }) => {
    test.slow();
    const project = await openProject(request);
    const path = `/en/project/${project.id}`;
    await slowAsAPhone(page);
    await page.goto(path);
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, 120));
    const scrolled = await page.evaluate(() => window.scrollY);
    // Opening and closing run no loader: the page's data is not fetched again.
    const dataRequests: string[] = [];
    page.on("request", (sent) => {
      if (/\.data(\?|$)/.test(new URL(sent.url()).pathname + new URL(sent.url()).search)) dataRequests.push(sent.url());
    });

    await page.getByRole("button", { name: /^Open image 2 of \d+$/ }).tap();
    const viewer = page.getByRole("dialog");
    await expect(viewer.getByText(/^2 of \d+$/)).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(new RegExp(`${path}#photo-2$`));

    await page.goBack();
    await expect(viewer).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    expect(dataRequests).toEqual([]);

    // Forward opens it again; its close button goes back, so the history does not grow.
    await page.goForward();
    await expect(viewer.getByText(/^2 of \d+$/)).toBeVisible({ timeout: 30_000 });
    const entries = await page.evaluate(() => window.history.length);
    await viewer.getByRole("button", { name: "Close" }).tap();
    await expect(viewer).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    expect(await page.evaluate(() => window.history.length)).toBe(entries);
    // And again, after Forward has brought back that same entry.
    await page.goForward();
    await expect(viewer.getByText(/^2 of \d+$/)).toBeVisible({ timeout: 30_000 });
    await viewer.getByRole("button", { name: "Close" }).tap();
    await expect(viewer).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${path}$`));

    // A reload, or a shared link, with the photo's address opens the viewer at that photo.
    await page.goto(`${path}#photo-3`);
    await expect(viewer.getByText(/^3 of \d+$/)).toBeVisible({ timeout: 30_000 });
    // Closed there, it stays on the listing: there is no entry of the page's own to go back to.
    await page.keyboard.press("Escape");
    await expect(viewer).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  });

  test("Back closes the Register Interest dialog, and reopening it shows what was typed", async ({ page, request }) => {
    test.slow();
    const project = await openProject(request);
    const path = `/project/${project.id}`;
    await slowAsAPhone(page);
    await page.goto(path);
    await hydrated(page);

    await page.getByRole("button", { name: "سجّل اهتمامك" }).tap();
    const dialog = page.getByRole("dialog", { name: "سجّل اهتمامك" });
    await expect(dialog.getByLabel("الاسم الكامل")).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(new RegExp(`${path}#register-interest$`));
    await dialog.getByLabel("الاسم الكامل").fill("عمر خالد الحربي");
    await dialog.getByLabel("رقم الجوال", { exact: true }).fill("551234567");

    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    await page.getByRole("button", { name: "سجّل اهتمامك" }).tap();
    await expect(dialog.getByLabel("الاسم الكامل")).toHaveValue("عمر خالد الحربي");
    await expect(dialog.getByLabel("رقم الجوال", { exact: true })).toHaveValue("55 123 4567");

    // A reload keeps the dialog open, with the draft.
    await page.reload();
    await expect(dialog.getByLabel("الاسم الكامل")).toHaveValue("عمر خالد الحربي", { timeout: 30_000 });
  });

  test("a tap made while the code is on its way shows at once that something is happening", async ({
    page,
    request,
  }) => {
    test.slow();
    const project = await openProject(request);
    let releaseViewer = () => {};
    const viewerHeld = new Promise<void>((resolve) => {
      releaseViewer = resolve;
    });
    await page.route(/\/assets\/gallery-lightbox-[^/]+\.js$/, async (route) => {
      await viewerHeld;
      await route.continue();
    });
    let releaseForm = () => {};
    const formHeld = new Promise<void>((resolve) => {
      releaseForm = resolve;
    });
    await page.route(/\/assets\/interest-dialog-[^/]+\.js$/, async (route) => {
      await formHeld;
      await route.continue();
    });
    await page.goto(`/en/project/${project.id}`);
    await hydrated(page);

    await page.getByRole("button", { name: /^Open image 1 of \d+$/ }).tap();
    const opening = page.getByRole("status").filter({ hasText: "Opening the photos…" });
    await expect(opening).toBeVisible();
    await expect(opening).toHaveAttribute("aria-busy", "true");
    releaseViewer();
    await expect(page.getByRole("dialog").getByText(/^1 of \d+$/)).toBeVisible();
    await expect(opening).toBeHidden();
    await page.goBack();
    await expect(page.getByRole("dialog")).toBeHidden();

    // The dialog and its form are in the page's HTML: they show at once, while their code is still held.
    await page.getByRole("button", { name: "Register interest" }).tap();
    const name = page.getByRole("dialog").getByLabel("Full name");
    await expect(name).toBeVisible();
    await expect(name).toBeFocused();
    releaseForm();
    await name.fill("Omar");
    await expect(name).toHaveValue("Omar");
  });
});

test.describe("before the page's code has arrived", () => {
  for (const language of ["ar", "en"] as const) {
    test(`the WhatsApp share link carries the listing's address and title (${language})`, async ({
      browser,
      request,
      baseURL,
    }) => {
      const project = await openProject(request);
      const path = `${language === "en" ? "/en" : ""}/project/${project.id}`;
      // No script runs: the link is the server's.
      const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(path);
      const link = page.getByRole("link", { name: language === "en" ? /Share on WhatsApp/ : /شارك عبر واتساب/ });
      const href = new URL((await link.getAttribute("href")) ?? "");
      expect(href.origin + href.pathname).toBe("https://wa.me/");
      const text = href.searchParams.get("text") ?? "";
      expect(text).toContain(`${baseURL}${path}`);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(text.endsWith(canonical ?? "-")).toBe(true);
      if (language === "en") expect(text).toContain(project.title);
      await context.close();
    });
  }
});
