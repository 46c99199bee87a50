// @vitest-environment jsdom
import { render } from "@testing-library/react";
import L from "leaflet";
import { describe, expect, it } from "vitest";
import { defaultMapTiles } from "../../../domain/map-tiles.ts";
import { FirstView, firstViewGridClass, firstViewTiles, tileUrl, worldPixel } from "./first-view.tsx";
import { mapPageView } from "./map-pins.ts";

describe("the map page's first view", () => {
  it("projects points as Leaflet does", () => {
    for (const [point, zoom] of [
      [mapPageView.center, mapPageView.zoom],
      [[21.4225, 39.8262], 12],
      [[-33.86, 151.2], 3],
      [[89, -179], 2],
    ] as const) {
      const ours = worldPixel([point[0], point[1]], zoom);
      const leaflet = L.CRS.EPSG3857.latLngToPoint(L.latLng(point[0], point[1]), zoom);
      expect(ours.x).toBeCloseTo(leaflet.x, 6);
      expect(ours.y).toBeCloseTo(leaflet.y, 6);
    }
  });

  it("fills tile addresses as Leaflet's tile layer does, subdomains included", () => {
    const template = "https://{s}.tiles.example.sa/{z}/{x}/{y}{r}.png?key=k";
    // The layer reads its zoom from the map it is on.
    const map = L.map(document.createElement("div")).setView(mapPageView.center, mapPageView.zoom);
    const layer = L.tileLayer(template).addTo(map);
    for (const coords of [
      { x: 20, y: 13, z: 5 },
      { x: 21, y: 13, z: 5 },
      { x: 22, y: 13, z: 5 },
    ]) {
      const leaflet = layer.getTileUrl(Object.assign(L.point(coords.x, coords.y), { z: coords.z }) as L.Coords);
      expect(tileUrl(template, coords)).toBe(leaflet);
    }
    expect(tileUrl(defaultMapTiles.url, { x: 20, y: 13, z: 5 })).toBe("https://tile.openstreetmap.org/5/20/13.png");
    // Leaflet fills {r} with "@2x" on a high-density screen (L.Browser.retina), "" elsewhere.
    expect(tileUrl(template, { x: 20, y: 13, z: 5 }, true)).toBe("https://a.tiles.example.sa/5/20/13@2x.png?key=k");
  });

  it("offers high-density tiles by their density where the template has {r}", () => {
    const { container } = render(
      <FirstView
        tiles={{ url: "https://tiles.example.sa/{z}/{x}/{y}{r}.png", attribution: "© Example" }}
        creditsOnRight={false}
      />,
    );
    // A dense screen gets @2x wherever Leaflet would ask for it (any ratio above 1), the others the plain tile.
    const centre = container.querySelector("img[src='https://tiles.example.sa/5/20/13.png']")!.parentElement!;
    expect(centre.querySelector("source")?.outerHTML).toBe(
      '<source media="(min-resolution: 1.01dppx)" srcset="https://tiles.example.sa/5/20/13@2x.png">',
    );
    const right = container.querySelector("source[srcset='https://tiles.example.sa/5/21/13.png']")!.parentElement!;
    expect([...right.querySelectorAll("source")].map((source) => source.getAttribute("media"))).toEqual([
      "(min-width: 436px) and (min-height: 0px) and (min-resolution: 1.01dppx)",
      "(min-width: 436px) and (min-height: 0px)",
    ]);
    expect(container.querySelector("p")?.className).toContain("start-0");
  });

  it("covers a wide screen around the page's centre, with the grid placed by the classes written out for it", () => {
    const grid = firstViewTiles(defaultMapTiles.url);
    const centre = worldPixel(mapPageView.center, mapPageView.zoom);
    expect(firstViewGridClass).toBe(
      `start-[-${grid.offset.x}px] top-[-${grid.offset.y}px] grid-cols-[repeat(${grid.columns},256px)]`,
    );
    expect(grid.tiles.length % grid.columns).toBe(0);
    // The first tile's corner is `offset` up and left of the centre, so the centre's own tile is where Leaflet has it.
    const firstX = (Math.round(centre.x) - grid.offset.x) / 256;
    const firstY = (Math.round(centre.y) - grid.offset.y) / 256;
    expect(Number.isInteger(firstX) && Number.isInteger(firstY)).toBe(true);
    const centreTile = { x: Math.floor(centre.x / 256), y: Math.floor(centre.y / 256) };
    const index = (centreTile.y - firstY) * grid.columns + (centreTile.x - firstX);
    expect(grid.tiles[index]!.url).toBe(tileUrl(defaultMapTiles.url, { ...centreTile, z: mapPageView.zoom }));
    expect(grid.offset.x).toBeGreaterThanOrEqual(1280);
    expect(grid.offset.y).toBeGreaterThanOrEqual(720);
    expect(grid.columns * 256 - grid.offset.x).toBeGreaterThanOrEqual(1280);
    expect((grid.tiles.length / grid.columns) * 256 - grid.offset.y).toBeGreaterThanOrEqual(720);
  });

  it("fetches on every screen only the tiles around the centre, and the others from the screen size that shows them", () => {
    const grid = firstViewTiles(defaultMapTiles.url);
    const everywhere = grid.tiles.filter((tile) => tile.minWidth === 0 && tile.minHeight === 0).map((tile) => tile.url);
    // The centre's own tile (5/20/13); its neighbours start 38 px to the left and 69 px below the centre.
    expect(everywhere).toEqual(["https://tile.openstreetmap.org/5/20/13.png"]);
    const shownOn = (width: number, height: number) =>
      grid.tiles.filter((tile) => tile.minWidth < width && tile.minHeight < height).length;
    expect(shownOn(390, 700)).toBe(2 * 4); // a phone: two columns, rows 12 to 15
    expect(shownOn(1366, 700)).toBe(6 * 4);
    expect(shownOn(2560, 1440)).toBe(grid.tiles.length);
  });

  it("draws the tiles as decoration and the credit line where Leaflet puts it", () => {
    const { container } = render(<FirstView tiles={defaultMapTiles} creditsOnRight />);
    const images = container.querySelectorAll("img");
    expect(images.length).toBe(firstViewTiles(defaultMapTiles.url).tiles.length);
    expect(
      container.querySelector("source[srcset='https://tile.openstreetmap.org/5/21/13.png']")?.getAttribute("media"),
    ).toBe("(min-width: 436px) and (min-height: 0px)");
    // Only the centre's tile is fetched without a source's condition, and first: it is the page's largest picture.
    expect([...images].filter((image) => !image.src.startsWith("data:")).map((image) => image.src)).toEqual([
      "https://tile.openstreetmap.org/5/20/13.png",
    ]);
    expect([...images].filter((image) => image.getAttribute("fetchpriority") === "high").length).toBe(1);
    expect(
      container.querySelector("img[src='https://tile.openstreetmap.org/5/20/13.png']")?.getAttribute("fetchpriority"),
    ).toBe("high");
    const root = container.querySelector("[data-map-first-view]")!;
    expect(root.getAttribute("aria-hidden")).toBe("true");
    expect(root.hasAttribute("inert")).toBe(true);
    for (const image of images) expect(image.getAttribute("alt")).toBe("");
    const credits = container.querySelector("p")!;
    expect(credits.textContent).toBe("Leaflet | © OpenStreetMap contributors");
    expect(credits.querySelector("a[href='https://www.openstreetmap.org/copyright']")).not.toBeNull();
    expect(credits.className).toContain("end-0");
  });
});
