/**
 * Where the map images come from (docs/decisions/010-map.md): any tile server in Leaflet's URL form,
 * with the credit line its licence asks for. Set on the server (MAP_TILE_URL, MAP_TILE_ATTRIBUTION)
 * and handed to the browser by the root loader.
 */
export interface MapTiles {
  /** Leaflet's template: `{z}`, `{x}`, `{y}` and optionally `{s}` (subdomains a, b, c). */
  url: string;
  /** Credit shown in the map's corner; HTML written by the site's operator, not by visitors. */
  attribution: string;
}

/** OpenStreetMap's standard tiles (their usage policy asks for the single host without subdomains). */
export const defaultMapTiles: MapTiles = {
  url: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
};
