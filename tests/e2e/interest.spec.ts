import type { APIRequestContext, Page } from "@playwright/test";
import type { ListingKind } from "../../domain/listing.ts";
import { expect, expectNoSeriousA11yViolations, fillLikeAPerson, test } from "./fixtures.ts";
import { leadsByEmail, leadsByMessage, uniqueEmail } from "./leads-db.ts";

/** The newest listing of a kind, as the API lists it. */
async function newest(request: APIRequestContext, kind: ListingKind, language = "ar") {
  const response = await request.get(`/api/${kind}?limit=1`, { headers: { "accept-language": language } });
  const listing = ((await response.json()) as { data: { id: number; title: string }[] }).data[0];
  if (!listing) throw new Error(`no ${kind} listed`);
  return listing;
}

/** Fills the dialog's form no faster than a person would (the API files instant enquiries as spam). */
async function fillInterest(page: Page, texts: { name: string; email: string; phone: string }, email: string) {
  await fillLikeAPerson(page, async () => {
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel(texts.name).fill(texts.name === "Full name" ? "Omar Khalid Alharbi" : "عمر خالد الحربي");
    await dialog.getByLabel(texts.email).fill(email);
    const phone = dialog.getByLabel(texts.phone, { exact: true });
    // On the Arabic pages the number is typed key by key as an Arabic phone keyboard types it.
    if (texts.name === "Full name") await phone.fill("551234567");
    else await phone.pressSequentially("٠٥٥١٢٣٤٥٦٧");
    await expect(phone).toHaveValue("55 123 4567");
  });
}

const arabic = {
  button: "سجّل اهتمامك",
  name: "الاسم الكامل",
  email: "البريد الإلكتروني",
  phone: "رقم الجوال",
  send: "إرسال",
  close: "إغلاق",
  sent: "تم إرسال رسالتك بنجاح، وسنتواصل معك قريبًا.",
  failed: "تعذّر إرسال رسالتك، حاول مرة أخرى.",
};
const english = {
  button: "Register interest",
  name: "Full name",
  email: "Email",
  phone: "Mobile number",
  send: "Send",
  close: "Close",
  sent: "Your message was sent successfully. We will be in touch soon.",
  failed: "Something went wrong and your message was not sent. Please try again.",
};

