// Only a type from details.ts: the cards import roomsKey, and details.ts would weigh on every first load
// (docs/decisions/020-first-load.md).
import type { PurposeCode } from "./details.ts";

/**
 * Whether a listing is a home, so that its `rooms` detail counts bedrooms ("5 غرف نوم") rather than rooms of an
 * office, a shop or a warehouse ("5 غرف"): docs/glossary.md, "The rooms field".
 *
 * The listing's own purpose decides when it is set (spec §3 `purpose`, read by `purposeOf`); otherwise its
 * category, by the words of its slug (categories are data, named by staff in Latin letters: "office",
 * "commercial-land", "shop").
 */
const workPurposes: ReadonlySet<PurposeCode> = new Set(["commercial", "industrial", "agricultural"]);
const workWords = new Set([
  "office",
  "offices",
  "shop",
  "shops",
  "retail",
  "showroom",
  "showrooms",
  "warehouse",
  "warehouses",
  "commercial",
  "industrial",
  "factory",
  "factories",
]);

export function isResidential(categorySlug: string | null | undefined, purpose: PurposeCode | null): boolean {
  if (purpose) return !workPurposes.has(purpose);
  if (!categorySlug) return true;
  return !categorySlug
    .toLowerCase()
    .split(/[^a-z]+/)
    .some((word) => workWords.has(word));
}

/** The i18n key of the rooms detail: `rooms` (bedrooms) in a home, `workRooms` (rooms) elsewhere. */
export function roomsKey(residential: boolean): "rooms" | "workRooms" {
  return residential ? "rooms" : "workRooms";
}
