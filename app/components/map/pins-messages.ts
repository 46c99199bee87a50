import type { Language } from "../../../domain/language.ts";
import type { ListingKind } from "../../../domain/listing.ts";
import type { MapItem } from "../../../domain/map-item.ts";

/** The pins of one kind, in the API's order: the nth title belongs at (lat[n], lng[n]). */
export interface PinsOfKind {
  lat: Float64Array;
  lng: Float64Array;
  titles: string[];
}

/** What the page asks the pins worker (`pins.worker.ts`). */
export type PinsRequest =
  | { type: "load"; language: Language }
  | { type: "item"; ask: number; kind: ListingKind; index: number };

/** What the pins worker answers. */
export type PinsReply =
  | { type: "pins"; pins: Record<ListingKind, PinsOfKind> }
  | { type: "failed"; reason: string }
  | { type: "item"; ask: number; item: MapItem | null };
