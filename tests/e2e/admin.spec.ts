import type { Browser, Page } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { adminPassword, createAdmin } from "./admin-accounts.ts";
import { expect, expectNoSeriousA11yViolations, fillLikeAPerson, test } from "./fixtures.ts";
import { uniqueEmail } from "./leads-db.ts";

/** A family name no other journey uses: names take letters only, so the run's mark is in Arabic letters. */
function uniqueFamilyName(): string {
  const letters = "بتثجحخدذرزسشصضطظعغفقكلمنهوي";
  return `آل ${Array.from({ length: 6 }, () => letters[Math.floor(Math.random() * letters.length)]).join("")}`;
}
const editorPassword = "Camels cross the Nafud slowly";

async function signIn(
  page: Page,
  path: string,
  email: string,
  password: string,
  texts: { email: string; password: string; submit: string },
) {
  await page.goto(path);
  await page.getByLabel(texts.email).fill(email);
  await page.getByLabel(texts.password).fill(password);
  await page.getByRole("button", { name: texts.submit }).click();
}

/** A visitor registers interest in the newest project through its page's form. */
async function visitorSendsInterest(browser: Browser, name: string, email: string): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const response = await page.request.get("/api/project?limit=1");
  const project = ((await response.json()) as { data: { id: number; title: string }[] }).data[0]!;
  await page.goto(`/project/${project.id}`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByRole("button", { name: "سجّل اهتمامك" }).click();
  const dialog = page.getByRole("dialog");
  // The form counts from when it appears (the API files a quicker one as spam): start counting once it shows.
  await expect(dialog.getByLabel("الاسم الكامل")).toBeVisible();
  await fillLikeAPerson(page, async () => {
    await dialog.getByLabel("الاسم الكامل").fill(name);
    await dialog.getByLabel("البريد الإلكتروني").fill(email);
    await dialog.getByLabel("رقم الجوال", { exact: true }).fill("551234567");
  });
  await dialog.getByRole("button", { name: "إرسال" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "تم إرسال رسالتك بنجاح" })).toBeVisible();
  await context.close();
  return project.id;
}

