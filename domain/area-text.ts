import { toLatinDigits } from "./digits.ts";

/**
 * The text of an area drawn on the map (`area=lat,lng;…`, docs/decisions/041-search-by-area.md) as the list pages
 * check it: apart from domain/geo-area.ts, which reads it whole, so that the list pages' first load goes without the
 * reader and the map's drawing tool shares no module with them.
 */

/** Room for the largest area written with spaces or extra decimals; anything longer is refused unread. */
export const maxAreaTextLength = 2000;

/** The text of an area with Latin digits and punctuation, without spaces: what `parseArea` reads. */
export function areaText(raw: string): string {
  return toLatinDigits(raw)
    .replace(/\u060C/g, ",")
    .replace(/\u061B/g, ";")
    .replace(/[\u2212\u2012-\u2014]/g, "-")
    .replace(/\s+/g, "");
}

/** Whether text has the shape of an area (points of two numbers), without reading it. */
export function looksLikeArea(text: string): boolean {
  return text.length <= maxAreaTextLength && /^(-?[\d.]+,-?[\d.]+;?)+$/.test(text);
}
