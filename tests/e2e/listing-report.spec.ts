import type { Page } from "@playwright/test";
import { adminPassword, createAdmin } from "./admin-accounts.ts";
import { expect, expectNoSeriousA11yViolations, fillLikeAPerson, test } from "./fixtures.ts";
import { leadsByEmail, uniqueEmail } from "./leads-db.ts";
import { newestLastingProperty } from "./listings-db.ts";

/** A family name no other journey uses (names take letters only). */
function uniqueFamilyName(): string {
  const letters = "بتثجحخدذرزسشصضطظعغفقكلمنهوي";
  return `آل ${Array.from({ length: 6 }, () => letters[Math.floor(Math.random() * letters.length)]).join("")}`;
}

/** Not one of the listings another journey creates and withdraws again (it may be gone by the time it is sent). */
const newestProperty = (page: Page) => newestLastingProperty(page.request);

test.describe("Report this ad", () => {
  test("a visitor reports a property from its page; staff find the report in the inbox with its reason", async ({
    page,
    browser,
  }, testInfo) => {
    // A visitor's form, a new admin account and the back office: a long journey on a phone.
    test.setTimeout(300_000);
    const property = await newestProperty(page);
    const name = `سارة محمد ${uniqueFamilyName()}`;
    const email = uniqueEmail("report");

    // The detail page links to the report page and to REGA's channel.
    await page.goto(`/property/${property.id}`);
    await expect(page.getByRole("link", { name: "الإبلاغ لدى الهيئة العامة للعقار" })).toHaveAttribute(
      "href",
      "https://rega.gov.sa",
    );
    await page.getByRole("link", { name: "الإبلاغ عن الإعلان" }).click();
    // Followed in the page: the report page's loader answers first (slow on a busy machine).
    await expect(page).toHaveURL(new RegExp(`/property/${property.id}/report$`), { timeout: 30_000 });
    await expect(page.getByRole("heading", { name: "الإبلاغ عن إعلان", level: 1 })).toBeVisible();
    await expect(page.getByText(property.title, { exact: false })).toBeVisible();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });

    // Sent without a reason: the form says what is missing and sends nothing.
    await expect(page.getByLabel("الاسم الكامل")).toBeVisible();
    await fillLikeAPerson(page, async () => {
      await page.getByLabel("الاسم الكامل").fill(name);
      await page.getByLabel("البريد الإلكتروني").fill(email);
      await page.getByLabel("رقم الجوال", { exact: true }).pressSequentially("٠٥٥١٢٣٤٥٦٧");
      await page.getByLabel("رسالتك").fill("بيع العقار قبل أسبوع وما زال الإعلان منشورًا");
    });
    await page.getByRole("button", { name: "إرسال" }).click();
    await expect(page.getByText("اختر سبب البلاغ")).toBeVisible();
    expect(await leadsByEmail(testInfo, email)).toEqual([]);

    await page.getByRole("radio", { name: "تم بيعه أو تأجيره" }).check();
    await expect(page.getByText("اختر سبب البلاغ")).toBeHidden();
    await page.getByRole("button", { name: "إرسال" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "شكرًا لك، وصلنا بلاغك وسنراجعه." })).toBeVisible();
    // Stored exactly once before the visitor was told.
    const stored = await leadsByEmail(testInfo, email);
    expect(stored).toMatchObject([{ kind: "listing_report", listing_id: property.id, name, phone: "+966551234567" }]);
    await expectNoSeriousA11yViolations(page);

    // Staff see it in the inbox under its own kind, with the reason.
    const adminEmail = createAdmin(testInfo);
    const staff = await browser.newContext();
    const office = await staff.newPage();
    await office.goto("/admin/sign-in");
    await office.getByLabel("البريد الإلكتروني").fill(adminEmail);
    await office.getByLabel("كلمة المرور").fill(adminPassword);
    await office.getByRole("button", { name: "دخول" }).click();
    await expect(office).not.toHaveURL(/sign-in/);
    await office.goto(`/admin/leads?kind=listing_report&q=${encodeURIComponent(email)}`);
    const item = office.getByTestId("lead-row").filter({ hasText: name });
    await expect(item).toContainText("بلاغ عن إعلان (تم بيعه أو تأجيره)");
    await item.getByRole("link", { name: new RegExp(name.split(" ").at(-1) ?? name) }).click();
    await expect(office.getByTestId("report-reason")).toHaveText("تم بيعه أو تأجيره");
    await staff.close();
  });

  test("the English report page says it in English and refuses nothing a person types", async ({ page }) => {
    const property = await newestProperty(page);
    await page.goto(`/en/property/${property.id}/report`);
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await expect(page.getByRole("heading", { name: "Report this ad", level: 1 })).toBeVisible();
    await expect(page.getByRole("radio", { name: "Licence problem" })).toBeVisible();
    await expect(page.getByTestId("rega-report")).toHaveAttribute("href", "https://rega.gov.sa");
    await expect(page.getByRole("link", { name: "Back to the ad" })).toHaveAttribute(
      "href",
      `/en/property/${property.id}`,
    );
  });

  test.describe("of a listing that does not exist", () => {
    test.use({ allowedConsoleErrors: [/status of 404/] });
    test("the report page is the 404 page", async ({ page }) => {
      const response = await page.goto("/property/999999/report");
      expect(response?.status()).toBe(404);
    });
  });
});
