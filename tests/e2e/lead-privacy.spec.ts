import type { Page, TestInfo } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { adminPassword, createAdmin } from "./admin-accounts.ts";
import { expect, expectNoSeriousA11yViolations, test } from "./fixtures.ts";

// An admin erases (or anonymises) a lead at its sender's request (docs/decisions/039-lead-privacy.md): afterwards the
// lead is in no list, search or CSV, and the audit log says what was done without the person's data.

/** A family name no other journey uses: names take letters only, so the run's mark is in Arabic letters. */
function uniqueFamilyName(): string {
  const letters = "بتثجحخدذرزسشصضطظعغفقكلمنهوي";
  return `آل ${Array.from({ length: 6 }, () => letters[Math.floor(Math.random() * letters.length)]).join("")}`;
}

const texts = {
  ar: {
    email: "البريد الإلكتروني",
    password: "كلمة المرور",
    submit: "دخول",
    search: "بحث بالاسم أو الجوال أو البريد",
    apply: "تطبيق",
    none: "لا توجد طلبات مطابقة",
    one: "طلب واحد",
  },
  en: {
    email: "Email",
    password: "Password",
    submit: "Sign in",
    search: "Search by name, mobile number or email",
    apply: "Apply",
    none: "No matching leads",
    one: "1 lead",
  },
};

async function sendEnquiry(page: Page, testInfo: TestInfo, name: string, phone: string): Promise<void> {
  const origin = new URL(testInfo.project.use.baseURL!).origin;
  const sent = await page.request.post("/api/contact", {
    headers: { origin, "accept-language": "ar" },
    data: { name, phone, email: `${phone}@example.com`, message: `أرغب في بيع أرض، ${name}`, fillMs: 6000 },
  });
  expect(sent.status()).toBe(201);
}

async function signIn(page: Page, path: string, email: string, language: "ar" | "en") {
  await page.goto(path);
  await page.getByLabel(texts[language].email).fill(email);
  await page.getByLabel(texts[language].password).fill(adminPassword);
  await page.getByRole("button", { name: texts[language].submit }).click();
  await expect(page.getByTestId("lead-count")).toBeVisible();
}

async function search(page: Page, language: "ar" | "en", text: string) {
  await page.getByLabel(texts[language].search).fill(text);
  await page.getByRole("button", { name: texts[language].apply }).click();
}

/** The CSV of a search, read by the page itself (the session cookie is Secure: the page's own fetch carries it). */
async function csvRows(page: Page, q: string): Promise<string[][]> {
  const text = await page.evaluate(async (query) => {
    const response = await fetch(`/api/admin/leads.csv?lang=en&q=${encodeURIComponent(query)}`);
    return response.text();
  }, q);
  return parse(text, { bom: true });
}

