import type { Browser, Page } from "@playwright/test";
import { sampleInput } from "../../../testing/server/listing-input.ts";
import { adminPassword, createAdmin, signIn } from "../admin-accounts.ts";
import { expect, test } from "../fixtures.ts";
import { uniqueEmail } from "../leads-db.ts";
import { transientListingTitles } from "../listings-db.ts";

// A held change of a published listing (docs/decisions/036-review-before-publishing.md) sent back, then made stale
// by a publisher's save of the live listing: the editor reads that their change was sent back, then that the
// published listing changed since; the publisher reads the same and cannot publish it. It publishes a listing: an
// after-all journey.

const texts = {
  ar: {
    prefix: "",
    sentBack: "أُعيدت تعديلاتك للتعديل، والموقع ما زال يعرض النسخة المنشورة. عدّلها ثم أرسلها للمراجعة من جديد.",
    comment: "السعر أقل من تقييم المكتب؛ راجِعه.",
    stale: "حُفظ الإعلان المنشور بعد أن أعددت تعديلاتك",
    publisherStale: "حُفظ الإعلان المنشور بعد أن أُعدّت هذه التعديلات، فلا يمكن نشرها. وقد أُعيدت إلى مرسلها",
    resubmit: "إرسال للمراجعة من جديد",
    publishChanges: "نشر التعديلات",
    withdraw: "سحب تعديلاتي",
  },
  en: {
    prefix: "/en",
    sentBack:
      "Your changes were sent back; the site still shows the published version. Change them, then submit them for review again.",
    comment: "The price is below the office's valuation; check it.",
    stale: "The published listing was saved after you made your changes",
    publisherStale:
      "The published listing was saved after these changes were made, so they cannot be published. They were sent back",
    resubmit: "Submit for review again",
    publishChanges: "Publish the changes",
    withdraw: "Withdraw my changes",
  },
} as const;

const editorPassword = "Sand dunes of the Empty Quarter 78";

async function newPage(browser: Browser, page: Page): Promise<Page> {
  const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  return context.newPage();
}

/** The page at a phone's and a desktop's width, in the journey's output folder. */
async function shoot(page: Page, name: string) {
  const size = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

test.describe("a held change sent back, then stale", () => {
  for (const language of ["ar", "en"] as const) {
    test(`the editor reads that their change was sent back, then that the published listing changed since; the publisher cannot publish it (${language}) @desktop`, async ({
      page,
      browser,
    }, testInfo) => {
      test.setTimeout(180_000);
      const text = texts[language];
      await signIn(page, language, createAdmin(testInfo), adminPassword);
      const origin = new URL(page.url()).origin;
      const headers = { origin, "accept-language": language };
      const editorEmail = uniqueEmail("stale-editor");
      const added = await page.request.post("/api/admin/staff", {
        headers,
        data: { email: editorEmail, name: "Reem", role: "editor", language, password: editorPassword },
      });
      expect(added.status(), await added.text()).toBe(201);

      // A published listing, as the admin made it.
      const mark = Math.random().toString(36).slice(2, 8);
      const listingInput = {
        titleAr: `${transientListingTitles.ar} ${mark}`,
        titleEn: `${transientListingTitles.en} ${mark}`,
        lat: 19.7,
        lng: 54.3,
      };
      const created = await page.request.post("/api/admin/listings", {
        headers,
        data: { kind: "property", ...sampleInput(listingInput) },
      });
      expect(created.status()).toBe(201);
      const { id, version } = ((await created.json()) as { data: { id: number; version: number } }).data;
      const published = await page.request.post(`/api/admin/listings/${id}/publish`, { headers, data: { version } });
      expect(published.status(), await published.text()).toBe(200);
      const live = ((await published.json()) as { data: { version: number } }).data.version;

      // The editor changes its price: held for review. The admin sends the change back with a comment.
      const editor = await newPage(browser, page);
      await signIn(editor, language, editorEmail, editorPassword);
      const held = await editor.request.put(`/api/admin/listings/${id}`, {
        headers,
        data: { version: live, ...sampleInput({ ...listingInput, price: 2_300_000 }) },
      });
      expect(held.status(), await held.text()).toBe(200);
      const sentBack = await page.request.post(`/api/admin/listings/${id}/review/send-back`, {
        headers,
        data: { comment: text.comment },
      });
      expect(sentBack.status(), await sentBack.text()).toBe(200);

      // The editor reads that their change was sent back, with the comment; nothing says it is stale yet.
      await editor.goto(`${text.prefix}/admin/listings/${id}`);
      const notice = editor.getByTestId("pending-notice");
      await expect(notice).toContainText(text.sentBack);
      await expect(editor.getByTestId("review-comment")).toHaveText(text.comment);
      await expect(editor.getByTestId("pending-stale")).toHaveCount(0);
      await expect(editor.getByRole("button", { name: text.resubmit })).toBeVisible();
      await shoot(editor, `review-pending-sent-back-${language}`);

      // The admin saves the live listing meanwhile (a new title): the held change was made on the version before.
      const saved = await page.request.put(`/api/admin/listings/${id}`, {
        headers,
        data: {
          version: live,
          ...sampleInput({ ...listingInput, titleEn: `${listingInput.titleEn} renamed` }),
        },
      });
      expect(saved.status(), await saved.text()).toBe(200);

      // The editor reads that the published listing changed since, and can withdraw the change.
      await editor.reload();
      // It replaces "sent back, change them and submit them again": a stale change is withdrawn, not submitted.
      await expect(editor.getByTestId("pending-stale")).toContainText(text.stale);
      await expect(notice).not.toContainText(text.sentBack);
      await expect(editor.getByRole("button", { name: text.resubmit })).toHaveCount(0);
      await expect(notice.getByRole("button", { name: text.withdraw })).toBeEnabled();
      await shoot(editor, `review-pending-stale-editor-${language}`);

      // The admin reads it too, with what the change would undo, and cannot publish it.
      await page.goto(`${text.prefix}/admin/listings/${id}`);
      const diff = page.getByTestId("pending-diff");
      await expect(diff.getByRole("alert")).toContainText(text.publisherStale);
      await expect(diff.getByTestId("audit-change").first()).toBeVisible();
      await expect(diff.getByRole("button", { name: text.publishChanges })).toBeDisabled();
      await shoot(page, `review-pending-stale-publisher-${language}`);

      // The public page keeps the admin's save.
      const check = await page.request.get(`/api/property/${id}`, { headers: { "accept-language": "en" } });
      expect(((await check.json()) as { data: { title: string } }).data.title).toContain("renamed");
      await editor.context().close();
    });
  }
});
