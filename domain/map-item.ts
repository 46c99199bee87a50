import type { ListingKind } from "./listing.ts";
import type { RentPeriod } from "./rent.ts";

/**
 * A listing as a pin on the map (spec §3 "Map item"), in the request's language. `price` is
 * there only when the listing has one; `start_date` only for auctions that have one. Auctions
 * also carry their `status` and, when set, `end_date`, so that the info window can tell an
 * upcoming auction from a running or an ended one.
 */
export interface MapItem {
  id: number;
  lat: number;
  lng: number;
  title: string;
  /** A small ready variant of the cover (WebP), or null when the listing has no image. */
  coverImage: string | null;
  location_description: string;
  price?: number;
  /** Only when `price` is a rent. */
  rent_period?: RentPeriod;
  start_date?: string;
  end_date?: string;
  status?: string;
}

/** The map's data, read as data.auctions, data.projects, data.properties (spec §3, §7). */
export interface MapData {
  auctions: MapItem[];
  projects: MapItem[];
  properties: MapItem[];
}

/** Which array of the map's data holds each kind of listing. */
export const mapGroupOf = {
  auction: "auctions",
  project: "projects",
  property: "properties",
} as const satisfies Record<ListingKind, keyof MapData>;

/**
 * Coordinates a pin can be drawn at: finite numbers within the globe's ranges. (0, 0), a point
 * in the open sea, is what a missing value becomes in many tools, so it counts as missing too.
 */
export function hasValidCoordinates(lat: unknown, lng: unknown): boolean {
  if (typeof lat !== "number" || typeof lng !== "number") return false;
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return false;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return false;
  return !(lat === 0 && lng === 0);
}
