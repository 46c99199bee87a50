import jsQR from "jsqr";
import { PNG } from "pngjs";
import { expect, test } from "./fixtures.ts";

interface Listed {
  id: number;
  title: string;
}

const texts = {
  ar: { open: "كتيّب للطباعة", print: "اطبع", scan: "امسح الرمز لفتح الإعلان" },
  en: { open: "Printable brochure", print: "Print", scan: "Scan to open the listing" },
};

/** Pages of a PDF that Chromium wrote: one page object each. */
function pageCount(pdf: Buffer): number {
  return pdf.toString("latin1").match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;
}

for (const language of ["ar", "en"] as const) {
  for (const kind of ["auction", "project", "property"] as const) {
    test(`${kind === "auction" ? "an" : "a"} ${kind}'s brochure prints on at most two A4 pages with a QR code of its page (${language})`, async ({
      page,
      request,
    }) => {
      const list = (await (
        await request.get(`/api/${kind}?limit=1`, { headers: { "accept-language": language } })
      ).json()) as { data: Listed[] };
      const listing = list.data[0];
      if (!listing) throw new Error(`no ${kind} listed`);
      const prefix = language === "en" ? "/en" : "";
      await page.goto(`${prefix}/${kind}/${listing.id}`);
      await page.getByRole("link", { name: texts[language].open }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/${kind}/${listing.id}/brochure$`));
      await expect(page.getByRole("heading", { level: 1, name: listing.title })).toBeVisible();
      await expect(page.getByRole("button", { name: texts[language].print })).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");

      const png = PNG.sync.read(await page.getByTestId("brochure-qr").screenshot());
      const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
      expect(new URL(code?.data ?? "about:blank").pathname).toBe(`${prefix}/${kind}/${listing.id}`);

      await page.emulateMedia({ media: "print" });
      await expect(page.getByRole("button", { name: texts[language].print })).toBeHidden();
      await expect(page.locator("header").first()).toBeHidden();
      const pages = pageCount(await page.pdf({ format: "A4", printBackground: true }));
      expect(pages).toBeGreaterThanOrEqual(1);
      expect(pages).toBeLessThanOrEqual(2);
    });
  }
}
