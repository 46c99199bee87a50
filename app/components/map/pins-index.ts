import Supercluster from "supercluster";
import { type ListingKind, listingKinds } from "../../../domain/listing.ts";
import { type MapData, mapGroupOf } from "../../../domain/map-item.ts";
import { clusterSettings } from "./map-pins.ts";
import type { PinsBounds, View, ViewCluster, ViewPin, ViewQuery } from "./pins-messages.ts";

interface PinProps {
  kind: ListingKind;
  index: number;
}

/**
 * The map's pins clustered (spec §9: grid 150, clusters of two or more, up to zoom 12), run by the pins worker. The
 * three kinds cluster together in one index per set of kinds the legend shows; each is built when first asked for
 * (a few milliseconds for thousands of pins) and kept, so showing a kind again costs nothing.
 */
export class PinsIndex {
  private readonly indexes = new Map<string, Supercluster<PinProps>>();

  constructor(private readonly data: MapData) {}

  counts(): Record<ListingKind, number> {
    const counts = {} as Record<ListingKind, number>;
    for (const kind of listingKinds) counts[kind] = this.data[mapGroupOf[kind]].length;
    return counts;
  }

  /** The box round every pin of every kind; null when there are none. */
  bounds(): PinsBounds | null {
    let box: PinsBounds | null = null;
    for (const kind of listingKinds) {
      for (const { lat, lng } of this.data[mapGroupOf[kind]]) {
        if (!Number.isFinite(lat) || !Number.isFinite(lng)) continue;
        box = box
          ? [Math.min(box[0], lng), Math.min(box[1], lat), Math.max(box[2], lng), Math.max(box[3], lat)]
          : [lng, lat, lng, lat];
      }
    }
    return box;
  }

  /** The clusters and pins whose point lies in the box, at the zoom (whole, clamped to the index's range). */
  view({ bbox, zoom, visible }: ViewQuery): View {
    const shown = listingKinds.filter((kind) => visible[kind]);
    if (shown.length === 0) return { clusters: [], pins: [] };
    const name = shown.join(",");
    let index = this.indexes.get(name);
    if (!index) {
      index = new Supercluster<PinProps>(clusterSettings);
      index.load(
        shown.flatMap((kind) =>
          this.data[mapGroupOf[kind]].map((item, at) => ({
            type: "Feature" as const,
            properties: { kind, index: at },
            geometry: { type: "Point" as const, coordinates: [item.lng, item.lat] },
          })),
        ),
      );
      this.indexes.set(name, index);
    }
    const clusters: ViewCluster[] = [];
    const pins: ViewPin[] = [];
    const spots = new Map<string, ViewPin[]>();
    for (const feature of index.getClusters(bbox, Math.round(zoom))) {
      const [lng = 0, lat = 0] = feature.geometry.coordinates;
      const properties = feature.properties;
      if ("cluster" in properties && properties.cluster) {
        clusters.push({
          // A cluster's id names it at one zoom within one index: the shown kinds name the index.
          key: `${name}/${properties.cluster_id}`,
          lat,
          lng,
          count: properties.point_count,
          expansionZoom: index.getClusterExpansionZoom(properties.cluster_id),
        });
      } else {
        const { kind, index: at } = properties as PinProps;
        const item = this.data[mapGroupOf[kind]][at];
        const pin: ViewPin = { key: `${kind}:${at}`, kind, index: at, lat, lng, title: item?.title ?? "" };
        pins.push(pin);
        const spot = `${lat},${lng}`;
        const stack = spots.get(spot);
        if (stack) stack.push(pin);
        else spots.set(spot, [pin]);
      }
    }
    // Pins on one exact spot (several units of one building, say) only come apart from their cluster where
    // clustering stops; they are told their place, to be fanned out around the spot.
    for (const stack of spots.values()) {
      if (stack.length < 2) continue;
      stack.forEach((pin, at) => {
        pin.sameSpot = { index: at, count: stack.length };
      });
    }
    return { clusters, pins };
  }
}
