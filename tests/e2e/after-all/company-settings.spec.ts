import { adminPassword, createAdmin } from "../admin-accounts.ts";
import { expect, expectNoSeriousA11yViolations, test } from "../fixtures.ts";

// A refused value on purpose: the browser logs its 400.
test.use({ allowedConsoleErrors: [/status of 400/] });

// Changes what every public page shows: its project runs after every other journey of the site
// (playwright.config.ts), so none of them sees the changed number.
test("an admin changes the company's phone and the public footer shows it at once", async ({ page }, testInfo) => {
  const email = createAdmin(testInfo);
  await page.goto("/en/admin/sign-in");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(adminPassword);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("link", { name: "Settings" }).click();
  await expect(page.getByRole("heading", { name: "Company settings", level: 1 })).toBeVisible();
  const phone = page.getByLabel("Company phone");
  const original = await phone.inputValue();
  try {
    await phone.fill("9661100");
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByRole("alert")).toHaveText("Check the marked fields, then save again.");
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await expect(phone).toHaveAccessibleDescription(
      /Enter a Saudi number such as 011\u00a0234\u00a05678 or 050\u00a0123\u00a04567\./,
    );
    // A landline as dialled at home, typed on an Arabic keyboard (domain/digits.ts): Latin digits as typed, stored E.164.
    await phone.fill("");
    await phone.pressSequentially("٠١١٤٥٦٧٨٩٠");
    await expect(phone).toHaveValue("0114567890");
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Settings saved" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const visitor = await page.context().browser()!.newPage();
    await visitor.goto("/en");
    const footer = visitor.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "+966 11 456 7890" })).toHaveAttribute("href", "tel:+966114567890");
    await visitor.close();

    await page.getByRole("link", { name: "Audit log" }).click();
    await expect(
      page.getByTestId("audit-row").filter({ hasText: "Company settings changed" }).filter({ hasText: email }),
    ).toContainText('"phone"');
  } finally {
    const current = await page.request.get("/api/admin/company");
    const company = ((await current.json()) as { data: Record<string, unknown> }).data;
    await page.request.put("/api/admin/company", { data: { ...company, phone: original } });
  }
});

// Links are https only (domain/staff-fields.ts): a javascript: link is refused on its field, in each language,
// and never reaches the public API.
test("a javascript: link in the settings is refused with a translated message, in Arabic and English", async ({
  page,
}, testInfo) => {
  const email = createAdmin(testInfo);
  const texts = {
    ar: {
      path: "/admin",
      signIn: { email: "البريد الإلكتروني", password: "كلمة المرور", submit: "دخول" },
      settings: "الإعدادات",
      heading: "إعدادات الشركة",
      placeUrl: "رابط المكتب على خرائط Google",
      account: /^رابط الحساب/,
      save: "حفظ الإعدادات",
      check: "راجع الحقول المعلَّمة ثم احفظ مرة أخرى.",
      expected: "أدخل رابطًا كاملًا يبدأ بـ https://، مثل \u2066https://www.example.sa/page\u2069.",
    },
    en: {
      path: "/en/admin",
      heading: "Company settings",
      placeUrl: "Office link on Google Maps",
      account: /^Account link/,
      save: "Save settings",
      check: "Check the marked fields, then save again.",
      expected: "Enter a full link starting with https://, such as https://www.example.sa/page.",
    },
  };
  await page.goto("/admin/sign-in");
  await page.getByLabel(texts.ar.signIn.email).fill(email);
  await page.getByLabel(texts.ar.signIn.password).fill(adminPassword);
  await page.getByRole("button", { name: texts.ar.signIn.submit }).click();
  await expect(page.getByRole("link", { name: texts.ar.settings })).toBeVisible();
  for (const text of Object.values(texts)) {
    await page.goto(`${text.path}/settings`);
    await expect(page.getByRole("heading", { name: text.heading, level: 1 })).toBeVisible();
    const place = page.getByLabel(text.placeUrl);
    const account = page.getByLabel(text.account).first();
    await place.fill("javascript:alert(document.cookie)");
    await account.fill("data:text/html,<script>alert(1)</script>");
    await page.getByRole("button", { name: text.save }).click();
    await expect(page.getByRole("alert")).toHaveText(text.check);
    for (const field of [place, account]) {
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription(
        new RegExp(text.expected.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")),
      );
    }
    await expectNoSeriousA11yViolations(page);
  }
  const served = JSON.stringify(await (await page.request.get("/api/company")).json());
  expect(served).not.toMatch(/javascript:|data:text/);
});
