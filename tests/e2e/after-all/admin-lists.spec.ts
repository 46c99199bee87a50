import type { Page } from "@playwright/test";
import { sampleInput } from "../../../testing/server/listing-input.ts";
import { createAdmin, signIn } from "../admin-accounts.ts";
import { expect, expectNoSeriousA11yViolations, test } from "../fixtures.ts";
import { transientListingTitles } from "../listings-db.ts";

/** A mark no other run uses, in letters the search keeps as they are. */
function mark(): string {
  return Math.random().toString(36).slice(2, 8);
}

/** A family name no other journey uses: names take letters only, so the run's mark is in Arabic letters. */
function uniqueFamilyName(): string {
  const letters = "بتثجحخدذرزسشصضطظعغفقكلمنهوي";
  return `آل ${Array.from({ length: 6 }, () => letters[Math.floor(Math.random() * letters.length)]).join("")}`;
}

const texts = {
  ar: {
    prefix: "",
    listingSearch: "بحث بالعنوان (عربي أو إنجليزي) أو الرقم أو رقم الترخيص",
    leadSearch: "بحث بالاسم أو رقم الجوال أو البريد الإلكتروني",
    apply: "تطبيق",
    selectAllListings: "تحديد كل إعلانات هذه الصفحة",
    selectAllLeads: "تحديد كل طلبات هذه الصفحة",
    selectListing: (id: number) => `تحديد الإعلان رقم ${id}`,
    selectedTwo: "حدَّدت عنصرين",
    action: "الإجراء",
    run: "تنفيذ",
    publish: "نشر",
    delete: "نقل إلى سلة المحذوفات",
    doneOne: "نُفِّذ الإجراء على عنصر واحد.",
    doneTwo: "نُفِّذ الإجراء على عنصرين.",
    refused: "أكمل الحقول المُعلَّمة قبل النشر.",
    licence: "لا يُنشر الإعلان دون بيانات ترخيص الإعلان كاملة.",
    published: "منشور",
    draft: "مسودة",
    duplicate: (id: number) => `نسخ الإعلان رقم ${id} كمسودة`,
    copyMark: "(نسخة)",
    titleAr: "العنوان بالعربية",
    confirmDelete: "انقلها إلى السلة",
    sortByPrice: "ترتيب حسب السعر",
    count: (n: number) => (n === 2 ? "إعلانان" : n === 1 ? "إعلان واحد" : `${n} إعلانات`),
    assign: "إسناد إلى موظف",
    assignee: "الموظف",
    status: "تغيير الحالة",
    newStatus: "الحالة الجديدة",
    contacted: "تم التواصل",
    exportSelected: "تصدير المحدَّد (CSV)",
  },
  en: {
    prefix: "/en",
    listingSearch: "Search by title (Arabic or English), number or licence number",
    leadSearch: "Search by name, mobile number or email",
    apply: "Apply",
    selectAllListings: "Select every listing on this page",
    selectAllLeads: "Select every lead on this page",
    selectListing: (id: number) => `Select listing ${id}:`,
    selectedTwo: "2 selected",
    action: "Action",
    run: "Run action",
    publish: "Publish",
    delete: "Move to the trash",
    doneOne: "The action was done on 1 item.",
    doneTwo: "The action was done on 2 items.",
    refused: "Complete the marked fields before publishing.",
    licence: "A listing cannot be published without its full advertising licence data.",
    published: "Published",
    draft: "Draft",
    duplicate: (id: number) => `Duplicate listing ${id} as a draft`,
    copyMark: "(copy)",
    titleAr: "Title in Arabic",
    confirmDelete: "Move to the trash",
    sortByPrice: "Sort by Price",
    count: (n: number) => (n === 1 ? "1 listing" : `${n} listings`),
    assign: "Assign to a staff member",
    assignee: "Staff member",
    status: "Change status",
    newStatus: "New status",
    contacted: "Contacted",
    exportSelected: "Export the selection (CSV)",
  },
} as const;

