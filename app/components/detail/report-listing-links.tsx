import { useLocation } from "react-router";
import { regaReportUrl } from "../../../domain/listing-report.ts";
import { useTranslation } from "../../i18n/i18n.tsx";
import { useLocalizePath } from "../../lib/site-data.ts";
import { Icon } from "../icon.tsx";

/**
 * "Report this ad" (docs/decisions/042-report-a-listing.md): a plain link to the listing's report page, which
 * brings the form, and REGA's public channel beside it. The listing is the page's own (`/{kind}/{id}` ends its
 * path, the back office's preview included), so the detail page passes nothing and its first load stays as it was.
 */
export function ReportListingLinks() {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const listing = /(auction|project|property)\/(\d+)\/?$/.exec(useLocation().pathname);
  if (!listing) return null;
  return (
    <div className="mt-3 flex flex-col gap-1.5 text-sm">
      <a
        href={localize(`/${listing[1]}/${listing[2]}/report`)}
        data-testid="report-listing"
        className="inline-flex items-center gap-1.5 font-semibold text-brand-700 underline underline-offset-4"
      >
        <Icon name="triangle-alert" className="size-4" />
        {t("detail.report.link")}
      </a>
      <p className="text-ink-500">{t("detail.report.hint")}</p>
      <a
        href={regaReportUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="text-ink-700 underline underline-offset-4"
      >
        {t("detail.report.rega")}
      </a>
    </div>
  );
}
