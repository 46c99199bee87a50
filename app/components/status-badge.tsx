import { isOpenStatus, type ListingKind, type ListingStatus, listingStatuses } from "../../domain/listing.ts";
import { useTranslation } from "../i18n/i18n.tsx";

/** Colours of the two badge kinds; white on green-700 / red-700 passes WCAG AA for small text. */
export const statusBadgeTones = { open: "bg-green-700 text-white", closed: "bg-red-700 text-white" } as const;

function isKnownStatus(status: string): status is ListingStatus {
  return (listingStatuses as readonly string[]).includes(status);
}

/** A listing's status (spec §4): green while open (available, active, upcoming), red otherwise; worded per kind. */
export function StatusBadge({
  kind,
  status,
  className = "",
}: {
  kind: ListingKind;
  status: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const tone = isOpenStatus(status) ? statusBadgeTones.open : statusBadgeTones.closed;
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold shadow-sm ${tone} ${className}`}
    >
      {isKnownStatus(status) ? t(`Status.${kind}.${status}`) : status}
    </span>
  );
}
