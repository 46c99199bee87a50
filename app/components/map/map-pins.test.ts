import { describe, expect, it } from "vitest";
import { listingKinds } from "../../../domain/listing.ts";
import {
  clusterSettings,
  locationZoom,
  mapPageView,
  pinIconOptions,
  pinImageUrl,
  sameSpotAnchor,
  unclusteredZoom,
} from "./map-pins.ts";

describe("map pins", () => {
  it("are 25 × 41 icons anchored at their tip (12, 41), the info window opening above", () => {
    for (const kind of listingKinds) {
      expect(pinIconOptions(kind)).toMatchObject({ iconSize: [25, 41], iconAnchor: [12, 41], popupAnchor: [1, -34] });
      expect(pinIconOptions(kind).className).toContain(`map-pin-${kind}`);
    }
  });

  it("are inline SVG images in the legend's colours: auctions red, projects green, properties blue", () => {
    const svgOf = (url: string) => {
      expect(url).toMatch(/^data:image\/svg\+xml,/);
      return decodeURIComponent(url.slice("data:image/svg+xml,".length));
    };
    expect(svgOf(pinImageUrl("auction"))).toContain('fill="#d32f2f"');
    expect(svgOf(pinImageUrl("project"))).toContain('fill="#2e7d32"');
    expect(svgOf(pinImageUrl("property"))).toContain('fill="#1565c0"');
    expect(svgOf(pinImageUrl("auction"))).toContain('width="25" height="41"');
    expect(new Set(listingKinds.map(pinImageUrl)).size).toBe(3);
    expect(pinIconOptions("project").iconUrl).toBe(pinImageUrl("project"));
  });

  it("follow spec §9: page at zoom 5 on Riyadh, panel at 13, clusters of grid 150 up to zoom 12", () => {
    expect(mapPageView.zoom).toBe(5);
    expect(mapPageView.center[0]).toBeCloseTo(24.71, 1);
    expect(mapPageView.center[1]).toBeCloseTo(46.68, 1);
    expect(locationZoom).toBe(13);
    expect(clusterSettings).toEqual({ radius: 150, extent: 256, maxZoom: 12, minPoints: 2 });
    expect(unclusteredZoom).toBe(13);
  });
});

describe("pins sharing one spot", () => {
  it("keep the normal anchor when alone", () => {
    expect(sameSpotAnchor(0, 1)).toEqual([12, 41]);
  });

  it("spread their tips on a circle around the spot, far enough apart to press each", () => {
    for (const count of [2, 3, 5, 12]) {
      const anchors = Array.from({ length: count }, (_, index) => sameSpotAnchor(index, count));
      // Tip offsets from the spot, in pixels.
      const tips = anchors.map(([x, y]) => [12 - x, 41 - y] as const);
      for (const [dx, dy] of tips) expect(Math.hypot(dx, dy)).toBeGreaterThanOrEqual(13);
      for (let a = 0; a < count; a++) {
        for (let b = a + 1; b < count; b++) {
          const [ax, ay] = tips[a] ?? [0, 0];
          const [bx, by] = tips[b] ?? [0, 0];
          expect(Math.hypot(ax - bx, ay - by)).toBeGreaterThanOrEqual(12);
        }
      }
    }
  });
});
