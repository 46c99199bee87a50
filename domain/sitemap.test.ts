import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapXml } from "./sitemap.ts";

describe("sitemapXml", () => {
  const xml = sitemapXml("https://www.example.sa", [
    { path: "/" },
    { path: "/auction/7", lastmod: "2026-11-20T10:00:00.000Z" },
  ]);
  const urls = [...xml.matchAll(/<url>(.*?)<\/url>/g)].map((match) => match[1]!);

  it("lists each page once per language", () => {
    expect(urls.map((url) => url.match(/<loc>(.*?)<\/loc>/)?.[1])).toEqual([
      "https://www.example.sa/",
      "https://www.example.sa/en",
      "https://www.example.sa/auction/7",
      "https://www.example.sa/en/auction/7",
    ]);
  });

  it("names both languages and the Arabic default as alternates of every entry", () => {
    for (const url of urls.slice(2)) {
      expect(url).toContain('<xhtml:link rel="alternate" hreflang="ar" href="https://www.example.sa/auction/7"/>');
      expect(url).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://www.example.sa/en/auction/7"/>');
      expect(url).toContain(
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://www.example.sa/auction/7"/>',
      );
      expect(url).toContain("<lastmod>2026-11-20T10:00:00.000Z</lastmod>");
    }
    expect(urls[0]).not.toContain("<lastmod>");
  });

  it("declares the sitemap and xhtml namespaces and escapes what XML needs escaped", () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(sitemapXml("https://a.sa", [{ path: "/x?a=1&b=<2>" }])).toContain(
      "<loc>https://a.sa/x?a=1&amp;b=&lt;2&gt;</loc>",
    );
  });
});

describe("robotsTxt", () => {
  it("keeps crawlers out of the API and the back office in both languages, and points to the sitemap", () => {
    const lines = robotsTxt("https://www.example.sa").split("\n");
    const disallowed = lines.filter((line) => line.startsWith("Disallow:")).map((line) => line.slice(9).trim());
    for (const path of ["/api/listings", "/admin", "/admin/leads/3", "/en/admin", "/en/admin/staff"]) {
      expect(
        disallowed.some((prefix) => path.startsWith(prefix)),
        path,
      ).toBe(true);
    }
    for (const path of ["/", "/auctions", "/en/auction/3"]) {
      expect(
        disallowed.some((prefix) => path.startsWith(prefix)),
        path,
      ).toBe(false);
    }
    expect(lines).toContain("Sitemap: https://www.example.sa/sitemap.xml");
  });
});
