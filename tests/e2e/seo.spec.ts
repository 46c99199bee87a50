import type { Page } from "@playwright/test";
import { expect, mainMenu, test } from "./fixtures.ts";

/** Every JSON-LD block of the page's server-rendered HTML, parsed. */
async function structuredData(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text): Record<string, unknown>[] => {
    const data = JSON.parse(text) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(data) ? data : [data];
  });
}

const typesOf = (data: Record<string, unknown>[]) => data.map((item) => item["@type"]).sort();

test.describe("found by search engines @desktop", () => {
  for (const language of ["ar", "en"] as const) {
    const prefix = language === "en" ? "/en" : "";

    test(`every page type carries its head and structured data (${language})`, async ({ page, request }) => {
      const firstId = async (kind: string) => {
        const list = (await (await request.get(`/api/${kind}?limit=1`)).json()) as { data: { id: number }[] };
        return list.data[0]!.id;
      };
      const pages = [
        { path: `${prefix}/`, types: ["RealEstateAgent"] },
        { path: `${prefix}/auctions`, types: ["BreadcrumbList", "RealEstateAgent"] },
        { path: `${prefix}/contactus`, types: ["BreadcrumbList", "RealEstateAgent"] },
        {
          path: `${prefix}/auction/${await firstId("auction")}`,
          types: ["BreadcrumbList", "Event", "RealEstateAgent", "RealEstateListing"],
        },
        {
          path: `${prefix}/property/${await firstId("property")}`,
          types: ["BreadcrumbList", "RealEstateAgent", "RealEstateListing"],
        },
      ];
      for (const { path, types } of pages) {
        await page.goto(path);
        const head = page.locator("head");
        await expect(head.locator('link[rel="canonical"]'), path).toHaveAttribute(
          "href",
          new RegExp(`${path.replace(/\/$/, "")}/?$`),
        );
        await expect(head.locator('link[hreflang="ar"]'), path).toHaveCount(1);
        await expect(head.locator('link[hreflang="en"]'), path).toHaveCount(1);
        await expect(head.locator('meta[property="og:locale"]'), path).toHaveAttribute(
          "content",
          language === "ar" ? "ar_SA" : "en_US",
        );
        await expect(head.locator('meta[property="og:locale:alternate"]'), path).toHaveAttribute(
          "content",
          language === "ar" ? "en_US" : "ar_SA",
        );
        const isListing = /\/(auction|property)\/\d+$/.test(path);
        await expect(head.locator('meta[property="og:type"]'), path).toHaveAttribute(
          "content",
          isListing ? "product" : "website",
        );
        const data = await structuredData(page);
        expect(typesOf(data), path).toEqual(types);
        const company = data.find((item) => item["@type"] === "RealEstateAgent")!;
        expect(company.address, path).toMatchObject({ "@type": "PostalAddress", addressCountry: "SA" });
        if (isListing) {
          // Link previews: a JPEG of 1200×630, which WhatsApp and most crawlers read (they skip WebP).
          const image = await head.locator('meta[property="og:image"]').getAttribute("content");
          expect(image, path).toMatch(/-preview\.jpg$/);
          await expect(head.locator('meta[property="og:image:width"]'), path).toHaveAttribute("content", "1200");
          await expect(head.locator('meta[property="og:image:height"]'), path).toHaveAttribute("content", "630");
          const picture = await request.get(new URL(image!).pathname);
          expect(picture.headers()["content-type"], path).toBe("image/jpeg");
          const listing = data.find((item) => item["@type"] === "RealEstateListing")!;
          expect(listing.name, path).toBe(await page.getByRole("heading", { level: 1 }).textContent());
          expect(listing.url, path).toBe(page.url());
        }
      }
    });
  }

  test("the sitemap lists the pages in both languages and robots.txt points to it", async ({ request }) => {
    const robots = await (await request.get("/robots.txt")).text();
    const sitemapUrl = robots.match(/^Sitemap: (.+)$/m)?.[1];
    expect(sitemapUrl).toMatch(/\/sitemap\.xml$/);
    const sitemap = await request.get(new URL(sitemapUrl!).pathname);
    expect(sitemap.headers()["content-type"]).toContain("application/xml");
    const xml = await sitemap.text();
    expect(xml).toMatch(/<loc>[^<]+\/auctions<\/loc>/);
    expect(xml).toMatch(/<loc>[^<]+\/en\/auctions<\/loc>/);
    expect(xml).toMatch(/<loc>[^<]+\/en\/auction\/\d+<\/loc>/);
  });
  test("a page reached by a link in the browser replaces the head of the one before", async ({ page }) => {
    await page.goto("/");
    await mainMenu(page, "القائمة الرئيسية").getByRole("link", { name: "المزادات" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "المزادات" })).toBeVisible();
    await expect(page).toHaveTitle(/^المزادات \| /);
    const head = page.locator("head");
    await expect(head.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/auctions$/);
    await expect(head.locator('meta[property="og:url"]')).toHaveAttribute("content", /\/auctions$/);
    await expect(head.locator('meta[name="description"]')).toHaveCount(1);
    // The language switch is a link too (its lang and dir are checked in shell.spec.ts).
    await page.getByRole("link", { name: "English" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Auctions" })).toBeVisible();
    await expect(page).toHaveTitle(/^Auctions \| /);
    await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute("content", "en_US");
  });
});
