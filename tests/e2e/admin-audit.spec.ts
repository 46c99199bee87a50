import type { Browser, Page } from "@playwright/test";
import { sampleInput } from "../../testing/server/listing-input.ts";
import { adminPassword, createAdmin } from "./admin-accounts.ts";
import { expect, expectNoSeriousA11yViolations, test } from "./fixtures.ts";
import { uniqueEmail } from "./leads-db.ts";

// The audit log in words and the permissions staff can see (domain/admin/permissions.ts,
// docs/decisions/017-back-office.md).

const editorPassword = "Frankincense trails of Dhofar";
const arabicSignIn = { email: "البريد الإلكتروني", password: "كلمة المرور", submit: "دخول" };

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/admin");
  await page.getByLabel(arabicSignIn.email).fill(email);
  await page.getByLabel(arabicSignIn.password).fill(password);
  await page.getByRole("button", { name: arabicSignIn.submit }).click();
  await expect(page.getByTestId("signed-in-as").or(page.getByTestId("new-leads"))).not.toHaveCount(0);
}

/** The admin API from the signed-in page (its session cookie is Secure, so the page's own fetch carries it). */
function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(`/api/admin${path}`, {
        method,
        headers: body === undefined ? {} : { "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
      return (await response.json()) as T;
    },
    { method, path, body },
  );
}

/** A staff member named in Latin letters, whose name inside Arabic text is what the bidi algorithm used to break. */
async function addEditor(admin: Page, name: string): Promise<{ id: number; email: string }> {
  const email = uniqueEmail("editor");
  const created = await api<{ data: { id: number } }>(admin, "POST", "/staff", {
    email,
    name,
    role: "editor",
    language: "ar",
    password: editorPassword,
  });
  return { id: created.data.id, email };
}

