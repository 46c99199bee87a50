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
