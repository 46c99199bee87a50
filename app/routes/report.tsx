import { useRef, useState } from "react";
import { data } from "react-router";
import { isListingKind, type ListingKind } from "../../domain/listing.ts";
import { type ReportReason, regaReportUrl, reportReasons } from "../../domain/listing-report.ts";
import { detailPath } from "../../domain/listing-wire.ts";
import { languageOfPath } from "../../domain/localized-path.ts";
import { EnquiryForm, type EnquiryFormVariant } from "../components/enquiry/enquiry-form.tsx";
import { PageMeta } from "../components/page-meta.tsx";
import { useTranslation } from "../i18n/i18n.tsx";
import { parseListingId } from "../lib/listing-id.ts";
import { servicesContext } from "../lib/load-context.ts";
import { useLocalizePath } from "../lib/site-data.ts";
import type { Route } from "./+types/report";

/** /{kind}/{id}/report: the kind is the path's first segment after the language. */
function kindOfPath(pathname: string): ListingKind {
  const kind = /\/(\w+)\/[^/]+\/report$/.exec(pathname)?.[1];
  if (!isListingKind(kind)) throw data(null, { status: 404 });
  return kind;
}

/**
 * The listing reported, as the detail page reads it: an unknown or hidden one is the 404 page. Through the services
 * directly, not the detail page's loader module, which would bring the detail page's code into this one's chunk and
 * change how the detail pages' first load is cut (tests/e2e/first-load.spec.ts).
 */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const kind = kindOfPath(url.pathname);
  const id = parseListingId(params.id);
  const listing = await context.get(servicesContext).getListing(kind, id, languageOfPath(url.pathname));
  if (!listing) throw data(null, { status: 404 });
  return { kind, id: listing.id, title: listing.title };
}

/**
 * "Report this ad" (docs/decisions/042-report-a-listing.md): the reason, then the enquiry form's fields and its
 * safeguards (checks, honeypot, fill time, submission key, rate limit); the report reaches the leads inbox as a
 * "listing_report" lead. REGA's public channel is linked beside it.
 */
export default function ReportPage({ loaderData }: Route.ComponentProps) {
  const { kind, id, title } = loaderData;
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const [reason, setReason] = useState<ReportReason | "">("");
  const [reasonMissing, setReasonMissing] = useState(false);
  const firstReason = useRef<HTMLInputElement>(null);
  const variant: EnquiryFormVariant = {
    endpoint: `/api/${kind}-report`,
    draftKey: `enquiry-draft:report:${kind}:${id}`,
    payload: () => {
      if (reason) return { reason };
      setReasonMissing(true);
      firstReason.current?.focus();
      return null;
    },
    sentMessage: t("report.sent"),
    onReset: () => setReason(""),
    fields: (
      <fieldset aria-describedby={reasonMissing ? "report-reason-error" : undefined}>
        <legend className="mb-1.5 font-semibold text-ink-900 after:ms-1 after:text-red-700 after:content-['*']">
          {t("report.reason")}
        </legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {reportReasons.map((option, index) => (
            <label key={option} className="inline-flex items-center gap-2">
              <input
                ref={index === 0 ? firstReason : undefined}
                type="radio"
                name="reason"
                value={option}
                checked={reason === option}
                aria-invalid={reasonMissing && !reason ? true : undefined}
                onChange={() => {
                  setReason(option);
                  setReasonMissing(false);
                }}
                className="size-4 accent-brand-700"
              />
              {t(`report.reasons.${option}`)}
            </label>
          ))}
        </div>
        {reasonMissing && !reason ? (
          <p id="report-reason-error" className="mt-1.5 text-sm font-semibold text-red-700">
            {t("report.reasonRequired")}
          </p>
        ) : null}
      </fieldset>
    ),
  };
  return (
    <>
      <PageMeta title={t("report.title")} noIndex />
      <div className="container-page grid gap-8 py-10 sm:py-14 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section aria-labelledby="report-heading" className="rounded-3xl border border-sand-100 bg-sand-50 p-5 sm:p-8">
          <h1 id="report-heading" className="text-2xl leading-snug font-bold text-ink-900 sm:text-3xl">
            {t("report.title")}
          </h1>
          <p className="mt-3 leading-relaxed text-ink-700">{t("report.intro", { title })}</p>
          <EnquiryForm className="mt-6" listing={{ kind, id }} variant={variant} />
        </section>
        <aside className="flex flex-col gap-4">
          <div className="rounded-3xl border border-sand-100 p-5">
            <h2 className="text-lg font-bold text-ink-900">{t("report.regaHeading")}</h2>
            <p className="mt-2 text-sm leading-relaxed text-ink-700">{t("report.regaText")}</p>
            <a
              href={regaReportUrl}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="rega-report"
              className="mt-3 inline-block font-semibold text-brand-700 underline underline-offset-4"
            >
              {t("report.regaLink")}
            </a>
          </div>
          <a
            href={localize(detailPath(kind, id))}
            className="font-semibold text-brand-700 underline underline-offset-4"
          >
            {t("report.back")}
          </a>
        </aside>
      </div>
    </>
  );
}
