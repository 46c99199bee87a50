import type { Locator, Page } from "@playwright/test";
import { adminPassword, createAdmin } from "./admin-accounts.ts";
import { expect, test } from "./fixtures.ts";

/** The back office as staff use it on a phone: each screen's work within the phone's width. */
const texts = {
  ar: {
    prefix: "",
    signIn: { email: "البريد الإلكتروني", password: "كلمة المرور", submit: "دخول" },
    sortByPrice: "ترتيب حسب السعر",
    price: "السعر:",
    licence: "انتهاء الترخيص:",
    state: /^(منشور|مسودة)$/,
    duplicate: (id: number) => `نسخ الإعلان رقم ${id} كمسودة`,
    objective: "الهدف 5",
    restore: "استعادة",
    restored: "استُعيدت تعديلاتك غير المحفوظة. احفظها لتُعتمد.",
  },
  en: {
    prefix: "/en",
    signIn: { email: "Email", password: "Password", submit: "Sign in" },
    sortByPrice: "Sort by Price",
    price: "Price:",
    licence: "Licence expiry:",
    state: /^(Published|Draft)$/,
    duplicate: (id: number) => `Duplicate listing ${id} as a draft`,
    objective: "Objective 5",
    restore: "Restore",
    restored: "Your unsaved changes are back. Save to keep them.",
  },
} as const;

async function signIn(page: Page, language: keyof typeof texts, email: string) {
  const text = texts[language];
  await page.goto(`${text.prefix}/admin/sign-in`);
  await page.getByLabel(text.signIn.email).fill(email);
  await page.getByLabel(text.signIn.password).fill(adminPassword);
  await page.getByRole("button", { name: text.signIn.submit }).click();
  await expect(page).toHaveURL(new RegExp(`${text.prefix}/admin$`));
}

/** Whether the element lies within the window's width. */
async function withinWidth(page: Page, element: Locator): Promise<boolean> {
  const box = await element.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  return box !== null && box.x >= 0 && box.x + box.width <= width;
}

test.describe("the back office on a phone @phone", () => {
  for (const language of ["ar", "en"] as const) {
    test(`the listings' list shows each listing as a card: its state, price, licence and Duplicate without scrolling sideways (${language})`, async ({
      page,
    }, testInfo) => {
      const text = texts[language];
      await signIn(page, language, createAdmin(testInfo));
      await page.goto(`${text.prefix}/admin/listings`);
      const row = page.getByTestId("listing-row").first();
      await expect(row).toBeVisible();

      // Neither the page nor the table's box scrolls sideways.
      const overflow = await page.evaluate(() => {
        const box = document.querySelector("table")?.parentElement;
        return {
          page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          table: box ? box.scrollWidth - box.clientWidth : -1,
        };
      });
      expect(overflow).toEqual({ page: 0, table: 0 });

      // What staff look for in a row is on screen, named where the header is not above it; sorting stays.
      const id = Number((await row.getByRole("link").first().getAttribute("href"))?.match(/\/listings\/(\d+)$/)?.[1]);
      await expect(row.getByText(text.state)).toBeVisible();
      expect(await withinWidth(page, row.getByText(text.state))).toBe(true);
      for (const label of [text.price, text.licence]) {
        await expect(row.getByText(label)).toBeVisible();
        expect(await withinWidth(page, row.getByText(label))).toBe(true);
      }
      const duplicate = row.getByRole("button", { name: text.duplicate(id) });
      await expect(duplicate).toBeVisible();
      expect(await withinWidth(page, duplicate)).toBe(true);
      const sortByPrice = page.getByRole("link", { name: text.sortByPrice });
      await expect(sortByPrice).toBeVisible();
      expect(await withinWidth(page, sortByPrice)).toBe(true);
      await page.screenshot({ path: testInfo.outputPath(`listings-${language}.png`) });
    });
  }

  for (const language of ["ar", "en"] as const) {
    test(`a company page's unsaved typing restored after a reload says so on screen, not many screens down (${language})`, async ({
      page,
    }, testInfo) => {
      const text = texts[language];
      await signIn(page, language, createAdmin(testInfo));
      await page.goto(`${text.prefix}/admin/pages/about`);
      // The last objective, at the foot of a long form, typed as an Arabic keyboard types: its digits and punctuation.
      const objective = page.locator('fieldset[data-language="ar"]').getByLabel(text.objective, { exact: true });
      await expect(objective).not.toHaveValue("");
      const typed = `${await objective.inputValue()} الهدف ١٢٣، لماذا؟ نعم؛ ${Math.random().toString(36).slice(2, 8)}`;
      await objective.fill(typed);
      await expect.poll(() => page.evaluate(() => Object.values(localStorage).join(" "))).toContain(typed);

      page.on("dialog", (question) => question.accept());
      await page.reload();
      await page.getByTestId("draft-offer").getByRole("button", { name: text.restore }).click();
      await expect(objective).toHaveValue(typed);
      // The offer's place says what happened: the restored field and the save buttons are far below.
      await expect(page.getByText(text.restored)).toBeInViewport();
      await page.screenshot({ path: testInfo.outputPath(`draft-restored-${language}.png`) });
    });
  }
});
