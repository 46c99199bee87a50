import type { APIRequestContext, BrowserContext, Locator, Page } from "@playwright/test";
import { expect, fillLikeAPerson, test } from "./fixtures.ts";
import { leadsByEmail, uniqueEmail } from "./leads-db.ts";

/**
 * A tap that comes after the page is painted but before React has hydrated it is not lost
 * (app/lib/early-taps.ts). Each journey loads a page on a throttled phone (slow 4G, CPU 4× slower), taps one
 * control as soon as it shows, checks that the tap came before hydration (so the journey fails if the page
 * hydrated first), and waits for the tap to take effect.
 */

declare global {
  interface Window {
    /** For each click and change, whether the page had hydrated when it came (recorded before the page's own). */
    __hydratedAtInput?: boolean[];
    /** When (`performance.now()`) the root marked the document hydrated. */
    __hydratedAt?: number;
  }
}

/** Lighthouse's slow 4G: 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up. */
const slow4G = { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 94_000 };

/**
 * A new page in the journey's browser context, throttled, that notes the page's hydration at each input. Its
 * scripts wait at the gate until `release()`: on a machine busy with other work the throttled page can still
 * hydrate before the tap, which would test nothing.
 */
async function throttledPage(context: BrowserContext) {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await page.addInitScript(() => {
    const noted: boolean[] = [];
    window.__hydratedAtInput = noted;
    // The visitor's input only, not the page's own replay of it.
    const note = (event: Event) => {
      if (event.isTrusted) noted.push(document.documentElement.hasAttribute("data-hydrated"));
    };
    // Added before the page's own scripts: these listeners hear the input first.
    window.addEventListener("click", note, true);
    window.addEventListener("change", note, true);
    new MutationObserver((_, observer) => {
      if (!document.documentElement.hasAttribute("data-hydrated")) return;
      window.__hydratedAt = performance.now();
      observer.disconnect();
      // The document's element may not exist yet when this runs.
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });
  });
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", slow4G);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  return { page, errors, release };
}

/** Opens `path` and returns as soon as the document has arrived, long before hydration. */
async function openEarly(context: BrowserContext, path: string) {
  const opened = await throttledPage(context);
  await opened.page.goto(path, { waitUntil: "commit" });
  return opened;
}

async function expectAllInputBeforeHydration(page: Page, count: number) {
  const noted = await page.evaluate(() => window.__hydratedAtInput ?? []);
  expect(noted, "each input came before the page hydrated").toEqual(Array(count).fill(false));
}

/** Taps `control` as soon as it shows; while the page has not hydrated, it shows as pressed and busy. */
async function tapEarly(page: Page, control: Locator, { opensPanel = false } = {}) {
  // Its name may change once the tap has taken effect ("Open menu" becomes "Close menu").
  const element = await control.elementHandle();
  await control.tap();
  const state = await element!.evaluate((element) => ({
    hydrated: document.documentElement.hasAttribute("data-hydrated"),
    busy: element.getAttribute("aria-busy"),
    expanded: element.getAttribute("aria-expanded"),
  }));
  if (!state.hydrated) {
    if (opensPanel) expect(state.expanded).toBe("true");
    else expect(state.busy).toBe("true");
  }
  await expectAllInputBeforeHydration(page, 1);
}

/** Lets the page's scripts come, and waits for the page to hydrate. */
async function hydrated({ page, release }: { page: Page; release: () => void }) {
  release();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 30_000 });
}

async function newest(request: APIRequestContext, kind: string, query = "") {
  const response = await request.get(`/api/${kind}?limit=1${query}`, { headers: { "accept-language": "en" } });
  const listing = ((await response.json()) as { data: { id: number; title: string }[] }).data[0];
  if (!listing) throw new Error(`no ${kind} listed`);
  return listing;
}

