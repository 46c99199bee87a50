import type { ListingKind } from "../../../domain/listing.ts";
import type { ListingSummary } from "../../../domain/listing-wire.ts";
import { useTranslation } from "../../i18n/i18n.tsx";
import { ListingShowcase } from "../listing-showcase.tsx";

const keys = {
  auction: { heading: "detail.related.auction", all: "detail.related.allAuction" },
  project: { heading: "detail.related.project", all: "detail.related.allProject" },
  property: { heading: "detail.related.property", all: "detail.related.allProperty" },
} as const;

/** The closing section of a detail page: 3 open listings of the same kind and a link to their list. */
export function RelatedListings({ kind, listings }: { kind: ListingKind; listings: ListingSummary[] }) {
  const { t } = useTranslation();
  return (
    <ListingShowcase
      kind={kind}
      listings={listings}
      headingId="related-heading"
      heading={t(keys[kind].heading)}
      allLabel={t(keys[kind].all)}
      className="bg-sand-50"
    />
  );
}
