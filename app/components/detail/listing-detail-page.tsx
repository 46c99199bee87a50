import { useEffect } from "react";
import { useLocation } from "react-router";
import type { BannerSection } from "../../../domain/banner.ts";
import type { ListingKind } from "../../../domain/listing.ts";
import { previewImageSize, previewImageUrl } from "../../../domain/listing-wire.ts";
import { listingLd } from "../../../domain/structured-data.ts";
import { placeNotInTitle, truncateWords } from "../../../domain/text.ts";
import { runtimeTimeZone, siteTimeZone } from "../../../domain/time-zone.ts";
import { useTranslation } from "../../i18n/i18n.tsx";
import { formatNumber } from "../../lib/format.ts";
import { HydrationBoundary } from "../../lib/hydration-boundary.tsx";
import type { ListingDetailData } from "../../lib/listing-detail-types.ts";
import { rememberViewed } from "../../lib/saved-listings.ts";
import { ServerIsland } from "../../lib/server-island.tsx";
import { useLanguage, useSiteData } from "../../lib/site-data.ts";
import { useNow } from "../../lib/use-now.ts";
import { useSectionCrumbs } from "../../lib/use-section-crumbs.ts";
import { Countdown } from "../countdown.tsx";
import { InterestButton } from "../enquiry/interest-button.tsx";
import { FavouriteButton } from "../favourite-button.tsx";
import { ListingGallery } from "../gallery/listing-gallery.tsx";
import { Icon } from "../icon.tsx";
import { IconSprite } from "../icon-sprite.tsx";
import { JsonLdScript } from "../json-ld.tsx";
import { listPathOf } from "../listing-showcase.tsx";
import { PageMeta } from "../page-meta.tsx";
import { Price, PricePerSquareMetre } from "../price.tsx";
import { StatusBadge } from "../status-badge.tsx";
import { descriptionGuessWrong } from "./description-guess.ts";
import { DetailActions } from "./detail-actions.tsx";
import { RelatedListings } from "./related-listings.tsx";
import { serverDrawnBlocks } from "./server-drawn.ts";

/** A listing's banner is its section's. */
const bannerOfKind = {
  auction: "auctions",
  project: "directmarketing",
  property: "propertymanagement",
} as const satisfies Record<ListingKind, BannerSection>;

const sectionTitles = {
  auction: "pages.auctions.title",
  project: "pages.directmarketing.title",
  property: "pages.propertymanagement.title",
} as const satisfies Record<ListingKind, string>;

/** Description for search engines and link previews: title, place and price in the page's language. */
function useMetaDescription(data: ListingDetailData): string {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { listing } = data;
  const { rest, named } = placeNotInTitle(listing.title, listing.location_description);
  const place = !rest
    ? listing.title
    : t(named ? "detail.meta.placeNamed" : "detail.meta.place", { title: listing.title, location: rest });
  const price = listing.price !== null && listing.price > 0 ? formatNumber(listing.price, language) : null;
  const summary =
    price === null
      ? t("detail.meta.description", { place })
      : listing.rent_period
        ? t(`detail.meta.withRent.${listing.rent_period}`, { place, price })
        : t("detail.meta.withPrice", { place, price });
  const text = listing.description
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return text ? `${summary} ${truncateWords(text, 24)}` : summary;
}

function ListingJsonLd({ listing }: { listing: ListingDetailData["listing"] }) {
  const { origin, language } = useSiteData();
  const { pathname } = useLocation();
  // Open or closed as the page's actions say (DetailActions): at the time of the first render.
  const now = useNow();
  return (
    <JsonLdScript
      data={import.meta.env.SSR ? listingLd(listing, `${origin}${pathname}`, origin, language, now) : null}
    />
  );
}

