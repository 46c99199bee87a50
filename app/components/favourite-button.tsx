import { clsx } from "clsx";
import type { ListingRef } from "../../domain/listing-ref.ts";
import { refKey } from "../../domain/listing-ref.ts";
import { useTranslation } from "../i18n/i18n.tsx";
import { toggleFavourite, useSavedList } from "../lib/saved-listings.ts";
import { Icon } from "./icon.tsx";

/** The heart of a card, a detail page or the map's info window: keeps the listing in this browser's favourites. */
export function FavouriteButton({
  listing,
  title,
  className,
}: {
  listing: ListingRef;
  title: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const saved = useSavedList("favourites").some((ref) => refKey(ref) === refKey(listing));
  const label = t(saved ? "favourites.remove" : "favourites.add", { title });
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={label}
      title={label}
      onClick={() => toggleFavourite({ kind: listing.kind, id: listing.id })}
      className={clsx(
        "inline-flex size-9 items-center justify-center rounded-full bg-white/95 text-ink-700 shadow-sm hover:text-red-700 focus-visible:outline-2 focus-visible:outline-gold-600",
        className,
      )}
    >
      <Icon name="heart" className={clsx("size-5", saved && "fill-red-600 text-red-600")} />
    </button>
  );
}
