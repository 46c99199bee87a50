import type { Page } from "@playwright/test";
import { sampleInput } from "../../testing/server/listing-input.ts";
import { adminPassword, createAdmin } from "./admin-accounts.ts";
import { expect, fillLikeAPerson, test } from "./fixtures.ts";
import { leadsByEmail, uniqueEmail } from "./leads-db.ts";
import { newestLastingProperty } from "./listings-db.ts";
import { mailTo } from "./mail-box.ts";

/**
 * The public forms as a Saudi visitor uses them on a phone: an Arabic keyboard types Arabic-Indic digits
 * (٠١٢٣٤٥٦٧٨٩) into every field, addresses included, and Back and Forward in the middle of a form lose nothing.
 */

/** The address with its digits typed as an Arabic keyboard types them. */
const arabicDigits = (text: string) => text.replace(/[0-9]/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));

/** Not one of the listings another journey creates and withdraws again (it may be gone by the time it is sent). */
const newestProperty = (page: Page) => newestLastingProperty(page.request);

test.describe("public forms typed on an Arabic phone keyboard", () => {
  test("a search alert posted as a plain form and refused says why on the alert page, keeping the search", async ({
    page,
  }) => {
    // As the browser posts the form without the page's code (a comma where the dot goes, from an Arabic keyboard).
    const response = await page.request.post("/api/alerts", {
      form: {
        email: "sara@example،sa",
        kind: "property",
        filters: "location=الرياض",
        frequency: "daily",
        language: "ar",
      },
      headers: { "sec-fetch-site": "same-origin" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
    const location = response.headers().location ?? "";
    expect(location).toMatch(/^\/alerts\/new\?.*refused=invalid/);
    expect(location).not.toContain("sara");
    await page.goto(location);
    const refusal = page.getByRole("alert");
    await expect(refusal).toHaveText("لم يُحفظ التنبيه: تحقّق من بريدك الإلكتروني وأدخله مرة أخرى.");
    await expect(page.getByRole("region").or(page.locator("section")).first()).toContainText("الرياض");
    await expect(page.getByLabel("البريد الإلكتروني")).toHaveValue("");
    // Said once: the address drops it as the page runs, the message staying, and a reload does not say it again.
    await expect(page).not.toHaveURL(/refused=/);
    expect(new URL(page.url()).searchParams.get("location")).toBe("الرياض");
    await expect(refusal).toHaveText("لم يُحفظ التنبيه: تحقّق من بريدك الإلكتروني وأدخله مرة أخرى.");
    await page.reload();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(page.getByRole("region").or(page.locator("section")).first()).toContainText("الرياض");
    await expect(page.getByText("لم يُحفظ التنبيه")).toHaveCount(0);
  });

  test("a search alert's address typed with Arabic-Indic digits is taken, and its confirmation mailed", async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail("alert7");
    await page.goto(`/alerts/new?kind=property&location=${encodeURIComponent("الرياض")}&bedrooms=3`);
    const field = page.getByLabel("البريد الإلكتروني");
    await field.pressSequentially(arabicDigits(email));
    // The browser's own check of an e-mail field refuses any digit but Latin ones: they are made Latin as typed.
    await expect(field).toHaveValue(email);
    await page.getByRole("button", { name: "أرسل رابط التأكيد" }).click();
    await expect(page.getByRole("status").filter({ hasText: "تحقّق من بريدك" })).toBeVisible();
    await mailTo(testInfo, email, /تنبيه/);

    // Staff find it on the back office's alerts screen on a phone: its search readable, the screen no wider.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/admin/sign-in");
    await page.getByLabel("البريد الإلكتروني").fill(createAdmin(testInfo));
    await page.getByLabel("كلمة المرور").fill(adminPassword);
    await page.getByRole("button", { name: "دخول" }).click();
    await expect(page).not.toHaveURL(/sign-in/);
    await page.goto(`/admin/alerts?email=${encodeURIComponent(email)}`);
    const row = page.getByRole("row").filter({ hasText: email });
    await expect(row).toContainText("الرياض");
    await expect(row).not.toContainText("%D8");
    await expect(row).not.toContainText("location=");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test("a search alert's address and frequency survive a reload, and go once it is sent", async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail("alert-reload");
    const path = `/alerts/new?kind=property&location=${encodeURIComponent("جدة")}`;
    await page.goto(path);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const field = page.getByLabel("البريد الإلكتروني");
    const weekly = page.getByLabel("مرة في الأسبوع على الأكثر");
    await field.pressSequentially(arabicDigits(email));
    await weekly.check();
    await page.reload();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(field).toHaveValue(email);
    await expect(weekly).toBeChecked();
    await page.getByRole("button", { name: "أرسل رابط التأكيد" }).click();
    await expect(page.getByRole("status").filter({ hasText: "تحقّق من بريدك" })).toBeVisible();
    await mailTo(testInfo, email, /تنبيه/);
    await page.goto(path);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(field).toHaveValue("");
    await expect(weekly).not.toBeChecked();
  });

  test("a report keeps its phone number through Back and Forward, and takes an address with Arabic digits", async ({
    page,
  }, testInfo) => {
    const property = await newestProperty(page);
    const email = uniqueEmail("report7");
    await page.goto(`/property/${property.id}`);
    await page.goto(`/property/${property.id}/report`);
    await fillLikeAPerson(page, async () => {
      await page.getByLabel("الاسم الكامل").fill("نورة عبدالله الحربي");
      await page.getByLabel("البريد الإلكتروني").fill(arabicDigits(email));
      await page.getByLabel("رقم الجوال", { exact: true }).pressSequentially("٠٥٥١٢٣٤٥٦٧");
      await page.getByLabel("رسالتك").fill("السعر غير صحيح، والصور قديمة؛ هل الإعلان متاح؟");
    });
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/property/${property.id}$`));
    await page.goForward();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(page.getByLabel("رقم الجوال", { exact: true })).toHaveValue("55 123 4567");
    await expect(page.getByLabel("رسالتك")).toHaveValue("السعر غير صحيح، والصور قديمة؛ هل الإعلان متاح؟");
    await page.getByRole("radio", { name: "تم بيعه أو تأجيره" }).check();
    await page.getByRole("button", { name: "إرسال" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "شكرًا لك، وصلنا بلاغك وسنراجعه." })).toBeVisible();
    expect(await leadsByEmail(testInfo, email)).toHaveLength(1);
  });
});

test.describe("the back office on a phone", () => {
  test("an editor's review note typed and not sent is unsaved work: leaving asks first, Stay keeps it", async ({
    page,
  }, testInfo) => {
    const adminEmail = createAdmin(testInfo);
    await page.goto("/admin/sign-in");
    await page.getByLabel("البريد الإلكتروني").fill(adminEmail);
    await page.getByLabel("كلمة المرور").fill(adminPassword);
    await page.getByRole("button", { name: "دخول" }).click();
    await expect(page).not.toHaveURL(/sign-in/);
    // An editor added by the admin, whose address is typed on an Arabic keyboard when they sign in.
    const editorEmail = uniqueEmail("editor7");
    const added = await page.request.post("/api/admin/staff", {
      data: { email: editorEmail, name: "ريم", role: "editor", language: "ar", password: adminPassword },
    });
    expect(added.status()).toBe(201);
    await page.context().clearCookies();
    await page.goto("/admin/sign-in");
    await page.getByLabel("البريد الإلكتروني").fill(arabicDigits(editorEmail));
    await page.getByLabel("كلمة المرور").fill(adminPassword);
    await page.getByRole("button", { name: "دخول" }).click();
    await expect(page).not.toHaveURL(/sign-in/);

    const created = await page.request.post("/api/admin/listings", {
      data: { kind: "property", ...sampleInput({ titleAr: "شقة للمراجعة", titleEn: "Flat for review" }) },
    });
    expect(created.status()).toBe(201);
    const id = ((await created.json()) as { data: { id: number } }).data.id;
    await page.goto(`/admin/listings/${id}`);
    const note = page.getByTestId("review-panel").getByLabel("ملاحظة للناشر (اختيارية)");
    const typed = "السعر ١٬٢٠٠٬٠٠٠ ريال، راجع الصور؛ هل العنوان صحيح؟";
    await note.fill(typed);
    await page.getByRole("navigation").getByRole("link", { name: "الطلبات", exact: true }).click();
    const dialog = page.getByRole("alertdialog", { name: "المغادرة دون حفظ؟" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "البقاء في الصفحة" }).click();
    await expect(note).toHaveValue(typed);
  });
});
