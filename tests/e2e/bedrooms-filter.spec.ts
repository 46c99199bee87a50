import type { Page } from "@playwright/test";
import { expect, openFilters, test } from "./fixtures.ts";

/** The minimum-bedrooms filter of the properties and projects lists (domain/listing-query.ts). */

const results = (page: Page) =>
  page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 3 }) });

/** The ids of the cards shown, in order, read from their links. */
async function shownIds(page: Page): Promise<number[]> {
  const links = results(page).getByRole("heading", { level: 3 }).getByRole("link");
  await expect(links.first()).toBeVisible();
  const hrefs = await links.evaluateAll((elements) => elements.map((element) => element.getAttribute("href") ?? ""));
  return hrefs.map((href) => Number(/\/(\d+)$/.exec(href)?.[1]));
}

test("filters properties by a minimum of bedrooms typed in Arabic digits, kept in the URL and across languages", async ({
  page,
  request,
}) => {
  const all = (await (await request.get("/api/property?limit=50")).json()) as { meta: { total: number } };
  const answer = await request.get("/api/property?bedrooms=5");
  expect(answer.status()).toBe(200);
  const filtered = (await answer.json()) as { data: { id: number; Details: { rooms?: number } }[] };
  expect(filtered.data.length).toBeGreaterThan(0);
  expect(filtered.data.length).toBeLessThan(all.meta.total);
  for (const listing of filtered.data) expect(listing.Details.rooms).toBeGreaterThanOrEqual(5);
  const expected = filtered.data.map((listing) => listing.id);

  await page.goto("/propertymanagement");
  await expect(results(page)).toHaveCount(Math.min(all.meta.total, 12));
  await openFilters(page, /^تصفية النتائج/);
  const bedrooms = page.getByLabel("غرف النوم (حد أدنى)");
  await bedrooms.fill("٥");
  await bedrooms.press("Enter");
  await expect(page).toHaveURL(/\/propertymanagement\?bedrooms=5$/);
  await expect(results(page)).toHaveCount(expected.length);
  expect(await shownIds(page)).toEqual(expected);

  await page.getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/en\/propertymanagement\?bedrooms=5$/);
  await openFilters(page, /^Filters/);
  await expect(page.getByLabel("Bedrooms (at least)")).toHaveValue("5");
  await expect(results(page)).toHaveCount(expected.length);
});

test("a shared link filters the server-rendered page, ignoring tracking parameters", async ({ page }) => {
  await page.goto("/en/directmarketing?bedrooms=4&utm_source=newsletter");
  const ids = await shownIds(page);
  const answer = await page.request.get("/api/project?bedrooms=4");
  expect(ids).toEqual(((await answer.json()) as { data: { id: number }[] }).data.map((listing) => listing.id));
  await openFilters(page, /^Filters/);
  await expect(page.getByLabel("Bedrooms (at least)")).toHaveValue("4");
});
