import { expect, isPhone, test } from "./fixtures.ts";

interface Listed {
  id: number;
  title: string;
}

const texts = {
  ar: { choose: "قارن", compareNow: "قارن بين الإعلانات المختارة (2)", title: "مقارنة الإعلانات", price: "السعر" },
  en: { choose: "Compare", compareNow: "Compare selected listings (2)", title: "Compare listings", price: "Price" },
};

for (const language of ["ar", "en"] as const) {
  const prefix = language === "en" ? "/en" : "";
  const text = texts[language];

  test(`two projects compared side by side from the favourites, shareable by link (${language})`, async ({
    page,
    request,
    browser,
  }) => {
    const projects = (
      (await (await request.get("/api/project?limit=2", { headers: { "accept-language": language } })).json()) as {
        data: Listed[];
      }
    ).data;
    const property = ((await (await request.get("/api/property?limit=1")).json()) as { data: Listed[] }).data[0];
    await page.goto(`${prefix}/`);
    await page.evaluate(
      (value) => localStorage.setItem("favourites", value),
      `project-${projects[0]?.id},project-${projects[1]?.id},property-${property?.id}`,
    );
    await page.goto(`${prefix}/favourites`);
    const items = page.getByTestId("saved-listing");
    await expect(items.getByRole("article")).toHaveCount(3);
    await items
      .nth(0)
      .getByRole("checkbox", { name: new RegExp(`^${text.choose}`) })
      .check();
    // Another kind cannot join a comparison of projects.
    await expect(items.nth(2).getByRole("checkbox")).toBeDisabled();
    await items.nth(1).getByRole("checkbox").check();
    await page.getByRole("link", { name: text.compareNow }).click();

    await expect(page).toHaveURL(
      new RegExp(`${prefix}/compare\\?ids=project-${projects[0]?.id},project-${projects[1]?.id}$`),
    );
    await expect(page.getByRole("heading", { level: 1, name: text.title })).toBeVisible();
    const table = page.getByRole("table");
    await expect(table.getByRole("columnheader")).toHaveCount(2);
    await expect(table.getByRole("columnheader").first()).toContainText(projects[0]?.title ?? "");
    await expect(table.getByRole("rowheader", { name: new RegExp(`^${text.price}( \\(|$)`) })).toBeVisible();
    // The listings differ somewhere, and those rows are marked.
    expect(await table.locator('tr[data-differs="true"]').count()).toBeGreaterThan(0);

    if (isPhone(page)) {
      // The page itself never scrolls sideways: only the table does.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(page.viewportSize()?.width);
      // On a phone the columns scroll sideways under a first column that stays put.
      const scroller = page.getByTestId("compare-scroll");
      const rowName = table.getByRole("rowheader").first();
      const before = await rowName.boundingBox();
      await scroller.evaluate((element) => {
        element.scrollLeft = element.scrollWidth * (document.dir === "rtl" ? -1 : 1);
      });
      await expect.poll(() => scroller.evaluate((element) => Math.abs(element.scrollLeft))).toBeGreaterThan(0);
      expect((await rowName.boundingBox())?.x).toBeCloseTo(before?.x ?? 0, 0);
    }

    // The address is the comparison: it opens the same on another phone.
    const other = await browser.newContext();
    const phone = await other.newPage();
    await phone.goto(new URL(page.url()).pathname + new URL(page.url()).search);
    await expect(phone.getByRole("table").getByRole("columnheader")).toHaveCount(2);
    await other.close();
  });
}

test("a feature has one row whether a listing records it as a detail or as a feature", async ({ page, request }) => {
  // The demo office (32) has its elevator both as a detail and as a feature; the villa (30) its yard likewise.
  const office = (await (await request.get("/api/property/32")).json()) as {
    data: { Details: Record<string, unknown>; features: string[] };
  };
  expect(office.data.Details.elevator).toBeDefined();
  expect(office.data.features).toContain("elevator");
  for (const [prefix, same] of [
    ["/en", [/^Elevators?\b/, /^Yard\b/]],
    ["", [/^(المصاعد|مصعد)/, /^فناء/]],
  ] as const) {
    await page.goto(`${prefix}/compare?ids=property-32,property-30`);
    const headers = await page.getByRole("table").getByRole("rowheader").allTextContents();
    expect(headers.length).toBeGreaterThan(5);
    // Without the screen readers' "(differs)".
    const names = headers.map((header) => header.replace(/\s*\([^)]*\)$/, "").trim());
    expect(new Set(names).size, names.join(" | ")).toBe(names.length);
    for (const pattern of same)
      expect(
        names.filter((name) => pattern.test(name)),
        names.join(" | "),
      ).toHaveLength(1);
  }
});
