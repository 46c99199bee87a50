// The map page's pins, read off the main thread (docs/decisions/020-first-load.md): GET /api/content/map is a few
// megabytes of JSON on the benchmark database, and reading it in the page was one long task. This worker fetches
// and parses it, keeps the items, and sends the page only what its markers need (coordinates in typed arrays,
// moved rather than copied, and titles); the info window asks for its one item when a pin is pressed.
import type { Language } from "../../../domain/language.ts";
import { type ListingKind, listingKinds } from "../../../domain/listing.ts";
import { type MapData, mapGroupOf } from "../../../domain/map-item.ts";
import type { PinsOfKind, PinsReply, PinsRequest } from "./pins-messages.ts";

let data: MapData | null = null;

function reply(message: PinsReply, transfer: Transferable[] = []): void {
  (self as unknown as Worker).postMessage(message, transfer);
}

async function load(language: Language): Promise<void> {
  try {
    const response = await fetch("/api/content/map", {
      headers: { "accept-language": language, accept: "application/json" },
    });
    if (!response.ok) throw new Error(`API answered ${response.status}`);
    const body = (await response.json()) as { data: MapData };
    const pins = {} as Record<ListingKind, PinsOfKind>;
    const transfer: Transferable[] = [];
    for (const kind of listingKinds) {
      const items = body.data[mapGroupOf[kind]];
      const lat = new Float64Array(items.length);
      const lng = new Float64Array(items.length);
      items.forEach((item, index) => {
        lat[index] = item.lat;
        lng[index] = item.lng;
      });
      pins[kind] = { lat, lng, titles: items.map((item) => item.title) };
      transfer.push(lat.buffer, lng.buffer);
    }
    data = body.data;
    reply({ type: "pins", pins }, transfer);
  } catch (error) {
    // Whatever went wrong (the network, the API, an answer of another shape), the page is told.
    reply({ type: "failed", reason: String(error) });
  }
}

self.onmessage = (event: MessageEvent<PinsRequest>) => {
  const request = event.data;
  if (request.type === "load") void load(request.language);
  else reply({ type: "item", ask: request.ask, item: data?.[mapGroupOf[request.kind]][request.index] ?? null });
};
