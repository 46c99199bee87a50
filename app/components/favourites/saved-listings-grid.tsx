import { type ListingRef, refKey } from "../../../domain/listing-ref.ts";
import type { ListingSummary } from "../../../domain/listing-wire.ts";
import { useTranslation } from "../../i18n/i18n.tsx";
import { Icon } from "../icon.tsx";
import { ListingCard } from "../listing-card.tsx";

/**
 * Saved listings as cards, in the order saved; one that is no longer published keeps its place, said so, with a
 * button to remove it when `onRemoveGone` is given.
 */
export function SavedListingsGrid({
  refs,
  listings,
  asked,
  onRemoveGone,
  compare,
}: {
  refs: readonly ListingRef[];
  listings: readonly ListingSummary[];
  /** The listings the server was asked about; one saved since is not said to be gone while it is read. */
  asked?: ReadonlySet<string>;
  onRemoveGone?: (ref: ListingRef) => void;
  /** Choosing listings to compare: which are chosen, which may be, and the change. */
  compare?: { chosen: ReadonlySet<string>; canChoose: (ref: ListingRef) => boolean; toggle: (ref: ListingRef) => void };
}) {
  const { t } = useTranslation();
  const byKey = new Map(listings.map((listing) => [refKey(listing), listing]));
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {refs.map((ref) => {
        const listing = byKey.get(refKey(ref));
        if (!listing && asked && !asked.has(refKey(ref))) return null;
        return (
          <li key={refKey(ref)} data-testid="saved-listing" data-listing={refKey(ref)}>
            {listing ? (
              <div className="flex h-full flex-col gap-2">
                {/* The cards follow the page's h1. */}
                <ListingCard listing={listing} headingLevel={2} />
                {compare ? (
                  <label className="inline-flex items-center gap-2 self-start text-sm font-semibold text-ink-700 has-disabled:opacity-50">
                    <input
                      type="checkbox"
                      className="size-4 accent-brand-700"
                      checked={compare.chosen.has(refKey(ref))}
                      disabled={!compare.chosen.has(refKey(ref)) && !compare.canChoose(ref)}
                      onChange={() => compare.toggle(ref)}
                    />
                    {t("compare.choose")}
                    <span className="sr-only">{listing.title}</span>
                  </label>
                ) : null}
              </div>
            ) : (
              <div className="flex h-full flex-col items-start gap-3 rounded-2xl border border-dashed border-ink-500/40 bg-sand-50 p-5">
                <p className="flex items-center gap-2 font-bold text-ink-700">
                  <Icon name="circle-slash" className="size-5 text-ink-500" />
                  {t("favouritesPage.gone")}
                </p>
                <p className="text-sm text-ink-500">{t("favouritesPage.goneHint")}</p>
                {onRemoveGone ? (
                  <button
                    type="button"
                    onClick={() => onRemoveGone(ref)}
                    className="rounded-md border border-brand-100 bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:border-brand-700"
                  >
                    {t("favouritesPage.removeGone")}
                  </button>
                ) : null}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
