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
    // A landline as dialled at home, typed on an Arabic keyboard (issue 31): Latin digits as typed, stored E.164.
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
