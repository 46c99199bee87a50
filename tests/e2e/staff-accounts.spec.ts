import type { Page, TestInfo } from "@playwright/test";
import { generate } from "otplib";
import { adminPassword, createAdmin } from "./admin-accounts.ts";
import { expect, test } from "./fixtures.ts";
import { uniqueEmail } from "./leads-db.ts";
import { linkPathIn, mailTo } from "./mail-box.ts";

// Invitations, forgotten passwords, two-step sign-in and the sign-in page (docs/decisions/033-staff-accounts.md).

const newPassword = "Frankincense trails of Dhofar 9";
const arabicDigits = (code: string) => code.replace(/\d/g, (digit) => "٠١٢٣٤٥٦٧٨٩"[Number(digit)]!);

async function signIn(page: Page, path: string, email: string, password: string, english = false) {
  await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByLabel(english ? "Email" : "البريد الإلكتروني").fill(email);
  await page.getByLabel(english ? "Password" : "كلمة المرور").fill(password);
  await page.getByRole("button", { name: english ? "Sign in" : "دخول" }).click();
}

async function newPage(page: Page): Promise<Page> {
  const context = await page
    .context()
    .browser()!
    .newContext({ viewport: page.viewportSize() ?? undefined });
  return context.newPage();
}

/** A staff account made through the API by a signed-in admin page, in the given language. */
async function staffIdOf(page: Page, email: string): Promise<number> {
  const answer = await page.request.get("/api/admin/staff");
  const staff = ((await answer.json()) as { data: { id: number; email: string }[] }).data;
  return staff.find((member) => member.email === email)!.id;
}

