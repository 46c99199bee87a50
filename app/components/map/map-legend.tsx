import { clsx } from "clsx";
import { type ListingKind, listingKinds } from "../../../domain/listing.ts";
import { useTranslation } from "../../i18n/i18n.tsx";
import { formatNumber } from "../../lib/format.ts";
import { useLanguage } from "../../lib/site-data.ts";
import { pinImageUrl } from "./map-pins.ts";

export type VisibleKinds = Record<ListingKind, boolean>;

export const allKindsVisible: VisibleKinds = { auction: true, project: true, property: true };

export interface MapLegendProps {
  visible: VisibleKinds;
  onToggle: (kind: ListingKind) => void;
  /** Pins of each kind, once the map's data is in. */
  counts?: Record<ListingKind, number>;
  className?: string;
}

/**
 * The map page's legend (spec §2: auctions red, projects green, properties blue). Each entry is also
 * a toggle button that shows or hides its kind's pins; aria-pressed says which are shown.
 */
export function MapLegend({ visible, onToggle, counts, className }: MapLegendProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <fieldset className={clsx("flex flex-wrap gap-1.5", className)}>
      <legend className="sr-only">{t("map.legend.label")}</legend>
      {listingKinds.map((kind) => (
        <button
          key={kind}
          type="button"
          aria-pressed={visible[kind]}
          // One name for assistive technology: the label and the count (shown on phones too).
          aria-label={counts ? `${t(`map.kinds.${kind}`)} (${formatNumber(counts[kind], language)})` : undefined}
          onClick={() => onToggle(kind)}
          title={t("map.legend.hint")}
          className={clsx(
            "inline-flex min-h-10 items-center gap-1.5 rounded-full border px-2.5 py-1 text-xs font-semibold transition-colors sm:gap-2 sm:px-3 sm:py-1.5 sm:text-sm",
            visible[kind]
              ? "border-brand-100 bg-white text-ink-900 hover:border-brand-700"
              : "border-dashed border-ink-500 bg-sand-50 text-ink-500 hover:text-ink-700",
          )}
        >
          <img
            src={pinImageUrl(kind)}
            alt=""
            width={13}
            height={21}
            className={clsx("h-[21px] w-[13px] shrink-0", !visible[kind] && "opacity-40 grayscale")}
          />
          <span className={clsx(!visible[kind] && "line-through")}>{t(`map.kinds.${kind}`)}</span>
          {/* Room for the count from the start, so the legend does not shift when the pins arrive. */}
          <span
            aria-hidden="true"
            className="inline-block min-w-8 rounded-full bg-brand-50 px-1.5 text-center text-xs font-bold text-brand-800 tabular-nums sm:min-w-10"
          >
            {counts ? formatNumber(counts[kind], language) : "\u00a0"}
          </span>
        </button>
      ))}
    </fieldset>
  );
}
