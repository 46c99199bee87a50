import { areaText, maxAreaTextLength } from "./area-text.ts";

export { maxAreaTextLength };

/**
 * An area drawn on the map (issue 38 §2, docs/decisions/041-search-by-area.md): a polygon of latitude/longitude
 * points, carried in the address as `area=lat,lng;lat,lng;…` so a search by area can be shared, bookmarked and
 * saved as an alert. The map page, the list pages and the API read it here. No dependencies: list pages load it.
 */

/** A point as [latitude, longitude] in degrees. */
export type GeoPoint = readonly [lat: number, lng: number];
export type GeoArea = readonly GeoPoint[];

export const minAreaPoints = 3;
/** A hand-drawn outline is simplified to this many points before it goes in the address. */
export const maxAreaPoints = 50;
/** Five decimals of a degree are about a metre: finer says nothing more and makes the address longer. */
export const areaDecimals = 5;

export type AreaIssue = "invalid_area" | "too_many_points" | "too_few_points";

const number = /^-?\d{1,3}(?:\.\d{1,15})?$/;

const round = (value: number) => {
  const factor = 10 ** areaDecimals;
  // `+ 0` turns -0 into 0, so "-0.000001" and "0" write alike.
  return Math.round(value * factor) / factor + 0;
};

/**
 * Reads an area as people and links write it: Arabic-Indic digits, the Arabic comma (،), semicolon (؛) and decimal
 * separator (٫), spaces, and a closing point that repeats the first. Points are rounded to five decimals and a
 * point that repeats the one before is dropped. Refused: anything unreadable or out of range, fewer than three
 * distinct points, more than `maxAreaPoints`, and an outline that encloses nothing (all points on one line).
 */
export function parseArea(raw: string): { value: GeoArea } | { issue: AreaIssue } {
  if (raw.length > maxAreaTextLength) return { issue: "too_many_points" };
  const text = areaText(raw);
  const parts = text.split(";").filter((part) => part !== "");
  if (parts.length > maxAreaPoints + 1) return { issue: "too_many_points" };
  const points: GeoPoint[] = [];
  for (const part of parts) {
    const pair = part.split(",");
    if (pair.length !== 2) return { issue: "invalid_area" };
    const [latText = "", lngText = ""] = pair;
    if (!number.test(latText) || !number.test(lngText)) return { issue: "invalid_area" };
    const lat = round(Number(latText));
    const lng = round(Number(lngText));
    if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return { issue: "invalid_area" };
    const previous = points.at(-1);
    if (previous && previous[0] === lat && previous[1] === lng) continue;
    points.push([lat, lng]);
  }
  const [first] = points;
  const last = points.at(-1);
  if (points.length > 1 && first && last && first[0] === last[0] && first[1] === last[1]) points.pop();
  if (points.length > maxAreaPoints) return { issue: "too_many_points" };
  if (points.length < minAreaPoints) return { issue: "too_few_points" };
  if (enclosedArea(points) === 0) return { issue: "invalid_area" };
  return { value: points };
}

/** The area as the address writes it: `lat,lng;lat,lng;…`, five decimals at most, no trailing zeros. */
export function formatArea(area: GeoArea): string {
  return area.map(([lat, lng]) => `${round(lat)},${round(lng)}`).join(";");
}

/** The smallest latitude/longitude box holding the area: the database's first, cheap, cut. */
export function boundsOfArea(area: GeoArea): { south: number; west: number; north: number; east: number } {
  const lats = area.map(([lat]) => lat);
  const lngs = area.map(([, lng]) => lng);
  return { south: Math.min(...lats), north: Math.max(...lats), west: Math.min(...lngs), east: Math.max(...lngs) };
}

/** Twice the signed area of the outline (shoelace formula), in square degrees; 0 when it encloses nothing. */
function enclosedArea(area: GeoArea): number {
  let sum = 0;
  for (let index = 0; index < area.length; index += 1) {
    const [lat1, lng1] = area[index] as GeoPoint;
    const [lat2, lng2] = area[(index + 1) % area.length] as GeoPoint;
    sum += lng1 * lat2 - lng2 * lat1;
  }
  return Math.abs(sum);
}

/** Whether the point lies on the segment from a to b (within a hair's breadth of rounding). */
function onSegment(lat: number, lng: number, a: GeoPoint, b: GeoPoint): boolean {
  const cross = (b[1] - a[1]) * (lat - a[0]) - (b[0] - a[0]) * (lng - a[1]);
  if (Math.abs(cross) > 1e-12) return false;
  return (
    lat >= Math.min(a[0], b[0]) &&
    lat <= Math.max(a[0], b[0]) &&
    lng >= Math.min(a[1], b[1]) &&
    lng <= Math.max(a[1], b[1])
  );
}

/**
 * Whether a point is inside the area or on its outline. A hand-drawn outline may cross itself: every part it
 * goes round counts as inside (the non-zero winding rule), so a loop drawn twice over a district does not hollow
 * it out, as the even-odd rule would. Longitudes are taken as plane coordinates: areas are drawn within a city,
 * far from the antimeridian.
 */
export function isInArea(lat: number, lng: number, area: GeoArea): boolean {
  let winding = 0;
  for (let index = 0; index < area.length; index += 1) {
    const a = area[index] as GeoPoint;
    const b = area[(index + 1) % area.length] as GeoPoint;
    if (onSegment(lat, lng, a, b)) return true;
    // Edges as going from a to b in (lng, lat): upward crossings to the point's east count +1, downward ones -1.
    const side = (b[1] - a[1]) * (lat - a[0]) - (b[0] - a[0]) * (lng - a[1]);
    if (a[0] <= lat) {
      if (b[0] > lat && side > 0) winding += 1;
    } else if (b[0] <= lat && side < 0) {
      winding -= 1;
    }
  }
  return winding !== 0;
}
