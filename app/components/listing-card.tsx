import { clsx } from "clsx";
import { Link } from "react-router";
import { detailPath, type ListingSummary } from "../../domain/listing-wire.ts";
import { truncateWords } from "../../domain/text.ts";
import { useTranslation } from "../i18n/i18n.tsx";
import { formatNumber } from "../lib/format.ts";
import { HydrationBoundary } from "../lib/hydration-boundary.tsx";
import { useLanguage, useLocalizePath } from "../lib/site-data.ts";
import { Countdown } from "./countdown.tsx";
import { DetailChips } from "./detail-chips.tsx";
import { FavouriteButton } from "./favourite-button.tsx";
import { SpriteIcon } from "./icon-sprite.tsx";
import { ListingImage } from "./listing-image.tsx";
import { Price, PricePerSquareMetre } from "./price.tsx";
import { StatusBadge } from "./status-badge.tsx";

/** Words kept of a card's title and location (spec §9). */
export const cardTitleWords = 4;
export const cardLocationWords = 6;
const maxChips = 4;

export type CardView = "grid" | "list";

const imageSizes: Record<CardView, string> = {
  grid: "(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw",
  list: "(min-width: 1280px) 512px, (min-width: 640px) 40vw, 30vw",
};

/** Text cut for the eye, with the full wording kept for screen readers. */
function Shortened({ full, words }: { full: string; words: number }) {
  const short = truncateWords(full, words);
  if (short === full.trim()) return <>{full}</>;
  return (
    <>
      <span aria-hidden="true">{short}</span>
      <span className="sr-only">{full}</span>
    </>
  );
}

/**
 * A listing in a list (spec §2): cover, status, short title and location, detail chips, countdown,
 * price and estate count. The title's link stretches over the whole card.
 *
 * A list card on a phone keeps its 145 px: the cover goes to the end side, under the floating chat
 * button (which then never covers the text), the title takes up to two lines, the countdown wraps
 * instead of being cut, and the chips give up their line when the rest needs it.
 *
 * Each card hydrates on its own, after the rest of the page (app/lib/hydration-boundary.tsx): a list page
 * holds dozens.
 */
export function ListingCard(props: ListingCardProps) {
  return (
    <HydrationBoundary>
      <CardContent {...props} />
    </HydrationBoundary>
  );
}

interface ListingCardProps {
  listing: ListingSummary;
  view?: CardView;
  eager?: boolean;
  /** The title's level in the page's outline: 2 where the cards follow the page's h1, 3 under a section's h2. */
  headingLevel?: 2 | 3;
}

function CardContent({ listing, view = "grid", eager = false, headingLevel = 3 }: ListingCardProps) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const { language } = useLanguage();
  const localize = useLocalizePath();
  const list = view === "list";
  const hasDates = Boolean(listing.start_date || listing.end_date);
  const hasPrice = listing.price !== null && listing.price > 0;

  return (
    <article
      className={clsx(
        "group relative flex overflow-hidden rounded-2xl border border-sand-100 bg-white shadow-sm transition-shadow hover:shadow-md",
        list ? "h-[145px] max-h-[145px] max-sm:flex-row-reverse" : "h-full flex-col",
      )}
    >
      <div
        className={clsx("relative shrink-0 overflow-hidden bg-sand-100", list ? "w-[30%] sm:w-2/5" : "aspect-[16/10]")}
      >
        <ListingImage
          cover={listing.cover}
          coverImage={listing.coverImage}
          alt=""
          eager={eager}
          sizes={imageSizes[view]}
          className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
        />
        <StatusBadge
          kind={listing.kind}
          status={listing.status}
          start_date={listing.start_date}
          end_date={listing.end_date}
          className="absolute top-2 start-2"
        />
        {/* Above the title link, which covers the whole card. A list card's cover on a phone is too narrow for the
            heart beside the lots count: it sits above it. */}
        <FavouriteButton
          listing={listing}
          title={listing.title}
          className={clsx("absolute end-2 z-10", list ? "bottom-2 size-8 max-sm:bottom-11" : "top-2")}
        />
        {listing.auctionCount > 0 ? (
          <span className="absolute bottom-2 start-2 inline-flex items-center gap-1 rounded-full whitespace-nowrap bg-brand-900/90 px-2 py-0.5 text-xs font-semibold text-white">
            <SpriteIcon name="building-2" className="size-3.5" />
            {t("card.estates", {
              count: listing.auctionCount,
              value: formatNumber(listing.auctionCount, language),
            })}
          </span>
        ) : null}
      </div>

      <div className={clsx("flex min-w-0 flex-1 flex-col", list ? "gap-1 p-3 *:shrink-0" : "gap-2 p-4")}>
        <Heading
          title={listing.title}
          className={clsx(
            "font-bold text-ink-900",
            list ? "line-clamp-2 text-sm leading-tight wrap-anywhere sm:text-base" : "text-lg leading-snug",
          )}
        >
          <Link
            to={localize(detailPath(listing.kind, listing.id))}
            className="outline-none transition-colors after:absolute after:inset-0 after:rounded-2xl group-hover:text-brand-700 focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-gold-600"
          >
            <Shortened full={listing.title} words={cardTitleWords} />
          </Link>
        </Heading>

        {listing.location_description.trim() ? (
          <p
            title={listing.location_description}
            className={clsx("flex min-w-0 items-center gap-1 text-ink-500", list ? "text-xs" : "text-sm")}
          >
            <SpriteIcon name="map-pin" className="size-3.5 shrink-0 text-gold-600" />
            <span className="truncate">
              <Shortened full={listing.location_description} words={cardLocationWords} />
            </span>
          </p>
        ) : null}

        <DetailChips
          area={listing.area}
          details={listing.Details}
          residential={listing.residential}
          max={maxChips}
          // In a list card only the chips that fit on one line show: the rest wrap out of sight.
          className={clsx("flex flex-wrap gap-1.5", list && "h-5 min-h-0 shrink! overflow-hidden")}
        />

        {hasDates || hasPrice ? (
          <div className={clsx("mt-auto flex flex-col", list ? "gap-1" : "gap-2 pt-1")}>
            {hasDates ? (
              <Countdown
                status={listing.status}
                start_date={listing.start_date}
                end_date={listing.end_date}
                compact={list}
              />
            ) : null}
            {hasPrice && listing.price !== null ? (
              <div
                data-testid="card-price"
                className={clsx(
                  "flex items-baseline gap-x-3 gap-y-1",
                  list
                    ? // Only what fits on one line shows: the price per square metre wraps out of sight.
                      "h-5 flex-wrap overflow-hidden"
                    : "flex-wrap justify-between rounded-xl bg-brand-50 px-3 py-2",
                )}
              >
                <span className={clsx("font-bold text-brand-800", list ? "text-sm" : "text-lg")}>
                  {listing.rent_period ? (
                    <span className="sr-only">{t(`card.rent.${listing.rent_period}`)}: </span>
                  ) : null}
                  <Price amount={listing.price} period={listing.rent_period} />
                </span>
                {/* A rent has no price per square metre. */}
                {listing.rent_period ? null : (
                  <span className="text-xs text-ink-500">
                    <PricePerSquareMetre price={listing.price} area={listing.area} />
                  </span>
                )}
              </div>
            ) : null}
          </div>
        ) : null}
      </div>
    </article>
  );
}