test.describe("taps before the page has hydrated, on a slow phone", () => {
  // A throttled page takes a few seconds to hydrate.
  test.slow();

  for (const [prefix, open, close] of [
    ["", "فتح القائمة", "إغلاق القائمة"],
    ["/en", "Open menu", "Close menu"],
  ] as const) {
    test(`the menu opens at once and stays open (${prefix || "/"}) @phone`, async ({ context }) => {
      const opened = await openEarly(context, `${prefix}/auctions`);
      const { page } = opened;
      await tapEarly(page, page.getByRole("button", { name: open }), { opensPanel: true });
      const menu = page.locator("header nav").filter({ visible: true }).last();
      await expect(menu.getByRole("link").first()).toBeVisible();
      await hydrated(opened);
      await expect(page.getByRole("button", { name: close })).toHaveAttribute("aria-expanded", "true");
      await expect(menu.getByRole("link").first()).toBeVisible();
      expect(opened.errors).toEqual([]);
    });
  }

  test("the filters open at once, and a status chosen before hydration is kept and applied @phone", async ({
    context,
  }) => {
    const opened = await openEarly(context, "/en/auctions");
    const { page } = opened;
    await tapEarly(page, page.getByRole("button", { name: "Filters" }), { opensPanel: true });
    const status = page.getByRole("search").getByLabel("Status");
    // Chosen with the keyboard: selectOption()'s change event is not the browser's own (not trusted).
    await status.focus();
    await page.keyboard.press("ArrowDown");
    await expect(status).toHaveValue("UPCOMING");
    await expectAllInputBeforeHydration(page, 2);
    await hydrated(opened);
    await expect(page).toHaveURL(/\/en\/auctions\?status=UPCOMING$/);
    await expect(status).toHaveValue("UPCOMING");
    await expect(page.getByRole("button", { name: /^Filters/ })).toHaveAttribute("aria-expanded", "true");
    expect(opened.errors).toEqual([]);
  });

  test("a heart tapped before hydration saves the listing in the favourites @phone", async ({ context }) => {
    const opened = await openEarly(context, "/en/auctions");
    const { page } = opened;
    const heart = page
      .getByRole("main")
      .getByRole("button", { name: /^Save .* to favourites$/ })
      .first();
    await tapEarly(page, heart);
    await hydrated(opened);
    await expect(page.getByRole("main").getByRole("button", { name: /^Remove .* from favourites$/ })).toHaveCount(1);
    await page.goto("/en/favourites");
    await expect(page.getByTestId("saved-listing")).toHaveCount(1);
    expect(opened.errors).toEqual([]);
  });

  test("the list view chosen before hydration shows and is kept @phone", async ({ context }) => {
    const opened = await openEarly(context, "/en/auctions");
    const { page } = opened;
    await tapEarly(page, page.getByRole("button", { name: "List view" }));
    await hydrated(opened);
    await expect(page.getByRole("button", { name: "List view" })).toHaveAttribute("aria-pressed", "true");
    await page.reload();
    await expect(page.getByRole("button", { name: "List view" })).toHaveAttribute("aria-pressed", "true");
    expect(opened.errors).toEqual([]);
  });

  test("register interest tapped before hydration opens the dialog at once @phone", async ({ context, request }) => {
    const project = await newest(request, "project", "&status=AVAILABLE");
    const opened = await openEarly(context, `/en/project/${project.id}`);
    const { page } = opened;
    // A native modal dialog the button opens with no script: it shows before hydration, its first field focused.
    await page.getByRole("button", { name: "Register interest" }).tap();
    const name = page.getByRole("dialog", { name: "Register interest" }).getByLabel("Full name");
    await expect(name).toBeVisible();
    await expect(name).toBeFocused();
    expect(await page.locator("html[data-hydrated]").count(), "the dialog showed before hydration").toBe(0);
    await expectAllInputBeforeHydration(page, 1);
    await hydrated(opened);
    // Once hydrated it has its history entry: Back closes it and the focus goes back to the button.
    await expect(page).toHaveURL(/#register-interest$/);
    await expect(name).toBeVisible();
    await page.goBack();
    await expect(name).toBeHidden();
    await expect(page).not.toHaveURL(/#register-interest/);
    expect(opened.errors).toEqual([]);
  });

  test("a name and an Arabic-digit phone typed in Register interest before hydration are kept, through a reload (Arabic) @phone", async ({
    context,
    request,
  }) => {
    const project = await newest(request, "project", "&status=AVAILABLE");
    const opened = await openEarly(context, `/project/${project.id}`);
    const { page } = opened;
    await page.getByRole("button", { name: "سجّل اهتمامك" }).tap();
    const dialog = page.getByRole("dialog", { name: "سجّل اهتمامك" });
    // Typed into the server's form: its code has not come, and the focus came before any of it could listen.
    await dialog.getByLabel("الاسم الكامل").fill("محمد العتيبي");
    await dialog.getByRole("textbox", { name: "رقم الجوال" }).pressSequentially("٠٥٥١٢٣٤٥٦٧");
    expect(await page.locator("html[data-hydrated]").count(), "typed before hydration").toBe(0);
    await hydrated(opened);
    // The form takes over what was typed (the phone in its national form) and keeps it as the tab's draft.
    const draftKey = `enquiry-draft:project:${project.id}`;
    await expect
      .poll(() => page.evaluate((key) => sessionStorage.getItem(key), draftKey))
      .toContain('"phone":"+966551234567"');
    await expect(dialog.getByLabel("الاسم الكامل")).toHaveValue("محمد العتيبي");
    await expect(dialog.getByRole("textbox", { name: "رقم الجوال" })).toHaveValue("55 123 4567");
    // A reload keeps the address's #register-interest: the dialog opens itself again, with the draft.
    await page.reload();
    await expect(dialog.getByLabel("الاسم الكامل")).toHaveValue("محمد العتيبي");
    await expect(dialog.getByRole("textbox", { name: "رقم الجوال" })).toHaveValue("55 123 4567");
    expect(opened.errors).toEqual([]);
  });

  test("the contact form typed into before the page's code ran keeps what was typed, through a reload (Arabic) @phone", async ({
    context,
  }) => {
    const opened = await openEarly(context, "/contactus");
    const { page } = opened;
    const form = page.locator("form").filter({ has: page.getByLabel("الاسم الكامل") });
    await form.getByLabel("الاسم الكامل").fill("سارة الشهري");
    await form.getByRole("textbox", { name: "رقم الجوال" }).pressSequentially("٠٥٠٩٨٧٦٥٤٣");
    await form.getByLabel("رسالتك").fill("أرغب في بيع أرضي، المساحة ٦٠٠ م٢؟");
    expect(await page.locator("html[data-hydrated]").count(), "typed before hydration").toBe(0);
    await hydrated(opened);
    // No event follows a focus taken before the page's code listened: the form's code comes all the same, takes
    // over what was typed (the phone in its national form) and keeps it as the tab's draft.
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem("enquiry-draft:contact")))
      .toContain('"phone":"+966509876543"');
    await expect(form.getByRole("textbox", { name: "رقم الجوال" })).toHaveValue("50 987 6543");
    await page.reload();
    await expect(form.getByLabel("الاسم الكامل")).toHaveValue("سارة الشهري");
    await expect(form.getByRole("textbox", { name: "رقم الجوال" })).toHaveValue("50 987 6543");
    await expect(form.getByLabel("رسالتك")).toHaveValue("أرغب في بيع أرضي، المساحة ٦٠٠ م٢؟");
    expect(opened.errors).toEqual([]);
  });

  test("a thumbnail tapped before hydration opens the viewer at its image @phone", async ({ context, request }) => {
    const project = await newest(request, "project");
    const opened = await openEarly(context, `/en/project/${project.id}`);
    const { page } = opened;
    const thumbnails = page.getByRole("button", { name: /^Open image \d+ of \d+$/ }).filter({ visible: true });
    await tapEarly(page, thumbnails.nth(1));
    await hydrated(opened);
    await expect(page.getByRole("dialog").getByText(/^2 of \d+$/)).toBeVisible();
    expect(opened.errors).toEqual([]);
  });

  test("show more tapped before hydration shows the whole description @phone", async ({ context, request }) => {
    const property = await newest(request, "property");
    const opened = await openEarly(context, `/en/property/${property.id}`);
    const { page } = opened;
    await tapEarly(page, page.getByRole("button", { name: "Show more" }));
    await hydrated(opened);
    await expect(page.getByRole("button", { name: "Show less" })).toHaveAttribute("aria-expanded", "true");
    expect(opened.errors).toEqual([]);
  });

  test("the finance calculator tapped before hydration shows at once, and follows what is typed @phone", async ({
    context,
    request,
  }) => {
    const sale = await pricedSale(request);
    const opened = await openEarly(context, `/en/property/${sale.id}`);
    const { page } = opened;
    // A disclosure drawn by the server with the default terms: it opens with no script at all.
    await page.locator("summary", { hasText: "Calculate the instalment" }).tap();
    await expectAllInputBeforeHydration(page, 1);
    await expect(page.getByTestId("finance-monthly")).toBeVisible();
    await expect(page.getByLabel("Down payment (%)")).toHaveValue("10");
    await hydrated(opened);
    const before = await page.getByTestId("finance-monthly").textContent();
    // Typing draws the calculator in the browser; what was typed and the focus stay.
    await page.getByLabel("Down payment (%)").fill("30");
    await expect(page.getByLabel("Down payment (%)")).toHaveValue("30");
    await expect(page.getByTestId("finance-monthly")).not.toHaveText(before ?? "");
    await expect(page.locator("details[data-finance]")).toHaveAttribute("open", "");
    expect(opened.errors).toEqual([]);
  });
});

