import { CalendarClock, MapPin } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { dateParts } from "../../../domain/date-parts.ts";
import type { ListingKind } from "../../../domain/listing.ts";
import { detailPath } from "../../../domain/listing-wire.ts";
import type { MapItem } from "../../../domain/map-item.ts";
import { useLanguage, useLocalizePath } from "../../lib/site-data.ts";
import { Countdown } from "../countdown.tsx";
import { useDisplayTimeZone } from "../detail/listing-dates.tsx";
import { ListingImage } from "../listing-image.tsx";
import { Price } from "../price.tsx";

/** The line saying when an auction starts, in the visitor's time zone; nothing for a missing or broken date. */
function AuctionStart({ iso }: { iso: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const parts = dateParts(iso, language, useDisplayTimeZone());
  if (!parts) return null;
  return (
    <div className="flex items-start gap-1.5 text-ink-700">
      <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-600" />
      <time dateTime={iso}>
        {t("map.infoWindow.auctionStart", { weekday: parts.weekday, date: parts.date, time: parts.time })}
      </time>
    </div>
  );
}

export interface MapInfoWindowProps {
  item: MapItem;
  /** The array of the map's data the item came from: it decides the detail page (not its fields). */
  kind: ListingKind;
}

/**
 * What a pin shows when pressed (spec §2): cover, title, location, price, a countdown to the start and
 * the start line of an auction, and View Details. Rendered by React into the map's popup, so listing
 * text is always escaped. View Details opens the page of the item's own kind: the spec's rule
 * (start_date: auction, else price: project, else property) would send a priced property to a
 * project page (docs/decisions/010-map.md).
 */
export function MapInfoWindow({ item, kind }: MapInfoWindowProps) {
  const { t } = useTranslation();
  const { language, direction } = useLanguage();
  const localize = useLocalizePath();
  const hasPrice = item.price !== undefined && item.price > 0;
  return (
    <article lang={language} dir={direction} className="flex w-60 flex-col gap-2 text-sm text-ink-900">
      <ListingImage
        cover={null}
        coverImage={item.coverImage}
        alt=""
        eager
        sizes="240px"
        className="aspect-[16/10] w-full rounded-md bg-sand-100 object-cover"
      />
      <h2 className="text-base font-bold leading-snug">{item.title}</h2>
      <div className="flex items-start gap-1.5 text-ink-500">
        <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
        <span className="sr-only">{t("detail.summary.location")}: </span>
        <span>{item.location_description}</span>
      </div>
      {hasPrice && item.price !== undefined ? (
        <div className="text-base font-bold text-brand-800">
          <span className="sr-only">{t("detail.summary.price")}: </span>
          <Price amount={item.price} />
        </div>
      ) : null}
      {item.start_date ? (
        <>
          <Countdown status="" start_date={item.start_date} end_date={null} compact />
          <AuctionStart iso={item.start_date} />
        </>
      ) : null}
      <Link
        to={localize(detailPath(kind, item.id))}
        className="mt-1 inline-flex items-center justify-center rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
      >
        {t("map.infoWindow.viewDetails")}
      </Link>
    </article>
  );
}
