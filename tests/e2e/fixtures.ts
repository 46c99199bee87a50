import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import { minimumFillMs } from "../../domain/enquiry.ts";

/**
 * Every journey fails on a console error or an uncaught exception in the page,
 * except for messages a test says it expects (a 404 document logs one, for example).
 */
export const test = base.extend<{ allowedConsoleErrors: RegExp[] }>({
  allowedConsoleErrors: [[], { option: true }],
  page: async ({ page, allowedConsoleErrors }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && !allowedConsoleErrors.some((pattern) => pattern.test(message.text()))) {
        errors.push(message.text());
      }
    });
    page.on("pageerror", (error) => errors.push(error.message));
    // Interactions wait until React has hydrated the page (the root sets html[data-hydrated]).
    const hydrated = () => page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await hydrated();
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (options) => {
      const response = await reload(options);
      await hydrated();
      return response;
    };
    await use(page);
    expect(errors, "errors in the browser console").toEqual([]);
  },
});

export { expect };

export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1024) < 1024;
}

/** Opens the collapsible menu on phones; on desktop the menu is always shown. */
export async function openMenu(page: Page, label: string): Promise<void> {
  if (isPhone(page)) await page.getByRole("button", { name: label }).click();
}

/** The main menu (the visible one of the desktop bar and the phone panel). */
export function mainMenu(page: Page, label: string) {
  return page.getByRole("navigation", { name: label }).filter({ visible: true });
}

export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
  expect(serious).toEqual([]);
}

/**
 * The page's visible headings never skip a level going down (an h3 right after the h1 is what
 * Lighthouse's accessibility audit and axe's heading-order, a moderate rule, flag).
 */
export async function expectHeadingsInOrder(page: Page): Promise<void> {
  const levels = await page
    .locator("h1, h2, h3, h4, h5, h6")
    .evaluateAll((headings) =>
      headings.filter((heading) => heading.getClientRects().length > 0).map((heading) => Number(heading.tagName[1])),
    );
  const skips = levels.filter((level, index) => level > (levels[index - 1] ?? 0) + 1);
  expect(skips, `heading levels ${levels.join(" ")}`).toEqual([]);
}

/** Unfolds the list filters where they are folded behind their button (phones and tablets). */
export async function openFilters(page: Page, label: string | RegExp): Promise<void> {
  if (!isPhone(page)) return;
  const toggle = page.getByRole("button", { name: label });
  if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
}

/**
 * The API files an enquiry sent sooner than a person could type it as spam (domain/enquiry.ts): a journey that
 * fills in a form at machine speed runs `fill` and then waits as long as a quick visitor would have taken.
 */
export async function fillLikeAPerson(page: Page, fill: () => Promise<void>): Promise<void> {
  const started = Date.now();
  await fill();
  const left = minimumFillMs + 300 - (Date.now() - started);
  if (left > 0) await page.waitForTimeout(left);
}