test.describe("staff accounts", () => {
  // Wrong passwords and codes on purpose: the browser logs their 401, 403 and 410.
  test.use({ allowedConsoleErrors: [/status of 4(01|03|10)/] });

  test("an admin invites a colleague, whose e-mailed link signs them in once", async ({ page }, testInfo) => {
    test.slow();
    const adminEmail = createAdmin(testInfo);
    await signIn(page, "/admin/staff", adminEmail, adminPassword);
    await expect(page.getByRole("heading", { name: "الموظفون", level: 1 })).toBeVisible();
    const colleague = uniqueEmail("invited");
    const form = page.getByRole("region", { name: "دعوة زميل" });
    await form.getByLabel("الاسم").fill("نورة القحطاني");
    await form.getByLabel("البريد الإلكتروني").fill(colleague);
    await form.getByRole("button", { name: "أرسل الدعوة" }).click();
    await expect(form.getByRole("status")).toHaveText(`أُرسلت الدعوة إلى \u2066${colleague}\u2069.`);
    const pending = page.getByTestId("invitation-row").filter({ hasText: colleague });
    await expect(pending).toContainText("نورة القحطاني");

    const mail = await mailTo(testInfo, colleague, /دعوة إلى لوحة إدارة الموقع/);
    expect(mail.text).toContain("مرحبًا نورة القحطاني");
    const link = linkPathIn(mail);
    const invited = await newPage(page);
    await invited.goto(link);
    await expect(invited.getByRole("heading", { name: "قبول الدعوة" })).toBeVisible();
    await expect(invited.getByText(colleague)).toBeVisible();
    await invited.getByLabel("كلمة المرور").fill("password1234");
    await invited.getByRole("button", { name: "أنشئ حسابي وادخل" }).click();
    await expect(invited.getByLabel("كلمة المرور")).toHaveAccessibleDescription(/سهلة التخمين/);
    await invited.getByLabel("كلمة المرور").fill(newPassword);
    await invited.getByRole("button", { name: "أنشئ حسابي وادخل" }).click();
    await expect(invited.getByRole("heading", { name: "لوحة المتابعة", level: 1 })).toBeVisible();
    await expect(invited.getByTestId("signed-in-as")).toHaveText("نورة القحطاني");

    // The link works once; the admin's list of pending invitations no longer has it.
    const again = await newPage(page);
    await again.goto(link);
    await expect(again.getByTestId("link-refused")).toHaveText(
      "استُخدمت هذه الدعوة من قبل أو لم تعد صالحة. إن كان لديك حساب فسجّل الدخول.",
    );
    await page.reload();
    await expect(page.getByTestId("staff-row").filter({ hasText: colleague })).toContainText("محرر");
    await expect(page.getByTestId("invitation-row").filter({ hasText: colleague })).toHaveCount(0);
    await invited.context().close();
    await again.context().close();
  });

  test("a forgotten password is reset from the e-mailed link, which ends the other sessions", async ({
    page,
  }, testInfo) => {
    test.slow();
    const email = createAdmin(testInfo);
    // Signed in elsewhere (another device).
    const elsewhere = await newPage(page);
    await signIn(elsewhere, "/en/admin", email, adminPassword, true);
    await expect(elsewhere.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();

    await page.goto("/en/admin/sign-in");
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
    const sameAnswer =
      "If this email belongs to a back office account, a message with a link is on its way; the link works once within 30 minutes. Check your inbox, and your spam folder too.";
    // An e-mail without an account gets the very same answer.
    await page.getByLabel("Email").fill(uniqueEmail("nobody"));
    await page.getByRole("button", { name: "Send the link" }).click();
    await expect(page.getByTestId("reset-sent")).toHaveText(sameAnswer);
    await page.reload();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send the link" }).click();
    await expect(page.getByTestId("reset-sent")).toHaveText(sameAnswer);

    // The account's language is Arabic: so are the e-mail and the page its link opens.
    const mail = await mailTo(testInfo, email, /إعادة تعيين كلمة المرور/);
    await page.goto(linkPathIn(mail));
    await expect(page.getByRole("heading", { name: "اختيار كلمة مرور جديدة" })).toBeVisible();
    await page.getByLabel("كلمة المرور الجديدة").fill(newPassword);
    await page.getByRole("button", { name: "احفظ كلمة المرور" }).click();
    await expect(page.getByText("تغيّرت كلمة مرورك وانتهت كل جلساتك.", { exact: false })).toBeVisible();
    await page.getByLabel("البريد الإلكتروني").fill(email);
    await page.getByLabel("كلمة المرور").fill(newPassword);
    await page.getByRole("button", { name: "دخول" }).click();
    await expect(page.getByRole("heading", { name: "لوحة المتابعة", level: 1 })).toBeVisible();

    // The other device's session has ended.
    await elsewhere.reload();
    await expect(elsewhere).toHaveURL(/\/en\/admin\/sign-in\?next=/);
    // The link works once.
    await elsewhere.goto(linkPathIn(mail));
    await expect(elsewhere.getByTestId("link-refused")).toContainText("استُخدم رابط إعادة التعيين هذا من قبل");
    await elsewhere.context().close();
  });

  test("two-step sign-in with a known secret: a code, then a recovery code", async ({ page }, testInfo) => {
    test.slow();
    const email = createAdmin(testInfo);
    await signIn(page, "/en/admin/account", email, adminPassword, true);
    const section = page.getByTestId("two-factor");
    await section.getByRole("button", { name: "Turn on two-step sign-in" }).click();
    await expect(
      section.getByRole("img", { name: "QR code that adds the account to an authenticator app" }),
    ).toBeVisible();
    const secret = ((await section.getByTestId("totp-secret").textContent()) ?? "").replace(/\s/g, "");
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    const now = () => Math.floor(Date.now() / 1000);
    // Typed in Arabic-Indic digits: the field makes them Latin.
    await section.getByLabel("Six-digit code").fill(arabicDigits(await generate({ secret, epoch: now() })));
    await section.getByRole("button", { name: "Confirm and turn on" }).click();
    const codes = section.getByTestId("recovery-codes").getByRole("listitem");
    await expect(codes).toHaveCount(10);
    const recovery = (await codes.first().textContent())!.trim();
    await section.getByRole("button", { name: "I have saved them" }).click();
    await expect(section).toContainText("On: a code from your authenticator app is asked after your password.");

    // Signing in again asks for a code after the password (the next step's code: the one above is spent).
    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await signIn(page, "/en/admin/sign-in", email, adminPassword, true);
    await expect(page.getByRole("heading", { name: "Two-step sign-in" })).toBeVisible();
    await page.getByLabel("Code").fill("000000");
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByRole("alert")).toContainText("The code is not right.");
    await page.getByLabel("Code").fill(await generate({ secret, epoch: now() + 30 }));
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();

    // A recovery code signs in once.
    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await signIn(page, "/en/admin/sign-in", email, adminPassword, true);
    await page.getByLabel("Code").fill(recovery);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await signIn(page, "/en/admin/sign-in", email, adminPassword, true);
    await page.getByLabel("Code").fill(recovery);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByRole("alert")).toContainText("The code is not right.");

    // Phone and recovery codes lost: another admin turns it off from the staff page, in Arabic, after a question.
    const colleague = await newPage(page);
    await signIn(colleague, "/admin/staff", createAdmin(testInfo), adminPassword);
    const row = colleague.getByTestId("staff-row").filter({ hasText: email });
    await expect(row).toContainText("التحقّق بخطوتين مفعّل");
    await row.getByRole("button", { name: "أوقف التحقّق بخطوتين" }).click();
    const question = colleague.getByTestId("reset-two-factor-dialog");
    await expect(question.getByRole("heading")).toHaveText("إيقاف التحقّق بخطوتين لـمدير الموقع؟");
    await question.getByRole("button", { name: "نعم، أوقفه" }).click();
    await expect(question).toBeHidden();
    await expect(row).toContainText("أُوقف التحقّق بخطوتين لـمدير الموقع وانتهت جلساته.");
    await expect(row).not.toContainText("التحقّق بخطوتين مفعّل");
    await colleague.context().close();
    // The password alone signs in again.
    await signIn(page, "/en/admin/sign-in", email, adminPassword, true);
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  });

  test("the sign-in page switches language, and tells a suspended account so after its right password", async ({
    page,
  }, testInfo: TestInfo) => {
    const adminEmail = createAdmin(testInfo);
    const suspended = createAdmin(testInfo);
    await signIn(page, "/admin", adminEmail, adminPassword);
    await expect(page.getByRole("heading", { name: "لوحة المتابعة", level: 1 })).toBeVisible();
    const id = await staffIdOf(page, suspended);
    expect((await page.request.patch(`/api/admin/staff/${id}`, { data: { disabled: true } })).status()).toBe(200);

    const other = await newPage(page);
    await other.goto("/admin/sign-in");
    await other.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(other.locator("html")).toHaveAttribute("dir", "rtl");
    await other.getByRole("link", { name: "English" }).click();
    await expect(other).toHaveURL(/\/en\/admin\/sign-in$/);
    await expect(other.locator("html")).toHaveAttribute("dir", "ltr");
    await expect(other.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();
    await other.getByLabel("Email").fill(suspended);
    await other.getByLabel("Password").fill("not the right password");
    await other.getByRole("button", { name: "Sign in" }).click();
    await expect(other.getByRole("alert")).toHaveText("Incorrect email or password.");
    await other.getByLabel("Password").fill(adminPassword);
    await other.getByRole("button", { name: "Sign in" }).click();
    await expect(other.getByRole("alert")).toHaveText(
      "This account is suspended. Ask an administrator of the site to enable it again.",
    );
    await other.getByRole("link", { name: "العربية" }).click();
    await expect(other).toHaveURL(/\/admin\/sign-in$/);
    await expect(other.getByRole("heading", { name: "تسجيل دخول الموظفين" })).toBeVisible();
    await other.context().close();
  });
});
