import { data, type RouterContextProvider } from "react-router";
import type { Language } from "../../domain/language.ts";
import type { ListingKind } from "../../domain/listing.ts";
import {
  defaultListingQuery,
  defaultPageSize,
  type ListingQuery,
  parseListingQuery,
} from "../../domain/listing-query.ts";
import type { Category, ListingSummary, ListPage } from "../../domain/listing-wire.ts";
import { languageOfPath } from "../../domain/localized-path.ts";
import { ApiError, apiGet, isAbort, notFoundOnApi404 } from "./api-client.ts";
import { servicesContext } from "./load-context.ts";

export type ListingView = "grid" | "list";
export const listingViewCookie = "listingView";

export interface ListingsPageData {
  kind: ListingKind;
  query: ListingQuery;
  page: ListPage<ListingSummary>;
  categories: Category[];
  view: ListingView;
  /**
   * The listings could not be loaded (spec §8: logged, page stays usable): `busy` when the API refused for too
   * many uncached searches from this address in a minute (429), `error` otherwise.
   */
  failed: false | "busy" | "error";
}

/** A page number past the last page of results there are (not an empty search: that has no pages to go to). */
export function isPastTheEnd({ query, page }: Pick<ListingsPageData, "query" | "page">): boolean {
  return page.data.length === 0 && page.meta.total > 0 && query.page > page.meta.pages;
}

/**
 * A kind's list query from a URL's or a form's parameters; a bad parameter is dropped rather than failing the page,
 * and one the list does not read (utm_source, another kind's filter) is ignored (docs/decisions/018-route-contracts.md).
 */
export function queryFromParams(params: URLSearchParams, kind: ListingKind): ListingQuery {
  const parsed = parseListingQuery(params, kind);
  if (parsed.success) return parsed.data;
  const kept = new URLSearchParams(params);
  for (const field of Object.keys(parsed.issues)) kept.delete(field);
  const retry = parseListingQuery(kept, kind);
  return retry.success ? retry.data : { ...defaultListingQuery };
}

/** The query as API parameters: only what is set, defaults left out. */
export function queryToSearchParams(query: Partial<ListingQuery>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === "") continue;
    if (key === "page" && value === 1) continue;
    if (key === "limit" && value === defaultPageSize) continue;
    params.set(key, String(value));
  }
  return params;
}

function viewFromCookie(cookie: string | null): ListingView {
  return /(?:^|;\s*)listingView=list(?:;|$)/.test(cookie ?? "") ? "list" : "grid";
}

/** Server render: the services directly, no HTTP hop. */
export async function loadListingsPage(
  kind: ListingKind,
  url: URL,
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  const language = languageOfPath(url.pathname);
  const query = queryFromParams(url.searchParams, kind);
  const services = context.get(servicesContext);
  const [page, categories] = await Promise.all([
    services.listListings(kind, query, language),
    services.listCategories(kind, language),
  ]);
  const view = viewFromCookie(request.headers.get("cookie"));
  const result: ListingsPageData = { kind, query, page, categories, view, failed: false };
  // A page past the end answers 404, with the way back to the results in the page.
  return isPastTheEnd(result) ? data(result, { status: 404 }) : result;
}

/** The query as the list API gets it (spec §7): `page` and `limit` always, the filters when set. */
export function apiSearchParams(query: ListingQuery): URLSearchParams {
  const params = new URLSearchParams({ page: String(query.page), limit: String(query.limit) });
  for (const [key, value] of queryToSearchParams(query)) if (key !== "page" && key !== "limit") params.set(key, value);
  return params;
}

/** A kind's types in one language: fetched once per visit, or taken from the server-rendered page. */
const categoryCache = new Map<string, Category[]>();

export function rememberCategories(kind: ListingKind, language: Language, categories: Category[]): void {
  if (categories.length > 0 && !categoryCache.has(`${kind}:${language}`)) {
    categoryCache.set(`${kind}:${language}`, categories);
  }
}

/** In the browser: the API, in the page's language, aborted with the navigation. */
export async function fetchListingsPage(kind: ListingKind, request: Request): Promise<ListingsPageData> {
  const url = new URL(request.url);
  const language = languageOfPath(url.pathname);
  const query = queryFromParams(url.searchParams, kind);
  const view = viewFromCookie(document.cookie);
  const options = { language, signal: request.signal };
  const categoriesKey = `${kind}:${language}`;
  try {
    const [page, categories] = await Promise.all([
      apiGet<ListPage<ListingSummary>>(`/api/${kind}?${apiSearchParams(query)}`, options),
      categoryCache.get(categoriesKey) ??
        apiGet<{ data: Category[] }>(`/api/categories?kind=${kind}`, options).then(({ data }) => {
          categoryCache.set(categoriesKey, data);
          return data;
        }),
    ]);
    return { kind, query, page, categories, view, failed: false };
  } catch (error) {
    if (isAbort(error)) throw error;
    notFoundOnApi404(error);
    const busy = error instanceof ApiError && error.status === 429;
    if (!busy) console.error("Loading the listings failed", error);
    const empty = { total: 0, page: query.page, limit: query.limit, pages: 1 };
    return {
      kind,
      query,
      page: { data: [], meta: empty },
      categories: categoryCache.get(categoriesKey) ?? [],
      view,
      failed: busy ? "busy" : "error",
    };
  }
}
