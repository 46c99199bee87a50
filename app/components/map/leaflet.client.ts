// Leaflet: browser-only code, reached only through the lazy map components. The map page's clusters are worked out
// by its pins worker (supercluster), not by a Leaflet plugin, so nothing needs Leaflet's global `L` and its ES
// module build serves: 1.1 KB less than the package's main (UMD) file once compressed.
import "./map.css";
import * as L from "leaflet/dist/leaflet-src.esm.js";
import type { Language } from "../../../domain/language.ts";
import type { MapTiles } from "../../../domain/map-tiles.ts";

export { L };

export interface BaseMapOptions {
  center: L.LatLngExpression;
  zoom: number;
  tiles: MapTiles;
  language: Language;
  zoomInTitle: string;
  zoomOutTitle: string;
  /** False on small maps inside a page, so the wheel scrolls the page instead. */
  scrollWheelZoom?: boolean;
  /** False on small maps inside a page on touch screens, so a finger scrolls the page. */
  dragging?: boolean;
  /** Called once, when the first tiles in view have loaded or failed, or the map starts moving before that. */
  onTilesDrawn?: () => void;
}

/**
 * A Leaflet map with the configured tiles. The map itself stays left to right (its container is
 * dir="ltr"); its controls move to the page's end side (zoom) and start side (credits), away from
 * the legend and the floating chat button.
 */
export function createBaseMap(element: HTMLElement, options: BaseMapOptions): L.Map {
  const arabic = options.language === "ar";
  const map = L.map(element, {
    center: options.center,
    zoom: options.zoom,
    zoomControl: false,
    attributionControl: false,
    scrollWheelZoom: options.scrollWheelZoom ?? true,
    dragging: options.dragging ?? true,
  });
  L.control
    .zoom({
      position: arabic ? "topleft" : "topright",
      zoomInTitle: options.zoomInTitle,
      zoomOutTitle: options.zoomOutTitle,
    })
    .addTo(map);
  L.control
    .attribution({
      position: arabic ? "bottomright" : "bottomleft",
      prefix: '<a href="https://leafletjs.com">Leaflet</a>',
    })
    .addTo(map);
  // Without a reachable tile server the tiles stay blank and everything else keeps working.
  const tiles = L.tileLayer(options.tiles.url, { attribution: options.tiles.attribution, maxZoom: 19 }).addTo(map);
  const { onTilesDrawn } = options;
  if (onTilesDrawn) {
    let called = false;
    const drawn = () => {
      if (called) return;
      called = true;
      tiles.off("load", fadedIn);
      map.off("movestart", drawn);
      onTilesDrawn();
    };
    // Leaflet fades loaded tiles in over 0.2 s (leaflet.css): what lies under them goes once they are opaque.
    let fading: ReturnType<typeof setTimeout> | undefined;
    const fadedIn = () => {
      fading = setTimeout(drawn, 250);
    };
    tiles.once("load", fadedIn);
    map.on("movestart", drawn);
    map.once("unload", () => clearTimeout(fading));
  }
  return map;
}