/** The detail page of spec §2, the same design for auctions, projects and properties. */
export function ListingDetailPage({ data }: { data: ListingDetailData }) {
  const { t } = useTranslation();
  const { kind, listing, related } = data;
  // The home page offers it again under "Recently viewed".
  useEffect(() => rememberViewed({ kind, id: listing.id }), [kind, listing.id]);
  const section = t(sectionTitles[kind]);
  const crumbs = useSectionCrumbs({ label: section, path: listPathOf[kind] }, listing.title);
  const description = useMetaDescription(data);
  const hasPrice = listing.price !== null && listing.price > 0;

  return (
    <IconSprite>
      <PageMeta
        title={listing.title}
        description={description}
        image={listing.cover ? { url: previewImageUrl(listing.cover.key), ...previewImageSize } : null}
        type="product"
      />
      {data.preview ? null : <ListingJsonLd listing={listing} />}
      {data.preview ? (
        <p
          role="status"
          className="bg-gold-100 px-4 py-3 text-center font-semibold text-ink-900"
          data-testid="preview-banner"
        >
          {t("detail.preview")}
        </p>
      ) : null}
      <ServerIsland
        key={listing.id}
        module={serverDrawnBlocks}
        render={({ PageBanner }) => <PageBanner title={listing.title} crumbs={crumbs} section={bannerOfKind[kind]} />}
      />
      <div className="container-page py-8 sm:py-10">
        <HydrationBoundary>
          <ListingGallery images={listing.Images} videoUrl={listing.video_url} title={listing.title} />
        </HydrationBoundary>
        {/* Phones read summary, price and actions, then the rest; wide screens keep price and actions beside it all. */}
        <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr]">
          <div className="flex min-w-0 flex-col gap-6 lg:col-start-1 lg:row-start-1">
            <header className="flex flex-col gap-3">
              <div className="flex flex-wrap items-center gap-2">
                <FavouriteButton
                  listing={listing}
                  title={listing.title}
                  className="order-last ms-auto border border-sand-100"
                />
                <StatusBadge
                  kind={listing.kind}
                  status={listing.status}
                  start_date={listing.start_date}
                  end_date={listing.end_date}
                  className="text-sm"
                />
                {listing.category ? (
                  <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-semibold text-brand-800">
                    <Icon name="tag" className="size-3.5" />
                    <span className="sr-only">{t("detail.summary.category")}: </span>
                    {listing.category.name}
                  </span>
                ) : null}
              </div>
              <p className="text-2xl font-bold leading-snug sm:text-3xl">{listing.title}</p>
              <p className="flex items-center gap-1.5 text-ink-500">
                <Icon name="map-pin" className="size-5 shrink-0 text-brand-700" />
                <span className="sr-only">{t("detail.summary.location")}: </span>
                {listing.location_description}
              </p>
            </header>

            <HydrationBoundary>
              <ServerIsland
                key={listing.id}
                module={serverDrawnBlocks}
                // The server guesses from its length whether it needs "show more"; the browser measures.
                drawInBrowserWhen={descriptionGuessWrong}
                render={({ RichDescription }, replacesServerHtml) => (
                  <RichDescription html={listing.description} drawnByServer={replacesServerHtml} />
                )}
              />
            </HydrationBoundary>
          </div>

          <aside className="flex flex-col gap-6 lg:sticky lg:top-[calc(var(--header-height)+1rem)] lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
            <div className="flex flex-col gap-4 rounded-2xl border border-sand-100 bg-white p-5 shadow-sm">
              {hasPrice && listing.price !== null ? (
                <div>
                  <p className="text-sm text-ink-500">
                    {listing.rent_period
                      ? t(`card.rent.${listing.rent_period}`)
                      : t(kind === "auction" ? "detail.summary.openingPrice" : "detail.summary.price")}
                  </p>
                  <p data-testid="detail-price" className="mt-1 text-3xl font-bold text-brand-800">
                    <Price amount={listing.price} period={listing.rent_period} />
                  </p>
                  {/* A rent has no price per square metre. */}
                  {listing.rent_period ? null : (
                    <p className="mt-1 text-sm text-ink-500">
                      <PricePerSquareMetre price={listing.price} area={listing.area} />
                    </p>
                  )}
                </div>
              ) : null}
              <Countdown status={listing.status} start_date={listing.start_date} end_date={listing.end_date} />
              <DetailActions
                listing={listing}
                interest={<InterestButton listing={{ kind, id: listing.id }} title={listing.title} />}
              />
            </div>
            <HydrationBoundary>
              <ServerIsland
                key={listing.id}
                module={serverDrawnBlocks}
                render={({ AdvertisingBlock }) => <AdvertisingBlock advertising={listing.advertising} />}
              />
            </HydrationBoundary>
          </aside>

          {/* Below the summary and the actions on a phone: it hydrates on its own (app/lib/hydration-boundary.tsx). */}
          <HydrationBoundary>
            <div className="flex min-w-0 flex-col gap-8 lg:col-start-1 lg:row-start-2">
              <ServerIsland
                key={listing.id}
                module={serverDrawnBlocks}
                // The server draws the dates in the company's time zone; a visitor elsewhere gets theirs.
                drawInBrowserWhen={() => runtimeTimeZone() !== siteTimeZone}
                render={(
                  { DetailsBlock, FinanceSection, FeatureList, FacadeBlock, ListingDates, BoundariesBlock },
                  replacesServerHtml,
                ) => (
                  <>
                    <DetailsBlock
                      area={listing.area}
                      details={listing.Details}
                      insuranceAmount={kind === "auction" ? listing.insurance_amount : null}
                      residential={listing.residential}
                    />
                    {kind !== "auction" && hasPrice && listing.price !== null && !listing.rent_period ? (
                      <FinanceSection price={listing.price} replacesServerHtml={replacesServerHtml} />
                    ) : null}
                    <FeatureList features={listing.features} />
                    <div className="grid gap-8 sm:grid-cols-2">
                      <FacadeBlock facade={listing.Details.facade} />
                      <ListingDates
                        start_date={listing.start_date}
                        end_date={listing.end_date}
                        showHijri={kind === "auction"}
                      />
                    </div>
                    <BoundariesBlock dimensionsBoundaries={listing.Details.dimensions_boundaries} />
                  </>
                )}
              />
              <ServerIsland
                key={listing.id}
                module={serverDrawnBlocks}
                // Its map starts loading within 400 px of the screen (app/components/map/location-map-panel.tsx).
                drawInBrowserNear="600px"
                render={({ LocationMapPanel }) => (
                  <LocationMapPanel kind={kind} lat={listing.lat} lng={listing.lng} title={listing.title} />
                )}
              />
              <ServerIsland
                key={listing.id}
                module={serverDrawnBlocks}
                render={({ AuctionEstates }) => <AuctionEstates lots={listing.Auctions} />}
              />
            </div>
          </HydrationBoundary>
        </div>
      </div>
      <RelatedListings kind={kind} listings={related} />
    </IconSprite>
  );
}
