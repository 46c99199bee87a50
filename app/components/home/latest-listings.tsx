import type { ListingKind } from "../../../domain/listing.ts";
import type { ListingSummary } from "../../../domain/listing-wire.ts";
import { useTranslation } from "../../i18n/i18n.tsx";
import { ListingShowcase } from "../listing-showcase.tsx";

/** Home: the newest listings of one kind, with a link to the whole list. Left out when there are none. */
export function LatestListings({
  kind,
  listings,
  className,
}: {
  kind: ListingKind;
  listings: ListingSummary[];
  className?: string;
}) {
  const { t } = useTranslation();
  if (listings.length === 0) return null;
  return (
    <ListingShowcase
      kind={kind}
      listings={listings}
      headingId={`latest-${kind}`}
      heading={t(`home.latest.${kind}.heading`)}
      allLabel={t(`home.latest.${kind}.all`)}
      className={className}
    />
  );
}
