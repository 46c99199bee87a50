import type { ListingKind } from "../../../domain/listing.ts";
import type { ListingDetail } from "../../../domain/listing-detail-wire.ts";
import { detailPath } from "../../../domain/listing-wire.ts";
import { formatPhone } from "../../../domain/phone-display.ts";
import "../../i18n/detail-block-texts.ts";
import { useTranslation } from "../../i18n/i18n.tsx";
import { useLocalizePath, useSiteData } from "../../lib/site-data.ts";
import { AdvertisingBlock } from "../detail/advertising-block.tsx";
import { DetailsBlock } from "../detail/details-block.tsx";
import { FeatureList } from "../detail/feature-list.tsx";
import { ListingDates } from "../detail/listing-dates.tsx";
import { Icon } from "../icon.tsx";
import { IconSprite } from "../icon-sprite.tsx";
import { ListingImage } from "../listing-image.tsx";
import { PageMeta } from "../page-meta.tsx";
import { Price, PricePerSquareMetre } from "../price.tsx";
import { StatusBadge } from "../status-badge.tsx";

export interface BrochureProps {
  kind: ListingKind;
  listing: ListingDetail;
  /** The detail page's address, which the QR code holds. */
  pageUrl: string;
  /** The QR code as SVG markup, drawn by the server from `pageUrl`. */
  qrSvg: string;
}

/**
 * A listing on one or two A4 pages in its language (docs/decisions/024-visitor-tools.md): cover, price, key details, features, dates, the
 * advertisement's licence data, a QR code of the page and the company's contacts. On screen it is a preview with
 * a print button; the site's header and footer are left out of the print.
 */
export function Brochure({ kind, listing, pageUrl, qrSvg }: BrochureProps) {
  const { t } = useTranslation();
  const { company, language } = useSiteData();
  const localize = useLocalizePath();
  const hasPrice = listing.price !== null && listing.price > 0;
  return (
    <IconSprite>
      <PageMeta title={t("detail.brochure.title", { title: listing.title })} noIndex />
      <div className="container-page flex flex-wrap items-center justify-between gap-3 py-4 print:hidden">
        <a href={localize(detailPath(kind, listing.id))} className="font-semibold text-brand-700 hover:text-brand-900">
          {t("detail.brochure.back")}
        </a>
        <button
          type="button"
          onClick={() => window.print()}
          className="inline-flex items-center gap-2 rounded-md bg-brand-700 px-5 py-2.5 font-bold text-white hover:bg-brand-800"
        >
          <Icon name="printer" className="size-5" />
          {t("detail.brochure.print")}
        </button>
      </div>
      <article className="mx-auto flex max-w-[210mm] flex-col gap-5 bg-white p-6 text-ink-900 shadow-sm print:max-w-none print:p-0 print:shadow-none">
        <header className="flex items-start justify-between gap-4 border-b border-sand-100 pb-3">
          <div>
            <p className="text-lg font-bold text-brand-800">{company.name[language]}</p>
            <p className="text-sm text-ink-500">
              <bdi dir="ltr">{formatPhone(company.phone)}</bdi> · <bdi dir="ltr">{company.email}</bdi>
            </p>
          </div>
          <StatusBadge
            kind={listing.kind}
            status={listing.status}
            start_date={listing.start_date}
            end_date={listing.end_date}
            className="text-sm"
          />
        </header>

        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold leading-snug">{listing.title}</h1>
          <p className="flex items-center gap-1.5 text-ink-500">
            <Icon name="map-pin" className="size-5 shrink-0 text-brand-700" />
            {listing.location_description}
          </p>
        </div>

        <div className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-5">
          <div className="overflow-hidden rounded-xl">
            <ListingImage
              cover={listing.cover}
              coverImage={listing.coverImage}
              alt={listing.title}
              eager
              sizes="(min-width: 794px) 560px, 100vw"
              className="aspect-[16/10] w-full object-cover"
            />
          </div>
          <div className="flex w-44 flex-col gap-3">
            {hasPrice && listing.price !== null ? (
              <div>
                <p className="text-sm text-ink-500">
                  {listing.rent_period
                    ? t(`card.rent.${listing.rent_period}`)
                    : t(kind === "auction" ? "detail.summary.openingPrice" : "detail.summary.price")}
                </p>
                <p className="text-2xl font-bold text-brand-800">
                  <Price amount={listing.price} period={listing.rent_period} />
                </p>
                {listing.rent_period ? null : (
                  <p className="text-sm text-ink-500">
                    <PricePerSquareMetre price={listing.price} area={listing.area} />
                  </p>
                )}
              </div>
            ) : null}
            <figure className="flex flex-col items-center gap-1">
              <div
                data-testid="brochure-qr"
                role="img"
                aria-label={t("detail.brochure.qr")}
                className="size-32 [&>svg]:size-full"
                // Markup drawn by the qrcode library on the server from the page's own address: no user input.
                // biome-ignore lint/security/noDangerouslySetInnerHtml: see above.
                dangerouslySetInnerHTML={{ __html: qrSvg }}
              />
              <figcaption className="text-center text-xs text-ink-500">{t("detail.brochure.scan")}</figcaption>
            </figure>
          </div>
        </div>

        <DetailsBlock
          area={listing.area}
          details={listing.Details}
          insuranceAmount={kind === "auction" ? listing.insurance_amount : null}
          residential={listing.residential}
          expandAll
        />
        <FeatureList features={listing.features} />
        <ListingDates start_date={listing.start_date} end_date={listing.end_date} showHijri={kind === "auction"} />
        <div className="break-inside-avoid">
          <AdvertisingBlock advertising={listing.advertising} report={false} />
        </div>

        <footer className="flex flex-col gap-1 border-t border-sand-100 pt-3 text-sm text-ink-700 break-inside-avoid">
          <p className="font-semibold">{company.name[language]}</p>
          <p>{company.address[language]}</p>
          <p>
            {t("detail.brochure.fal")} <bdi>{company.licences.fal}</bdi> · {t("detail.brochure.commercialRegistration")}{" "}
            <bdi>{company.licences.commercialRegistration}</bdi>
          </p>
          <p className="break-all text-ink-500">
            <bdi dir="ltr">{pageUrl}</bdi>
          </p>
        </footer>
      </article>
    </IconSprite>
  );
}
