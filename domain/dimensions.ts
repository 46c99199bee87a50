import type { Language } from "./language.ts";
import { type BoundaryDirection, boundaryDirections } from "./listing.ts";
import type { DimensionBoundary } from "./listing-detail-wire.ts";

const arabicStems: Record<string, BoundaryDirection> = {
  شمال: "north",
  جنوب: "south",
  شرق: "east",
  غرب: "west",
};

const latinNames: Record<string, BoundaryDirection> = {
  n: "north",
  north: "north",
  s: "south",
  south: "south",
  e: "east",
  east: "east",
  w: "west",
  west: "west",
};

/**
 * Reads a side's direction as people write it: "north", "North", "N", or in Arabic "شمال",
 * "الشمال", "شمالي", "الشمالية", "شمالاً". Anything else is null.
 */
export function parseBoundaryDirection(value: unknown): BoundaryDirection | null {
  if (typeof value !== "string") return null;
  const text = value.trim();
  const latin = latinNames[text.toLowerCase()];
  if (latin) return latin;
  const stem = text
    .replace(/[\u064B-\u0652\u0640]/g, "") // harakat, tanween and tatweel
    .replace(/^ال/, "")
    .replace(/(ية|ي|ا)$/, "");
  return arabicStems[stem] ?? null;
}

function positiveNumber(value: unknown): number | null {
  const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof number === "number" && Number.isFinite(number) && number > 0 ? number : null;
}

function text(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

function boundaryOf(item: unknown): DimensionBoundary | null {
  if (typeof item !== "object" || item === null || Array.isArray(item)) return null;
  const record = item as Record<string, unknown>;
  const direction = parseBoundaryDirection(record.direction);
  if (!direction) return null;
  const length = positiveNumber(record.length ?? record.length_m ?? record.lengthM);
  const ar_description = text(record.ar_description ?? record.description_ar);
  const en_description = text(record.en_description ?? record.description_en);
  if (length === null && !ar_description && !en_description) return null;
  return { direction, length, ar_description, en_description };
}

/**
 * Parses `Details.dimensions_boundaries` (spec §3: a JSON string of items with direction,
 * ar_description and en_description; here also the side's length) into at most one item per
 * side, ordered north, south, east, west. Other fields (ids) are ignored; items without a
 * known direction or with nothing to say are dropped; broken input gives an empty list.
 */
export function parseDimensionBoundaries(value: unknown): DimensionBoundary[] {
  let items: unknown = value;
  if (typeof value === "string") {
    try {
      items = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(items)) return [];
  const bySide = new Map<BoundaryDirection, DimensionBoundary>();
  for (const item of items) {
    const boundary = boundaryOf(item);
    if (boundary && !bySide.has(boundary.direction)) bySide.set(boundary.direction, boundary);
  }
  return boundaryDirections.flatMap((direction) => bySide.get(direction) ?? []);
}

/**
 * The side's description in the page language, else in the other language (with that language, so
 * the page can mark it), else null.
 */
export function boundaryDescription(
  boundary: DimensionBoundary,
  language: Language,
): { text: string; language: Language } | null {
  const texts: Record<Language, string> = { ar: boundary.ar_description, en: boundary.en_description };
  const other: Language = language === "ar" ? "en" : "ar";
  if (texts[language]) return { text: texts[language], language };
  if (texts[other]) return { text: texts[other], language: other };
  return null;
}
