import { languages } from "./language.ts";
import { localizePath } from "./localized-path.ts";

/** A page of the site in the sitemap: its path without the language prefix, and when it last changed. */
export interface SitemapPage {
  path: string;
  /** ISO 8601; left out when unknown. */
  lastmod?: string;
}

/** The company pages every visitor can reach from the menu (spec §2); listings are added from the database. */
export const sitemapPagePaths = [
  "/",
  "/auctions",
  "/directmarketing",
  "/propertymanagement",
  "/map",
  "/services",
  "/aboutus",
  "/contactus",
] as const;

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);

/**
 * sitemaps.org XML with Google's hreflang alternates: each page once per language, each entry naming both
 * languages and x-default (Arabic, the default).
 */
export function sitemapXml(origin: string, pages: readonly SitemapPage[]): string {
  const urls = pages.flatMap((page) => {
    const alternates = [
      ...languages.map((language) => [language, localizePath(page.path, language)] as const),
      ["x-default", localizePath(page.path, "ar")] as const,
    ]
      .map(
        ([hreflang, path]) =>
          `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(`${origin}${path}`)}"/>`,
      )
      .join("");
    const lastmod = page.lastmod ? `<lastmod>${escapeXml(page.lastmod)}</lastmod>` : "";
    return languages.map(
      (language) =>
        `<url><loc>${escapeXml(`${origin}${localizePath(page.path, language)}`)}</loc>${lastmod}${alternates}</url>`,
    );
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    `${urls.join("\n")}\n</urlset>\n`
  );
}

/** robots.txt: everything but the API and the back office, and where the sitemap is. */
export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "# The back office (Arabic and English): staff only, never indexed.",
    "Disallow: /admin",
    "Disallow: /en/admin",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
