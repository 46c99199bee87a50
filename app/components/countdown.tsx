import { useEffect, useState } from "react";
import { remaining } from "../../domain/countdown.ts";
import { listingState } from "../../domain/listing-state.ts";
import { pluralCategory } from "../../domain/plural.ts";
import { useTranslation } from "../i18n/i18n.tsx";
import { formatNumber } from "../lib/format.ts";
import { useLanguage } from "../lib/site-data.ts";
import { useNow } from "../lib/use-now.ts";

const tickMs = 1000;
const parts = ["days", "hours", "minutes"] as const;

interface CountdownProps {
  status: string;
  start_date: string | null;
  end_date: string | null;
  /** One short line (list cards) instead of number boxes. */
  compact?: boolean;
  className?: string;
}

/**
 * Days, hours and minutes to a listing's start, or else its end (spec §4). Hidden once the listing
 * is closed or the time counted to has come (no row of zeros).
 */
export function Countdown({ status, start_date, end_date, compact = false, className = "" }: CountdownProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [ticking, setTicking] = useState(true);
  const now = useNow(ticking ? tickMs : undefined);
  const target = listingState({ status, start_date, end_date }, now).countdown;
  const left = target ? remaining(target.at, now) : null;
  const running = left !== null && !left.done;
  // The clock stops once there is nothing left to count.
  useEffect(() => setTicking(running), [running]);

  if (!target || !left || left.done) return null;
  const label = t(target.kind === "start" ? "card.startsIn" : "card.endsAfter");
  // Zero parts are left out ("ends after 21 hours", not "0 days and 21 hours"); under a
  // minute the minutes stay, read as "less than a minute".
  const shown = parts.filter((part) => left[part] > 0);
  const visible: readonly (typeof parts)[number][] = shown.length > 0 ? shown : ["minutes"];
  const phrase = (part: (typeof parts)[number]) =>
    t(`card.${part}`, { count: left[part], value: formatNumber(left[part], language) });
  const accessibleLabel = t("card.timer", {
    label,
    parts: shown.length > 0 ? shown.map(phrase).join(t("card.and")) : t("card.underMinute"),
  });
  // Arabic writes one and two with the noun alone ("بعد يومين", not "بعد 2 يومين") in running text.
  const nounAlone = (part: (typeof parts)[number]) =>
    compact && language === "ar" && ["one", "two"].includes(pluralCategory(left[part], "ar"));

  return (
    <div
      role="timer"
      aria-label={accessibleLabel}
      suppressHydrationWarning
      // Wraps rather than being cut where the line is short (list cards on phones).
      className={`flex flex-wrap items-center ${compact ? "gap-x-2 text-xs" : "gap-2 text-sm"} ${className}`}
    >
      <span suppressHydrationWarning className="font-semibold text-ink-700">
        {label}
      </span>
      <span className="flex flex-wrap items-center gap-x-1.5">
        {visible.map((part) => (
          <span
            key={part}
            className={
              compact
                ? "inline-flex items-baseline gap-0.5"
                : "inline-flex min-w-11 flex-col items-center rounded-md bg-brand-50 px-1.5 py-0.5 leading-tight"
            }
          >
            {nounAlone(part) ? null : (
              <span suppressHydrationWarning className="font-bold text-brand-800 tabular-nums">
                {formatNumber(left[part], language)}
              </span>
            )}
            <span suppressHydrationWarning className="text-[0.7rem] text-ink-500">
              {t(`card.unit.${part}`, { count: left[part] })}
            </span>
          </span>
        ))}
      </span>
    </div>
  );
}
