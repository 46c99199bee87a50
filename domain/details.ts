import type { DetailValues } from "./listing-wire.ts";

/** Keys of the stored details that are not values to show (spec §3: id and property_id are ignored). */
const ignoredKeys = new Set(["id", "property_id", "dimensions_boundaries", "facade"]);

/** The detail values a visitor sees: only numbers and true (spec §3). */
export function visibleDetails(details: unknown): DetailValues {
  if (typeof details !== "object" || details === null || Array.isArray(details)) return {};
  const visible: DetailValues = {};
  for (const [key, value] of Object.entries(details)) {
    if (ignoredKeys.has(key)) continue;
    if (value === true || (typeof value === "number" && Number.isFinite(value))) visible[key] = value;
  }
  return visible;
}

/** Parses a details document stored as JSON text; a broken one shows no details rather than failing the page. */
export function parseDetails(json: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(json);
    return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/**
 * What a detail's number means:
 * - `count`: how many (rooms: 3); true means "has some" and shows as the name with a check.
 * - `flag`: present or not (maid_room); true or any positive number shows as the name with a check.
 * - `measure`: a length or an area with its unit (street_width: 20 m).
 * - `floor`: the floor number, 0 being the ground floor.
 * - `age`: the property's age in years, 0 being new.
 */
export type DetailKind = "count" | "flag" | "measure" | "floor" | "age";
export type DetailUnit = "m" | "m2";

/**
 * Detail keys the details block knows (spec §3 Details keys and property attribute labels), in
 * display order: what a buyer compares first comes first. Keys not listed are not shown.
 */
const detailSpecs = {
  rooms: "count",
  bathrooms: "count",
  lounges: "count",
  majlis: "count",
  mens_majlis: "count",
  womens_majlis: "count",
  kitchen: "count",
  apartments: "count",
  units: "count",
  floor: "floor",
  size: "measure",
  street_width: "measure",
  property_age: "age",
  parking: "count",
  elevator: "count",
  warehouse: "count",
  wells: "count",
  palm_trees: "count",
  trees: "count",
  gates: "count",
  windows: "count",
  furnished: "flag",
  maid_room: "flag",
  driver_room: "flag",
  guard_room: "flag",
  balcony: "flag",
  yard: "flag",
  garden: "flag",
  swimming_pool: "flag",
  roof: "flag",
  pond: "flag",
  internal_staircase: "flag",
  electricity: "flag",
  water: "flag",
  wiring: "flag",
  paints: "flag",
  ceramic: "flag",
} as const satisfies Record<string, DetailKind>;

export type DetailKey = keyof typeof detailSpecs;
export const detailKeys = Object.keys(detailSpecs) as DetailKey[];

/** Units of the measured details: street width in metres (spec §3), built-up size in square metres. */
export const detailUnits: Partial<Record<DetailKey, DetailUnit>> = { street_width: "m", size: "m2" };

export function isDetailKey(key: unknown): key is DetailKey {
  return typeof key === "string" && Object.hasOwn(detailSpecs, key);
}

export function detailKind(key: DetailKey): DetailKind {
  return detailSpecs[key];
}

export interface DetailEntry {
  key: DetailKey;
  kind: DetailKind;
  /** A number to show, or true to show the name with a check. */
  value: number | true;
  unit: DetailUnit | null;
}

/**
 * The details block's rows, in display order: only numbers or true (spec §3), known keys only,
 * no negative numbers, and no zero except where it means something (ground floor, new building):
 * "0 wells" says nothing the absence of the row does not. Flags show as present (true); measures,
 * floor and age need a number.
 */
export function detailEntries(details: unknown): DetailEntry[] {
  const visible = visibleDetails(details);
  const entries: DetailEntry[] = [];
  for (const key of detailKeys) {
    const value = visible[key];
    if (value === undefined) continue;
    const kind = detailSpecs[key];
    if (value === true) {
      // "Street width: ✓" or "Floor: ✓" tells nothing: these need their number.
      if (kind !== "count" && kind !== "flag") continue;
    } else {
      if (value < 0) continue;
      if (value === 0 && kind !== "floor" && kind !== "age") continue;
    }
    entries.push({
      key,
      kind,
      value: kind === "flag" ? true : value,
      unit: detailUnits[key] ?? null,
    });
  }
  return entries;
}

/**
 * The "purpose" detail of spec §3 (what the property may be used for), stored as one of these codes.
 * Values typed by hand in either language ("سكني", "Commercial") are read too; anything else is not
 * shown rather than shown untranslated.
 */
export const purposeCodes = ["residential", "commercial", "mixed", "agricultural", "industrial"] as const;
export type PurposeCode = (typeof purposeCodes)[number];

const purposeWords: Record<string, PurposeCode> = {
  سكني: "residential",
  تجاري: "commercial",
  "سكني تجاري": "mixed",
  "تجاري سكني": "mixed",
  "سكني وتجاري": "mixed",
  زراعي: "agricultural",
  صناعي: "industrial",
  "residential commercial": "mixed",
  "mixed use": "mixed",
};

export function purposeOf(details: unknown): PurposeCode | null {
  if (typeof details !== "object" || details === null) return null;
  const value = (details as Record<string, unknown>).purpose;
  if (typeof value !== "string") return null;
  const word = value
    .trim()
    .toLowerCase()
    .replace(/[\s_\-/،,]+/g, " ");
  if ((purposeCodes as readonly string[]).includes(word)) return word as PurposeCode;
  return purposeWords[word] ?? null;
}