/** A priced property for sale: its page has the finance calculator. */
async function pricedSale(request: APIRequestContext) {
  const list = (await (await request.get("/api/property?limit=50")).json()) as {
    data: { id: number; price: number | null; rent_period: string | null }[];
  };
  const sale = list.data.find((listing) => (listing.price ?? 0) > 0 && !listing.rent_period);
  if (!sale) throw new Error("the demo content has no priced property for sale");
  return sale;
}

/**
 * Holds the page's requests for the script files matching `file` until `release()`: the code a tap would fetch
 * after hydration, held back to show what the tap shows without it. Runs before throttledPage's own gate.
 */
async function holdCode(page: Page, file: RegExp) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(file, async (route) => {
    await gate;
    await route.fallback();
  });
  return release;
}

/**
 * On the phone profile a tap takes effect within 1 s of hydration (docs/decisions/020-first-load.md). Each journey taps a control as soon
 * as the page has hydrated, with the code that the control used to fetch after the tap held back, and sees the
 * effect from what the page already has (docs/decisions/008-gallery-lightbox-and-video.md and 020-first-load.md).
 */
test.describe("taps as soon as the page has hydrated, on a slow phone", () => {
  test.slow();

  test("a photo opens at once in the viewer's place, then in the viewer; Back closes it @phone", async ({
    context,
    request,
  }) => {
    const project = await newest(request, "project");
    const opened = await throttledPage(context);
    const { page } = opened;
    const releaseViewer = await holdCode(page, /\/assets\/gallery-lightbox-[^/]*\.js$/);
    await page.goto(`/en/project/${project.id}`, { waitUntil: "commit" });
    await hydrated(opened);
    const thumbnail = page.getByRole("button", { name: /^Open image 2 of \d+$/ }).filter({ visible: true });
    const thumbnailImage = await thumbnail.locator("img").evaluate((image: HTMLImageElement) => image.currentSrc);
    await thumbnail.tap();
    // The tapped photo, drawn full screen from its thumbnail, while the viewer's code has not come.
    const opening = page.getByRole("status").filter({ hasText: "Opening the photos…" });
    await expect(opening).toBeVisible();
    await expect(opening.locator("img")).toHaveAttribute("src", thumbnailImage);
    await expect(opening.locator("img")).toHaveJSProperty("complete", true);
    expect(await opening.locator("img").evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await expect(page).toHaveURL(/#photo-2$/);
    releaseViewer();
    const viewer = page.getByRole("dialog", { name: "Image viewer" });
    await expect(viewer.getByText(/^2 of \d+$/)).toBeVisible();
    await expect(opening).toHaveCount(0);
    await expect(viewer.locator(".yarl__slide_current img.yarl__slide_image")).toHaveJSProperty("complete", true);
    await page.goBack();
    await expect(viewer).toHaveCount(0);
    await expect(page).not.toHaveURL(/#photo/);
    await expect(thumbnail).toBeFocused();
    expect(opened.errors).toEqual([]);
  });

  test("Register interest opens at once with its form, and sends once its code has come (Arabic) @phone", async ({
    context,
    request,
  }, testInfo) => {
    const project = await newest(request, "project", "&status=AVAILABLE");
    const opened = await throttledPage(context);
    const { page } = opened;
    // The dialog's and the form's code, which the dialog used to need before it showed anything.
    const releaseForm = await holdCode(page, /\/assets\/interest-dialog-[^/]*\.js$/);
    await page.goto(`/project/${project.id}`, { waitUntil: "commit" });
    await hydrated(opened);
    const button = page.getByRole("button", { name: "سجّل اهتمامك" });
    await button.tap();
    const dialog = page.getByRole("dialog", { name: "سجّل اهتمامك" });
    const name = dialog.getByLabel("الاسم الكامل");
    await expect(name).toBeVisible();
    await expect(name).toBeFocused();
    await expect(page).toHaveURL(/#register-interest$/);
    // Typed into the server's form while its code is held: kept when the code draws the form.
    const email = uniqueEmail("interest-early");
    await fillLikeAPerson(page, async () => {
      await name.pressSequentially("عمر خالد الحربي");
      await dialog.getByLabel("البريد الإلكتروني").fill(email);
      await dialog.getByLabel("رقم الجوال", { exact: true }).pressSequentially("٠٥٥١٢٣٤٥٦٧");
    });
    // Send pressed before the code came: held, then sent once it has.
    const send = dialog.getByRole("button", { name: "إرسال" });
    await send.tap();
    await expect(send).toHaveAttribute("aria-busy", "true");
    expect(await leadsByEmail(testInfo, email)).toHaveLength(0);
    releaseForm();
    // The form's code, the send and the toast's code each cross the slow network, and the throttled page then draws
    // the reset form: ~0.5 s on a quiet machine, over 7 s with a second throttled browser on the same 2 cores.
    await expect(page.getByRole("alert").filter({ hasText: "تم إرسال رسالتك بنجاح" })).toBeVisible({ timeout: 20_000 });
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/#register-interest/);
    await expect(button).toBeFocused();
    const leads = await leadsByEmail(testInfo, email);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ kind: "project_interest", listing_id: project.id, phone: "+966551234567" });
    expect(opened.errors).toEqual([]);
  });

  test("the finance calculator opens at once with the instalment (Arabic) @phone", async ({ context, request }) => {
    const sale = await pricedSale(request);
    const opened = await throttledPage(context);
    const { page } = opened;
    // The detail page's islands' code, which the calculator used to need before it showed anything.
    const releaseIslands = await holdCode(page, /\/assets\/server-drawn-blocks-[^/]*\.js$/);
    await page.goto(`/property/${sale.id}`, { waitUntil: "commit" });
    await hydrated(opened);
    await page.locator("summary", { hasText: "احسب القسط" }).tap();
    await expect(page.getByTestId("finance-monthly")).toBeVisible();
    await expect(page.getByLabel("الدفعة الأولى (٪)")).toHaveValue("10");
    // A field typed into before the code has come keeps what was typed when the calculator is drawn.
    await page.getByLabel("المدة (بالسنوات)").fill("20");
    releaseIslands();
    await expect(page.getByLabel("المدة (بالسنوات)")).toHaveValue("20");
    await expect(page.getByLabel("المدة (بالسنوات)")).toBeFocused();
    await page.getByLabel("المدة (بالسنوات)").fill("٤٠");
    await expect(page.getByLabel("المدة (بالسنوات)")).toHaveAttribute("aria-invalid", "true");
    expect(opened.errors).toEqual([]);
  });
});
