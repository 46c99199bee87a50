import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/** Boxes of elements, as the browser lays them out. */
async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`no box for ${locator}`);
  return found;
}

/** The page scrolls sideways when its content is wider than the window. */
async function scrollsSideways(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

test.describe("the header on the narrowest phones (320 px)", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const [path, openMenu] of [
    ["/", "فتح القائمة"],
    ["/en", "Open menu"],
  ] as const) {
    test(`keeps the menu button and the language switch inside the window on ${path} @phone`, async ({ page }) => {
      await page.goto(path);
      const menu = page.getByRole("button", { name: openMenu });
      const switchLink = page.getByRole("banner").getByRole("link", { name: /^(English|العربية)$/ });
      for (const control of [menu, switchLink]) {
        const { x, width } = await box(control);
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x + width).toBeLessThanOrEqual(320);
      }
      expect(await scrollsSideways(page)).toBe(false);
      // The menu still opens.
      await menu.click();
      await expect(page.getByRole("button", { name: /^(إغلاق القائمة|Close menu)$/ })).toBeVisible();
    });
  }
});
