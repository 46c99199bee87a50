import clsx from "clsx";
import { useId, useState } from "react";
import { type DetailEntry, detailEntries, purposeOf } from "../../../domain/details.ts";
import type { ListingDetails } from "../../../domain/listing-detail-wire.ts";
import { roomsKey } from "../../../domain/rooms.ts";
import { useTranslation } from "../../i18n/i18n.tsx";
import { formatNumber } from "../../lib/format.ts";
import { useLanguage } from "../../lib/site-data.ts";
import { Icon } from "../icon.tsx";
import { Price } from "../price.tsx";
import { DetailIcon, detailIconNames } from "./detail-icon.tsx";
import type { DetailSpriteIcon } from "./detail-icon-sprite.ts";
import { DetailSection } from "./detail-section.tsx";

/** Detail rows shown before the visitor expands the block (spec §9: one item plus the area). */
const collapsedCount = 1;

export interface DetailsBlockProps {
  /** The listing's area in square metres; shown first whenever it is positive. */
  area: number | null;
  /** The listing's `Details` (spec §3); only known keys with numbers or true are shown. */
  details: ListingDetails;
  /** Auctions: the deposit (insurance) amount in SAR, shown beside the area. */
  insuranceAmount?: number | null;
  headingLevel?: 2 | 3;
  className?: string;
  /** Every value at once, without the show-more button (the printable brochure). */
  expandAll?: boolean;
  /** A home: its rooms are bedrooms (domain/rooms.ts). */
  residential?: boolean;
}

interface Row {
  key: string;
  icon: DetailSpriteIcon;
  label: string;
  /** Null for a present-or-not value, shown with a check. */
  value: React.ReactNode | null;
}

/** How a detail's value reads ("3", "20 m", "ground floor"); null for a present-or-not value (shown with a check). */
export function useDetailValue(): (entry: DetailEntry) => string | null {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const number = (value: number) => formatNumber(value, language);
  return (entry) => {
    if (entry.value === true) return null;
    const value = entry.value;
    if (entry.kind === "floor" && value === 0) return t("detailBlocks.details.groundFloor");
    if (entry.kind === "age") {
      return value === 0
        ? t("detailBlocks.details.newBuilding")
        : t("detailBlocks.details.years", { count: value, value: number(value) });
    }
    if (entry.unit === "m") return t("detailBlocks.details.metres", { value: number(value) });
    if (entry.unit === "m2") return t("detailBlocks.details.squareMetres", { value: number(value) });
    return number(value);
  };
}

/**
 * Area plus icon-tagged detail values (spec §2), collapsed to the area and the first value until
 * expanded (spec §9). The hidden values stay in the page for search engines, hidden until shown.
 */
export function DetailsBlock({
  area,
  details,
  insuranceAmount,
  headingLevel,
  className,
  expandAll = false,
  residential = true,
}: DetailsBlockProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const number = (value: number) => formatNumber(value, language);

  const shownValue = useDetailValue();

  const fixed: Row[] = [];
  if (area !== null && Number.isFinite(area) && area > 0) {
    fixed.push({
      key: "area",
      icon: "land-plot",
      label: t("detailBlocks.details.area"),
      value: t("detailBlocks.details.squareMetres", { value: number(area) }),
    });
  }
  if (insuranceAmount != null && Number.isFinite(insuranceAmount) && insuranceAmount > 0) {
    fixed.push({
      key: "insurance",
      icon: "hand-coins",
      label: t("detailBlocks.details.insurance"),
      value: <Price amount={insuranceAmount} />,
    });
  }
  const purpose = purposeOf(details);
  const rows: Row[] = [
    // Spec §3's purpose, translated: what a buyer asks first, so first of the values.
    ...(purpose
      ? [
          {
            key: "purpose",
            icon: "target",
            label: t("detailBlocks.details.purpose"),
            value: t(`detailBlocks.details.purposes.${purpose}`),
          } satisfies Row,
        ]
      : []),
    ...detailEntries(details).map((entry) => ({
      key: entry.key,
      icon: detailIconNames[entry.key],
      label: t(`detailBlocks.details.labels.${entry.key === "rooms" ? roomsKey(residential) : entry.key}`),
      value: shownValue(entry),
    })),
  ];
  if (fixed.length === 0 && rows.length === 0) return null;
  const collapsible = !expandAll && rows.length > collapsedCount;

  return (
    <DetailSection heading={t("detailBlocks.details.heading")} headingLevel={headingLevel} className={className}>
      <ul id={listId} className="grid grid-cols-2 gap-2 lg:grid-cols-3 print:grid-cols-3">
        {[...fixed, ...rows].map((row, index) => {
          const hidden = collapsible && !expanded && index >= fixed.length + collapsedCount;
          return (
            <li
              key={row.key}
              hidden={hidden}
              className="flex min-w-0 items-center gap-2 rounded-xl border border-sand-100 bg-sand-50 px-2.5 py-2.5 sm:gap-3 sm:px-3"
            >
              <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-white text-gold-600">
                <DetailIcon name={row.icon} className="size-5" />
              </span>
              {row.value === null ? (
                <span className="min-w-0 leading-snug font-semibold text-ink-900">
                  {row.label}
                  <DetailIcon name="check" className="ms-1.5 inline size-4.5 align-[-0.2em] text-brand-600" />
                  <span className="sr-only">{t("detailBlocks.details.available")}</span>
                </span>
              ) : (
                <span className="flex min-w-0 flex-col leading-tight">
                  <span className="break-words text-xs text-ink-500">{row.label}</span>
                  <span className="font-semibold text-ink-900">{row.value}</span>
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {collapsible ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((open) => !open)}
          className="inline-flex items-center gap-1 self-start rounded-md py-1 text-sm font-semibold text-brand-700 hover:text-brand-900"
        >
          {t(expanded ? "detailBlocks.details.showLess" : "detailBlocks.details.showMore")}
          <Icon name="chevron-down" className={clsx("size-4 transition-transform", expanded && "rotate-180")} />
        </button>
      ) : null}
    </DetailSection>
  );
}
