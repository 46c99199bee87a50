import type { Language } from "../../../domain/language.ts";
import type { ListingKind } from "../../../domain/listing.ts";
import type { MapItem } from "../../../domain/map-item.ts";

/** What the page asks for the clusters and pins of: a box [west, south, east, north] at a whole zoom. */
export interface ViewQuery {
  bbox: [number, number, number, number];
  zoom: number;
  /** The kinds the legend shows. */
  visible: Record<ListingKind, boolean>;
}

/** A group of pins near each other at the view's zoom. */
export interface ViewCluster {
  /** The same cluster at the same zoom with the same kinds shown keeps its key, so its marker is kept. */
  key: string;
  lat: number;
  lng: number;
  count: number;
  /** The zoom at which it splits (supercluster's expansion zoom). */
  expansionZoom: number;
}

/** One listing's pin. */
export interface ViewPin {
  /** `kind:index`: a pin keeps its marker for as long as it stays in view. */
  key: string;
  kind: ListingKind;
  /** Its place among the items of its kind, by which its item is asked for. */
  index: number;
  lat: number;
  lng: number;
  title: string;
  /** Its place among the pins in view on the very same spot, and how many they are: only when two or more. */
  sameSpot?: { index: number; count: number };
}

export interface View {
  clusters: ViewCluster[];
  pins: ViewPin[];
}

/** The box round every pin: [west, south, east, north]. */
export type PinsBounds = [number, number, number, number];

/** What the page asks the pins worker (`pins.worker.ts`). */
export type PinsRequest =
  | { type: "load"; language: Language; area?: string | null }
  | ({ type: "view"; ask: number } & ViewQuery)
  | { type: "item"; ask: number; kind: ListingKind; index: number };

/** What the pins worker answers. */
export type PinsReply =
  | { type: "loaded"; counts: Record<ListingKind, number>; bounds: PinsBounds | null }
  | { type: "failed"; reason: string }
  | { type: "view"; ask: number; view: View }
  | { type: "item"; ask: number; item: MapItem | null };
