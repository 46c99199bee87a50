import { data, type RouterContextProvider } from "react-router";
import type { ListingKind } from "../../domain/listing.ts";
import type { ListingDetail } from "../../domain/listing-detail-wire.ts";
import { listingState } from "../../domain/listing-state.ts";
import type { ListingSummary, ListPage } from "../../domain/listing-wire.ts";
import { languageOfPath } from "../../domain/localized-path.ts";
import { serverDrawnBlocks } from "../components/detail/server-drawn.ts";
import { apiGet, isAbort, notFoundOnApi404 } from "./api-client.ts";
import type { ListingDetailData } from "./listing-detail-types.ts";
import { parseListingId } from "./listing-id.ts";
import { fetchListingPreview, loadListingPreview } from "./listing-preview.ts";
import { servicesContext } from "./load-context.ts";
import { isPreviewPath } from "./preview-path.ts";

export const relatedCount = 3;

/**
 * Spec §7's related call, `limit=3`, leaving the listing itself out. Lists put open
 * listings first, so a closed one comes only when fewer than 3 are open; it is left out then
 * (closed as the listing state says: an open status whose end date has passed is closed too).
 */
function relatedQuery(id: number) {
  return { page: 1, limit: relatedCount, exclude: id } as const;
}

/**
 * On the server, the kind's first listings, one more than shown and without `exclude`: every detail page of a kind
 * then reads the same cached answer instead of a query of its own (bench/README.md, "Memory and uncached pages");
 * leaving the listing itself out here gives what the browser's call with `exclude` gives.
 */
const sharedRelatedLimit = relatedCount + 1;

export function pickRelated(
  candidates: ListingSummary[],
  id: number,
  now: Date | number = Date.now(),
): ListingSummary[] {
  return candidates.filter((item) => item.id !== id && listingState(item, now).open).slice(0, relatedCount);
}

/**
 * Server render: the services directly; an unknown or hidden listing is the 404 page. The page's server-drawn
 * blocks are loaded with the data, on the server as in the browser, so that they draw without waiting.
 */
export async function loadListingDetail(
  kind: ListingKind,
  rawId: string | undefined,
  url: URL,
  context: Readonly<RouterContextProvider>,
): Promise<ListingDetailData> {
  const [detail] = await Promise.all([loadFromServices(kind, rawId, url, context), serverDrawnBlocks.preload()]);
  return detail;
}

async function loadFromServices(
  kind: ListingKind,
  rawId: string | undefined,
  url: URL,
  context: Readonly<RouterContextProvider>,
): Promise<ListingDetailData> {
  const id = parseListingId(rawId);
  const language = languageOfPath(url.pathname);
  if (isPreviewPath(url.pathname)) return loadListingPreview(kind, id, url, context);
  const services = context.get(servicesContext);
  const [listing, candidates] = await Promise.all([
    services.getListing(kind, id, language),
    services.relatedCandidates(kind, sharedRelatedLimit, language),
  ]);
  if (!listing) throw data(null, { status: 404 });
  return { kind, listing, related: pickRelated(candidates, id) };
}

/**
 * In the browser: the API in the page's language, aborted with the navigation. A 404 is
 * the 404 page (spec §8 and DESIGN: for every kind); the related section failing alone
 * only leaves it out.
 */
export async function fetchListingDetail(
  kind: ListingKind,
  rawId: string | undefined,
  request: Request,
): Promise<ListingDetailData> {
  // Their code failing to arrive does not stop the page: drawing them tries again.
  const blocks = serverDrawnBlocks.preload().catch(() => undefined);
  const [detail] = await Promise.all([fetchFromApi(kind, rawId, request), blocks]);
  return detail;
}

async function fetchFromApi(
  kind: ListingKind,
  rawId: string | undefined,
  request: Request,
): Promise<ListingDetailData> {
  const id = parseListingId(rawId);
  const { pathname } = new URL(request.url);
  const options = { language: languageOfPath(pathname), signal: request.signal };
  if (isPreviewPath(pathname)) return fetchListingPreview(kind, id, options);
  const related = new URLSearchParams(Object.entries(relatedQuery(id)).map(([key, value]) => [key, String(value)]));
  const relatedRequest = apiGet<ListPage<ListingSummary>>(`/api/${kind}?${related}`, options).catch(
    (error: unknown) => {
      if (!isAbort(error)) console.warn("Loading the related listings failed", error);
      return null;
    },
  );
  try {
    const [{ data: listing }, candidates] = await Promise.all([
      apiGet<{ data: ListingDetail }>(`/api/${kind}/${id}`, options),
      relatedRequest,
    ]);
    return { kind, listing, related: candidates ? pickRelated(candidates.data, id) : [] };
  } catch (error) {
    notFoundOnApi404(error);
    throw error;
  }
}
