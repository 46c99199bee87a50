import { isOpenStatus, type ListingKind, type ListingStatus, listingStatuses } from "../../domain/listing.ts";
import { shownStatus } from "../../domain/listing-state.ts";
import { useTranslation } from "../i18n/i18n.tsx";
import { useNow } from "../lib/use-now.ts";

/** Colours of the two badge kinds; white on green-700 / red-700 passes WCAG AA for small text. */
export const statusBadgeTones = { open: "bg-green-700 text-white", closed: "bg-red-700 text-white" } as const;

function isKnownStatus(status: string): status is ListingStatus {
  return (listingStatuses as readonly string[]).includes(status);
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
  // By the clock, as the countdown (domain/listing-state.ts): the render time while hydrating, then the browser's.
  const shown = shownStatus({ status, start_date, end_date }, useNow());
  const tone = isOpenStatus(shown) ? statusBadgeTones.open : statusBadgeTones.closed;
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold shadow-sm ${tone} ${className}`}
    >
      {isKnownStatus(shown) ? t(`Status.${kind}.${shown}`) : shown}
    </span>
  );
}
