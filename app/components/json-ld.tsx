import { useLocation } from "react-router";
import { breadcrumbLd, type JsonLd, serializeJsonLd } from "../../domain/structured-data.ts";
import { useSiteData } from "../lib/site-data.ts";

/** Structured data for search engines; a data block, never executed. */
export function JsonLdScript({ data }: { data: JsonLd | JsonLd[] }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: serializeJsonLd escapes <, > and &, so the text cannot end the element.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}

/** The page's breadcrumb as a BreadcrumbList; the last crumb is the page itself. */
export function BreadcrumbJsonLd({ crumbs }: { crumbs: readonly { label: string; to?: string }[] }) {
  const { origin } = useSiteData();
  const { pathname } = useLocation();
  const items = crumbs.map((crumb) => ({ name: crumb.label, url: `${origin}${crumb.to ?? pathname}` }));
  return <JsonLdScript data={breadcrumbLd(items)} />;
}
