import type { Page } from "@playwright/test";
import { sampleInput } from "../../testing/server/listing-input.ts";
import { adminPassword, createAdmin } from "./admin-accounts.ts";
import { expect, test } from "./fixtures.ts";
import { ageSessionsOf } from "./sessions-db.ts";

/** Staff never lose an edit (docs/decisions/027-unsaved-work.md). */
const texts = {
  ar: {
    prefix: "",
    signIn: { email: "البريد الإلكتروني", password: "كلمة المرور", submit: "دخول" },
    leadsLink: "الطلبات",
    titleAr: "العنوان بالعربية",
    titleEn: "العنوان بالإنجليزية",
    descriptionAr: "الوصف بالعربية",
    save: "حفظ",
    saved: "حُفظت التعديلات.",
    create: "حفظ المسودة",
    leave: { title: "المغادرة دون حفظ؟", stay: "البقاء في الصفحة", go: "المغادرة دون حفظ" },
    reauth: {
      title: "سجّل الدخول للمتابعة",
      submit: "الدخول والحفظ",
      wrong: "البريد الإلكتروني أو كلمة المرور غير صحيحة.",
    },
    draft: { found: "لديك تعديلات غير محفوظة من", restore: "استعادة" },
    summary: "راجع هذه الحقول ثم احفظ مرة أخرى",
  },
  en: {
    prefix: "/en",
    signIn: { email: "Email", password: "Password", submit: "Sign in" },
    leadsLink: "Leads",
    titleAr: "Title in Arabic",
    titleEn: "Title in English",
    descriptionAr: "Description in Arabic",
    save: "Save",
    saved: "Your changes are saved.",
    create: "Save draft",
    leave: { title: "Leave without saving?", stay: "Stay on this page", go: "Leave without saving" },
    reauth: {
      title: "Sign in to continue",
      submit: "Sign in and save",
      wrong: "Incorrect email or password.",
    },
    draft: { found: "You have unsaved changes from", restore: "Restore" },
    summary: "Check these fields, then save again",
  },
} as const;
type Language = keyof typeof texts;

async function signIn(page: Page, language: Language, email: string) {
  const text = texts[language];
  await page.goto(`${text.prefix}/admin/sign-in`);
  await page.getByLabel(text.signIn.email).fill(email);
  await page.getByLabel(text.signIn.password).fill(adminPassword);
  await page.getByRole("button", { name: text.signIn.submit }).click();
  await expect(page).toHaveURL(new RegExp(`${text.prefix}/admin$`));
}

/** A draft listing made through the API with the signed-in page's cookie; its editor opened. */
async function openNewListing(page: Page, language: Language, title: string): Promise<number> {
  const created = await page.request.post("/api/admin/listings", {
    data: { kind: "property", ...sampleInput({ titleAr: title, titleEn: title }) },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { data: { id: number } }).data.id;
  await page.goto(`${texts[language].prefix}/admin/listings/${id}`);
  await expect(page.getByLabel(texts[language].titleAr)).toHaveValue(title);
  return id;
}

async function storedListing(page: Page, id: number) {
  const answer = await page.request.get(`/api/admin/listings/${id}`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: { titleAr: string; descriptionAr: string; version: number } }).data;
}

const mark = () => Math.random().toString(36).slice(2, 8);

