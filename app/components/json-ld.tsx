import { useLocation } from "react-router";
import { breadcrumbLd, type JsonLd, serializeJsonLd } from "../../domain/structured-data.ts";
import { useSiteData } from "../lib/site-data.ts";

/**
 * Structured data for search engines, a data block that is never executed. Crawlers read it in the server's HTML
 * (those that run scripts load each address afresh), so only the server builds it: callers pass
 * `import.meta.env.SSR ? …Ld(…) : null`, and the browser's bundle goes without the builders (about 1 KB; the
 * first-load budgets of docs/decisions/020-first-load.md). Hydration keeps the server's text: React leaves a
 * hydrated element's `dangerouslySetInnerHTML` as it is. A page drawn in the browser after a link gets an empty
 * block, keyed by its address, so no block of the page before is left behind.
 */
export function JsonLdScript({ data }: { data: JsonLd | JsonLd[] | null }) {
  const { pathname } = useLocation();
  const text = import.meta.env.SSR && data ? serializeJsonLd(data) : "";
  return (
    <script
      key={pathname}
      type="application/ld+json"
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: serializeJsonLd escapes <, > and &, so the text cannot end the element.
      dangerouslySetInnerHTML={{ __html: text }}
    />
  );
}

/** The page's breadcrumb as a BreadcrumbList; the last crumb is the page itself. */
export function BreadcrumbJsonLd({ crumbs }: { crumbs: readonly { label: string; to?: string }[] }) {
  const { origin } = useSiteData();
  const { pathname } = useLocation();
  const items = crumbs.map((crumb) => ({ name: crumb.label, url: `${origin}${crumb.to ?? pathname}` }));
  return <JsonLdScript data={import.meta.env.SSR ? breadcrumbLd(items) : null} />;
}
