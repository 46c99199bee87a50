/**
 * The text of an area drawn on the map (`area=lat,lng;…`, docs/decisions/041-search-by-area.md) with Latin digits
 * and punctuation: what domain/geo-area.ts reads. The list filters check only its length (domain/area-limits.ts),
 * so the list pages' first load goes without this module and the digits it reads.
 */

export { maxAreaTextLength } from "./area-limits.ts";

/**
 * The text of an area with Latin digits and punctuation, without spaces: what `parseArea` reads. Its own digit
 * conversion (digits.ts's, without what numbers in forms need): the map's drawing tool then loads no forms' code.
 */
export function areaText(raw: string): string {
  return raw
    .replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => String((digit.codePointAt(0) ?? 0) & 0xf))
    .replace(/[\u200B-\u200F\u061C\u202A-\u202E\u2066-\u2069\uFEFF]/g, "")
    .replace(/\u066B/g, ".")
    .replace(/\u060C/g, ",")
    .replace(/\u061B/g, ";")
    .replace(/[\u2212\u2012-\u2014]/g, "-")
    .replace(/\s+/g, "");
}
