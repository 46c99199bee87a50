import { useEffect, useState } from "react";
import { isOpenStatus, type ListingKind, type ListingStatus, listingStatuses } from "../../domain/listing.ts";
import { effectiveStatus, nextStatusChange } from "../../domain/listing-state.ts";
import { useTranslation } from "../i18n/i18n.tsx";
import { useNow } from "../lib/use-now.ts";

/** Colours of the two badge kinds; white on green-700 / red-700 passes WCAG AA for small text. */
export const statusBadgeTones = { open: "bg-green-700 text-white", closed: "bg-red-700 text-white" } as const;

function isKnownStatus(status: string): status is ListingStatus {
  return (listingStatuses as readonly string[]).includes(status);
}

/** The longest wait a timer takes (about 24.8 days); a later change is looked at again then. */
const longestTimeout = 2 ** 31 - 1;

/**
 * The status to show by the clock (domain/listing-state.ts `effectiveStatus`), the one the countdown follows:
 * the page's render time while hydrating, then the browser's, and again at the moment a start or an end comes.
 */
function useShownStatus(listing: { status: string; start_date?: string | null; end_date?: string | null }): string {
  const rendered = useNow();
  const [woken, setWoken] = useState(0);
  const now = Math.max(rendered, woken);
  const dates = { status: listing.status, start_date: listing.start_date, end_date: listing.end_date };
  const next = nextStatusChange(dates, now);
  useEffect(() => {
    if (next === null) return;
    const timer = setTimeout(() => setWoken(Date.now()), Math.min(Math.max(next - Date.now(), 0) + 50, longestTimeout));
    return () => clearTimeout(timer);
  }, [next]);
  return effectiveStatus(dates, now);
}

/**
 * A listing's status (spec §4): green while open (available, active, upcoming), red otherwise; worded per kind.
 * Given the listing's dates, the status follows the clock as its countdown does: a listing whose end has passed
 * says it has ended, never "Live" beside a countdown that is gone.
 */
export function StatusBadge({
  kind,
  status,
  start_date,
  end_date,
  className = "",
}: {
  kind: ListingKind;
  status: string;
  start_date?: string | null;
  end_date?: string | null;
  className?: string;
}) {
  const { t } = useTranslation();
  const shown = useShownStatus({ status, start_date, end_date });
  const tone = isOpenStatus(shown) ? statusBadgeTones.open : statusBadgeTones.closed;
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold shadow-sm ${tone} ${className}`}
    >
      {isKnownStatus(shown) ? t(`Status.${kind}.${shown}`) : shown}
    </span>
  );
}
