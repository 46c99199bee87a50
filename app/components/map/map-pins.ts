import type { ListingKind } from "../../../domain/listing.ts";

/**
 * Pins, clusters and views of the maps (spec §2 and §9). Plain data, without Leaflet, so the
 * server-rendered legend can draw the same pins and tests can read the numbers.
 */

/** The map page opens on the Riyadh region at zoom 5 (most of the kingdom in view). */
export const mapPageView = { center: [24.7136, 46.6753] as [number, number], zoom: 5 };

/** The location map of a detail page. */
export const locationZoom = 13;

/**
 * Spec §9: grid size 150, minimum cluster size 2, clustering up to zoom 12. Supercluster's options: a radius of
 * 150 px on Leaflet's 256 px tiles.
 */
export const clusterSettings = { radius: 150, extent: 256, maxZoom: 12, minPoints: 2 } as const;

/** The zoom from which nothing clusters; a cluster's press zooms in no further. */
export const unclusteredZoom = clusterSettings.maxZoom + 1;

/** Legend colours: auctions red, projects green, properties blue; the darker shade outlines the pin. */
const pinColours: Record<ListingKind, { fill: string; stroke: string }> = {
  auction: { fill: "#d32f2f", stroke: "#8e1b1b" },
  project: { fill: "#2e7d32", stroke: "#1b4d1f" },
  property: { fill: "#1565c0", stroke: "#0b3d7a" },
};

/** A classic map pin, 25 × 41 px, with a white dot; drawn inline so no image is fetched. */
export function pinImageUrl(kind: ListingKind): string {
  const { fill, stroke } = pinColours[kind];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="25" height="41" viewBox="0 0 25 41">` +
    `<path d="M12.5 .75C6 .75.75 6 .75 12.5c0 8.6 11.75 27.4 11.75 27.4s11.75-18.8 11.75-27.4C24.25 6 19 .75 12.5.75z" ` +
    `fill="${fill}" stroke="${stroke}" stroke-width="1.5"/><circle cx="12.5" cy="12.5" r="4.75" fill="#fff"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export interface PinIconOptions {
  iconUrl: string;
  iconSize: [number, number];
  iconAnchor: [number, number];
  popupAnchor: [number, number];
  className: string;
}

/** Leaflet icon options of a kind's pin: 25 × 41 anchored at its tip (12, 41), the info window opening above it. */
export function pinIconOptions(kind: ListingKind): PinIconOptions {
  return {
    iconUrl: pinImageUrl(kind),
    iconSize: [25, 41],
    iconAnchor: [12, 41],
    popupAnchor: [1, -34],
    className: `map-pin map-pin-${kind}`,
  };
}

/**
 * Where a pin sharing its exact spot with others is drawn once clustering stops (zoom 13 and in):
 * their tips spread on a small circle around the spot, so each stays visible and can be pressed.
 * Below that zoom such pins are always in one cluster, whose press zooms in to that zoom.
 */
export function sameSpotAnchor(index: number, count: number): [number, number] {
  const [x, y] = [12, 41];
  if (count < 2) return [x, y];
  const radius = Math.max(14, 5 * count);
  const angle = (2 * Math.PI * index) / count - Math.PI / 2;
  return [Math.round(x - radius * Math.cos(angle)), Math.round(y - radius * Math.sin(angle))];
}
