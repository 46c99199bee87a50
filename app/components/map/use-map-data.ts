import { useEffect, useState } from "react";
import type { Language } from "../../../domain/language.ts";
import type { MapData } from "../../../domain/map-item.ts";
import { apiGet, isAbort } from "../../lib/api-client.ts";

export type MapDataState = { status: "loading" | "failed"; data: null } | { status: "loaded"; data: MapData };

/**
 * The map's pins from GET /api/content/map (spec §7), fetched in the browser after the page is
 * interactive: thousands of pins do not belong in the page's HTML. Leaving the page aborts the
 * request; a failure is only logged (spec §8) and the map stays usable without pins.
 */
export function useMapData(language: Language): MapDataState {
  const [state, setState] = useState<MapDataState>({ status: "loading", data: null });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: "loading", data: null });
    apiGet<{ data: MapData }>("/api/content/map", { language, signal: controller.signal })
      .then((body) => setState({ status: "loaded", data: body.data }))
      .catch((error: unknown) => {
        if (isAbort(error)) return;
        console.error("Loading the map's listings failed", error);
        setState({ status: "failed", data: null });
      });
    return () => controller.abort();
  }, [language]);
  return state;
}