test.describe("Register Interest", () => {
  for (const [kind, language] of [
    ["auction", "ar"],
    ["project", "en"],
    ["property", "ar"],
  ] as const) {
    test(`on the ${kind} page (${language}) it stores one lead with the listing's id`, async ({
      page,
      request,
    }, testInfo) => {
      const texts = language === "ar" ? arabic : english;
      const listing = await newest(request, kind, language);
      const path = `${language === "en" ? "/en" : ""}/${kind}/${listing.id}`;
      const email = uniqueEmail(`interest-${kind}`);
      await page.goto(path);
      const button = page.getByRole("button", { name: texts.button });
      await button.click();
      const dialog = page.getByRole("dialog", { name: texts.button });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(listing.title);
      await expect(dialog.getByLabel(texts.name)).toBeFocused();

      await fillInterest(page, texts, email);
      await dialog.getByRole("button", { name: texts.send }).click();
      await expect(page.getByRole("alert").filter({ hasText: texts.sent })).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();

      const leads = await leadsByEmail(testInfo, email);
      expect(leads).toHaveLength(1);
      expect(leads[0]).toMatchObject({
        kind: `${kind}_interest`,
        listing_id: listing.id,
        phone: "+966551234567",
        language,
        source_page: path,
        spam_reason: null,
      });
    });
  }

  test("is sent without an e-mail", async ({ page, request }, testInfo) => {
    const listing = await newest(request, "project", "en");
    const message = `Interested, no e-mail ${Date.now().toString(36)}`;
    await page.goto(`/en/project/${listing.id}`);
    await page.getByRole("button", { name: english.button }).click();
    const dialog = page.getByRole("dialog", { name: english.button });
    await expect(dialog.getByLabel(english.name)).toBeFocused();
    await fillLikeAPerson(page, async () => {
      await dialog.getByLabel(english.name).fill("Omar Khalid Alharbi");
      await dialog.getByLabel(english.phone, { exact: true }).fill("551234567");
      await dialog.getByLabel("Your message").fill(message);
    });
    await dialog.getByRole("button", { name: english.send }).click();
    await expect(page.getByRole("alert").filter({ hasText: english.sent })).toBeVisible();
    const leads = await leadsByMessage(testInfo, message);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ kind: "project_interest", listing_id: listing.id, email: "", spam_reason: null });
  });

  test("the dialog keeps the focus inside, and Escape or its close button closes it", async ({ page, request }) => {
    const project = await newest(request, "project");
    await page.goto(`/project/${project.id}`);
    const button = page.getByRole("button", { name: arabic.button });
    await button.click();
    const dialog = page.getByRole("dialog", { name: arabic.button });
    await expect(dialog).toHaveAttribute("aria-modal", "true");
    await expect(dialog.getByLabel(arabic.name)).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    // The page behind cannot be reached while the dialog is open (a native modal dialog: the rest is inert).
    const reached = await button.evaluate((element: HTMLElement) => {
      element.focus();
      return document.activeElement === element;
    });
    expect(reached).toBe(false);
    await page.keyboard.press("Shift+Tab");
    await expect(dialog.getByRole("button", { name: arabic.close })).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(dialog.getByRole("button", { name: arabic.send })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name: arabic.close })).toBeFocused();

    // Escape in the country list closes the list, not the dialog.
    await dialog.getByRole("button", { name: /رمز الدولة/ }).click();
    await expect(dialog.getByRole("listbox")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog.getByRole("listbox")).toBeHidden();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: /رمز الدولة/ })).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    await expect(page.getByRole("main")).not.toHaveAttribute("inert", "");

    await button.click();
    await dialog.getByLabel(arabic.name).fill("Typed then closed");
    await dialog.getByRole("button", { name: arabic.close }).click();
    await expect(dialog).toBeHidden();
  });

  test("on a page reached by a link, a press made before the dialog's code has come opens it", async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/interest-dialog-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/en/directmarketing");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.locator('a[href*="/en/project/"]').first().click();
    await page.getByRole("button", { name: english.button }).click();
    await expect(page).toHaveURL(/#register-interest$/);
    release();
    const dialog = page.getByRole("dialog", { name: english.button });
    await expect(dialog.getByLabel(english.name)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/#register-interest/);
  });

  test.describe("when the server fails", () => {
    test.use({ allowedConsoleErrors: [/Failed to load resource/] });

    test("the failure toast shows over the open dialog and the values stay", async ({ page, request }, testInfo) => {
      const property = await newest(request, "property", "en");
      const email = uniqueEmail("interest-failure");
      await page.route("**/api/property-interest", (route) => route.abort("failed"));
      await page.goto(`/en/property/${property.id}`);
      await page.getByRole("button", { name: english.button }).click();
      const dialog = page.getByRole("dialog", { name: english.button });
      await fillInterest(page, english, email);
      await dialog.getByRole("button", { name: english.send }).click();
      const failure = page.getByRole("alert").filter({ hasText: english.failed });
      await expect(failure).toBeVisible();
      // Readable and closable although the page behind the dialog is inert.
      await failure.getByRole("button", { name: "Close notification" }).click();
      await expect(failure).toBeHidden();
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel(english.email)).toHaveValue(email);
      await expect(dialog.getByLabel(english.phone, { exact: true })).toHaveValue("55 123 4567");
      expect(await leadsByEmail(testInfo, email)).toHaveLength(0);
    });
  });

  test("the dialog's code is not part of the detail page's first load", async ({ page, request }) => {
    const auction = await newest(request, "auction");
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`/auction/${auction.id}`);
    await page.waitForLoadState("networkidle");
    // toasts-*.js is the few hundred bytes that fetch the toasts when one is shown; toast-container and
    // react-toastify are the toasts themselves.
    expect(
      scripts.filter((script) => /enquiry-form|interest-dialog|toast-container|react-toastify/.test(script)),
    ).toEqual([]);
    await page.getByRole("button", { name: arabic.button }).click();
    await expect(page.getByRole("dialog", { name: arabic.button })).toBeVisible();
    expect(scripts.some((script) => /interest-dialog/.test(script))).toBe(true);
  });
});
