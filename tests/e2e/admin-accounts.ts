// Staff accounts for the back office journeys, made the way the README tells a company to.
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import type { Page, TestInfo } from "@playwright/test";
import { expect } from "./fixtures.ts";
import { uniqueEmail } from "./leads-db.ts";
import { databaseEnvironmentOf } from "./site-db.ts";

export const adminPassword = "Palm groves of Al-Ahsa 1446";

/** The first admin, made as the README says: `npm run admin:create`, the password on standard input. */
export function createAdmin(testInfo: TestInfo): string {
  const email = uniqueEmail("admin");
  const { DATABASE_URL: _ignored, ...environment } = process.env;
  const result = spawnSync(
    process.execPath,
    ["server/cli/admin-create.ts", "--email", email, "--name", "مدير الموقع"],
    {
      cwd: resolve(import.meta.dirname, "../.."),
      input: `${adminPassword}\n`,
      env: { ...environment, LOG_LEVEL: "silent", ...databaseEnvironmentOf(testInfo) },
      encoding: "utf8",
    },
  );
  if (result.status !== 0) throw new Error(`admin:create failed: ${result.stderr}`);
  return email;
}

const signInTexts = {
  ar: { prefix: "", email: "البريد الإلكتروني", password: "كلمة المرور", submit: "دخول" },
  en: { prefix: "/en", email: "Email", password: "Password", submit: "Sign in" },
} as const;

/** Signs in through the back office's form in the given language, and waits for the dashboard. */
export async function signIn(page: Page, language: "ar" | "en", email: string, password = adminPassword) {
  const text = signInTexts[language];
  await page.goto(`${text.prefix}/admin/sign-in`);
  await page.getByLabel(text.email).fill(email);
  await page.getByLabel(text.password).fill(password);
  await page.getByRole("button", { name: text.submit }).click();
  await expect(page).toHaveURL(new RegExp(`${text.prefix}/admin$`));
}
