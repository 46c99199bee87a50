import { expect, expectHeadingsInOrder, test } from "./fixtures.ts";

const texts = {
  ar: {
    save: /^احفظ .+ في المفضلة$/,
    remove: /^أزل .+ من المفضلة$/,
    favourites: "المفضلة",
    keep: "احفظها في مفضلتي",
    gone: "لم يعد منشورًا",
    recent: "شاهدتها مؤخرًا",
  },
  en: {
    save: /^Save .+ to favourites$/,
    remove: /^Remove .+ from favourites$/,
    favourites: "Favourites",
    keep: "Save them to my favourites",
    gone: "No longer published",
    recent: "Recently viewed",
  },
};

for (const language of ["ar", "en"] as const) {
  const prefix = language === "en" ? "/en" : "";
  const text = texts[language];

  test(`three favourites travel as one link to another phone (${language})`, async ({ page, browser }) => {
    // Three list pages, the favourites page and a second browser: the longest journey, slow on a busy machine.
    test.slow();
    const saved: string[] = [];
    for (const list of ["/auctions", "/directmarketing", "/propertymanagement"]) {
      await page.goto(`${prefix}${list}`);
      const card = page.getByRole("main").getByRole("article").first();
      const href = await card.getByRole("link").first().getAttribute("href");
      const [, kind, id] = /\/(auction|project|property)\/(\d+)$/.exec(href ?? "") ?? [];
      saved.push(`${kind}-${id}`);
      await card.getByRole("button", { name: text.save }).click();
      await expect(card.getByRole("button", { name: text.remove })).toHaveAttribute("aria-pressed", "true");
    }

    await page.getByRole("link", { name: text.favourites, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/favourites$`));
    const items = page.getByTestId("saved-listing");
    // Newest favourite first.
    await expect(items).toHaveCount(3);
    expect(await items.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-listing")))).toEqual(
      [...saved].reverse(),
    );
    const link = await page.locator("[data-share-url]").getAttribute("data-share-url");
    expect(link).toContain(`${prefix}/favourites?ids=`);

    // A fresh browser (another phone): the link alone opens the same three, rendered by the server.
    const other = await browser.newContext();
    const phone = await other.newPage();
    await phone.goto(new URL(link ?? "").pathname + new URL(link ?? "").search);
    // This page is not the fixture's: wait for React before pressing a button, as the fixture's pages do.
    await phone.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const shared = phone.getByTestId("saved-listing");
    await expect(shared).toHaveCount(3);
    expect(await shared.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-listing")))).toEqual(
      [...saved].reverse(),
    );
    await phone.getByRole("button", { name: text.keep }).click();
    await phone.goto(`${prefix}/favourites`);
    await expect(phone.getByTestId("saved-listing")).toHaveCount(3);
    await other.close();

    // Un-hearting on the favourites page takes the listing off the list.
    await page.getByTestId("saved-listing").first().getByRole("button", { name: text.remove }).click();
    await expect(page.getByTestId("saved-listing")).toHaveCount(2);
  });

  test(`a shared list marks a listing that is no longer published (${language})`, async ({ page, request }) => {
    const first = ((await (await request.get("/api/property?limit=1")).json()) as { data: { id: number }[] }).data[0];
    await page.goto(`${prefix}/favourites?ids=property-${first?.id},property-999999`);
    const items = page.getByTestId("saved-listing");
    await expect(items).toHaveCount(2);
    await expect(items.nth(1)).toContainText(text.gone);
    await expect(items.nth(0).getByRole("article")).toBeVisible();
    // The cards' titles follow the page's h1 as h2s.
    await expectHeadingsInOrder(page);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });

  test(`the home page offers the listings visited last (${language})`, async ({ page, request }) => {
    const ids = ((await (await request.get("/api/project?limit=2")).json()) as { data: { id: number }[] }).data;
    for (const project of ids) {
      await page.goto(`${prefix}/project/${project.id}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }
    await page.goto(`${prefix}/`);
    const section = page.getByRole("region", { name: text.recent });
    await expect(section.getByRole("article")).toHaveCount(2);
    // The last one visited comes first.
    await expect(section.getByRole("article").first().getByRole("link").first()).toHaveAttribute(
      "href",
      `${prefix}/project/${ids[1]?.id}`,
    );
  });
}
