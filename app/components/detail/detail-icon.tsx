import type { DetailKey } from "../../../domain/details.ts";
import sprite from "../../assets/detail-icons.svg?url&no-inline";
import type { DetailSpriteIcon } from "./detail-icon-sprite.ts";

/** Icons of the detail values (domain/details.ts), by their id in the sprite. */
export const detailIconNames = {
  rooms: "bed-double",
  bathrooms: "bath",
  lounges: "sofa",
  majlis: "coffee",
  mens_majlis: "users",
  womens_majlis: "users-round",
  kitchen: "cooking-pot",
  apartments: "building",
  units: "building-2",
  floor: "layers",
  size: "ruler-dimension-line",
  street_width: "ruler",
  property_age: "calendar-clock",
  parking: "car",
  elevator: "arrow-up-down",
  warehouse: "warehouse",
  wells: "droplets",
  palm_trees: "tree-palm",
  trees: "trees",
  gates: "door-closed",
  windows: "app-window",
  furnished: "armchair",
  maid_room: "bed-single",
  driver_room: "user-round",
  guard_room: "shield-user",
  balcony: "sun",
  yard: "fence",
  garden: "flower-2",
  swimming_pool: "waves-ladder",
  roof: "sunset",
  pond: "waves",
  internal_staircase: "door-stairwell",
  electricity: "zap",
  water: "droplet",
  wiring: "cable",
  paints: "paint-roller",
  ceramic: "grid-2x2",
} as const satisfies Record<DetailKey, DetailSpriteIcon>;

/**
 * A decorative icon of the detail pages, drawn from the static sprite (detail-icon-sprite.ts says why):
 * the browser fetches and caches the file once, and no icon is JavaScript.
 */
export function DetailIcon({ name, className }: { name: DetailSpriteIcon; className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" className={className}>
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
