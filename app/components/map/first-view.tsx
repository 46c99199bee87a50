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
  /** Its place in the grid, "x/y" (the tiles' addresses need not differ: a data: URL is one picture for all). */
  key: string;
  url: string;
  /** With `{r}` in the template: the tile for dense screens, fetched where Leaflet would fetch it. */
  url2x?: string;
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
      tiles.push({
        key: `${x}/${y}`,
        url: tileUrl(template, { x, y, z: view.zoom }),
        url2x: template.includes("{r}") ? tileUrl(template, { x, y, z: view.zoom }, true) : undefined,
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

/** Leaflet fills `{r}` with "@2x" wherever the screen has more than one device pixel per CSS pixel. */
const denseScreen = "(min-resolution: 1.01dppx)";

/**
 * The grid's place and shape as class names. The page's CSP refuses style attributes, so they are written out for
 * Tailwind to find; `first-view.test.tsx` fails when the page's view or the covered size no longer gives these.
 */
export const firstViewGridClass = "start-[-1318px] top-[-955px] grid-cols-[repeat(11,256px)]";

export interface FirstViewProps {
  tiles: MapTiles;
  /** Arabic pages put the credits on the right, where Leaflet's own credits go. */
  creditsOnRight: boolean;
}

/**
 * A tile as a `<picture>` whose sources apply from the screen size that shows it, the dense one where Leaflet
 * would ask for `@2x`: the browser picks once, so a phone fetches only its own tiles, and the same files as
 * Leaflet then asks for. Only the centre's tile, shown on every screen, falls back to the tile itself.
 */
function Tile({ tile }: { tile: FirstViewTile }) {
  const everywhere = tile.minWidth === 0 && tile.minHeight === 0;
  const fits = everywhere ? "" : `(min-width: ${tile.minWidth}px) and (min-height: ${tile.minHeight}px)`;
  const dense = [fits, denseScreen].filter(Boolean).join(" and ");
  return (
    <picture>
      {tile.url2x ? <source media={dense} srcSet={tile.url2x} /> : null}
      {everywhere ? null : <source media={fits} srcSet={tile.url} />}
      <img
        src={everywhere ? tile.url : noTile}
        // The centre's tile is the page's largest picture: ahead of the other tiles, with the style sheet.
        fetchPriority={everywhere ? "high" : undefined}
        alt=""
        width={tileSize}
        height={tileSize}
        draggable={false}
        className="size-[256px] max-w-none select-none"
      />
    </picture>
  );
}

/**
 * The tiles and their credit line, inert: the map itself, with its pins and Leaflet's own credits, is what
 * assistive technology and the keyboard reach.
 */
export function FirstView({ tiles, creditsOnRight }: FirstViewProps) {
  const grid = firstViewTiles(tiles.url);
  return (
    <div className="absolute inset-0 overflow-hidden" data-map-first-view="" aria-hidden="true" inert>
      <div className="absolute start-1/2 top-1/2">
        <div className={`absolute grid ${firstViewGridClass}`}>
          {grid.tiles.map((tile) => (
            <Tile key={tile.key} tile={tile} />
          ))}
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