async function newPage(browser: Browser, page: Page): Promise<Page> {
  const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  return context.newPage();
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test.describe("audit log and permissions", () => {
  // The editor's page loaders are refused (403) on purpose, and the sign-in page asks for a session it has not
  // got yet (401); the browser logs both.
  test.use({ allowedConsoleErrors: [/status of 40[13]/] });

  test("an editor meets the 'not allowed' page inside the back office and no admin pages in the menu", async ({
    page,
    browser,
  }, testInfo) => {
    await signIn(page, createAdmin(testInfo), adminPassword);
    const { email } = await addEditor(page, "Owner");

    const editor = await newPage(browser, page);
    await signIn(editor, email, editorPassword);
    const menu = editor.getByRole("navigation", { name: "أقسام لوحة الإدارة" });
    await expect(menu.getByRole("link")).toHaveText([
      "لوحة المتابعة",
      "الطلبات",
      "الإعلانات",
      "التصنيفات",
      "تنبيهات البحث",
      "حسابي",
    ]);

    // Typed addresses of admins' pages: the frame stays, the page says why.
    for (const path of ["/admin/audit", "/admin/staff", "/admin/settings"]) {
      await editor.goto(path);
      await expect(editor.getByRole("heading", { level: 1, name: "لا يمكنك فتح هذه الصفحة" })).toBeVisible();
      await expect(menu).toBeVisible();
      await expect(editor.getByText("حدث خطأ")).toHaveCount(0);
    }
    await expect(editor.getByRole("link", { name: "العودة إلى لوحة المتابعة" })).toHaveAttribute("href", "/admin");
    await expectNoSeriousA11yViolations(editor);
    await shoot(editor, "not-allowed-ar");

    // Categories: the list to read, no form to change it.
    await editor.goto("/admin/categories");
    await expect(editor.getByTestId("read-only")).toBeVisible();
    await expect(editor.getByTestId("categories").locator("form")).toHaveCount(0);
    await expect(editor.getByRole("button", { name: "حذف" })).toHaveCount(0);

    await editor.goto("/en/admin/audit");
    await expect(editor.getByRole("heading", { level: 1, name: "You can't open this page" })).toBeVisible();
    const englishMenu = editor.getByRole("navigation", { name: "Back office sections" });
    await expect(englishMenu.getByRole("link")).toHaveText([
      "Dashboard",
      "Leads",
      "Listings",
      "Categories",
      "Search alerts",
      "My account",
    ]);
    await expect(editor.locator("html")).toHaveAttribute("dir", "ltr");
    await shoot(editor, "not-allowed-en");
    await editor.context().close();

    // The admin's menu has them all, and the categories' forms.
    await expect(page.getByRole("navigation", { name: "أقسام لوحة الإدارة" }).getByRole("link")).toHaveText([
      "لوحة المتابعة",
      "الطلبات",
      "الإعلانات",
      "التصنيفات",
      "تنبيهات البحث",
      "الموظفون",
      "سجل العمليات",
      "الإعدادات",
      "صفحات الشركة",
      "حسابي",
    ]);
    await page.goto("/admin/categories");
    await expect(page.getByTestId("categories").locator("form").first()).toBeVisible();
    await expect(page.getByTestId("read-only")).toHaveCount(0);
  });

  test("an admin reads a lead's and a listing's changes in words, in Arabic and English", async ({
    page,
    browser,
  }, testInfo) => {
    // Two people, a lead, a listing and five pages read in two languages: longer than one page's journey.
    test.slow();
    await signIn(page, createAdmin(testInfo), adminPassword);
    const owner = await addEditor(page, "Owner");
    const mark = `${Date.now()}`;

    // A visitor's enquiry, sent as a browser would after filling the form for a while.
    const origin = new URL(testInfo.project.use.baseURL!).origin;
    const visitor = `ريم سعد ${mark.replace(/\d/g, (digit) => "بتثجحخدذرز"[Number(digit)]!)}`;
    const sent = await page.request.post("/api/contact", {
      headers: { origin, "accept-language": "ar" },
      data: { name: visitor, phone: "966551234567", message: "أبحث عن شقة في حي الملقا", fillMs: 6000 },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    const leads = await api<{ data: { id: number }[] }>(page, "GET", `/leads?q=${encodeURIComponent(visitor)}`);
    const leadId = leads.data[0]!.id;

    // Owner handles it in Arabic and writes a note.
    const editor = await newPage(browser, page);
    await signIn(editor, owner.email, editorPassword);
    await editor.goto(`/admin/leads/${leadId}`);
    await editor.getByLabel("الحالة").selectOption("contacted");
    await editor.getByRole("button", { name: "حفظ", exact: true }).click();
    await expect(editor.getByRole("status").filter({ hasText: "تم الحفظ." })).toBeVisible();
    await editor.getByLabel("ملاحظة جديدة").fill("سيزور الموقع يوم الخميس");
    await editor.getByRole("button", { name: "أضف ملاحظة" }).click();
    // The footer's name and time are isolated: in Arabic the name stands to the right of the date, whole.
    const footer = editor.getByTestId("note-footer");
    await expect(footer.locator("bdi")).toHaveCount(2);
    await expect(footer.locator("bdi").first()).toHaveText("Owner");
    await expect(footer.locator("bdi").nth(1).locator("time")).toHaveAttribute("datetime", /^\d{4}-/);
    const [name, time] = [
      await footer.locator("bdi").first().boundingBox(),
      await footer.locator("bdi").nth(1).boundingBox(),
    ];
    expect(name!.x).toBeGreaterThan(time!.x + time!.width - 1);
    await shoot(editor, "note-footer-ar");
    await editor.goto(`/en/admin/leads/${leadId}`);
    const [nameEn, timeEn] = [
      await footer.locator("bdi").first().boundingBox(),
      await footer.locator("bdi").nth(1).boundingBox(),
    ];
    expect(nameEn!.x + nameEn!.width).toBeLessThan(timeEn!.x + 1);
    await editor.context().close();

    // A listing whose price comes down (the editor's API, as the form sends it).
    const created = await api<{ data: { id: number } }>(page, "POST", "/listings", {
      kind: "property",
      ...sampleInput({ price: 2_500_000, titleAr: `فيلا السجل ${mark}`, titleEn: `Audit villa ${mark}` }),
    });
    const listingId = created.data.id;
    await api(page, "PUT", `/listings/${listingId}`, {
      version: 1,
      ...sampleInput({ price: 2_400_000, titleAr: `فيلا السجل ${mark}`, titleEn: `Audit villa ${mark}` }),
    });

    // Arabic: the lead's entry, by name, in words; the filter lives in the address.
    await page.goto("/admin/audit");
    // Other journeys add people named Owner too: this one by its id.
    await page.getByLabel("من", { exact: true }).selectOption(String(owner.id));
    await page.getByLabel("العملية").selectOption({ label: "تعديل طلب" });
    await page.getByRole("button", { name: "تطبيق" }).click();
    await expect(page).toHaveURL(new RegExp(`staffId=${owner.id}&action=lead_updated`));
    const leadRow = page.getByTestId("audit-row").filter({ hasText: visitor });
    await expect(leadRow).toHaveCount(1);
    await expect(leadRow.getByTestId("audit-actor")).toHaveText("بواسطة: Owner");
    await expect(leadRow.getByTestId("audit-change")).toHaveText(["الحالة: من جديد إلى تم التواصل"]);
    await expect(leadRow.getByRole("link", { name: visitor })).toHaveAttribute("href", `/admin/leads/${leadId}`);
    await expectNoSeriousA11yViolations(page);
    await shoot(page, "audit-lead-ar");

    await page.goto(`/admin/audit?subject=listing:${listingId}&action=listing_updated`);
    const listingRow = page.getByTestId("audit-row").first();
    await expect(listingRow.getByTestId("audit-change").filter({ hasText: "السعر" })).toHaveText(
      "السعر: من 2,500,000 إلى 2,400,000",
    );
    await expect(listingRow.getByTestId("audit-actor")).toHaveText("بواسطة: مدير الموقع");
    await shoot(page, "audit-listing-ar");
    await listingRow.getByRole("link", { name: `فيلا السجل ${mark}` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/listings/${listingId}$`));

    // English: the same entries in English words.
    await page.goto(`/en/admin/audit?subject=lead:${leadId}`);
    const english = page.getByTestId("audit-row").filter({ hasText: "Lead changed" });
    await expect(english.getByTestId("audit-change")).toHaveText(["status: from New to Contacted"]);
    await expect(english.getByTestId("audit-actor")).toHaveText("By: Owner");
    await shoot(page, "audit-lead-en");
    await page.goto(`/en/admin/audit?subject=listing:${listingId}&action=listing_updated`);
    await expect(
      page.getByTestId("audit-row").first().getByTestId("audit-change").filter({ hasText: "price" }),
    ).toHaveText("price: from 2,500,000 to 2,400,000");
  });
});