/** The open dialog at a phone's width and a desktop's, for the record. */
async function shootBothWidths(page: Page, name: string) {
  const size = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`) });
  }
  if (size) await page.setViewportSize(size);
}

test.describe("erasing a lead on request", () => {
  // The sign-in page asks for a session it has not got yet (401), and the erased lead's page is not found (404).
  test.use({ allowedConsoleErrors: [/status of 40[14]/] });

  test("in Arabic, an admin erases a lead: gone from the inbox, its search and the CSV; the audit log keeps its number", async ({
    page,
  }, testInfo) => {
    test.slow();
    const family = uniqueFamilyName();
    const name = `نورة سعد ${family}`;
    const kept = `فهد خالد ${family}`;
    await sendEnquiry(page, testInfo, name, "966551230001");
    await sendEnquiry(page, testInfo, kept, "966551230002");
    await signIn(page, "/admin/leads", createAdmin(testInfo), "ar");

    await search(page, "ar", name);
    await expect(page.getByTestId("lead-count")).toHaveText(texts.ar.one);
    await page
      .getByTestId("lead-row")
      .getByRole("link", { name: new RegExp(name) })
      .click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    const id = Number(new URL(page.url()).pathname.split("/").at(-1));

    const panel = page.getByRole("region", { name: "البيانات الشخصية" });
    await panel.scrollIntoViewIfNeeded();
    await shootBothWidths(page, "lead-panel-ar");
    await panel.getByRole("button", { name: "حذف الطلب نهائيًا" }).click();
    const dialog = page.getByTestId("confirm-erase");
    await expect(dialog.getByRole("heading", { name: "حذف هذا الطلب نهائيًا؟" })).toBeVisible();
    await expect(dialog).toContainText("ما يبقى");
    await expect(dialog).toContainText("سطر في سجل العمليات يذكر رقم الطلب");
    await expect(dialog).toContainText("ما يُحذف");
    await expect(dialog).toContainText("يختفي من الطلبات والبحث وملف CSV");
    await expect(dialog.getByRole("button", { name: "إلغاء" })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await shootBothWidths(page, "erase-dialog-ar");
    await dialog.getByRole("button", { name: "نعم، احذف نهائيًا" }).click();
    await expect(page.getByRole("status").filter({ hasText: `حُذف الطلب رقم ${id} نهائيًا.` })).toBeVisible();

    // The inbox, its search (by name and by number) and the CSV no longer know the person; the other lead stays.
    await page.getByRole("link", { name: "العودة إلى الطلبات" }).click();
    await search(page, "ar", family);
    await expect(page.getByTestId("lead-count")).toHaveText(texts.ar.one);
    await expect(page.getByTestId("lead-row")).toContainText(kept);
    await search(page, "ar", "0551230001");
    await expect(page.getByTestId("lead-count")).toHaveText(texts.ar.none);
    const rows = await csvRows(page, family);
    expect(rows.map((row) => row[0])).toEqual(["Lead", expect.any(String)]);
    expect(JSON.stringify(rows)).not.toContain("نورة");
    expect(JSON.stringify(rows)).toContain(kept);
    await page.goto(`/admin/leads/${id}`);
    await expect(page.getByTestId("page-failed")).toBeVisible();

    // The audit log: one entry, by number, with nothing of the person in it.
    await page.goto(`/admin/audit?subject=lead:${id}`);
    const entry = page.getByTestId("audit-row").filter({ hasText: "حذف طلب نهائيًا بطلب صاحبه" });
    await expect(entry).toHaveCount(1);
    await expect(page.getByTestId("audit-row").filter({ hasText: family })).toHaveCount(0);
  });

  test("in English, an admin anonymises a lead and then erases it", async ({ page }, testInfo) => {
    test.slow();
    const family = uniqueFamilyName();
    const name = `سارة علي ${family}`;
    await sendEnquiry(page, testInfo, name, "966551230003");
    await signIn(page, "/en/admin/leads", createAdmin(testInfo), "en");
    await search(page, "en", name);
    await page
      .getByTestId("lead-row")
      .getByRole("link", { name: new RegExp(name) })
      .click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    const id = Number(new URL(page.url()).pathname.split("/").at(-1));

    const panel = page.getByRole("region", { name: "Personal data" });
    await panel.getByRole("button", { name: "Anonymise" }).click();
    const dialog = page.getByTestId("confirm-anonymise");
    await expect(dialog.getByRole("heading", { name: "Anonymise this lead?" })).toBeVisible();
    await expect(dialog).toContainText("Its kind, listing, date, status and assignee");
    await expect(dialog).toContainText("The name, mobile, email, message and notes");
    await shootBothWidths(page, "anonymise-dialog-en");
    await dialog.getByRole("button", { name: "Yes, anonymise" }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Anonymised lead ${id}` })).toBeVisible();
    await expect(page.getByTestId("lead-anonymised")).toContainText("This lead was anonymised on");
    await expect(page.getByText(name)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await shootBothWidths(page, "anonymised-lead-en");

    await page.goto("/en/admin/leads");
    await search(page, "en", family);
    await expect(page.getByTestId("lead-count")).toHaveText(texts.en.none);
    expect(await csvRows(page, family)).toHaveLength(1);

    // Then erased: its number leaves the inbox too.
    await page.goto(`/en/admin/leads/${id}`);
    await page.getByRole("region", { name: "Personal data" }).getByRole("button", { name: "Erase lead" }).click();
    await shootBothWidths(page, "erase-dialog-en");
    await page.getByTestId("confirm-erase").getByRole("button", { name: "Yes, erase" }).click();
    await expect(page.getByRole("status").filter({ hasText: `Lead ${id} was erased.` })).toBeVisible();
    await page.goto("/en/admin/leads");
    await expect(page.getByRole("link", { name: `Open the lead of Anonymised lead ${id}` })).toHaveCount(0);
  });
});
