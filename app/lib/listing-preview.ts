import { type RouterContextProvider, redirect } from "react-router";
import type { Language } from "../../domain/language.ts";
import type { ListingKind } from "../../domain/listing.ts";
import type { ListingDetail } from "../../domain/listing-detail-wire.ts";
import { languageOfPath } from "../../domain/localized-path.ts";
import { apiGet, notFoundOnApi404 } from "./api-client.ts";
import type { ListingDetailData } from "./listing-detail-types.ts";
import { listingPreviewContext } from "./load-context.ts";

// The back office's preview of a listing (drafts included) is its public detail page at
// /admin/preview/{kind}/{id}: the same route modules, with the data from here.

/** Server render: the listing for a request with a staff session; without one, sign in first and come back. */
export async function loadListingPreview(
  kind: ListingKind,
  id: number,
  url: URL,
  context: Readonly<RouterContextProvider>,
): Promise<ListingDetailData> {
  const language = languageOfPath(url.pathname);
  const listing = await context.get(listingPreviewContext)(kind, id, language);
  if (!listing) {
    const signIn = language === "en" ? "/en/admin/sign-in" : "/admin/sign-in";
    throw redirect(`${signIn}?next=${encodeURIComponent(url.pathname)}`);
  }
  return { kind, listing, related: [], preview: true };
}

/** In the browser: the back office's preview API, with the staff session's cookie. */
export async function fetchListingPreview(
  kind: ListingKind,
  id: number,
  options: { language: Language; signal: AbortSignal },
): Promise<ListingDetailData> {
  try {
    const { data: listing } = await apiGet<{ data: ListingDetail }>(`/api/admin/listings/${id}/preview`, options);
    return { kind, listing, related: [], preview: true };
  } catch (error) {
    notFoundOnApi404(error);
    throw error;
  }
}
