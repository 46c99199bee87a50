import type { Context, ReactNode } from "react";
import { remaining } from "../../../domain/countdown.ts";
import type { ListingKind } from "../../../domain/listing.ts";
import { listingState, shownStatus } from "../../../domain/listing-state.ts";
import type { ListingSummary } from "../../../domain/listing-wire.ts";
import { useTranslation } from "../../i18n/i18n.tsx";
import { KeptOnServer } from "../../lib/kept-on-server.tsx";
import { useLanguage, useSiteData } from "../../lib/site-data.ts";
import { SpriteAvailable } from "../icon-sprite.tsx";
import { ListingShowcase } from "../listing-showcase.tsx";

const keys = {
  auction: { heading: "detail.related.auction", all: "detail.related.allAuction" },
  project: { heading: "detail.related.project", all: "detail.related.allProject" },
  property: { heading: "detail.related.property", all: "detail.related.allProperty" },
} as const;

/** The closing section of a detail page: 3 open listings of the same kind and a link to their list. */
export function RelatedListings({ kind, listings }: { kind: ListingKind; listings: ListingSummary[] }) {
  const { t } = useTranslation();
  const showcase = (
    <ListingShowcase
      kind={kind}
      listings={listings}
      headingId="related-heading"
      heading={t(keys[kind].heading)}
      allLabel={t(keys[kind].all)}
      className="bg-sand-50"
    />
  );
  // The server draws the section once for all the pages that show the same cards (the browser as ever).
  return import.meta.env.SSR && listings[0] ? (
    <KeptRelated kind={kind} listings={listings} first={listings[0]}>
      {showcase}
    </KeptRelated>
  ) : (
    showcase
  );
}

/**
 * The section's HTML kept (app/lib/kept-on-server.tsx, docs/decisions/034-lean-server.md, "Seventh round") by the
 * listings it shows (`first`, an object of the data cache's list: a new list draws it again), the language, and what
 * each card shows that follows the page's time: its status and its countdown to the minute, at the time the page is
 * drawn for (the browser hydrates with that time). Detail pages of a kind show the same cards but for their own
 * listing, so a crawl draws the section a few times a minute instead of on every page.
 */
function KeptRelated({
  kind,
  listings,
  first,
  children,
}: {
  kind: ListingKind;
  listings: ListingSummary[];
  first: ListingSummary;
  children: ReactNode;
}) {
  const { renderedAt } = useSiteData();
  const { language } = useLanguage();
  const cards = listings.map((listing) => `${listing.id} ${timeShown(listing, renderedAt)}`).join(",");
  return (
    <KeptOnServer
      element="section"
      inSuspense
      contexts={[SpriteAvailable as Context<unknown>]}
      // The section's own, as ListingShowcase writes them (written out again: the browser's code stays as it was).
      attributes={{ "aria-labelledby": "related-heading", className: "bg-sand-50" }}
      keptAs={`related ${language} ${kind} ${cards}`}
      version={first}
    >
      {children}
    </KeptOnServer>
  );
}

/** What a card shows that follows the time at `now`: its status badge and its countdown (app/components/countdown.tsx). */
export function timeShown(listing: ListingSummary, now: number): string {
  const target = listingState(listing, now).countdown;
  const left = target ? remaining(target.at, now) : null;
  const countdown = target && left ? `${target.kind} ${left.days}:${left.hours}:${left.minutes}:${left.done}` : "";
  return `${shownStatus(listing, now)} ${countdown}`;
}