test.describe("unsaved work in the back office", () => {
  // The refused save (400) and the save that meets the ended session (401) log their status in the console.
  test.use({ allowedConsoleErrors: [/status of 40[01]/] });
  test("leaving the editor with edits asks first: Stay keeps the text, Leave goes (ar)", async ({ page }, testInfo) => {
    const text = texts.ar;
    const email = createAdmin(testInfo);
    await signIn(page, "ar", email);
    await openNewListing(page, "ar", `مسودة ${mark()}`);
    const edited = `عنوان لم يُحفظ ${mark()}`;
    await page.getByLabel(text.titleAr).fill(edited);

    await page.getByRole("navigation").getByRole("link", { name: text.leadsLink, exact: true }).click();
    const dialog = page.getByRole("alertdialog", { name: text.leave.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: text.leave.stay })).toBeFocused();
    // Escape is "stay".
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/listings\/\d+$/);
    await expect(page.getByLabel(text.titleAr)).toHaveValue(edited);

    // The breadcrumb asks too; Stay keeps the text.
    await page.getByRole("navigation", { name: "مسار التنقل" }).getByRole("link").click();
    await dialog.getByRole("button", { name: text.leave.stay }).click();
    await expect(page.getByLabel(text.titleAr)).toHaveValue(edited);

    await page.getByRole("navigation").getByRole("link", { name: text.leadsLink, exact: true }).click();
    await dialog.getByRole("button", { name: text.leave.go }).click();
    await expect(page).toHaveURL(/\/admin\/leads$/);
  });

  test("a reload with edits offers the draft back, and Restore puts the title and description back (en)", async ({
    page,
  }, testInfo) => {
    const text = texts.en;
    const email = createAdmin(testInfo);
    await signIn(page, "en", email);
    const stored = `Draft ${mark()}`;
    const id = await openNewListing(page, "en", stored);
    const title = `Title typed and not saved ${mark()}`;
    const description = `A description typed and not saved ${mark()}`;
    await page.getByLabel(text.titleAr).fill(title);
    await page.getByRole("textbox", { name: text.descriptionAr }).fill(description);
    // The draft is written once typing pauses.
    await expect.poll(() => page.evaluate(() => Object.values(localStorage).join(" "))).toContain(description);

    // The browser asks before the reload (beforeunload); going on reloads.
    const asked: string[] = [];
    page.on("dialog", async (question) => {
      asked.push(question.type());
      await question.accept();
    });
    await page.reload();
    await expect(page.getByLabel(text.titleAr)).toHaveValue(stored);
    const offer = page.getByTestId("draft-offer");
    await expect(offer).toContainText(text.draft.found);
    await offer.getByRole("button", { name: text.draft.restore }).click();
    await expect(page.getByLabel(text.titleAr)).toHaveValue(title);
    await expect(page.getByRole("textbox", { name: text.descriptionAr })).toHaveText(description);
    expect(asked).toEqual(["beforeunload"]);

    // Saved: the listing has it, the draft is gone, and nothing is offered again.
    await page.getByRole("button", { name: text.save, exact: true }).click();
    await expect(page.getByText(text.saved)).toBeVisible();
    expect((await storedListing(page, id)).titleAr).toBe(title);
    await expect.poll(() => page.evaluate(() => Object.values(localStorage).join(" "))).not.toContain(description);
    await page.reload();
    await expect(page.getByLabel(text.titleAr)).toHaveValue(title);
    await expect(offer).toHaveCount(0);
  });

  test("a draft made before a colleague saved the listing says so, and Restore still brings it back (ar)", async ({
    page,
  }, testInfo) => {
    const text = texts.ar;
    const email = createAdmin(testInfo);
    await signIn(page, "ar", email);
    const id = await openNewListing(page, "ar", `مسودة ${mark()}`);
    const title = `عنوان كُتب قبل حفظ الزميل ${mark()}`;
    await page.getByLabel(text.titleAr).fill(title);
    await expect.poll(() => page.evaluate(() => Object.values(localStorage).join(" "))).toContain(title);

    // A colleague saves the listing meanwhile: version 2.
    const before = await storedListing(page, id);
    const colleague = `عنوان الزميل ${mark()}`;
    const put = await page.request.put(`/api/admin/listings/${id}`, {
      data: { ...sampleInput({ titleAr: colleague }), version: before.version },
    });
    expect(put.status()).toBe(200);
    expect((await storedListing(page, id)).version).toBe(before.version + 1);

    page.on("dialog", (question) => question.accept());
    await page.reload();
    await expect(page.getByLabel(text.titleAr)).toHaveValue(colleague);
    const offer = page.getByTestId("draft-offer");
    await expect(offer).toContainText(text.draft.found);
    await expect(offer).toContainText(`النسخة ${before.version + 1}`);
    await offer.getByRole("button", { name: text.draft.restore }).click();
    await expect(page.getByLabel(text.titleAr)).toHaveValue(title);
  });

  for (const language of ["ar", "en"] as const) {
    test(`a save after the session ended signs in over the form and saves what was typed (${language})`, async ({
      page,
    }, testInfo) => {
      const text = texts[language];
      const email = createAdmin(testInfo);
      await signIn(page, language, email);
      const id = await openNewListing(page, language, `Draft ${mark()}`);
      const title = `${language === "ar" ? "عنوان كُتب بعد انتهاء الجلسة" : "Typed as the session ended"} ${mark()}`;
      const description = `${language === "ar" ? "وصف طويل" : "A long description"} ${mark()}`;
      await page.getByLabel(text.titleAr).fill(title);
      await page.getByRole("textbox", { name: text.descriptionAr }).fill(description);
      await ageSessionsOf(testInfo, email, 31);

      await page.getByRole("button", { name: text.save, exact: true }).click();
      const dialog = page.getByRole("dialog", { name: text.reauth.title });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel(text.signIn.email)).toHaveValue(email);
      await expect(dialog.getByLabel(text.signIn.password)).toBeFocused();
      await dialog.getByLabel(text.signIn.password).fill("not the password at all");
      await dialog.getByRole("button", { name: text.reauth.submit }).click();
      await expect(dialog.getByText(text.reauth.wrong)).toBeVisible();
      await dialog.getByLabel(text.signIn.password).fill(adminPassword);
      await dialog.getByRole("button", { name: text.reauth.submit }).click();

      await expect(dialog).toBeHidden();
      await expect(page.getByText(text.saved)).toBeVisible();
      await expect(page.getByLabel(text.titleAr)).toHaveValue(title);
      const stored = await storedListing(page, id);
      expect(stored.titleAr).toBe(title);
      expect(stored.descriptionAr).toContain(description);
    });
  }

  test("typing keeps the session alive: a keep-alive goes out once a few minutes of work have passed (en)", async ({
    page,
  }, testInfo) => {
    const text = texts.en;
    await page.clock.install();
    const email = createAdmin(testInfo);
    await signIn(page, "en", email);
    await openNewListing(page, "en", `Draft ${mark()}`);
    const pings: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/admin/session/keep-alive")) pings.push(request.method());
    });
    await page.getByLabel(text.titleAr).fill(`Typing ${mark()}`);
    expect(pings).toEqual([]);
    await page.clock.fastForward("03:05");
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith("/api/admin/session/keep-alive")),
      page.getByLabel(text.titleAr).fill(`Still typing ${mark()}`),
    ]);
    expect(answer.status()).toBe(204);
    // At most one every few minutes, however much is typed.
    await page.getByLabel(text.titleAr).fill(`And more ${mark()}`);
    expect(pings).toEqual(["POST"]);
  });

  test("a refused save focuses the first bad field and names every one at the top (en)", async ({ page }, testInfo) => {
    const text = texts.en;
    const email = createAdmin(testInfo);
    await signIn(page, "en", email);
    await page.goto(`${text.prefix}/admin/listings/new/property`);
    await page.getByLabel(text.titleEn).fill(`Only an English title ${mark()}`);
    await page.getByRole("button", { name: text.create }).click();
    const summary = page.getByTestId("field-error-summary");
    await expect(summary).toContainText(text.summary);
    await expect(page.getByLabel(text.titleAr)).toBeFocused();
    await expect(page.getByLabel(text.titleAr)).toBeInViewport();
    const link = summary.getByRole("link", { name: text.titleAr });
    await expect(link).toBeVisible();
    // The link brings the field back after the person has moved on.
    await page.getByLabel(text.titleEn).focus();
    await link.click();
    await expect(page.getByLabel(text.titleAr)).toBeFocused();
  });

  test("an unsaved edit of a company page is offered back after a reload, and Discard forgets it (ar)", async ({
    page,
  }, testInfo) => {
    await signIn(page, "ar", createAdmin(testInfo));
    await page.goto("/admin/pages/home");
    const heading = page.locator('fieldset[data-language="ar"]').getByLabel("العنوان", { exact: true });
    await expect(heading).not.toHaveValue("");
    const before = await heading.inputValue();
    const typed = `عنوان لم يُحفظ ${mark()}`;
    await heading.fill(typed);
    await expect.poll(() => page.evaluate(() => Object.values(localStorage).join(" "))).toContain(typed);

    page.on("dialog", (question) => question.accept());
    await page.reload();
    await expect(heading).toHaveValue(before);
    const offer = page.getByTestId("draft-offer");
    await expect(offer).toContainText(texts.ar.draft.found);
    await offer.getByRole("button", { name: texts.ar.draft.restore }).click();
    await expect(heading).toHaveValue(typed);
    await expect(offer).toHaveCount(0);

    // Reloaded again and discarded: nothing is offered after that.
    await page.reload();
    await offer.getByRole("button", { name: "تجاهل" }).click();
    await expect(heading).toHaveValue(before);
    await page.reload();
    await expect(heading).toHaveValue(before);
    await expect(offer).toHaveCount(0);
  });
});