test.describe("back office", () => {
  // A wrong password and a weak one on purpose: the browser logs their 401 and 400.
  test.use({ allowedConsoleErrors: [/status of 40[01]/] });

  test("an admin adds an editor, who handles a visitor's lead; the admin reads it in the audit log", async ({
    page,
    browser,
  }, testInfo) => {
    // Three people's sessions, a visitor's form, a download and two accessibility scans: a long journey.
    test.slow();
    const adminEmail = createAdmin(testInfo);
    const arabic = { email: "البريد الإلكتروني", password: "كلمة المرور", submit: "دخول" };

    // Anyone who is not signed in is sent to the sign-in page, and comes back after it.
    await page.goto("/admin/staff");
    await expect(page).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin%2Fstaff$/);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { name: "تسجيل دخول الموظفين" })).toBeVisible();
    await page.getByLabel(arabic.email).fill(adminEmail);
    await page.getByLabel(arabic.password).fill("not the password at all");
    await page.getByRole("button", { name: arabic.submit }).click();
    await expect(page.getByRole("alert")).toHaveText("البريد الإلكتروني أو كلمة المرور غير صحيحة.");
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel(arabic.password).fill(adminPassword);
    await page.getByRole("button", { name: arabic.submit }).click();
    await expect(page).toHaveURL(/\/admin\/staff$/);
    await expect(page.getByRole("heading", { name: "الموظفون", level: 1 })).toBeVisible();

    // A weak password is refused on its field; a good one adds the editor.
    const editorEmail = uniqueEmail("editor");
    const form = page.getByRole("region", { name: "إضافة موظف" });
    await form.getByLabel("الاسم").fill("سارة المحررة");
    await form.getByLabel("البريد الإلكتروني").fill(editorEmail);
    await form.getByLabel("كلمة مرور مبدئية").fill("password1234");
    await form.getByRole("button", { name: "إضافة" }).click();
    // Refused on its field, which gets the focus; the list at the top of the form names it.
    await expect(form.getByLabel("كلمة مرور مبدئية")).toHaveAccessibleDescription(/كلمة المرور سهلة التخمين/);
    await expect(form.getByLabel("كلمة مرور مبدئية")).toBeFocused();
    await expect(form.getByTestId("field-error-summary").getByRole("link", { name: "كلمة مرور مبدئية" })).toBeVisible();
    await form.getByLabel("كلمة مرور مبدئية").fill(editorPassword);
    await form.getByRole("button", { name: "إضافة" }).click();
    await expect(form.getByRole("status")).toHaveText("تمت إضافة سارة المحررة.");
    await expect(page.getByTestId("staff-row").filter({ hasText: editorEmail })).toContainText("محرر · نشط");
    await expectNoSeriousA11yViolations(page);

    // A visitor sends an interest enquiry; the editor finds it by a name typed without its hamza.
    const visitorEmail = uniqueEmail("visitor");
    const family = uniqueFamilyName();
    const visitorName = `أحمد إبراهيم ${family}`;
    const projectId = await visitorSendsInterest(browser, visitorName, visitorEmail);
    const editorContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const editor = await editorContext.newPage();
    await signIn(editor, "/en/admin/leads", editorEmail, editorPassword, {
      email: "Email",
      password: "Password",
      submit: "Sign in",
    });
    await expect(editor.getByRole("heading", { name: "Leads", level: 1 })).toBeVisible();
    await expect(editor.locator("html")).toHaveAttribute("dir", "ltr");
    await expect(editor.getByRole("link", { name: "Staff" })).toHaveCount(0);
    await editor.getByLabel("Search by name, mobile number or email").fill(`احمد ابراهيم ${family.replace("آ", "ا")}`);
    await editor.getByRole("button", { name: "Apply" }).click();
    await expect(editor.getByTestId("lead-count")).toHaveText("1 lead");
    const row = editor.getByTestId("lead-row");
    await expect(row).toContainText("Project interest");
    await expect(row.getByRole("link", { name: "+966 55 123 4567" })).toHaveAttribute("href", "tel:+966551234567");
    await expect(row.getByRole("link", { name: "WhatsApp" })).toHaveAttribute("href", "https://wa.me/966551234567");
    await expect(row.getByRole("link", { name: visitorEmail })).toBeVisible();
    await expectNoSeriousA11yViolations(editor);

    // The editor opens it, marks it contacted with a note.
    await row.getByRole("link", { name: `Open the lead of ${visitorName}` }).click();
    await expect(editor.getByRole("heading", { name: visitorName })).toBeVisible();
    const english = await editor.request.get(`/api/project/${projectId}`, { headers: { "accept-language": "en" } });
    const projectTitle = ((await english.json()) as { data: { title: string } }).data.title;
    await expect(editor.getByRole("link", { name: projectTitle })).toHaveAttribute("href", `/en/project/${projectId}`);
    await editor.getByLabel("Status").selectOption("contacted");
    await editor.getByLabel("Assigned to").selectOption({ label: "سارة المحررة" });
    await editor.getByRole("button", { name: "Save" }).click();
    await expect(editor.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
    await editor.getByLabel("New note").fill("Called him; he will visit the site on Thursday.");
    await editor.getByRole("button", { name: "Add note" }).click();
    await expect(editor.getByTestId("lead-note")).toContainText("Called him; he will visit the site on Thursday.");
    await expect(editor.getByTestId("lead-note")).toContainText("سارة المحررة");
    await expectNoSeriousA11yViolations(editor);

    // The CSV of the filtered list opens with its BOM, the Arabic name intact and the new status.
    await editor.getByRole("link", { name: "Back to leads" }).click();
    await editor.getByLabel("Search by name, mobile number or email").fill(visitorEmail);
    await editor.getByRole("button", { name: "Apply" }).click();
    await expect(editor.getByTestId("lead-count")).toHaveText("1 lead");
    const downloading = editor.waitForEvent("download");
    await editor.getByRole("link", { name: "Export CSV" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await streamToBuffer(await download.createReadStream());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows: string[][] = parse(bytes, { bom: true });
    expect(rows[0]?.[0]).toBe("Lead");
    expect(rows).toHaveLength(2);
    expect(rows[1]).toEqual(expect.arrayContaining([visitorName, "Contacted", "00966 55 123 4567", visitorEmail]));
    await editorContext.close();

    // The admin reads all of it in the audit log.
    await page.getByRole("link", { name: "سجل العمليات" }).click();
    const entries = page.getByTestId("audit-row");
    // Other journeys share the site: find this journey's entries by its accounts.
    await expect(entries.filter({ hasText: "تصدير الطلبات" }).filter({ hasText: editorEmail })).toHaveCount(1);
    await expect(entries.filter({ hasText: "ملاحظة على طلب" }).filter({ hasText: editorEmail })).toHaveCount(1);
    await expect(
      entries.filter({ hasText: "تعديل طلب" }).filter({ hasText: editorEmail }).filter({ hasText: "contacted" }),
    ).toHaveCount(1);
    await expect(
      entries.filter({ hasText: "إضافة موظف" }).filter({ hasText: adminEmail }).filter({ hasText: editorEmail }),
    ).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
  });

  test("enquiries sent at once are kept as suspected; staff find them with their reason and move them to the inbox", async ({
    page,
  }, testInfo) => {
    const adminEmail = createAdmin(testInfo);
    const origin = new URL(testInfo.project.use.baseURL!).origin;
    // Two visitors whose browsers filled the form: one sent 0.4 s after it appeared, one through the hidden field.
    const family = uniqueFamilyName();
    const quick = `نورة سعد ${family}`;
    const robotLike = `فهد خالد ${family}`;
    for (const [name, extra] of [
      [quick, { fillMs: 400 }],
      [robotLike, { fillMs: 6000, website: "https://offers.example" }],
    ] as const) {
      const sent = await page.request.post("/api/contact", {
        headers: { origin, "accept-language": "ar" },
        data: { name, phone: "966551234567", message: "أبحث عن شقة في حي الملقا", ...extra },
      });
      expect(sent.status()).toBe(201);
    }

    // Arabic: not in the inbox; under «المشتبه بها» with the measured time; moved from its row.
    await signIn(page, "/admin/leads", adminEmail, adminPassword, {
      email: "البريد الإلكتروني",
      password: "كلمة المرور",
      submit: "دخول",
    });
    const search = async (text: string) => {
      await page.getByLabel("بحث بالاسم أو الجوال أو البريد").fill(text);
      await page.getByRole("button", { name: "تطبيق" }).click();
    };
    await search(family);
    await expect(page.getByTestId("lead-count")).toHaveText("لا توجد طلبات مطابقة");
    await page
      .getByRole("navigation", { name: "الوارد أو المشتبه بها" })
      .getByRole("link", { name: "المشتبه بها" })
      .click();
    await expect(page).toHaveURL(/\/admin\/leads\?box=suspected$/);
    await search(family);
    await expect(page.getByTestId("lead-count")).toHaveText("طلبان");
    const row = page.getByTestId("lead-row").filter({ hasText: quick });
    await expect(row).toContainText("سبب الاشتباه: أُرسل بعد 0.4 ثانية فقط من ظهور النموذج");
    await expect(page.getByTestId("lead-row").filter({ hasText: robotLike })).toContainText("عُبّئ حقل مخفي");
    await expectNoSeriousA11yViolations(page);
    await row.getByRole("button", { name: `نقل طلب ${quick} إلى الوارد` }).click();
    await expect(page.getByRole("status").filter({ hasText: `نُقل طلب ${quick} إلى الوارد.` })).toBeVisible();
    await expect(page.getByTestId("lead-count")).toHaveText("طلب واحد");
    await expect(page.getByTestId("lead-row").filter({ hasText: quick })).toHaveCount(0);
    await page.getByRole("link", { name: "الوارد", exact: true }).click();
    // The inbox's own page first: a search typed while the suspected list is still shown is lost with it.
    await expect(page).toHaveURL(/\/admin\/leads$/);
    await search(family);
    await expect(page.getByTestId("lead-count")).toHaveText("طلب واحد");
    await expect(page.getByTestId("lead-row")).toContainText(quick);

    // English: the other one, moved from its own page.
    await page.goto("/en/admin/leads?box=suspected");
    await page.getByLabel("Search by name, mobile number or email").fill(family);
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByTestId("lead-count")).toHaveText("1 lead");
    await page.getByRole("link", { name: `Open the lead of ${robotLike}` }).click();
    const suspicion = page.getByRole("region", { name: "Suspected lead" });
    await expect(suspicion).toContainText("Why suspected: A hidden field that visitors never see was filled in");
    await suspicion.getByRole("button", { name: `Move the lead of ${robotLike} to the inbox` }).click();
    await expect(
      page.getByRole("status").filter({ hasText: `The lead of ${robotLike} is in the inbox now.` }),
    ).toBeVisible();
    await expect(suspicion).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("link", { name: "Back to leads" }).click();
    await expect(page).toHaveURL(/\/en\/admin\/leads\/?$/);
    await page.getByLabel("Search by name, mobile number or email").fill(family);
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByTestId("lead-count")).toHaveText("2 leads");

    // Both moves are in the audit log, named in words.
    await page.goto("/en/admin/audit");
    await expect(
      page
        .getByTestId("audit-row")
        .filter({ hasText: "Suspected lead moved to the inbox" })
        .filter({ hasText: adminEmail }),
    ).toHaveCount(2);
  });

  test("an admin renames a category: the form says it is saved and keeps the focus and the new name @desktop", async ({
    page,
  }, testInfo) => {
    const email = createAdmin(testInfo);
    await signIn(page, "/en/admin/sign-in", email, adminPassword, {
      email: "Email",
      password: "Password",
      submit: "Sign in",
    });
    await expect(page).toHaveURL(/\/en\/admin\/?$/);
    await page.goto("/en/admin/categories");
    // A category of this journey's own, so that no other journey's lists change under it (none uses it).
    const mark = Date.now().toString(36);
    const create = page.locator("form:not([data-category-id])");
    await create.getByLabel("Kind").selectOption({ label: "Auctions" });
    await create.getByLabel("Name in Arabic").fill(`تصنيف ${mark}`);
    await create.getByLabel("Name in English").fill(`Category ${mark}`);
    await create.getByLabel("Identifier (Latin)").fill(`category-${mark}`);
    await create.getByLabel("Order").fill("99");
    await create.getByRole("button", { name: "Add" }).click();
    await expect(create.getByRole("status")).toHaveText("The category is saved.");
    // The category's own form: React keeps an input's value attribute in step with what is typed, so a filter on
    // the value alone also matched the form for a new category while its save was on its way (the cause of the
    // earlier journey's flakiness: the rename went into that form, and Enter saved the old name in this one).
    const form = page
      .locator("form[data-category-id]")
      .filter({ has: page.locator(`input[value="category-${mark}"]`) });
    await expect(form).toHaveCount(1);

    const english = form.getByLabel("Name in English");
    await english.fill(`Renamed ${mark}`);
    // After the save the page reads the list again: what matters is what the form shows once that answer is in.
    const listReadAgain = page.waitForResponse(
      (response) => response.url().endsWith("/api/admin/categories") && response.request().method() === "GET",
    );
    await english.press("Enter");
    await listReadAgain;
    await expect(page.getByTestId("categories")).toHaveAttribute("aria-busy", "false");
    await expect(form.getByRole("status")).toHaveText("The category is saved.");
    await expect(english).toBeFocused();
    await expect(english).toHaveValue(`Renamed ${mark}`);
    await page.reload();
    await expect(page.locator(`input[value="Renamed ${mark}"]`)).toHaveCount(1);

    await page
      .locator("form[data-category-id]")
      .filter({ has: page.locator(`input[value="category-${mark}"]`) })
      .getByRole("button", { name: "Delete" })
      .click();
    // Deleting asks first, in the back office's own dialog.
    await page
      .getByRole("alertdialog", { name: "Delete this category?" })
      .getByRole("button", { name: "Delete the category" })
      .click();
    await expect(page.locator(`input[value="category-${mark}"]`)).toHaveCount(0);
  });

  test("back office pages are never cached or indexed, and public pages carry none of their code", async ({ page }) => {
    const response = await page.goto("/en/admin/sign-in");
    expect(response?.headers()["cache-control"]).toBe("no-store");
    expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
    await expect(page.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();

    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script" || request.resourceType() === "stylesheet") scripts.push(request.url());
    });
    await page.goto("/");
    await page.getByRole("link", { name: "English" }).first().hover();
    expect(scripts.filter((url) => /admin|sign-in|leads|staff|audit|account/.test(url))).toEqual([]);
    const html = await (await page.request.get("/")).text();
    expect(html).not.toMatch(/admin-layout|admin\.css|\/admin\//);
  });
});

async function streamToBuffer(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}
