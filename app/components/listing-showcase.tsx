import { Link } from "react-router";
import type { ListingKind } from "../../domain/listing.ts";
import type { ListingSummary } from "../../domain/listing-wire.ts";
import { HydrationBoundary } from "../lib/hydration-boundary.tsx";
import { useLocalizePath } from "../lib/site-data.ts";
import { Icon } from "./icon.tsx";
import { ListingCard } from "./listing-card.tsx";

/** The list page of each kind (spec §2 routes). */
export const listPathOf: Record<ListingKind, string> = {
  auction: "/auctions",
  project: "/directmarketing",
  property: "/propertymanagement",
};

/**
 * A few listings of one kind under a heading, with a link to their whole list: the home
 * page's latest listings and a detail page's closing section.
 */
export function ListingShowcase({
  kind,
  listings,
  headingId,
  heading,
  allLabel,
  className,
}: {
  kind: ListingKind;
  listings: ListingSummary[];
  headingId: string;
  heading: string;
  allLabel: string;
  className?: string;
}) {
  const localize = useLocalizePath();
  return (
    <HydrationBoundary>
      <section aria-labelledby={headingId} className={className}>
        <div className="container-page py-12 sm:py-16">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <h2 id={headingId} className="text-2xl font-bold text-ink-900 sm:text-3xl">
              {heading}
            </h2>
            <Link
              to={localize(listPathOf[kind])}
              className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
            >
              {allLabel}
              <Icon name="arrow-left" className="size-4 ltr:rotate-180" />
            </Link>
          </div>
          {listings.length > 0 ? (
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {listings.map((listing) => (
                <li key={listing.id}>
                  <ListingCard listing={listing} />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </section>
    </HydrationBoundary>
  );
}
