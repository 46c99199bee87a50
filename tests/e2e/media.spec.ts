import { writeFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { maxImagesPerListing } from "../../domain/admin/media-limits.ts";
import { sampleInput } from "../../testing/server/listing-input.ts";
import { phonePhoto } from "../../testing/server/upload-files.ts";
import { adminPassword, createAdmin } from "./admin-accounts.ts";
import { expect, expectNoSeriousA11yViolations, test } from "./fixtures.ts";
import { fillGallery } from "./listings-db.ts";

/** The keys of the photos in the order the page shows them. */
function shownOrder(page: Page) {
  return page.locator("ol > li[data-key]").evaluateAll((items) => items.map((item) => item.getAttribute("data-key")));
}

test.describe("media manager", () => {
  // The refused upload on purpose: the browser logs its 415.
  test.use({ allowedConsoleErrors: [/status of 415/] });

  test("an editor uploads three photos, reorders them, chooses the cover and describes them in both languages", async ({
    page,
  }, testInfo) => {
    test.slow();
    const email = createAdmin(testInfo);
    const photos = await Promise.all(
      [1, 2, 3].map(async (n) => {
        const path = testInfo.outputPath(`photo-${n}.jpg`);
        await writeFile(path, await phonePhoto(1200 + n * 100, 900));
        return path;
      }),
    );

    await page.goto("/admin/sign-in");
    await page.getByLabel("البريد الإلكتروني").fill(email);
    await page.getByLabel("كلمة المرور").fill(adminPassword);
    await page.getByRole("button", { name: "دخول" }).click();
    await expect(page).not.toHaveURL(/sign-in/);
    // A draft property of its own (the listing editor's API), so no other journey sees these photos.
    // (From the page: the session cookie is Secure, which only the browser sends to http://localhost.)
    const id = await page.evaluate(
      async (input) => {
        const response = await fetch("/api/admin/listings", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(input),
        });
        if (!response.ok) throw new Error(await response.text());
        return ((await response.json()) as { data: { id: number } }).data.id;
      },
      { kind: "property", ...sampleInput({ titleAr: "فيلا الصور", titleEn: "Photo villa" }) },
    );

    await page.goto(`/admin/listings/property/${id}/media`);
    await expect(page.getByRole("heading", { level: 1, name: `صور العقار رقم ${id}` })).toBeVisible();
    await expect(page.getByText("لا صور لهذا الإعلان بعد.")).toBeVisible();

    // Several at once through the picker; each shows its progress until it is in the list.
    await page.getByLabel("اختر صورًا من جهازك").setInputFiles(photos);
    await expect(page.locator("ol > li[data-key]")).toHaveCount(3, { timeout: 60_000 });
    await expect(page.getByText("3 صور")).toBeVisible();
    await expect(page.locator("progress")).toHaveCount(0);
    const uploaded = await shownOrder(page);

    // Keyboard: focus "move photo 1 later" and press Enter.
    await page.getByRole("button", { name: "أخّر الصورة 1" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status")).toHaveText("أصبحت الصورة في الموضع 2.");
    expect(await shownOrder(page)).toEqual([uploaded[1], uploaded[0], uploaded[2]]);

    // Mouse: photo 3 becomes the cover.
    await page.getByRole("button", { name: "اجعلها الغلاف: الصورة رقم 3" }).click();
    await expect(page.getByRole("status")).toHaveText("أصبحت الصورة صورة الغلاف.");
    const order = [uploaded[2], uploaded[1], uploaded[0]];
    expect(await shownOrder(page)).toEqual(order);
    await expect(page.locator("ol > li").first().getByText("الغلاف", { exact: true })).toBeVisible();

    // A description per language for the cover.
    await page.getByLabel("وصف الصورة بالعربية (الصورة 1)").fill("واجهة الفيلا من الشارع الجنوبي");
    await page.getByLabel("وصف الصورة بالإنجليزية (الصورة 1)").fill("The villa's front from the south street");
    await page.getByRole("button", { name: "احفظ الأوصاف" }).click();
    await expect(page.getByRole("status")).toHaveText("حُفظ.");
    await expectNoSeriousA11yViolations(page);

    // Kept: the English back office shows the same order and both descriptions.
    await page.goto(`/en/admin/listings/property/${id}/media`);
    await expect(page.getByRole("heading", { level: 1, name: `Photos of property ${id}` })).toBeVisible();
    await expect(page.locator("ol > li[data-key]")).toHaveCount(3);
    expect(await shownOrder(page)).toEqual(order);
    await expect(page.getByLabel("Description in Arabic (Photo 1)")).toHaveValue("واجهة الفيلا من الشارع الجنوبي");
    await expect(page.getByLabel("Description in English (Photo 1)")).toHaveValue(
      "The villa's front from the south street",
    );
    await expect(page.getByRole("img", { name: "The villa's front from the south street" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // A file dropped on the zone uploads too; a page dressed as a photo is refused in the staff's language.
    await page.getByTestId("media-drop-zone").evaluate((zone) => {
      const files = new DataTransfer();
      files.items.add(new File(["<!doctype html><script>alert(1)</script>"], "photo.jpg", { type: "image/jpeg" }));
      zone.dispatchEvent(new DragEvent("drop", { dataTransfer: files, bubbles: true, cancelable: true }));
    });
    await expect(page.getByRole("alert")).toContainText(
      "photo.jpg could not be uploaded: This file type is not supported: upload a JPEG, PNG, WebP or AVIF photo.",
    );
    await expect(page.locator("ol > li[data-key]")).toHaveCount(3);

    // Deleting asks first.
    await page.getByRole("button", { name: "Delete photo 3" }).click();
    await page
      .getByRole("alertdialog", { name: "Delete photo 3?" })
      .getByRole("button", { name: "Delete the photo" })
      .click();
    await expect(page.getByRole("status")).toHaveText("The photo was deleted.");
    expect(await shownOrder(page)).toEqual(order.slice(0, 2));
  });

  test("choosing more photos than fit uploads what fits and says how many were left out", async ({
    page,
  }, testInfo) => {
    test.slow();
    const email = createAdmin(testInfo);
    const photos = await Promise.all(
      [1, 2, 3, 4, 5].map(async (n) => {
        const path = testInfo.outputPath(`small-${n}.png`);
        await writeFile(path, await phonePhoto(40 + n, 30, "png"));
        return path;
      }),
    );
    await page.goto("/en/admin/sign-in");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(adminPassword);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).not.toHaveURL(/sign-in/);
    const id = await page.evaluate(
      async (input) => {
        const response = await fetch("/api/admin/listings", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(input),
        });
        if (!response.ok) throw new Error(await response.text());
        return ((await response.json()) as { data: { id: number } }).data.id;
      },
      { kind: "property", ...sampleInput({ titleAr: "فيلا الصور الكثيرة", titleEn: "Many photos villa" }) },
    );
    // Three short of the limit already.
    await fillGallery(testInfo, id, maxImagesPerListing - 3);
    const refusals: number[] = [];
    page.on("response", (response) => {
      if (response.url().includes("/media/listings/") && response.status() >= 400) refusals.push(response.status());
    });

    // English: five chosen, three fit.
    await page.goto(`/en/admin/listings/property/${id}/media`);
    await expect(page.locator("ol > li[data-key]")).toHaveCount(maxImagesPerListing - 3);
    await page.getByLabel("Choose photos from your device").setInputFiles(photos);
    await expect(page.getByRole("alert")).toHaveText(
      "2 photos you chose were left out: a listing can have at most 60 photos.",
    );
    await expect(page.locator("ol > li[data-key]")).toHaveCount(maxImagesPerListing, { timeout: 30_000 });
    await expect(page.getByRole("heading", { name: "Photos of the listing (60 photos)" })).toBeVisible();
    await expect(page.locator("progress")).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // Arabic: the listing is full, so nothing is sent and the page says so.
    await page.goto(`/admin/listings/property/${id}/media`);
    await expect(page.locator("ol > li[data-key]")).toHaveCount(maxImagesPerListing);
    await page.getByLabel("اختر صورًا من جهازك").setInputFiles(photos.slice(0, 2));
    await expect(page.getByRole("alert")).toHaveText("لم تُرفع صورتان مما اخترت: الحد الأقصى للإعلان الواحد 60 صورة.");
    await expect(page.getByRole("heading", { name: /\(60 صورة\)/ })).toBeVisible();
    await expect(page.locator("progress")).toHaveCount(0);
    expect(refusals).toEqual([]);
  });
});
