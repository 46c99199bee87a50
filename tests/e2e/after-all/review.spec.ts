import type { Browser, Page } from "@playwright/test";
import { sampleInput } from "../../../testing/server/listing-input.ts";
import { adminPassword, createAdmin, signIn } from "../admin-accounts.ts";
import { expect, test } from "../fixtures.ts";
import { uniqueEmail } from "../leads-db.ts";
import { transientListingTitles } from "../listings-db.ts";
import { mailTo } from "../mail-box.ts";

// Review before publishing (docs/decisions/036-review-before-publishing.md): an editor submits a listing, an admin
// sends it back with a comment, the editor sees the badge, the comment and the e-mail, fixes it and submits again,
// the admin publishes it and it is on the public site. Then the editor changes the live listing's price: the change
// waits for review while the public page keeps the old price, until the admin publishes it. It publishes a listing:
// an after-all journey.

const texts = {
  ar: {
    prefix: "",
    note: "ملاحظة للناشر (اختيارية)",
    submit: "إرسال للمراجعة",
    resubmit: "إرسال للمراجعة من جديد",
    submitted: "أُرسل الإعلان للمراجعة.",
    awaiting: "بانتظار المراجعة",
    queue: /إعلان.* بانتظار المراجعة/,
    comment: "ما الذي يلزم تعديله؟",
    sendBack: "إعادة للتعديل",
    required: "هذا الحقل مطلوب.",
    sentBack: "أُعيد للتعديل",
    sentBackMail: /أُعيد إليك الإعلان للتعديل/,
    publishedMail: /نُشر الإعلان/,
    titleEn: "العنوان بالإنجليزية",
    save: "حفظ",
    saved: "حُفظت التعديلات.",
    publish: "نشر",
    published: "منشور",
    reviewPublished: "نُشر بعد المراجعة",
    publisherComment: "أضف رقم الشقة إلى العنوان الإنجليزي، وتأكد من المساحة (٤٥٠ م²).",
    list: "/propertymanagement",
    price: "السعر (ريال)",
    heldSaved: "حُفظت تعديلاتك بانتظار المراجعة؛ الموقع ما زال يعرض النسخة المنشورة.",
    waiting: "تعديلاتك بانتظار المراجعة، والموقع ما زال يعرض النسخة المنشورة.",
    publishChanges: "نشر التعديلات",
    changesPublished: "نُشرت التعديلات على الموقع.",
  },
  en: {
    prefix: "/en",
    note: "Note to the publisher (optional)",
    submit: "Submit for review",
    resubmit: "Submit for review again",
    submitted: "The listing was submitted for review.",
    awaiting: "Awaiting review",
    queue: /listings? awaiting review/,
    comment: "What needs changing?",
    sendBack: "Send back",
    required: "This field is required.",
    sentBack: "Sent back",
    sentBackMail: /Listing sent back for changes/,
    publishedMail: /Listing published/,
    titleEn: "Title in English",
    save: "Save",
    saved: "Your changes are saved.",
    publish: "Publish",
    published: "Published",
    reviewPublished: "Published after review",
    publisherComment: "Add the flat number to the English title, and check the area (450 m²).",
    list: "/en/propertymanagement",
    price: "Price (SAR)",
    heldSaved: "Your changes were saved for review; the site still shows the published version.",
    waiting: "Your changes are waiting for review; the site still shows the published version.",
    publishChanges: "Publish the changes",
    changesPublished: "The changes were published on the site.",
  },
} as const;

const editorPassword = "Sand dunes of the Empty Quarter 77";

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

