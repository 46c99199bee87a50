import type { FastifyRequest } from "fastify";
import { isAlertPagePath } from "../../../domain/cache-control.ts";
import { languageFromCookie } from "../../../domain/language.ts";
import { isListingQueryField } from "../../../domain/listing-query.ts";
import { formatListingRefs, parseListingRefs } from "../../../domain/listing-ref.ts";
import { languageChoiceParameter } from "../../../domain/localized-path.ts";

/**
 * What a page's HTML depends on: its path and the query parameters a page reads (the list query), trimmed,
 * without empty ones, in a fixed order (any other parameter, an order or an empty value would otherwise make a new
 * render); the origin (absolute links), the list view cookie, and the language redirect of a typed address (root
 * loader); the language switch's marked link is never kept. Data requests and everything but GET are never cached.
 *
 * Pages whose raw query differs share one render: only the language switch's link and the filter form's action
 * repeat the raw query, and the browser sets both from its own address once the page has hydrated.
 */
export function cacheKeyOf(
  request: Pick<FastifyRequest, "method" | "url" | "headers">,
  origin: string,
): string | undefined {
  if (request.method !== "GET") return undefined;
  const [path = "", search = ""] = request.url.split(/\?(.*)/s);
  if (path.endsWith(".data") || path.startsWith("/__manifest")) return undefined;
  // The alert pages show one address's alerts by the token in their query: never kept, never shared.
  if (isAlertPagePath(path)) return undefined;
  // The language switch's link: the root loader records the choice and redirects (docs/decisions/003-language-urls.md).
  if (new URLSearchParams(search).has(languageChoiceParameter)) return undefined;
  const cookie = request.headers.cookie;
  const view = /(?:^|;\s*)listingView=list(?:;|$)/.test(cookie ?? "") ? "list" : "grid";
  const typedIn = request.headers["sec-fetch-site"] === "none" ? (languageFromCookie(cookie) ?? "") : "";
  return `${origin}|${path}?${pageQueryOf(search)}|${view}|${typedIn ? `typed-${typedIn}` : ""}`;
}

/**
 * The list query's parameters of a query string, trimmed, non-empty, sorted by name (their order kept), and the
 * listings of a shared favourites link (`ids`), as the page reads them.
 */
function pageQueryOf(search: string): string {
  const kept: [string, string][] = [];
  for (const [name, raw] of new URLSearchParams(search)) {
    const value = name === "ids" ? formatListingRefs(parseListingRefs(raw)) : raw.trim();
    if ((isListingQueryField(name) || name === "ids") && value !== "") kept.push([name, value]);
  }
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return new URLSearchParams(kept).toString();
}

/** /admin and /en/admin pages (and their data requests). */
export function isBackOfficePath(url: string): boolean {
  return /^(\/en)?\/admin(\/|\.data|\?|$)/.test(url);
}
