import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/** A property for rent shows its rent with the period, never as a sale price with a price per m². */

interface Listed {
  id: number;
  title: string;
  price: number | null;
  rent_period: string | null;
}

async function findProperty(request: APIRequestContext, search: string): Promise<Listed> {
  const response = await request.get(`/api/property?search=${encodeURIComponent(search)}`, {
    headers: { "accept-language": "en" },
  });
  const listing = ((await response.json()) as { data: Listed[] }).data[0];
  if (!listing) throw new Error(`no property matches ${search}`);
  return listing;
}

const cases = [
  {
    language: "ar",
    list: "/propertymanagement?search=السلي",
    detail: (id: number) => `/property/${id}`,
    period: "/ سنويًا",
    label: "الإيجار",
    perSquareMetre: "/ م²",
    saleLabel: "السعر",
    repeated: "حي السلي في حي السلي",
  },
  {
    language: "en",
    list: "/en/propertymanagement?search=Sulay",
    detail: (id: number) => `/en/property/${id}`,
    period: "/ year",
    label: "Rent",
    perSquareMetre: "/ m²",
    saleLabel: "Price",
    repeated: "As Sulay in As Sulay",
  },
] as const;

for (const item of cases) {
  test(`a rental reads as a yearly rent on its card and its page (${item.language})`, async ({ page, request }) => {
    const rental = await findProperty(request, "Warehouse for Rent in As Sulay");
    expect(rental.rent_period).toBe("yearly");
    const amount = (rental.price ?? 0).toLocaleString("en-US");

    await page.goto(item.list);
    const card = page
      .getByRole("main")
      .getByRole("article")
      .filter({ has: page.locator(`a[href="${item.detail(rental.id)}"]`) });
    const link = card.getByRole("link").first();
    const price = card.getByTestId("card-price");
    await expect(price).toContainText(amount);
    await expect(price).toContainText(item.period);
    await expect(price).not.toContainText(item.perSquareMetre);

    await link.click();
    await expect(page).toHaveURL(new RegExp(`${item.detail(rental.id)}$`));
    const aside = page.getByRole("complementary");
    await expect(aside.getByText(item.label, { exact: true })).toBeVisible();
    await expect(aside.getByText(item.saleLabel, { exact: true })).toHaveCount(0);
    await expect(aside.getByTestId("detail-price")).toContainText(amount);
    await expect(aside.getByTestId("detail-price")).toContainText(item.period);
    await expect(aside).not.toContainText(item.perSquareMetre);
    const description = page.locator('meta[name="description"]');
    await expect(description).toHaveAttribute("content", new RegExp(item.label, "i"));
    const content = (await description.getAttribute("content")) ?? "";
    expect(content).not.toContain(item.repeated);
  });
}

test("a sale keeps its price and price per m² (ar)", async ({ page, request }) => {
  const response = await request.get("/api/property?limit=50", { headers: { "accept-language": "en" } });
  const listed = ((await response.json()) as { data: (Listed & { area: number | null })[] }).data;
  const sale = listed.find((entry) => entry.rent_period === null && (entry.price ?? 0) > 0 && (entry.area ?? 0) > 0);
  if (!sale) throw new Error("no priced sale with an area");
  await page.goto(`/property/${sale.id}`);
  const aside = page.getByRole("complementary");
  await expect(aside.getByText("السعر", { exact: true })).toBeVisible();
  await expect(aside).toContainText("/ م²");
  await expect(aside.getByTestId("detail-price")).not.toContainText("سنويًا");
});
