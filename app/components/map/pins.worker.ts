// The map page's pins, read and clustered off the main thread (docs/decisions/020-first-load.md): GET
// /api/content/map is a few megabytes of JSON on the benchmark database, and reading it in the page was one long
// task. This worker fetches and parses it, keeps the items and their cluster index (`pins-index.ts`), and answers
// the page with only what it draws: the clusters and pins in its view, and the one item of a pressed pin.
import type { Language } from "../../../domain/language.ts";
import type { MapData } from "../../../domain/map-item.ts";
import { mapGroupOf } from "../../../domain/map-item.ts";
import { PinsIndex } from "./pins-index.ts";
import type { PinsReply, PinsRequest } from "./pins-messages.ts";

let data: MapData | null = null;
let index: PinsIndex | null = null;

function reply(message: PinsReply): void {
  (self as unknown as Worker).postMessage(message);
}

async function load(language: Language, area?: string | null): Promise<void> {
  try {
    const response = await fetch(`/api/content/map${area ? `?area=${encodeURIComponent(area)}` : ""}`, {
      headers: { "accept-language": language, accept: "application/json" },
    });
    if (!response.ok) throw new Error(`API answered ${response.status}`);
    const body = (await response.json()) as { data: MapData };
    index = new PinsIndex(body.data);
    data = body.data;
    reply({ type: "loaded", counts: index.counts(), bounds: index.bounds() });
  } catch (error) {
    // Whatever went wrong (the network, the API, an answer of another shape), the page is told.
    reply({ type: "failed", reason: String(error) });
  }
}

self.onmessage = (event: MessageEvent<PinsRequest>) => {
  const request = event.data;
  if (request.type === "load") void load(request.language, request.area);
  else if (request.type === "view") {
    // Asked only once loaded; an empty view otherwise.
    reply({ type: "view", ask: request.ask, view: index?.view(request) ?? { clusters: [], pins: [] } });
  } else reply({ type: "item", ask: request.ask, item: data?.[mapGroupOf[request.kind]][request.index] ?? null });
};
