import { Link } from "react-router";
import { dateParts } from "../../../domain/date-parts.ts";
import type { ListingKind } from "../../../domain/listing.ts";
import { listingState } from "../../../domain/listing-state.ts";
import { detailPath } from "../../../domain/listing-wire.ts";
import type { MapItem } from "../../../domain/map-item.ts";
import { useTranslation } from "../../i18n/i18n.tsx";
import { useLanguage, useLocalizePath } from "../../lib/site-data.ts";
import { useNow } from "../../lib/use-now.ts";
import { Countdown } from "../countdown.tsx";
import { useDisplayTimeZone } from "../detail/listing-dates.tsx";
import { FavouriteButton } from "../favourite-button.tsx";
import { Icon } from "../icon.tsx";
import { ListingImage } from "../listing-image.tsx";
import { Price } from "../price.tsx";

type AuctionLine = "auctionStart" | "auctionStarted" | "auctionEnds" | "auctionEnded";

/**
 * The line saying when an auction starts, ends or ended, in the visitor's time zone (never
 * "starts" for a date that has passed); nothing for a missing or broken date.
 */
function AuctionDate({ iso, line }: { iso: string; line: AuctionLine }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const parts = dateParts(iso, language, useDisplayTimeZone());
  if (!parts) return null;
  return (
    <div className="flex items-start gap-1.5 text-ink-700">
      <Icon name="calendar-clock" className="mt-0.5 size-4 shrink-0 text-gold-600" />
      <time dateTime={iso}>
        {t(`map.infoWindow.${line}`, { weekday: parts.weekday, date: parts.date, time: parts.time })}
      </time>
    </div>
  );
}

/** Which date an auction's line gives: the start ahead, the end of a running one, the end of an ended one. */
function auctionLine(item: MapItem, now: number): { iso: string; line: AuctionLine } | null {
  const state = listingState(
    { status: item.status ?? "UPCOMING", start_date: item.start_date, end_date: item.end_date },
    now,
  );
  if (state.open && state.phase === "upcoming" && item.start_date)
    return { iso: item.start_date, line: "auctionStart" };
  if (item.end_date) return { iso: item.end_date, line: state.open ? "auctionEnds" : "auctionEnded" };
  return item.start_date ? { iso: item.start_date, line: "auctionStarted" } : null;
}

export interface MapInfoWindowProps {
  item: MapItem;
  /** The array of the map's data the item came from: it decides the detail page (not its fields). */
  kind: ListingKind;
}

/**
 * What a pin shows when pressed (spec §2): cover, title, location, price, an auction's countdown (to
 * its start, or to its end once running) and the line of its next or last date, and View Details. Rendered by React into the map's popup, so listing
 * text is always escaped. View Details opens the page of the item's own kind: the spec's rule
 * (start_date: auction, else price: project, else property) would send a priced property to a
 * project page (docs/decisions/010-map.md).
 */
export function MapInfoWindow({ item, kind }: MapInfoWindowProps) {
  const { t } = useTranslation();
  const { language, direction } = useLanguage();
  const localize = useLocalizePath();
  const hasPrice = item.price !== undefined && item.price > 0;
  const now = useNow();
  const dateLine = kind === "auction" ? auctionLine(item, now) : null;
  return (
    // text-start: Leaflet's popup sets `text-align: left`, which `dir` alone does not turn over in Arabic.
    <article lang={language} dir={direction} className="flex w-60 flex-col gap-2 text-start text-sm text-ink-900">
      <div className="relative">
        <ListingImage
          cover={null}
          coverImage={item.coverImage}
          alt=""
          eager
          sizes="240px"
          className="aspect-[16/10] w-full rounded-md bg-sand-100 object-cover"
        />
        {/* At the start corner: Leaflet's close button sits on the end one (map.css). */}
        <FavouriteButton listing={{ kind, id: item.id }} title={item.title} className="absolute top-1.5 start-1.5" />
      </div>
      <h2 className="text-base font-bold leading-snug">{item.title}</h2>
      <div className="flex items-start gap-1.5 text-ink-500">
        <Icon name="map-pin" className="mt-0.5 size-4 shrink-0 text-brand-700" />
        <span className="sr-only">{t("map.infoWindow.location")}: </span>
        <span>{item.location_description}</span>
      </div>
      {hasPrice && item.price !== undefined ? (
        <div className="text-base font-bold text-brand-800">
          <span className="sr-only">
            {t(item.rent_period ? `card.rent.${item.rent_period}` : "map.infoWindow.price")}:{" "}
          </span>
          <Price amount={item.price} period={item.rent_period ?? null} />
        </div>
      ) : null}
      {kind === "auction" ? (
        <Countdown
          status={item.status ?? "UPCOMING"}
          start_date={item.start_date ?? null}
          end_date={item.end_date ?? null}
          compact
        />
      ) : null}
      {dateLine ? <AuctionDate iso={dateLine.iso} line={dateLine.line} /> : null}
      <Link
        to={localize(detailPath(kind, item.id))}
        className="mt-1 inline-flex items-center justify-center rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
      >
        {t("map.infoWindow.viewDetails")}
      </Link>
    </article>
  );
}
