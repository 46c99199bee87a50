import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

interface Listed {
  id: number;
  price: number | null;
  rent_period: string | null;
}

/** The standard annuity, written out here apart from the site's own code. */
function annuity(loan: number, annualPercent: number, years: number): number {
  const rate = annualPercent / 1200;
  return (loan * rate) / (1 - (1 + rate) ** -(years * 12));
}

const texts = {
  ar: { open: "احسب القسط", down: "الدفعة الأولى (٪)", years: "المدة (بالسنوات)", rate: "نسبة الربح السنوية (٪)" },
  en: {
    open: "Calculate the instalment",
    down: "Down payment (%)",
    years: "Term (years)",
    rate: "Annual profit rate (%)",
  },
};
const locales = { ar: "ar-SA-u-nu-latn", en: "en-US" };

for (const language of ["ar", "en"] as const) {
  test(`the finance calculator gives the instalment of a stated case (${language})`, async ({ page, request }) => {
    const list = (await (await request.get("/api/property?limit=50")).json()) as { data: Listed[] };
    const sale = list.data.find((listing) => (listing.price ?? 0) > 0 && !listing.rent_period);
    if (!sale?.price) throw new Error("the demo content has no priced property for sale");
    const text = texts[language];

    await page.goto(`${language === "en" ? "/en" : ""}/property/${sale.id}`);
    // A disclosure (`<summary>`): the server drew the calculator inside with the default terms.
    await page.locator("summary", { hasText: text.open }).click();
    // The defaults are stated in the fields: 10 %, 25 years, 5.5 %.
    await expect(page.getByLabel(text.down)).toHaveValue("10");
    const format = (value: number) => new Intl.NumberFormat(locales[language]).format(Math.round(value));
    const monthly = page.getByTestId("finance-monthly");
    await expect(monthly).toContainText(format(annuity(sale.price * 0.9, 5.5, 25)));

    await page.getByLabel(text.down).fill("20");
    await page.getByLabel(text.years).fill(language === "ar" ? "٢٠" : "20");
    await page.getByLabel(text.rate).fill("4");
    await expect(monthly).toContainText(format(annuity(sale.price * 0.8, 4, 20)));

    await page.getByLabel(text.years).fill("40");
    await expect(page.getByLabel(text.years)).toHaveAttribute("aria-invalid", "true");
    await expect(monthly).toHaveCount(0);
  });
}

test("rents and auctions have no finance calculator", async ({ page, request }) => {
  const rents = (await (await request.get("/api/property?limit=50")).json()) as { data: Listed[] };
  const rent = rents.data.find((listing) => listing.rent_period);
  if (!rent) throw new Error("the demo content has no rental");
  await page.goto(`/en/property/${rent.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("summary", { hasText: texts.en.open })).toHaveCount(0);
  const auctions = (await (await request.get("/api/auction?limit=1")).json()) as { data: Listed[] };
  await page.goto(`/en/auction/${auctions.data[0]!.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("summary", { hasText: texts.en.open })).toHaveCount(0);
});

/**
 * A visitor types in the calculator the server drew while its code arrives (the fields are drawn again in the browser
 * when one takes the focus: app/components/detail/finance-section.tsx). The code is held (route interception) and let
 * go mid-task; what was typed, the focus and a selection all carry over to the drawn fields, and a key typed in the
 * moment the fields are replaced goes into the drawn one.
 */
test.describe("typing in the calculator while its code arrives", () => {
  const downLabel = texts.ar.down;

  async function openWithCodeHeld(page: Page, request: APIRequestContext) {
    const list = (await (await request.get("/api/property?limit=50")).json()) as { data: Listed[] };
    const sale = list.data.find((listing) => (listing.price ?? 0) > 0 && !listing.rent_period);
    if (!sale?.price) throw new Error("the demo content has no priced property for sale");
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const requested: string[] = [];
    await page.route(/\/assets\/server-drawn-blocks-[^/]+\.js$/, async (route) => {
      requested.push(route.request().url());
      await released;
      await route.continue();
    });
    await page.goto(`/property/${sale.id}`);
    await page.locator("summary", { hasText: texts.ar.open }).click();
    const serverField = await page.getByLabel(downLabel).elementHandle();
    if (!serverField) throw new Error("no down payment field");
    await page.getByLabel(downLabel).focus();
    await expect.poll(() => requested.length).toBe(1);
    const cdp = await page.context().newCDPSession(page);
    return {
      price: sale.price,
      release,
      /** Resolves once the server's field has left the page (the drawn one took its place). */
      replaced: () => page.waitForFunction((field) => !field.isConnected, serverField),
      typeKey: (key: string) => cdp.send("Input.insertText", { text: key }),
    };
  }

  const monthlyFor = (price: number, downPercent: number) =>
    new Intl.NumberFormat("ar-SA-u-nu-latn").format(Math.round(annuity(price * (1 - downPercent / 100), 5.5, 25)));

  test("keys typed before and after the code comes are all kept, in the focused field", async ({ page, request }) => {
    const held = await openWithCodeHeld(page, request);
    await page.keyboard.press("End");
    await page.keyboard.press("Backspace");
    await page.keyboard.press("Backspace");
    await held.typeKey("٢");
    held.release();
    await held.replaced();
    await held.typeKey("٥");
    await expect(page.getByLabel(downLabel)).toHaveValue("٢٥");
    await expect(page.getByLabel(downLabel)).toBeFocused();
    await expect(page.getByTestId("finance-monthly")).toContainText(monthlyFor(held.price, 25));
  });

  test("text selected in the server's field stays selected: the next key replaces it", async ({ page, request }) => {
    const held = await openWithCodeHeld(page, request);
    await page.keyboard.press("ControlOrMeta+a");
    held.release();
    await held.replaced();
    await held.typeKey("٣٠");
    await expect(page.getByLabel(downLabel)).toHaveValue("٣٠");
    await expect(page.getByTestId("finance-monthly")).toContainText(monthlyFor(held.price, 30));
  });

  test("a key typed the moment the fields are replaced, before anything else runs, is kept", async ({
    page,
    request,
  }) => {
    // As a slow phone: the task that replaces the fields is followed by a busy moment, and the keys typed then wait
    // for it. They must go to the drawn field, not to a page with nothing focused.
    await page.addInitScript(() => {
      new MutationObserver((records) => {
        const removed = records.some((record) =>
          Array.from(record.removedNodes).some(
            (node) => node instanceof Element && node.querySelector("input[data-finance-field]"),
          ),
        );
        if (!removed) return;
        console.info("server calculator replaced");
        const until = performance.now() + 400;
        while (performance.now() < until) {
          // Busy.
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const held = await openWithCodeHeld(page, request);
    await page.keyboard.press("ControlOrMeta+a");
    const replaced = page.waitForEvent("console", (message) => message.text() === "server calculator replaced");
    held.release();
    await replaced;
    // Sent while the page is busy: not awaited one by one, or each would wait for the page.
    await Promise.all([held.typeKey("٤"), held.typeKey("٠")]);
    await expect(page.getByLabel(downLabel)).toHaveValue("٤٠");
    await expect(page.getByLabel(downLabel)).toBeFocused();
  });
});
