import { useEffect, useState } from "react";
import type { Language } from "../../../domain/language.ts";
import type { ListingKind } from "../../../domain/listing.ts";
import type { MapItem } from "../../../domain/map-item.ts";
import type { PinsOfKind, PinsReply, PinsRequest } from "./pins-messages.ts";

/** The map's pins, and the whole item behind one of them for its info window. */
export interface MapPins {
  byKind: Record<ListingKind, PinsOfKind>;
  item: (kind: ListingKind, index: number) => Promise<MapItem | null>;
}

export type MapDataState = { status: "loading" | "failed"; data: null } | { status: "loaded"; data: MapPins };

/**
 * The map's pins from GET /api/content/map (spec §7), fetched after the page is interactive: thousands of pins
 * do not belong in the page's HTML. A worker (`pins.worker.ts`) fetches and reads them, so the page's thread
 * is not held while it does. Leaving the page stops the worker and its request; a failure is only logged
 * (spec §8) and the map stays usable without pins.
 */
export function useMapData(language: Language): MapDataState {
  const [state, setState] = useState<MapDataState>({ status: "loading", data: null });
  useEffect(() => {
    setState({ status: "loading", data: null });
    const worker = new Worker(new URL("./pins.worker.ts", import.meta.url), { type: "module", name: "map pins" });
    const asked = new Map<number, (item: MapItem | null) => void>();
    let asks = 0;
    const ask = (request: PinsRequest) => worker.postMessage(request);
    const item = (kind: ListingKind, index: number) =>
      new Promise<MapItem | null>((resolve) => {
        asks += 1;
        asked.set(asks, resolve);
        ask({ type: "item", ask: asks, kind, index });
      });
    let loaded = false;
    const fail = (reason: unknown) => {
      console.error("Loading the map's listings failed", reason);
      // Pins already on the map stay there: only the load itself can fail.
      if (!loaded) setState({ status: "failed", data: null });
    };
    worker.onmessage = (event: MessageEvent<PinsReply>) => {
      const reply = event.data;
      if (reply.type === "pins") {
        loaded = true;
        setState({ status: "loaded", data: { byKind: reply.pins, item } });
      } else if (reply.type === "failed") fail(reply.reason);
      else {
        asked.get(reply.ask)?.(reply.item);
        asked.delete(reply.ask);
      }
    };
    worker.onerror = (event) => fail(event.message);
    ask({ type: "load", language });
    return () => worker.terminate();
  }, [language]);
  return state;
}
