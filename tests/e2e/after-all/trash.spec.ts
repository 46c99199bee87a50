import type { Page } from "@playwright/test";
import { sampleInput } from "../../../testing/server/listing-input.ts";
import { phonePhoto } from "../../../testing/server/upload-files.ts";
import { createAdmin, signIn } from "../admin-accounts.ts";
import { expect, expectNoSeriousA11yViolations, test } from "../fixtures.ts";
import { transientListingTitles } from "../listings-db.ts";

// The listings' trash (docs/decisions/038-trash.md): a published listing with a photo moved to the trash from its
// editor is gone from the public site; restored, it comes back as a draft with its photo; deleted for good, its
// photo's files go. Here, not beside the other journeys: it publishes a listing.

const texts = {
  ar: {
    prefix: "",
    moveToTrash: "نقل إلى سلة المحذوفات",
    confirmMove: "هل تريد نقل هذا الإعلان إلى سلة المحذوفات؟",
    confirmMoveButton: "انقله إلى السلة",
    cancel: "إلغاء",
    inTrash: "(في سلة المحذوفات)",
    trashLink: "سلة المحذوفات",
    notFound: "الصفحة غير موجودة",
    daysLeft: "30 يومًا",
    restore: (id: number) => `استعادة الإعلان رقم ${id}`,
    purge: (id: number) => `حذف الإعلان رقم ${id} نهائيًا`,
    doneOne: "نُفِّذ الإجراء على عنصر واحد.",
    confirmPurge: "سيُحذف إعلان واحد نهائيًا",
    confirmPurgeButton: "احذف نهائيًا",
    draft: "مسودة",
    publish: "نشر",
  },
  en: {
    prefix: "/en",
    moveToTrash: "Move to the trash",
    confirmMove: "Move this listing to the trash?",
    confirmMoveButton: "Move it to the trash",
    cancel: "Cancel",
    inTrash: "(in the trash)",
    trashLink: "Trash",
    notFound: "Page Not Found",
    daysLeft: "30 days",
    restore: (id: number) => `Restore listing no. ${id}`,
    purge: (id: number) => `Delete listing no. ${id} for good`,
    doneOne: "The action was done on 1 item.",
    confirmPurge: "1 listing will be deleted for good",
    confirmPurgeButton: "Delete for good",
    draft: "Draft",
    publish: "Publish",
  },
} as const;

