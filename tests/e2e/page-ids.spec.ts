import { expect, test } from "@playwright/test";

/**
 * Ids in paths (docs/decisions/018-route-contracts.md) on the built site, on both engines: every page with an id in its path, given ids no row can
 * have (from 2³¹ up, zero, a leading zero, an exponent), is the 404 page in the path's language, never a 500
 * (PostgreSQL refuses to compare a 32-bit column with a larger number).
 */

const idPages = [
  "auction/{id}",
  "project/{id}",
  "property/{id}",
  "auction/{id}/brochure",
  "project/{id}/brochure",
  "property/{id}/brochure",
  "admin/preview/auction/{id}",
  "admin/preview/project/{id}",
  "admin/preview/property/{id}",
];
const badIds = ["2147483648", "4294967296", "99999999999999999999", "0", "01", "1e3"];
const titles = { ar: "الصفحة غير موجودة", en: "Page Not Found" } as const;

test("a page's id no row can have is the 404 page in the path's language", async ({ request }) => {
  for (const page of idPages) {
    for (const id of badIds) {
      for (const [prefix, language] of [
        ["", "ar"],
        ["/en", "en"],
      ] as const) {
        const path = `${prefix}/${page.replace("{id}", id)}`;
        const response = await request.get(path);
        expect(response.status(), path).toBe(404);
        const html = await response.text();
        expect(html, path).toContain(`<html lang="${language}"`);
        expect(html, path).toContain(titles[language]);
      }
    }
  }
});
