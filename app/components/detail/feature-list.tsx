import { knownFeatures } from "../../../domain/features.ts";
import { useTranslation } from "../../i18n/i18n.tsx";
import { DetailIcon } from "./detail-icon.tsx";
import { DetailSection } from "./detail-section.tsx";

export interface FeatureListProps {
  /** The listing's feature keys (spec §3); unknown keys are skipped. */
  features: readonly string[];
  headingLevel?: 2 | 3;
  className?: string;
}

/** The listing's features with their icons and names (`features.{title}`, spec §3); nothing when none is known. */
export function FeatureList({ features, headingLevel, className }: FeatureListProps) {
  const { t } = useTranslation();
  const known = knownFeatures(features);
  if (known.length === 0) return null;
  return (
    <DetailSection heading={t("detailBlocks.features.heading")} headingLevel={headingLevel} className={className}>
      <ul className="grid grid-cols-2 gap-x-4 gap-y-2 lg:grid-cols-3 print:grid-cols-3">
        {known.map(({ key, title, icon }) => {
          return (
            <li key={key} className="flex min-w-0 items-center gap-2 text-ink-700">
              <DetailIcon name={icon} className="size-5 shrink-0 text-gold-600" />
              <span className="min-w-0">{t(`features.${title}`)}</span>
            </li>
          );
        })}
      </ul>
    </DetailSection>
  );
}
