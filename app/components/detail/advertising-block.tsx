import type { Advertising } from "../../../domain/listing-detail-wire.ts";
import { useTranslation } from "../../i18n/i18n.tsx";
import { Icon } from "../icon.tsx";
import { ReportListingLinks } from "./report-listing-links.tsx";

/**
 * The Saudi advertising data a listing must show (REGA): licence number and QR, advertiser, FAL licence; on the
 * detail page (not the brochure), "Report this ad" under it. Drawn by the server (./server-drawn-blocks.tsx): the
 * page's first load carries none of it.
 */
export function AdvertisingBlock({ advertising, report = true }: { advertising: Advertising; report?: boolean }) {
  const { t } = useTranslation();
  const rows = [
    { label: t("detail.advertising.licenceNumber"), value: advertising.licenceNumber },
    { label: t("detail.advertising.advertiser"), value: advertising.advertiser },
    { label: t("detail.advertising.falLicence"), value: advertising.falLicence },
    { label: t("detail.advertising.auctionLicence"), value: advertising.auctionLicence },
  ].filter((row): row is { label: string; value: string } => Boolean(row.value));
  const reportLinks = report ? <ReportListingLinks /> : null;
  if (rows.length === 0 && !advertising.qrImage) return reportLinks;
  return (
    <section aria-labelledby="advertising-heading" className="rounded-lg border border-brand-100 bg-sand-50 p-4">
      <h2 id="advertising-heading" className="flex items-center gap-2 text-base font-bold">
        <Icon name="badge-check" className="size-5 text-brand-700" />
        {t("detail.sections.advertising")}
      </h2>
      <div className="mt-3 flex items-start gap-4">
        <dl className="grid flex-1 grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-sm">
          {rows.map((row) => (
            <div key={row.label} className="contents">
              <dt className="text-ink-500">{row.label}</dt>
              <dd className="font-semibold tabular-nums">
                <bdi>{row.value}</bdi>
              </dd>
            </div>
          ))}
        </dl>
        {advertising.qrImage ? (
          <img
            src={advertising.qrImage}
            alt={t("detail.advertising.qr")}
            width={96}
            height={96}
            loading="lazy"
            className="size-24 shrink-0 rounded bg-white p-1"
          />
        ) : null}
      </div>
      <p className="mt-3 text-xs text-ink-500">{t("detail.advertising.note")}</p>
      {reportLinks}
    </section>
  );
}
