import type { DetailValues } from "../../domain/listing-wire.ts";
import { roomsKey } from "../../domain/rooms.ts";
import { useTranslation } from "../i18n/i18n.tsx";
import { formatNumber } from "../lib/format.ts";
import { useLanguage } from "../lib/site-data.ts";
import { SpriteIcon, type SpriteIconName } from "./icon-sprite.tsx";

/** Details that can be counted ("3 rooms"); `true` shows just their name. */
const countedIcons = {
  rooms: "bed-double",
  bathrooms: "bath",
  lounges: "sofa",
  majlis: "coffee",
  kitchen: "cooking-pot",
  apartments: "building-2",
  units: "building-2",
  floor: "layers",
  parking: "car",
  elevator: "arrow-up-down",
  property_age: "calendar-clock",
  warehouse: "warehouse",
  wells: "droplets",
  palm_trees: "tree-palm",
  trees: "trees",
} satisfies Record<string, SpriteIconName>;

/** Details that are only present or not; a positive number counts as present. */
const flagIcons = {
  furnished: "armchair",
  maid_room: "bed-single",
  driver_room: "door-open",
  yard: "fence",
  balcony: "sun",
} satisfies Record<string, SpriteIconName>;

type CountedKey = keyof typeof countedIcons;
type FlagKey = keyof typeof flagIcons;

/** Display order: what a visitor compares first comes first. */
const order: readonly (CountedKey | FlagKey | "street_width")[] = [
  "rooms",
  "bathrooms",
  "lounges",
  "majlis",
  "kitchen",
  "apartments",
  "units",
  "floor",
  "street_width",
  "parking",
  "elevator",
  "property_age",
  "furnished",
  "maid_room",
  "driver_room",
  "yard",
  "balcony",
  "warehouse",
  "wells",
  "palm_trees",
  "trees",
];

interface Chip {
  key: string;
  icon: SpriteIconName;
  text: string;
  /** Said before the text to screen readers, where the icon alone names the value. */
  spoken?: string;
}

function isCounted(key: string): key is CountedKey {
  return key in countedIcons;
}

/** Area first, then known detail values as icon chips (spec §2 cards, §3 details); unknown keys are skipped. */
export function DetailChips({
  area,
  details,
  max = Number.POSITIVE_INFINITY,
  className = "flex flex-wrap gap-1.5",
  residential = true,
}: {
  area: number | null;
  details: DetailValues;
  max?: number;
  className?: string;
  /** A home: its rooms are bedrooms (domain/rooms.ts). */
  residential?: boolean;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const number = (value: number) => formatNumber(value, language);
  const chips: Chip[] = [];
  if (area !== null && area > 0)
    chips.push({
      key: "area",
      icon: "land-plot",
      text: t("card.area", { value: number(area) }),
      spoken: t("card.areaLabel"),
    });
  for (const key of order) {
    const value = details[key];
    if (value === undefined) continue;
    if (key === "street_width") {
      if (typeof value === "number" && value > 0) {
        chips.push({ key, icon: "ruler", text: t("card.streetWidth", { value: number(value) }) });
      }
    } else if (isCounted(key)) {
      const label = key === "rooms" ? roomsKey(residential) : key;
      const text =
        value === true
          ? t(`card.details.${label}`)
          : t(`card.details.${label}`, { count: value, value: number(value) });
      chips.push({ key, icon: countedIcons[key], text });
    } else if (value === true || value > 0) {
      chips.push({ key, icon: flagIcons[key], text: t(`card.details.${key}`) });
    }
  }
  const shown = chips.slice(0, Math.max(0, max));
  if (shown.length === 0) return null;
  return (
    <ul className={className} aria-label={t("card.detailsLabel")}>
      {shown.map(({ key, icon, text, spoken }) => (
        <li
          key={key}
          className="inline-flex shrink-0 items-center gap-1 rounded-full bg-sand-100 px-2 py-0.5 text-xs whitespace-nowrap text-ink-700"
        >
          <SpriteIcon name={icon} className="size-3.5 shrink-0 text-gold-600" />
          {spoken ? <span className="sr-only">{`${spoken}: `}</span> : null}
          <span>{text}</span>
        </li>
      ))}
    </ul>
  );
}
