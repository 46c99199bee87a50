import { useEffect, useState } from "react";
import type { Language } from "../../../domain/language.ts";
import type { ListingKind } from "../../../domain/listing.ts";
import type { MapItem } from "../../../domain/map-item.ts";
import type { PinsBounds, PinsReply, PinsRequest, View, ViewQuery } from "./pins-messages.ts";

/** The map's pins, kept and clustered by the pins worker: how many of each kind, a view's share, one pin's item. */
export interface MapPins {
  counts: Record<ListingKind, number>;
  /** The box round every pin, for a narrow screen to fit (null with no pins). */
  bounds: PinsBounds | null;
  /** The clusters and pins in a view. */
  view: (query: ViewQuery) => Promise<View>;
  /** The whole item behind one pin, for its info window. */
  item: (kind: ListingKind, index: number) => Promise<MapItem | null>;
}

export type MapDataState = { status: "loading" | "failed"; data: null } | { status: "loaded"; data: MapPins };

/**
 * The map's pins from GET /api/content/map (spec §7), fetched after the page is interactive: thousands of pins
 * do not belong in the page's HTML. A worker (`pins.worker.ts`) fetches, reads and clusters them, so the page's
 * thread is not held while it does, and hands the page only what is in its view. Leaving the page stops the worker
 * and its request; a failure is only logged (spec §8) and the map stays usable without pins.
 */
export function useMapData(language: Language, area?: string | null): MapDataState {
  const [state, setState] = useState<MapDataState>({ status: "loading", data: null });
  useEffect(() => {
    setState({ status: "loading", data: null });
    const worker = new Worker(new URL("./pins.worker.ts", import.meta.url), { type: "module", name: "map pins" });
    // Answers come in the order of the questions; each is matched to its question by number all the same.
    const asked = new Map<number, (answer: unknown) => void>();
    let asks = 0;
    const question = <T>(request: (ask: number) => PinsRequest) =>
      new Promise<T>((resolve) => {
        asks += 1;
        asked.set(asks, resolve as (answer: unknown) => void);
        worker.postMessage(request(asks));
      });
    const view = (query: ViewQuery) => question<View>((ask) => ({ type: "view", ask, ...query }));
    const item = (kind: ListingKind, index: number) =>
      question<MapItem | null>((ask) => ({ type: "item", ask, kind, index }));
    let loaded = false;
    const fail = (reason: unknown) => {
      console.error("Loading the map's listings failed", reason);
      // Pins already on the map stay there: only the load itself can fail.
      if (!loaded) setState({ status: "failed", data: null });
    };
    worker.onmessage = (event: MessageEvent<PinsReply>) => {
      const reply = event.data;
      if (reply.type === "loaded") {
        loaded = true;
        setState({ status: "loaded", data: { counts: reply.counts, bounds: reply.bounds, view, item } });
      } else if (reply.type === "failed") fail(reply.reason);
      else {
        const answer = reply.type === "view" ? reply.view : reply.item;
        asked.get(reply.ask)?.(answer);
        asked.delete(reply.ask);
      }
    };
    worker.onerror = (event) => fail(event.message);
    // With an area (docs/decisions/041-search-by-area.md), the API's pins inside it.
    worker.postMessage({ type: "load", language, area } satisfies PinsRequest);
    return () => worker.terminate();
  }, [language, area]);
  return state;
}
