import { boundaryDescription, parseDimensionBoundaries } from "../../../domain/dimensions.ts";
import { directionOf } from "../../../domain/language.ts";
import type { BoundaryDirection } from "../../../domain/listing.ts";
import { useTranslation } from "../../i18n/i18n.tsx";
import { formatNumber } from "../../lib/format.ts";
import { useLanguage } from "../../lib/site-data.ts";
import { Icon } from "../icon.tsx";
import type { IconName } from "../icon-catalogue.ts";
import { DetailSection } from "./detail-section.tsx";

export interface BoundariesBlockProps {
  /** `Details.dimensions_boundaries` (spec §3): JSON text of the sides; broken or empty shows nothing. */
  dimensionsBoundaries: string | null | undefined;
  headingLevel?: 2 | 3;
  className?: string;
}

/** Arrows point the compass way in both languages: east is right even on an Arabic page (never mirrored). */
const arrows: Record<BoundaryDirection, IconName> = {
  north: "arrow-up",
  south: "arrow-down",
  east: "arrow-right",
  west: "arrow-left",
};

/** North, south, east and west with an arrow, the side's length and its description in the page language (spec §2). */
export function BoundariesBlock({ dimensionsBoundaries, headingLevel, className }: BoundariesBlockProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const sides = parseDimensionBoundaries(dimensionsBoundaries);
  if (sides.length === 0) return null;
  return (
    <DetailSection heading={t("detailBlocks.boundaries.heading")} headingLevel={headingLevel} className={className}>
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {sides.map((side) => {
          const description = boundaryDescription(side, language);
          return (
            <li
              key={side.direction}
              data-direction={side.direction}
              className="flex min-w-0 items-start gap-3 rounded-xl border border-sand-100 bg-sand-50 px-3 py-2.5"
            >
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <Icon name={arrows[side.direction]} className="size-5" data-arrow={side.direction} />
              </span>
              <span className="flex min-w-0 flex-col leading-snug">
                <span className="flex flex-wrap items-baseline gap-x-2">
                  <span className="font-bold text-ink-900">{t(`detailBlocks.boundaries.side.${side.direction}`)}</span>
                  {side.length !== null ? (
                    <span className="text-sm text-ink-500">
                      {t("detailBlocks.boundaries.length", { value: formatNumber(side.length, language) })}
                    </span>
                  ) : null}
                </span>
                {description ? (
                  <span
                    lang={description.language === language ? undefined : description.language}
                    dir={description.language === language ? undefined : directionOf(description.language)}
                    className="text-ink-700"
                  >
                    {description.text}
                  </span>
                ) : null}
              </span>
            </li>
          );
        })}
      </ul>
    </DetailSection>
  );
}
