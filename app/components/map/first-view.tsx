import type { MapTiles } from "../../../domain/map-tiles.ts";
import { mapPageView } from "./map-pins.ts";

/**
 * The map page's first view drawn by the server (docs/decisions/020-first-load.md): the tiles Leaflet will show
 * at the page's fixed centre and zoom, laid out the way Leaflet lays them out, so the browser fetches them with
 * the page and the map is seen at the first paint instead of after its code has loaded. Leaflet's own layer
 * comes over it with the same (now cached) images, and the map page removes this one once that layer is drawn.
 */

const tileSize = 256;

/** The world in pixels at `zoom`, as Leaflet's spherical Mercator projection (EPSG:3857) places a point. */
export function worldPixel([lat, lng]: [number, number], zoom: number): { x: number; y: number } {
  const scale = tileSize * 2 ** zoom;
  const clamped = Math.max(Math.min(lat, 85.0511287798), -85.0511287798);
  const sin = Math.sin((clamped * Math.PI) / 180);
  return {
    x: scale * (0.5 + lng / 360),
    y: scale * (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)),
  };
}

/**
 * A tile's address from Leaflet's URL template: `{z}`, `{x}`, `{y}`, `{s}` (subdomains a, b, c, as Leaflet picks
 * them) and `{r}` (`@2x` for a high-density screen, as Leaflet fills it on one).
 */
export function tileUrl(
  template: string,
  { x, y, z }: { x: number; y: number; z: number },
  highDensity = false,
): string {
  const values: Record<string, string> = {
    x: String(x),
    y: String(y),
    z: String(z),
    s: "abc"[Math.abs(x + y) % 3]!,
    r: highDensity ? "@2x" : "",
  };
  return template.replace(/\{ *([\w_ -]+) *\}/g, (whole, key: string) => values[key] ?? whole);
}

/**
 * The largest map frame the first view covers (a wide desktop screen); beyond it the frame's own colour shows
 * until Leaflet's layer is drawn.
 */
const coveredWidth = 2560;
const coveredHeight = 1440;

export interface FirstViewTile {
  url: string;
  /** With `{r}` in the template: the 1× and 2× tiles, for the browser to pick by the screen's density. */
  srcSet?: string;
  /**
   * The smallest screen that shows the tile (0 when every screen does): the frame is as wide as the screen and
   * a little lower, centred on the view's centre. Smaller screens never fetch it.
   */
  minWidth: number;
  minHeight: number;
}

/** How far a screen must reach from its centre to show any of the span `from`–`to` (pixels from the centre), as a screen size. */
function screenReaching(from: number, to: number): number {
  if (from < 0 && to > 0) return 0;
  return 2 * Math.min(Math.abs(from), Math.abs(to));
}

/** The tiles around the map page's centre, row by row, and how far the first one's corner lies from the centre. */
export function firstViewTiles(template: string, view = mapPageView) {
  const centre = worldPixel(view.center, view.zoom);
  // Leaflet rounds the pixel at the frame's corner; with the centre rounded the two agree to the pixel.
  const cx = Math.round(centre.x);
  const cy = Math.round(centre.y);
  const first = {
    x: Math.floor((cx - coveredWidth / 2) / tileSize),
    y: Math.floor((cy - coveredHeight / 2) / tileSize),
  };
  const last = {
    x: Math.floor((cx + coveredWidth / 2) / tileSize),
    y: Math.floor((cy + coveredHeight / 2) / tileSize),
  };
  const tiles: FirstViewTile[] = [];
  for (let y = first.y; y <= last.y; y++) {
    for (let x = first.x; x <= last.x; x++) {
      const url = tileUrl(template, { x, y, z: view.zoom });
      tiles.push({
        url,
        srcSet: template.includes("{r}")
          ? `${url} 1x, ${tileUrl(template, { x, y, z: view.zoom }, true)} 2x`
          : undefined,
        minWidth: screenReaching(x * tileSize - cx, (x + 1) * tileSize - cx),
        minHeight: screenReaching(y * tileSize - cy, (y + 1) * tileSize - cy),
      });
    }
  }
  return {
    tiles,
    columns: last.x - first.x + 1,
    /** From the frame's centre to the grid's top-left corner, in pixels (both positive: up and to the left). */
    offset: { x: cx - first.x * tileSize, y: cy - first.y * tileSize },
  };
}

/** What a tile not fetched on a smaller screen shows there instead: an empty GIF, no request. */
const noTile = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

/**
 * The grid's place and shape as class names. The page's CSP refuses style attributes, so they are written out for
 * Tailwind to find; `first-view.test.ts` fails when the page's view or the covered size no longer gives these.
 */
export const firstViewGridClass = "start-[-1318px] top-[-955px] grid-cols-[repeat(11,256px)]";

export interface FirstViewProps {
  tiles: MapTiles;
  /** Arabic pages put the credits on the right, where Leaflet's own credits go. */
  creditsOnRight: boolean;
}

function TileImage({ src, srcSet }: { src: string; srcSet?: string }) {
  return (
    <img
      src={src}
      srcSet={srcSet}
      alt=""
      width={tileSize}
      height={tileSize}
      draggable={false}
      className="size-64 max-w-none select-none"
    />
  );
}

/** The tiles and their credit line, decorative (the map itself, with its pins, is what assistive technology is told about). */
export function FirstView({ tiles, creditsOnRight }: FirstViewProps) {
  const grid = firstViewTiles(tiles.url);
  return (
    <div className="absolute inset-0 overflow-hidden" data-map-first-view="">
      <div aria-hidden="true" className="absolute start-1/2 top-1/2">
        <div className={`absolute grid ${firstViewGridClass}`}>
          {grid.tiles.map((tile) =>
            tile.minWidth === 0 && tile.minHeight === 0 ? (
              <TileImage key={tile.url} src={tile.url} srcSet={tile.srcSet} />
            ) : (
              // The browser picks the source once, by the screen's size: a phone fetches only the tiles it shows.
              <picture key={tile.url}>
                <source
                  media={`(min-width: ${tile.minWidth}px) and (min-height: ${tile.minHeight}px)`}
                  srcSet={tile.srcSet ?? tile.url}
                />
                <TileImage src={noTile} />
              </picture>
            ),
          )}
        </div>
      </div>
      <p
        className={`absolute bottom-0 bg-white/80 px-[5px] text-sm leading-[1.4] text-ink-700 [&_a]:text-[#0078a8] ${creditsOnRight ? "end-0" : "start-0"}`}
        // The credit line is the site operator's setting (MAP_TILE_ATTRIBUTION), shown as Leaflet shows it.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: configuration, not visitor input
        dangerouslySetInnerHTML={{ __html: `<a href="https://leafletjs.com">Leaflet</a> | ${tiles.attribution}` }}
      />
    </div>
  );
}
