import { useSyncExternalStore } from "react";
import { type DateParts, dateParts, runtimeTimeZone, siteTimeZone } from "../../../domain/date-parts.ts";
import { useTranslation } from "../../i18n/i18n.tsx";
import { useLanguage } from "../../lib/site-data.ts";
import { Icon } from "../icon.tsx";
import { DetailSection } from "./detail-section.tsx";

export interface ListingDatesProps {
  start_date: string | null | undefined;
  end_date: string | null | undefined;
  /** Auctions: add the Umm al-Qura Hijri date as a second line (docs/decisions/006). */
  showHijri?: boolean;
  headingLevel?: 2 | 3;
  className?: string;
}

const neverChanges = () => () => {};

/**
 * The zone dates are shown in: the company's (Asia/Riyadh) on the server and while hydrating, so the
 * first client render matches the server's HTML (and the page cache holds one version); right after
 * hydration, the visitor's own zone. React re-renders when the two differ, without a mismatch.
 */
export function useDisplayTimeZone(): string {
  return useSyncExternalStore(neverChanges, runtimeTimeZone, () => siteTimeZone);
}

interface DateItemProps {
  label: string;
  iso: string;
  parts: DateParts;
  showHijri: boolean;
}

function DateItem({ label, iso, parts, showHijri }: DateItemProps) {
  const { t } = useTranslation();
  return (
    <div className="flex min-w-0 flex-col gap-1.5 rounded-xl border border-sand-100 bg-sand-50 px-4 py-3">
      <dt className="text-sm font-semibold text-ink-500">{label}</dt>
      <dd>
        <time dateTime={iso} className="flex flex-col gap-1">
          <span className="flex items-center gap-2 font-bold text-ink-900">
            <Icon name="calendar-days" className="size-4 shrink-0 text-gold-600" />
            <span>{t("detailBlocks.dates.day", { weekday: parts.weekday, date: parts.date })}</span>
          </span>
          {showHijri ? (
            <span className="ps-6 text-sm text-ink-500">{t("detailBlocks.dates.hijri", { date: parts.hijri })}</span>
          ) : null}
          <span className="flex items-center gap-2 text-ink-700">
            <Icon name="clock" className="size-4 shrink-0 text-gold-600" />
            <span>{parts.time}</span>
          </span>
        </time>
      </dd>
    </div>
  );
}

/**
 * Start and end of a listing: weekday, date and time through the date helper (spec §3), the Hijri
 * date for auctions, and the time zone they are given in. Nothing when neither date is valid.
 */
export function ListingDates({ start_date, end_date, showHijri = false, headingLevel, className }: ListingDatesProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const timeZone = useDisplayTimeZone();
  const items = [
    { key: "start", label: t("detailBlocks.dates.start"), iso: start_date },
    { key: "end", label: t("detailBlocks.dates.end"), iso: end_date },
  ].flatMap(({ key, label, iso }) => {
    const parts = iso ? dateParts(iso, language, timeZone) : null;
    return parts && iso ? [{ key, label, iso, parts }] : [];
  });
  const first = items[0];
  if (!first) return null;
  const { zoneName, offset } = first.parts;
  const zone = zoneName === offset ? offset : `${zoneName} (${offset})`;
  return (
    <DetailSection heading={t("detailBlocks.dates.heading")} headingLevel={headingLevel} className={className}>
      <dl className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {items.map(({ key, label, iso, parts }) => (
          <DateItem key={key} label={label} iso={iso} parts={parts} showHijri={showHijri} />
        ))}
      </dl>
      <p className="flex items-center gap-2 text-sm text-ink-500" data-time-zone={first.parts.zone}>
        <Icon name="globe" className="size-4 shrink-0" />
        <span>{t("detailBlocks.dates.zone", { zone })}</span>
      </p>
    </DetailSection>
  );
}
