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