test.describe("review before publishing", () => {
  // Sending back without a comment is refused (400) on purpose; the browser logs it.
  test.use({ allowedConsoleErrors: [/status of 400/] });

  for (const language of ["ar", "en"] as const) {
    test(`an editor submits, an admin sends back, the editor fixes and resubmits, the admin publishes; a live price change waits for review (${language}) @desktop`, async ({
      page,
      browser,
    }, testInfo) => {
      test.setTimeout(240_000);
      const text = texts[language];
      await signIn(page, language, createAdmin(testInfo), adminPassword);
      const origin = new URL(page.url()).origin;
      const headers = { origin, "accept-language": language };

      // The admin adds an editor who reads the back office (and its e-mails) in this language.
      const editorEmail = uniqueEmail("review-editor");
      const added = await page.request.post("/api/admin/staff", {
        headers,
        data: { email: editorEmail, name: "Reem", role: "editor", language, password: editorPassword },
      });
      expect(added.status(), await added.text()).toBe(201);

      const editor = await newPage(browser, page);
      await signIn(editor, language, editorEmail, editorPassword);
      const mark = Math.random().toString(36).slice(2, 8);
      const titleAr = `${transientListingTitles.ar} ${mark}`;
      const titleEn = `${transientListingTitles.en} ${mark}`;
      const created = await editor.request.post("/api/admin/listings", {
        headers,
        data: { kind: "property", ...sampleInput({ titleAr, titleEn, lat: 19.7, lng: 54.3 }) },
      });
      expect(created.status()).toBe(201);
      const id = ((await created.json()) as { data: { id: number } }).data.id;

      // The editor has no Publish button and no schedule: they submit for review, with a note.
      await editor.goto(`${text.prefix}/admin/listings/${id}`);
      await expect(editor.getByRole("button", { name: text.publish, exact: true })).toHaveCount(0);
      await expect(editor.getByTestId("listing-schedule")).toHaveCount(0);
      const editorPanel = editor.getByTestId("review-panel");
      await editorPanel.getByLabel(text.note).fill(language === "ar" ? "جاهز، السعر ٣٥٠٬٠٠٠ ريال." : "Ready to go.");
      await editorPanel.getByRole("button", { name: text.submit }).click();
      await expect(editorPanel.getByText(text.submitted)).toBeVisible();
      await expect(editorPanel.getByTestId("review-badge")).toHaveText(text.awaiting);

      // The admin finds it through the queue in the header, opens it and sends it back with a comment.
      await page.goto(`${text.prefix}/admin`);
      await page.getByTestId("review-queue").click();
      await expect(page).toHaveURL(/state=review/);
      const row = page.getByTestId("listing-row").filter({ hasText: language === "ar" ? titleAr : titleEn });
      await expect(row.getByTestId("review-badge")).toHaveText(text.awaiting);
      await row.getByRole("link", { name: language === "ar" ? titleAr : titleEn }).click();
      const adminPanel = page.getByTestId("review-panel");
      await expect(adminPanel.getByTestId("review-note")).toBeVisible();
      await adminPanel.getByRole("button", { name: text.sendBack }).click();
      await expect(adminPanel.getByText(text.required)).toBeVisible();
      await adminPanel.getByLabel(text.comment).fill(text.publisherComment);
      await adminPanel.getByRole("button", { name: text.sendBack }).click();
      await expect(adminPanel.getByTestId("review-badge")).toHaveText(text.sentBack);

      // The editor: a badge on the menu and on the row with the comment, the comment on the listing, an e-mail.
      await editor.goto(`${text.prefix}/admin/listings`);
      await expect(editor.getByTestId("review-outcomes")).toContainText("1");
      const editorRow = editor.getByTestId("listing-row").filter({ hasText: language === "ar" ? titleAr : titleEn });
      await expect(editorRow.getByTestId("review-badge")).toContainText(text.publisherComment);
      await shoot(editor, `review-list-${language}`);
      const sentBackMail = await mailTo(testInfo, editorEmail, text.sentBackMail);
      expect(sentBackMail.text).toContain(text.publisherComment);
      expect(sentBackMail.text).toContain(`${text.prefix}/admin/listings/${id}`);
      await editorRow.getByRole("link", { name: language === "ar" ? titleAr : titleEn }).click();
      await expect(editorPanel.getByTestId("review-comment")).toHaveText(text.publisherComment);
      // Opened: the menu's badge goes.
      await expect(editor.getByTestId("review-outcomes")).toHaveCount(0);
      await shoot(editor, `review-sent-back-${language}`);

      // The editor fixes the listing and submits it again.
      await editor.getByLabel(text.titleEn).fill(`${titleEn} flat 4`);
      await editor.getByRole("button", { name: text.save, exact: true }).click();
      await expect(editor.getByText(text.saved)).toBeVisible();
      await editorPanel.getByRole("button", { name: text.resubmit }).click();
      await expect(editorPanel.getByTestId("review-badge")).toHaveText(text.awaiting);

      // The admin publishes it from the listing; the review is closed as published.
      await page.reload();
      await expect(adminPanel.getByTestId("review-badge")).toHaveText(text.awaiting);
      await page.getByRole("button", { name: text.publish, exact: true }).click();
      await expect(page.getByTestId("publication-state")).toHaveText(text.published);
      await expect(adminPanel.getByTestId("review-badge")).toHaveText(text.reviewPublished);
      await shoot(page, `review-published-${language}`);

      // On the public site, and the editor is told.
      const visitor = await (await browser.newContext()).newPage();
      await visitor.goto(`${text.list}?search=${encodeURIComponent(mark)}`);
      await expect(visitor.getByRole("link", { name: language === "ar" ? titleAr : `${titleEn} flat 4` })).toHaveCount(
        1,
      );
      await visitor.context().close();
      await mailTo(testInfo, editorEmail, text.publishedMail);
      await editor.goto(`${text.prefix}/admin/listings`);
      await expect(editor.getByTestId("review-outcomes")).toContainText("1");

      // The editor changes the live listing's price: the save waits for review, the form keeps it.
      await editor.goto(`${text.prefix}/admin/listings/${id}`);
      await expect(editor.getByTestId("held-hint")).toBeVisible();
      await editor.getByLabel(text.price, { exact: true }).fill("2300000");
      await editor.getByRole("button", { name: text.save, exact: true }).click();
      await expect(editor.getByText(text.heldSaved)).toBeVisible();
      await expect(editor.getByTestId("pending-notice")).toContainText(text.waiting);
      await expect(editorPanel.getByTestId("review-badge")).toHaveText(text.awaiting);
      // Opened again, the form is on the change, with the notice.
      await editor.reload();
      await expect(editor.getByTestId("pending-notice")).toContainText(text.waiting);
      await expect(editor.getByLabel(text.price, { exact: true })).toHaveValue(/2,?300,?000/);
      await shoot(editor, `review-pending-editor-${language}`);

      // The public page still shows the published price.
      const publicPage = `${text.prefix}/property/${id}`;
      const visitorAgain = await (await browser.newContext()).newPage();
      await visitorAgain.goto(publicPage);
      await expect(visitorAgain.getByTestId("detail-price").first()).toContainText("2,500,000");

      // The admin sees what would change, in words, and publishes it.
      await page.goto(`${text.prefix}/admin/listings/${id}`);
      const diff = page.getByTestId("pending-diff");
      await expect(diff.getByTestId("audit-change")).toHaveCount(1);
      await expect(diff.getByTestId("audit-change")).toContainText("2,500,000");
      await expect(diff.getByTestId("audit-change")).toContainText("2,300,000");
      await shoot(page, `review-pending-diff-${language}`);
      await diff.getByRole("button", { name: text.publishChanges }).click();
      await expect(page.getByText(text.changesPublished)).toBeVisible();
      await expect(page.getByTestId("pending-diff")).toHaveCount(0);
      await expect(page.getByLabel(text.price, { exact: true })).toHaveValue(/2,?300,?000/);

      // On the public page now; the editor's form is back on the published listing.
      await visitorAgain.goto(publicPage);
      await expect(visitorAgain.getByTestId("detail-price").first()).toContainText("2,300,000");
      await visitorAgain.context().close();
      await editor.reload();
      await expect(editor.getByTestId("pending-notice")).toHaveCount(0);
      await expect(editor.getByLabel(text.price, { exact: true })).toHaveValue(/2,?300,?000/);
      await editor.context().close();
    });
  }
});
