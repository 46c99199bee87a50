import type { Page } from "@playwright/test";
import { createAdmin, signIn } from "./admin-accounts.ts";
import { expect, test } from "./fixtures.ts";
import { transientListingTitles } from "./listings-db.ts";

// A listing's history (docs/decisions/037-listing-revisions.md): two saves read in words in both languages, and
// the first revision restored as a new save. The listing stays a draft, out of the public lists.

const texts = {
  ar: {
    prefix: "",
    titleAr: "العنوان بالعربية",
    titleEn: "العنوان بالإنجليزية",
    price: "السعر (ريال)",
    create: "حفظ المسودة",
    save: "حفظ",
    saved: "حُفظت التعديلات.",
    history: "سجل التعديلات",
    revision: (n: number) => `النسخة ${n}`,
    priceField: "السعر",
    titleEnField: "العنوان بالإنجليزية",
    updated: "حفظ تعديلات",
    created: "إنشاء الإعلان",
    view: "عرض النسخة",
    restore: "استعادة هذه النسخة",
    restored: (n: number, saved: number) => `استُعيدت النسخة ${n}، وحُفظت قيمها نسخةً جديدة برقم ${saved}.`,
    restoredAction: (n: number) => `استعادة النسخة ${n}`,
  },
  en: {
    prefix: "/en",
    titleAr: "Title in Arabic",
    titleEn: "Title in English",
    price: "Price (SAR)",
    create: "Save draft",
    save: "Save",
    saved: "Your changes are saved.",
    history: "History",
    revision: (n: number) => `Revision ${n}`,
    priceField: "price",
    titleEnField: "English title",
    updated: "Changes saved",
    created: "Listing created",
    view: "View revision",
    restore: "Restore this revision",
    restored: (n: number, saved: number) => `Revision ${n} restored and saved as revision ${saved}.`,
    restoredAction: (n: number) => `Revision ${n} restored`,
  },
} as const;

type Language = keyof typeof texts;

async function save(page: Page, language: Language) {
  const text = texts[language];
  await page.getByRole("button", { name: text.save, exact: true }).click();
  await expect(page.getByText(text.saved)).toBeVisible();
}

/** The history's revision `n`. */
const revision = (page: Page, n: number) => page.locator(`[data-testid="revision"][data-number="${n}"]`);

/** A change line of revision `n` naming `field` with both values (digits and names isolated, so matched loosely). */
async function expectChange(page: Page, n: number, field: string, from: string, to: string) {
  const line = revision(page, n).getByTestId("audit-change").filter({ hasText: field });
  await expect(line).toContainText(from);
  await expect(line).toContainText(to);
}

/** The history panel at a phone's and a desktop's width, to look at (test-results/). */
async function screenshot(page: Page, name: string) {
  const size = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByTestId("listing-history").screenshot({ path: test.info().outputPath(`${name}-${width}.png`) });
  }
  if (size) await page.setViewportSize(size);
}

test("an editor saves a listing twice, reads its history in both languages and restores the first revision", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = createAdmin(testInfo);
  await signIn(page, "ar", email);
  const mark = Math.random().toString(36).slice(2, 8);
  const titleAr = `${transientListingTitles.ar} ${mark}`;
  const titleEn = `${transientListingTitles.en} ${mark}`;
  const ar = texts.ar;

  await page.goto("/admin/listings/new/property");
  await page.getByLabel(ar.titleAr).fill(titleAr);
  await page.getByLabel(ar.titleEn).fill(titleEn);
  await page.getByLabel(ar.price, { exact: true }).fill("1000000");
  await page.getByRole("button", { name: ar.create }).click();
  await expect(page).toHaveURL(/\/admin\/listings\/\d+$/);
  const id = Number(page.url().split("/").at(-1));

  // Two saves: the price (typed in Arabic-Indic digits), then the English title.
  await page.getByLabel(ar.price, { exact: true }).fill("١٢٠٠٠٠٠");
  await save(page, "ar");
  await page.getByLabel(ar.titleEn).fill(`${titleEn} with a garden`);
  await save(page, "ar");

  const history = page.getByRole("region", { name: ar.history });
  // The panel reads the history on its own once the page is up: slow when the machine is busy.
  await expect(history.getByTestId("revision")).toHaveCount(3, { timeout: 30_000 });
  await expect(revision(page, 3).getByTestId("revision-action")).toHaveText(ar.updated);
  await expectChange(page, 3, ar.titleEnField, titleEn, `${titleEn} with a garden`);
  await expectChange(page, 2, ar.priceField, "1,000,000", "1,200,000");
  await expect(revision(page, 1).getByTestId("revision-action")).toHaveText(ar.created);
  await expect(revision(page, 3).getByTestId("revision-author")).toContainText("مدير الموقع");
  await revision(page, 1).getByRole("button", { name: ar.view }).click();
  await expect(revision(page, 1).getByTestId("revision-view")).toContainText("1,000,000");
  await screenshot(page, `history-ar-${testInfo.project.name}`);

  const en = texts.en;
  await page.goto(`/en/admin/listings/${id}`);
  await expect(page.getByTestId("revision")).toHaveCount(3, { timeout: 30_000 });
  await expect(revision(page, 3).getByTestId("revision-action")).toHaveText(en.updated);
  await expectChange(page, 3, en.titleEnField, titleEn, `${titleEn} with a garden`);
  await expectChange(page, 2, en.priceField, "1,000,000", "1,200,000");
  await screenshot(page, `history-en-${testInfo.project.name}`);

  // Restoring asks first, in the back office's own dialog.
  await revision(page, 1).getByRole("button", { name: en.restore }).click();
  const question = page.getByRole("alertdialog", { name: "Restore revision 1?" });
  // What it does, said once: the title asks, the text below does not ask again (a phone shows both one above the other).
  await expect(question).toHaveAccessibleDescription(
    "Its values are saved as a new revision; changes not saved in the form are lost.",
  );
  await question.getByRole("button", { name: "Restore it" }).click();
  await expect(page.getByRole("status").filter({ hasText: en.restored(1, 4) })).toBeVisible();
  await expect(revision(page, 4).getByTestId("revision-action")).toHaveText(en.restoredAction(1));
  await expect(page.getByLabel(en.price, { exact: true })).toHaveValue("1000000");
  await expect(page.getByLabel(en.titleEn)).toHaveValue(titleEn);
  await expectChange(page, 4, en.priceField, "1,200,000", "1,000,000");
  await screenshot(page, `restored-en-${testInfo.project.name}`);

  await page.goto(`/admin/listings/${id}`);
  await expect(page.getByTestId("revision")).toHaveCount(4, { timeout: 30_000 });
  await expect(revision(page, 4).getByTestId("revision-action")).toHaveText(ar.restoredAction(1));
  await expect(page.getByLabel(ar.titleEn)).toHaveValue(titleEn);
  await screenshot(page, `restored-ar-${testInfo.project.name}`);
});
