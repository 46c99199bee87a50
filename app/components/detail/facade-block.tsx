import { type FacadeDirection, facadeBearing, parseFacade } from "../../../domain/facade.ts";
import { boundaryDirections } from "../../../domain/listing.ts";
import { useTranslation } from "../../i18n/i18n.tsx";
import { DetailSection } from "./detail-section.tsx";

export interface FacadeBlockProps {
  /** The listing's facade code (`Details.facade`, spec §3); an unknown or missing code shows nothing. */
  facade: string | null | undefined;
  headingLevel?: 2 | 3;
  className?: string;
}

// Where the compass letters sit: the SVG is drawn in its own coordinates, so north stays up and
// east stays right in both directions of the page (a compass never mirrors).
const letterAt = {
  north: { x: 50, y: 11 },
  south: { x: 50, y: 95 },
  east: { x: 92, y: 53 },
  west: { x: 8, y: 53 },
} as const;

/** A compass around the plot, with an arrow out of each side the facades face. Decorative: the words say it. */
function FacadeCompass({ sides }: { sides: readonly FacadeDirection[] }) {
  const { t } = useTranslation();
  return (
    <svg
      // Room round the drawing: the Arabic letters (غ ق ج) reach further below and beside their point than N E S W.
      viewBox="-8 -8 116 116"
      aria-hidden="true"
      focusable="false"
      direction="ltr"
      className="size-24 shrink-0 text-ink-500"
      data-facing={sides.join(" ")}
    >
      <circle cx="50" cy="50" r="40" fill="none" stroke="currentColor" strokeOpacity="0.25" strokeWidth="1.5" />
      {boundaryDirections.map((direction) => (
        <text
          key={direction}
          x={letterAt[direction].x}
          y={letterAt[direction].y}
          textAnchor="middle"
          dominantBaseline="middle"
          fontSize="11"
          fontWeight="700"
          fill="currentColor"
        >
          {t(`detailBlocks.facade.compass.${direction}`)}
        </text>
      ))}
      <rect
        x="38"
        y="38"
        width="24"
        height="24"
        rx="2"
        className="fill-sand-100"
        stroke="currentColor"
        strokeWidth="1.5"
      />
      {sides.map((side) => (
        <g key={side} transform={`rotate(${facadeBearing[side]} 50 50)`} className="text-gold-600">
          <path d="M50 36 V24" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round" />
          <path d="M44 27 L50 19 L56 27 Z" fill="currentColor" />
        </g>
      ))}
    </svg>
  );
}

/** The facade code in words ("North and East facades") with a compass of the facing sides (spec §2, §3). */
export function FacadeBlock({ facade, headingLevel, className }: FacadeBlockProps) {
  const { t } = useTranslation();
  const parsed = parseFacade(facade);
  if (!parsed) return null;
  const names = parsed.sides.map((side) => t(`detailBlocks.facade.side.${side}`));
  const [first = "", second = "", third = "", fourth = ""] = names;
  const words =
    parsed.count === 1
      ? t("detailBlocks.facade.one", { side: first })
      : parsed.count === 2
        ? t("detailBlocks.facade.two", { first, second })
        : parsed.count === 3
          ? t("detailBlocks.facade.three", { first, second, third })
          : t("detailBlocks.facade.four", { first, second, third, fourth });
  return (
    <DetailSection heading={t("detailBlocks.facade.heading")} headingLevel={headingLevel} className={className}>
      <div className="flex items-center gap-4">
        <FacadeCompass sides={parsed.sides} />
        <p className="font-semibold text-ink-900">{words}</p>
      </div>
    </DetailSection>
  );
}