/** A published property with one photo of its own, made through the API as the editor would. */
async function publishedWithPhoto(page: Page, title: { ar: string; en: string }) {
  const origin = new URL(page.url()).origin;
  const created = await page.request.post("/api/admin/listings", {
    headers: { origin },
    // Far from the demo listings, as the editor's journey places its own.
    data: { kind: "property", ...sampleInput({ titleAr: title.ar, titleEn: title.en, lat: 20.5, lng: 54.8 }) },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { data: { id: number } }).data.id;
  const uploaded = await page.request.post(`/api/admin/media/listings/property/${id}/images`, {
    headers: { origin },
    multipart: { file: { name: "villa.jpg", mimeType: "image/jpeg", buffer: await phonePhoto(1200, 900) } },
  });
  expect(uploaded.status()).toBe(201);
  const photo = ((await uploaded.json()) as { data: { key: string } }).data.key;
  const published = await page.request.post(`/api/admin/listings/${id}/publish`, {
    headers: { origin },
    data: { version: 1 },
  });
  expect(published.status()).toBe(200);
  return { id, photo };
}

test.describe("the listings' trash", () => {
  // The public page of a listing in the trash answers 404, as a deleted one does; the browser logs it.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  for (const language of ["ar", "en"] as const) {
    test(`a listing with a photo goes to the trash, off the site, comes back with its photo, then goes for good (${language})`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(180_000);
      const text = texts[language];
      await signIn(page, language, createAdmin(testInfo));
      const mark = Math.random().toString(36).slice(2, 8);
      const title = {
        ar: `${transientListingTitles.ar} للسلة ${mark}`,
        en: `${transientListingTitles.en} trash ${mark}`,
      };
      const { id, photo } = await publishedWithPhoto(page, title);
      const publicPage = `${text.prefix}/property/${id}`;
      await page.goto(publicPage);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(title[language]);

      // Moved to the trash from its editor, after the back office's own dialog: cancelled, nothing happens.
      await page.goto(`${text.prefix}/admin/listings/${id}`);
      await page.getByRole("button", { name: text.moveToTrash }).click();
      const confirmMove = page.getByRole("alertdialog", { name: text.confirmMove });
      await expect(confirmMove).toBeVisible();
      await expect(confirmMove.getByRole("button", { name: text.cancel })).toBeFocused();
      await expectNoSeriousA11yViolations(page);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: testInfo.outputPath(`editor-delete-${language}-${width}.png`) });
      }
      await page.setViewportSize({ width: 1280, height: 900 });
      await confirmMove.getByRole("button", { name: text.cancel }).click();
      await expect(confirmMove).toBeHidden();
      await expect(page.getByTestId("publication-state")).not.toHaveText(text.draft);
      await page.getByRole("button", { name: text.moveToTrash }).click();
      await confirmMove.getByRole("button", { name: text.confirmMoveButton }).click();
      await expect(page).toHaveURL(new RegExp(`${text.prefix}/admin/listings\\?kind=property$`));

      // The audit log's entries about it lead to the trash, not to its editor (which answers 404 now).
      await page.goto(`${text.prefix}/admin/audit?subject=listing:${id}`);
      const entry = page.getByTestId("audit-row").first();
      await expect(entry.getByTestId("audit-item-in-trash")).toHaveText(text.inTrash);
      await expect(entry.getByTestId("audit-item")).toHaveAttribute("href", `${text.prefix}/admin/listings/trash`);

      // Its public address answers as a deleted listing does.
      const gone = await page.goto(publicPage);
      expect(gone?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.notFound);

      // In the trash: who moved it, and the days left.
      await page.goto(`${text.prefix}/admin/listings`);
      await page.getByTestId("trash-link").click();
      await expect(page).toHaveURL(new RegExp(`${text.prefix}/admin/listings/trash$`));
      const row = page.getByTestId("trash-row").filter({ hasText: title[language] });
      await expect(row).toContainText("مدير الموقع");
      await expect(row.getByTestId("days-left")).toHaveText(text.daysLeft);
      await expectNoSeriousA11yViolations(page);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: testInfo.outputPath(`trash-${language}-${width}.png`), fullPage: true });
        // Nothing scrolls sideways, the table's box no more than the page; on a phone each row is a card.
        const overflow = await page.evaluate(() => {
          const box = document.querySelector("table")?.parentElement;
          return {
            page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
            table: box ? box.scrollWidth - box.clientWidth : -1,
          };
        });
        expect(overflow).toEqual({ page: 0, table: 0 });
        // Its buttons within the screen's width (further down, on a trash holding many, is fine).
        const restoreBox = await row.getByRole("button", { name: text.restore(id) }).boundingBox();
        expect(restoreBox && restoreBox.x >= 0 && restoreBox.x + restoreBox.width <= width).toBe(true);
      }
      await page.setViewportSize({ width: 1280, height: 900 });

      // Restored: a draft again, with its photo; published from the editor, it is on the site with the photo.
      await row.getByRole("button", { name: text.restore(id) }).click();
      await expect(page.getByTestId("bulk-result")).toContainText(text.doneOne);
      await expect(row).toHaveCount(0);
      await page.goto(`${text.prefix}/admin/listings/${id}`);
      await expect(page.getByTestId("publication-state")).toHaveText(text.draft);
      await expect(page.locator(`[data-testid="media-slot"] img[src*="${photo}"]`).first()).toBeVisible();
      await page.getByRole("button", { name: text.publish, exact: true }).click();
      await expect(page.getByTestId("publication-state")).not.toHaveText(text.draft);
      await page.goto(publicPage);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(title[language]);
      await expect(page.locator(`img[src*="${photo}"]`).first()).toBeVisible();

      // To the trash again and deleted for good, after a dialog that says what goes: its photo's files with it.
      const photoFile = await page.evaluate(
        (key) => [...document.querySelectorAll("img")].map((img) => img.currentSrc).find((src) => src.includes(key)),
        photo,
      );
      expect(photoFile).toBeTruthy();
      await page.goto(`${text.prefix}/admin/listings/${id}`);
      await page.getByRole("button", { name: text.moveToTrash }).click();
      await page.getByTestId("confirm-delete").getByRole("button", { name: text.confirmMoveButton }).click();
      await expect(page).toHaveURL(/\/admin\/listings\?kind=property$/);
      await page.goto(`${text.prefix}/admin/listings/trash`);
      await row.getByRole("button", { name: text.purge(id) }).click();
      const dialog = page.getByTestId("confirm-purge");
      await expect(dialog).toContainText(text.confirmPurge);
      await page.screenshot({ path: testInfo.outputPath(`trash-confirm-${language}.png`) });
      await dialog.getByRole("button", { name: text.confirmPurgeButton }).click();
      await expect(page.getByTestId("bulk-result")).toContainText(text.doneOne);
      await expect(row).toHaveCount(0);
      expect((await page.request.get(photoFile!)).status()).toBe(404);
    });
  }
});
