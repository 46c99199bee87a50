import { refKey } from "../../../domain/listing-ref.ts";
import { useTranslation } from "../../i18n/i18n.tsx";
import { useSavedList } from "../../lib/saved-listings.ts";
import { useListingsOf } from "../../lib/use-saved-listings.ts";
import { ListingCard } from "../listing-card.tsx";

/**
 * Home: the listings this browser visited last (docs/decisions/024-visitor-tools.md), still published, newest visit first. Read in the
 * browser only, so it appears after hydration, low on the page where it moves nothing in view.
 */
export function RecentlyViewed() {
  const { t } = useTranslation();
  const refs = useSavedList("recently-viewed");
  const { state } = useListingsOf(refs);
  if (refs.length === 0 || state.status !== "ready") return null;
  const byKey = new Map(state.listings.map((listing) => [refKey(listing), listing]));
  const listings = refs.flatMap((ref) => byKey.get(refKey(ref)) ?? []).slice(0, 6);
  if (listings.length === 0) return null;
  return (
    <section aria-labelledby="recently-viewed">
      <div className="container-page py-12 sm:py-16">
        <h2 id="recently-viewed" className="text-2xl font-bold text-ink-900 sm:text-3xl">
          {t("favourites.recentlyViewed")}
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {listings.map((listing) => (
            <li key={refKey(listing)}>
              <ListingCard listing={listing} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
