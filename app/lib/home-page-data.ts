import type { RouterContextProvider } from "react-router";
import type { HomePageContent } from "../../domain/company-pages.ts";
import type { Language } from "../../domain/language.ts";
import { type ListingKind, listingKinds } from "../../domain/listing.ts";
import type { ListingSummary, ListPage } from "../../domain/listing-wire.ts";
import { languageOfPath } from "../../domain/localized-path.ts";
import { apiGet, isAbort } from "./api-client.ts";
import { fetchCompanyPageContent, loadCompanyPageContent } from "./company-page-content.ts";
import { servicesContext } from "./load-context.ts";

/** The newest listings of one kind and how many there are in all. */
export interface LatestOfKind {
  listings: ListingSummary[];
  total: number;
}

/**
 * Per kind; null when that kind could not be loaded (spec §8: logged, the page stays usable). `content`: the words
 * and pictures staff published (docs/decisions/043-company-pages.md), null for the texts the site ships.
 */
export type HomePageData = Record<ListingKind, LatestOfKind | null> & { content: HomePageContent | null };

export const latestCount = 3;

function toLatest(page: ListPage<ListingSummary>): LatestOfKind {
  return { listings: page.data, total: page.meta.total };
}

async function loadEachKind(
  load: (kind: ListingKind) => Promise<ListPage<ListingSummary>>,
  onFailure: (kind: ListingKind, error: unknown) => void,
): Promise<Record<ListingKind, LatestOfKind | null>> {
  const results = await Promise.all(
    listingKinds.map((kind) =>
      load(kind).then(toLatest, (error: unknown) => {
        onFailure(kind, error);
        return null;
      }),
    ),
  );
  return Object.fromEntries(listingKinds.map((kind, index) => [kind, results[index] ?? null])) as Record<
    ListingKind,
    LatestOfKind | null
  >;
}

/** Server render: the services directly (lists come newest first), no HTTP hop. `url` is the page's, without `.data`. */
export async function loadHomePage(url: URL, context: Readonly<RouterContextProvider>): Promise<HomePageData> {
  const language: Language = languageOfPath(url.pathname);
  const services = context.get(servicesContext);
  const [latest, content] = await Promise.all([
    loadEachKind(
      (kind) => services.listListings(kind, { page: 1, limit: latestCount }, language),
      (kind, error) => console.error(`Loading the latest ${kind} listings failed`, error),
    ),
    loadCompanyPageContent("home", url, context),
  ]);
  return { ...latest, content };
}

/** In the browser: the API in the page's language, aborted with the navigation. */
export async function fetchHomePage(request: Request): Promise<HomePageData> {
  const pathname = new URL(request.url).pathname;
  const options = { language: languageOfPath(pathname), signal: request.signal };
  const [latest, content] = await Promise.all([
    loadEachKind(
      (kind) => apiGet<ListPage<ListingSummary>>(`/api/${kind}?page=1&limit=${latestCount}`, options),
      (kind, error) => {
        if (!isAbort(error)) console.warn(`Loading the latest ${kind} listings failed`, error);
      },
    ),
    fetchCompanyPageContent("home", pathname, options),
  ]);
  // Leaving the page aborts the requests: nothing to show then, and nothing to log.
  request.signal.throwIfAborted();
  return { ...latest, content };
}
