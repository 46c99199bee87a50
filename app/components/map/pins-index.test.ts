import { afterEach, describe, expect, it, vi } from "vitest";
import type { MapData, MapItem } from "../../../domain/map-item.ts";
import { PinsIndex } from "./pins-index.ts";
import type { PinsReply, PinsRequest, ViewQuery } from "./pins-messages.ts";

function item(id: number, lat: number, lng: number): MapItem {
  return { id, lat, lng, title: `Listing ${id}`, coverImage: null, location_description: "Riyadh" };
}

/** Riyadh's pins a few hundred metres apart, one in Jeddah, and two projects on one spot in Dammam. */
const data: MapData = {
  auctions: [item(1, 24.71, 46.67), item(2, 24.72, 46.68), item(3, 21.54, 39.17)],
  projects: [item(4, 26.42, 50.09), item(5, 26.42, 50.09)],
  properties: [item(6, 24.7, 46.69)],
};
const all = { auction: true, project: true, property: true };
const kingdom: ViewQuery["bbox"] = [34, 15, 57, 33];
const pinsIn = (view: ReturnType<PinsIndex["view"]>) =>
  view.clusters.reduce((sum, cluster) => sum + cluster.count, 0) + view.pins.length;

describe("the pins worker's cluster index", () => {
  it("counts each kind", () => {
    expect(new PinsIndex(data).counts()).toEqual({ auction: 3, project: 2, property: 1 });
  });

  it("gives the box round every pin, for a narrow screen to fit; none without pins", () => {
    expect(new PinsIndex(data).bounds()).toEqual([39.17, 21.54, 50.09, 26.42]);
    expect(new PinsIndex({ auctions: [], projects: [], properties: [] }).bounds()).toBeNull();
  });

  it("clusters the three kinds together within 150 px, and every pin is in a cluster or on its own", () => {
    const view = new PinsIndex(data).view({ bbox: kingdom, zoom: 7, visible: all });
    expect(pinsIn(view)).toBe(6);
    expect(view.clusters.map((cluster) => cluster.count).sort()).toEqual([2, 3]);
    expect(view.clusters.every((cluster) => cluster.expansionZoom > 7)).toBe(true);
    // Jeddah's one auction is a pin of its own: a cluster takes two or more.
    expect(view.pins.map((pin) => pin.key)).toContain("auction:2");
  });

  it("leaves out what lies outside the box", () => {
    const view = new PinsIndex(data).view({ bbox: [38, 20, 41, 23], zoom: 8, visible: all });
    expect(view.clusters).toEqual([]);
    expect(view.pins).toMatchObject([{ key: "auction:2", kind: "auction", index: 2, title: "Listing 3" }]);
  });

  it("leaves hidden kinds out, and counts again when they are shown", () => {
    const index = new PinsIndex(data);
    expect(pinsIn(index.view({ bbox: kingdom, zoom: 5, visible: { ...all, auction: false } }))).toBe(3);
    expect(pinsIn(index.view({ bbox: kingdom, zoom: 5, visible: { ...all, project: false } }))).toBe(4);
    expect(
      index.view({ bbox: kingdom, zoom: 5, visible: { auction: false, project: false, property: false } }),
    ).toEqual({ clusters: [], pins: [] });
    expect(pinsIn(index.view({ bbox: kingdom, zoom: 5, visible: all }))).toBe(6);
  });

  it("clusters up to zoom 12 only: pins on one spot zoom to 13 when pressed, and there they are told their place", () => {
    const index = new PinsIndex(data);
    const dammam: ViewQuery["bbox"] = [50, 26.3, 50.2, 26.5];
    const at12 = index.view({ bbox: dammam, zoom: 12, visible: all });
    expect(at12.pins).toEqual([]);
    expect(at12.clusters).toMatchObject([{ count: 2, expansionZoom: 13 }]);
    const at13 = index.view({ bbox: dammam, zoom: 13, visible: all });
    expect(at13.clusters).toEqual([]);
    expect(at13.pins.map((pin) => pin.sameSpot)).toEqual([
      { index: 0, count: 2 },
      { index: 1, count: 2 },
    ]);
  });

  it("names a cluster by its zoom and the kinds shown, so a marker is kept only for the very same cluster", () => {
    const index = new PinsIndex(data);
    const key = (zoom: number, visible = all) => index.view({ bbox: kingdom, zoom, visible }).clusters[0]?.key;
    expect(key(5)).toBe(key(5));
    expect(key(5)).not.toBe(key(6));
    expect(key(5)).not.toBe(key(5, { ...all, property: false }));
  });
});

describe("the pins worker", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  async function startWorker(answer: () => Promise<Response>) {
    const replies: PinsReply[] = [];
    const scope = { postMessage: (message: PinsReply) => replies.push(message), onmessage: null } as {
      postMessage: (message: PinsReply) => void;
      onmessage: ((event: { data: PinsRequest }) => void) | null;
    };
    vi.stubGlobal("self", scope);
    vi.stubGlobal("fetch", vi.fn(answer));
    await import("./pins.worker.ts");
    const send = (data: PinsRequest) => scope.onmessage?.({ data });
    return { replies, send };
  }

  it("loads the pins, then answers views and items by their question's number", async () => {
    const { replies, send } = await startWorker(async () => Response.json({ data }));
    send({ type: "load", language: "en" });
    await vi.waitFor(() => expect(replies).toHaveLength(1));
    expect(replies[0]).toEqual({
      type: "loaded",
      counts: { auction: 3, project: 2, property: 1 },
      bounds: [39.17, 21.54, 50.09, 26.42],
    });
    send({ type: "view", ask: 4, bbox: kingdom, zoom: 5, visible: all });
    send({ type: "item", ask: 5, kind: "project", index: 1 });
    const view = replies[1];
    expect(view?.type === "view" && view.ask === 4 && pinsIn(view.view)).toBe(6);
    expect(replies[2]).toEqual({ type: "item", ask: 5, item: data.projects[1] });
  });

  it("tells the page when the load failed", async () => {
    const { replies, send } = await startWorker(async () => new Response("", { status: 503 }));
    send({ type: "load", language: "ar" });
    await vi.waitFor(() => expect(replies).toHaveLength(1));
    expect(replies[0]).toMatchObject({ type: "failed", reason: expect.stringContaining("503") });
  });
});
