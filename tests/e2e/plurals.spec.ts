import type { Locator } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/**
 * Countdowns follow Arabic plural rules (يوم واحد، يومين، 3 أيام،
 * 11 يومًا، 100 يوم) and leave out parts that are zero.
 */

const rules = new Intl.PluralRules("ar");
type Part = "days" | "hours" | "minutes";
// The unit under a number, by plural category (after "بعد", hence the genitive dual).
const units: Record<Part, Record<string, string>> = {
  days: { one: "يوم", two: "يومين", few: "أيام", many: "يومًا", other: "يوم" },
  hours: { one: "ساعة", two: "ساعتين", few: "ساعات", many: "ساعة", other: "ساعة" },
  minutes: { one: "دقيقة", two: "دقيقتين", few: "دقائق", many: "دقيقة", other: "دقيقة" },
};
// The spoken phrases: one and two without a numeral.
const phrases: Record<Part, Record<string, (n: number) => string>> = {
  days: {
    one: () => "يوم واحد",
    two: () => "يومين",
    few: (n) => `${n} أيام`,
    many: (n) => `${n} يومًا`,
    other: (n) => `${n} يوم`,
  },
  hours: {
    one: () => "ساعة واحدة",
    two: () => "ساعتين",
    few: (n) => `${n} ساعات`,
    many: (n) => `${n} ساعة`,
    other: (n) => `${n} ساعة`,
  },
  minutes: {
    one: () => "دقيقة واحدة",
    two: () => "دقيقتين",
    few: (n) => `${n} دقائق`,
    many: (n) => `${n} دقيقة`,
    other: (n) => `${n} دقيقة`,
  },
};
const partOfUnit = (unit: string): Part =>
  (Object.keys(units) as Part[]).find((part) => Object.values(units[part]).includes(unit)) ?? "minutes";

/** Checks every box of a timer and its spoken label (read at once, between two ticks); returns its numbers. */
async function checkTimer(timer: Locator): Promise<number[]> {
  const { label, boxes } = await timer.evaluate((element) => ({
    label: element.getAttribute("aria-label") ?? "",
    boxes: [...element.querySelectorAll(":scope > span:last-child > span")].map((box) =>
      [...box.querySelectorAll(":scope > span")].map((span) => span.textContent ?? ""),
    ),
  }));
  const shown: number[] = [];
  const spoken: string[] = [];
  for (const spans of boxes) {
    const [number, unit] = spans.length === 2 ? spans : [null, spans[0] ?? ""];
    const part = partOfUnit(unit ?? "");
    if (number === null) {
      // The one-line form writes one and two with the noun alone.
      expect(["يوم", "يومين", "ساعة", "ساعتين", "دقيقة", "دقيقتين"]).toContain(unit);
      continue;
    }
    const n = Number(number);
    expect(n, "a zero part is left out").toBeGreaterThan(0);
    const category = rules.select(n);
    expect(unit, `${n} ${unit}`).toBe(units[part][category]);
    shown.push(n);
    spoken.push(phrases[part][category]?.(n) ?? "");
  }
  expect(boxes.length).toBeGreaterThan(0);
  expect(label).not.toMatch(/(بعد |و)0 /);
  for (const phrase of spoken) expect(label).toContain(phrase);
  return shown;
}

for (const path of ["/auctions", "/directmarketing"]) {
  test(`countdowns on ${path} use Arabic plural forms and leave zero parts out`, async ({ page }) => {
    await page.goto(path);
    const timers = page.getByRole("main").getByRole("timer");
    await expect(timers.first()).toBeVisible();
    const numbers: number[] = [];
    for (const timer of await timers.all()) numbers.push(...(await checkTimer(timer)));
    expect(numbers.length).toBeGreaterThan(0);
  });
}

test("the one-line countdowns of the list view read the same way", async ({ page }) => {
  await page.goto("/auctions");
  await page.getByRole("button", { name: "عرض قائمة" }).click();
  const timers = page.getByRole("main").getByRole("timer");
  await expect(timers.first()).toBeVisible();
  for (const timer of await timers.all()) await checkTimer(timer);
});
