// Map tiles for benchmarks (bench/README.md): the machines have no internet, so the map page's tiles would never
// load and the page would be measured without its largest picture. This server draws stand-in tiles of the
// size and kind a tile server sends (a PNG of a few kilobytes with roads, water and a label) on its own port,
// so the browser opens a second origin as it would for tile.openstreetmap.org.
//   node bench/tile-server.ts            serves on BENCH_TILE_PORT (default 3299) until stopped
import { createServer, type Server } from "node:http";
import sharp from "sharp";

/** A repeatable pseudo-random sequence per tile, so a tile is the same picture every time it is asked for. */
function randomFrom(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}

/** A tile, 256 px, or 512 px for high-density screens (`@2x`, as tile providers serve them for Leaflet's `{r}`). */
async function drawTile(z: number, x: number, y: number, scale: 1 | 2): Promise<Buffer> {
  const random = randomFrom(z * 1_000_003 + x * 7919 + y * 104_729);
  const at = () => Math.round(random() * 256);
  const roads = Array.from({ length: 14 }, (_, index) => {
    const colour = index % 4 === 0 ? "#f7d58b" : "#ffffff";
    const width = index % 4 === 0 ? 5 : 2.5;
    return `<path d="M${at()} ${at()} Q${at()} ${at()} ${at()} ${at()}" fill="none" stroke="${colour}" stroke-width="${width}"/>`;
  }).join("");
  const blocks = Array.from(
    { length: 10 },
    () => `<rect x="${at()}" y="${at()}" width="${8 + at() / 8}" height="${8 + at() / 8}" fill="#d9d0c9"/>`,
  ).join("");
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${256 * scale}" height="${256 * scale}" viewBox="0 0 256 256">` +
    `<rect width="256" height="256" fill="#f2efe9"/>` +
    `<circle cx="${at()}" cy="${at()}" r="${20 + at() / 6}" fill="#aad3df"/>${blocks}${roads}` +
    `<text x="128" y="132" font-family="sans-serif" font-size="14" fill="#6b6b6b" text-anchor="middle">${z}/${x}/${y}</text></svg>`;
  return sharp(Buffer.from(svg)).png({ palette: true }).toBuffer();
}

export async function startTileServer(port = Number(process.env.BENCH_TILE_PORT ?? 3299)) {
  const drawn = new Map<string, Promise<Buffer>>();
  const server: Server = createServer((request, response) => {
    const match = /^\/(\d+)\/(\d+)\/(\d+)(@2x)?\.png$/.exec(request.url ?? "");
    if (!match) {
      response.writeHead(404).end();
      return;
    }
    const key = match.slice(1).join("/");
    const scale = match[4] ? 2 : 1;
    if (!drawn.has(key)) drawn.set(key, drawTile(Number(match[1]), Number(match[2]), Number(match[3]), scale));
    void drawn.get(key)!.then((png) => {
      response.writeHead(200, { "content-type": "image/png", "cache-control": "public, max-age=86400" });
      response.end(png);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    /** For MAP_TILE_URL. */
    template: `http://127.0.0.1:${port}/{z}/{x}/{y}{r}.png`,
    stop: () => server.close(),
  };
}

if (import.meta.main) {
  const tiles = await startTileServer();
  console.log(`Tiles at ${tiles.template}`);
}
