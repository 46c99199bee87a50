import QRCode from "qrcode";
import { data } from "react-router";
import { isListingKind, type ListingKind } from "../../domain/listing.ts";
import { detailPath } from "../../domain/listing-wire.ts";
import { languageOfPath, localizePath } from "../../domain/localized-path.ts";
import { Brochure } from "../components/brochure/brochure.tsx";
import { loadListingDetail } from "../lib/listing-detail-data.ts";
import { requestInfoContext } from "../lib/load-context.ts";
import type { Route } from "./+types/brochure";

/** /{kind}/{id}/brochure: the kind is the path's first segment after the language. */
function kindOfPath(pathname: string): ListingKind {
  const kind = /\/(\w+)\/[^/]+\/brochure$/.exec(pathname)?.[1];
  if (!isListingKind(kind)) throw data(null, { status: 404 });
  return kind;
}

/**
 * The printable brochure of a listing (docs/decisions/024-visitor-tools.md): the listing as the detail page loads it, and the QR code of
 * the detail page's address drawn on the server, so the browser loads no QR code library.
 */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const kind = kindOfPath(url.pathname);
  const detail = await loadListingDetail(kind, params.id, url, context);
  const language = languageOfPath(url.pathname);
  const pageUrl = `${context.get(requestInfoContext).origin}${localizePath(detailPath(kind, detail.listing.id), language)}`;
  const qrSvg = await QRCode.toString(pageUrl, { type: "svg", margin: 2, errorCorrectionLevel: "M" });
  return { kind, listing: detail.listing, pageUrl, qrSvg };
}

export default function BrochurePage({ loaderData }: Route.ComponentProps) {
  return <Brochure {...loaderData} />;
}