/** A listing made through the API as the editor would save it; without a licence when `licensed` is false. */
async function createListing(page: Page, title: { ar: string; en: string }, price: number, licensed: boolean) {
  const origin = new URL(page.url()).origin;
  const response = await page.request.post("/api/admin/listings", {
    headers: { origin },
    data: {
      kind: "property",
      ...sampleInput({
        titleAr: title.ar,
        titleEn: title.en,
        price,
        // Far from the demo listings, as the editor's journey places its own.
        lat: 20.4,
        lng: 54.9,
        ...(licensed ? {} : { adLicenceNumber: null, adLicenceExpiresOn: null }),
      }),
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

test.describe("back office lists", () => {
  // The bulk answer names a refused item; no request fails, but the editor's 404 of a deleted copy may be logged.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  for (const language of ["ar", "en"] as const) {
    test(`staff find, sort, publish in bulk, duplicate and move listings to the trash (${language})`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(180_000);
      const text = texts[language];
      await signIn(page, language, createAdmin(testInfo));
      const id = mark();
      const licensed = await createListing(
        page,
        { ar: `${transientListingTitles.ar} مرخصة ${id}`, en: `${transientListingTitles.en} licensed ${id}` },
        3_000_000,
        true,
      );
      const unlicensed = await createListing(
        page,
        { ar: `${transientListingTitles.ar} بلا ترخيص ${id}`, en: `${transientListingTitles.en} unlicensed ${id}` },
        1_000_000,
        false,
      );

      // Found by the run's mark, the filter kept in the address.
      await page.goto(`${text.prefix}/admin/listings`);
      await page.getByLabel(text.listingSearch).fill(id);
      await page.getByRole("button", { name: text.apply, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`q=${id}`));
      const rows = page.getByTestId("listing-row");
      await expect(rows).toHaveCount(2);
      await expect(page.getByTestId("listing-count")).toHaveText(text.count(2));

      // Sorted by price, then the other way round: the order follows, the search stays.
      await page.getByRole("link", { name: text.sortByPrice }).click();
      await expect(page).toHaveURL(/sort=price&dir=asc/);
      await expect(rows.first()).toContainText(`${id}`);
      await expect(rows.first().getByRole("link").first()).toContainText(
        language === "ar" ? "بلا ترخيص" : "unlicensed",
      );
      await page.getByRole("link", { name: text.sortByPrice }).click();
      await expect(page).toHaveURL(/sort=price&dir=desc/);
      await expect(rows.first().getByRole("link").first()).toContainText(language === "ar" ? "مرخصة" : "licensed");
      await expect(page.getByRole("columnheader", { name: text.sortByPrice })).toHaveAttribute(
        "aria-sort",
        "descending",
      );
      await expect(page).toHaveURL(new RegExp(`q=${id}`));

      // The whole page selected from the keyboard, then published together: the unlicensed one is refused by name.
      await page.getByLabel(text.selectAllListings).focus();
      await page.keyboard.press("Space");
      await expect(page.getByTestId("selected-count")).toHaveText(text.selectedTwo);
      await page.getByLabel(text.action, { exact: true }).selectOption({ label: text.publish });
      await page.getByRole("button", { name: text.run }).click();
      const result = page.getByTestId("bulk-result");
      await expect(result).toContainText(text.doneOne);
      await expect(result.getByTestId("bulk-refused")).toContainText(`${unlicensed}`);
      await expect(result.getByTestId("bulk-refused")).toContainText(text.refused);
      await expect(result.getByTestId("bulk-refused")).toContainText(text.licence);
      const licensedRow = rows.filter({ has: page.getByLabel(text.selectListing(licensed)) });
      const unlicensedRow = rows.filter({ has: page.getByLabel(text.selectListing(unlicensed)) });
      await expect(licensedRow).toContainText(text.published);
      await expect(unlicensedRow).toContainText(text.draft);
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: testInfo.outputPath(`listings-${language}.png`), fullPage: true });

      // A duplicate opens in the editor as a draft of its own.
      await licensedRow.getByRole("button", { name: text.duplicate(licensed) }).click();
      await expect(page).toHaveURL(new RegExp(`${text.prefix}/admin/listings/(\\d+)$`));
      const copyId = Number(/(\d+)$/.exec(page.url())![1]);
      expect(copyId).not.toBe(licensed);
      await expect(page.getByLabel(text.titleAr)).toHaveValue(`${transientListingTitles.ar} مرخصة ${id} (نسخة)`);
      const copy = await (await page.request.get(`/api/admin/listings/${copyId}`)).json();
      expect(copy.data).toMatchObject({ published: false, features: ["elevator", "garden"] });

      // The copy and the unlicensed listing moved to the trash together, after a confirmation; the original stays.
      await page.goto(`${text.prefix}/admin/listings?q=${id}`);
      await expect(rows).toHaveCount(3);
      await page.getByLabel(text.selectListing(copyId)).check();
      await page.getByLabel(text.selectListing(unlicensed)).check();
      await expect(page.getByTestId("selected-count")).toHaveText(text.selectedTwo);
      await page.getByLabel(text.action, { exact: true }).selectOption({ label: text.delete });
      await page.getByRole("button", { name: text.run }).click();
      const dialog = page.getByTestId("confirm-delete");
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: text.confirmDelete }).click();
      await expect(page.getByTestId("bulk-result")).toContainText(text.doneTwo);
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText(`${licensed}`);

      // One audit entry names both listings moved to the trash.
      const audit = await (await page.request.get("/api/admin/audit?action=listings_bulk_trashed")).json();
      const entry = (audit.data as { detail: { items: { id: number }[] } }[]).find((row) =>
        row.detail.items.some((item) => item.id === copyId),
      );
      expect(entry?.detail.items.map((item) => item.id).sort()).toEqual([copyId, unlicensed].sort());
    });

    test(`staff assign, set the status of and export several leads at once (${language})`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(120_000);
      const text = texts[language];
      await signIn(page, language, createAdmin(testInfo));
      const family = uniqueFamilyName();
      for (const first of ["سارة", "خالد"]) {
        const sent = await page.request.post("/api/contact", {
          data: { name: `${first} ${family}`, email: "lead@example.sa", phone: "966501234567", fillMs: 5000 },
        });
        expect(sent.status()).toBe(201);
      }
      await page.goto(`${text.prefix}/admin/leads?q=${encodeURIComponent(family)}`);
      await expect(page.getByTestId("lead-row")).toHaveCount(2);
      await page.getByLabel(text.selectAllLeads).check();
      await expect(page.getByTestId("selected-count")).toHaveText(text.selectedTwo);

      // The selection exported: just these two leads.
      const download = page.waitForEvent("download");
      await page.getByRole("link", { name: text.exportSelected }).click();
      const csv = await (await download).path();
      const { readFile } = await import("node:fs/promises");
      const body = await readFile(csv, "utf8");
      expect(body.split("\r\n").filter((line) => line.includes(family))).toHaveLength(2);

      // Assigned to the admin, then marked contacted, each in one go.
      await page.getByLabel(text.action, { exact: true }).selectOption({ label: text.assign });
      await page.getByLabel(text.assignee).selectOption({ label: "مدير الموقع" });
      await page.getByRole("button", { name: text.run }).click();
      await expect(page.getByTestId("bulk-result")).toContainText(text.doneTwo);
      await expect(page.getByTestId("lead-row").filter({ hasText: "مدير الموقع" })).toHaveCount(2);

      await page.getByLabel(text.selectAllLeads).check();
      await page.getByLabel(text.action, { exact: true }).selectOption({ label: text.status });
      await page.getByLabel(text.newStatus).selectOption({ label: text.contacted });
      await page.getByRole("button", { name: text.run }).click();
      await expect(page.getByTestId("bulk-result")).toContainText(text.doneTwo);
      await expect(page.getByTestId("lead-row").filter({ hasText: text.contacted })).toHaveCount(2);
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: testInfo.outputPath(`leads-${language}.png`), fullPage: true });
    });
  }
});
