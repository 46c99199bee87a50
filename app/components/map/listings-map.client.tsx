import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { type ListingKind, listingKinds } from "../../../domain/listing.ts";
import type { MapItem } from "../../../domain/map-item.ts";
import { useTranslation } from "../../i18n/i18n.tsx";
import { formatNumber } from "../../lib/format.ts";
import { useLanguage, useSiteData } from "../../lib/site-data.ts";
import { createBaseMap, L } from "./leaflet.client.ts";
import type { VisibleKinds } from "./map-legend.tsx";
import { mapPageView, pinIconOptions, sameSpotAnchor, unclusteredZoom } from "./map-pins.ts";
import type { PinsBounds, View, ViewCluster, ViewPin } from "./pins-messages.ts";
import type { MapPins } from "./use-map-data.ts";

export interface ListingsMapProps {
  /** The map's pins; null while they load (or when loading failed: the map stays usable, empty). */
  data: MapPins | null;
  visible: VisibleKinds;
  /** Called once the map is drawn. */
  onReady: (map: L.Map) => void;
  /** Called once the tiles in view are drawn (or failed), or the visitor moved the map before that. */
  onTilesDrawn?: () => void;
  /** Something of the page laid over the map's top (the legend card): info windows open below it. */
  overlay?: React.RefObject<HTMLElement | null>;
}

interface Pin {
  kind: ListingKind;
  /** Its place among the pins of its kind, by which its item is asked for. */
  index: number;
  marker: L.Marker;
}

interface OpenPin extends Pin {
  item: MapItem;
}

/** A marker on the map, under its key in the view. */
interface Drawn {
  marker: L.Marker;
  /** A pin's place on its spot's fan ("" when alone), so that its icon is changed when that changes. */
  fan: string;
}

/** How much the asked view reaches beyond the map's box on each side, as a share of its size. */
const viewPadding = 0.25;

/**
 * The info window's code (with the dates and favourites it shows), fetched when a pin is first pressed rather than
 * with the map: the pin's item comes from the worker then anyway. Its texts are the map page's own.
 */
function loadInfoWindow() {
  return import("./map-info-window.tsx").then((module) => ({ default: module.MapInfoWindow }));
}

const LazyInfoWindow = lazy(loadInfoWindow);

/** Calls `onShown` once the info window's content is on the page (after its code has loaded, the first time). */
function OnShown({ onShown }: { onShown: () => void }) {
  useLayoutEffect(onShown, [onShown]);
  return null;
}

const infoWindowOptions: L.PopupOptions = {
  className: "map-info-window",
  minWidth: 240,
  maxWidth: 264,
  autoPanPadding: [24, 24],
};

/**
 * The longest a slice of work on the pins runs before the browser gets a turn: a phone about four times slower
 * than a desktop stays under the 50 ms after which a task delays a tap.
 */
const markerSliceMs = 10;

/**
 * Resolves in a later task, after the browser has handled what waits (input, a frame). A message rather than a
 * timer: browsers hold a timer set from within timers back by 4 ms, which would add up over hundreds of slices.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/** Stands for a pin's title in its translated name until the title is put in. */
const titleSlot = "\u0000";

const edgeGap = 24;
/** Below the zoom buttons (top corner, 10 px + two 30 px buttons), which are drawn above info windows. */
const controlsInset = 84;

/** Room an info window keeps at the map's top: below the zoom buttons and below `overlay` where it covers the map. */
function topInset(map: L.Map, overlay: HTMLElement | null | undefined): number {
  if (!overlay) return controlsInset;
  const reach = overlay.getBoundingClientRect().bottom - map.getContainer().getBoundingClientRect().top;
  return Math.max(reach + edgeGap, controlsInset);
}

/**
 * The map opens at the spec's zoom 5 (spec §9), where a wide screen shows every pin. A phone at zoom 5 shows a strip
 * of the kingdom (Tabuk and Jeddah out of view, or cut at the edge): there the view is fitted to the pins' box
 * instead, never closer than zoom 5. Only while the visitor has not zoomed yet (the pins come a moment after the map).
 */
function fitPinsOnNarrowScreens(map: L.Map, bounds: PinsBounds | null): void {
  if (!bounds || map.getZoom() !== mapPageView.zoom) return;
  const pins = L.latLngBounds([bounds[1], bounds[0]], [bounds[3], bounds[2]]);
  // A tenth of the view kept free on each side: room for a pin's 41 px and a cluster's disc.
  if (!map.getBounds().pad(-0.1).contains(pins))
    map.fitBounds(pins, { padding: [24, 48], maxZoom: mapPageView.zoom, animate: false });
}

/** A cluster's icon: its count for the eye, a sentence for screen readers; built as nodes, never as HTML text. */
function clusterIcon(count: number, countText: string, label: string): L.DivIcon {
  const size = count < 10 ? 36 : count < 100 ? 42 : count < 1000 ? 50 : 58;
  const content = document.createElement("span");
  const visibleCount = content.appendChild(document.createElement("span"));
  visibleCount.setAttribute("aria-hidden", "true");
  visibleCount.textContent = countText;
  const spoken = content.appendChild(document.createElement("span"));
  spoken.className = "sr-only";
  spoken.textContent = label;
  return L.divIcon({ html: content, className: "map-cluster", iconSize: [size, size] });
}

/**
 * The map page's Leaflet map (spec §2): the clusters and pins in view, which the pins worker works out
 * (`pins-index.ts`: the three kinds in one index, grid 150, clustering up to zoom 12), drawn again after every move
 * and legend toggle; a cluster's press zooms in on it until it splits (no further than zoom 13, where pins on one
 * spot fan out); one info window rendered by React through a portal into the pressed pin's popup.
 */
export default function ListingsMap({ data, visible, onReady, onTilesDrawn, overlay }: ListingsMapProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { mapTiles } = useSiteData();
  const elementRef = useRef<HTMLDivElement>(null);
  const [layers, setLayers] = useState<{ map: L.Map; pins: L.FeatureGroup; clusters: L.LayerGroup } | null>(null);
  const [openPin, setOpenPin] = useState<OpenPin | null>(null);
  // The one popup shows this one element; React renders the open pin's info window into it.
  const [content] = useState(() => document.createElement("div"));
  const pins = useRef(new WeakMap<L.Layer, Pin>());
  /** The marker whose info window is open. */
  const openMarker = useRef<L.Marker | null>(null);
  /** Draws the view again (after a legend toggle); set while there are pins. */
  const redraw = useRef<(() => void) | null>(null);
  // Read inside Leaflet's callbacks; the map is built once and must not be rebuilt when these change identity.
  const latest = useRef({ t, onReady, onTilesDrawn, data, visible });
  latest.current = { t, onReady, onTilesDrawn, data, visible };

  // The map and its two layers of markers, once (the language is fixed for the page's lifetime).
  useEffect(() => {
    const element = elementRef.current;
    if (!element) return;
    const { t } = latest.current;
    const map = createBaseMap(element, {
      ...mapPageView,
      tiles: mapTiles,
      language,
      zoomInTitle: t("map.zoomIn"),
      zoomOutTitle: t("map.zoomOut"),
      onTilesDrawn: () => latest.current.onTilesDrawn?.(),
    });
    const group = L.featureGroup();
    const clusters = L.layerGroup();
    // Pressing another pin while a window is open: the group's one popup would move there without closing, and so
    // without telling anyone (a press with the mouse closes it first through the map; Enter does not). Closing it
    // here, before the popup's own handler runs, makes every change of pin a close and an open.
    group.on("click keypress", (event) => {
      const { layer, originalEvent } = event as L.LeafletMouseEvent & { layer: L.Layer };
      if (event.type === "keypress" && (originalEvent as unknown as KeyboardEvent).key !== "Enter") return;
      if (openMarker.current && openMarker.current !== layer) group.closePopup();
    });
    // One popup for every pin, bound to the group: a popup per marker cost a third of the time the markers take
    // to make. A pin's press (or Enter) reaches the group, which opens the popup at that pin.
    group.bindPopup(content, {
      ...infoWindowOptions,
      // Arabic: the close button on the left, where the window's text ends.
      className: language === "ar" ? "map-info-window map-info-window-rtl" : "map-info-window",
    });
    // A pin that leaves the map (out of view, into a cluster, or its kind hidden) takes its window with it.
    const closeWithMarker = () => group.closePopup();
    group.on("popupopen", (event) => {
      const pin = pins.current.get((event as L.LeafletEvent & { layer: L.Layer }).layer);
      if (!pin) return;
      openMarker.current = pin.marker;
      pin.marker.on("remove", closeWithMarker);
      // The window's code comes while the item does.
      void loadInfoWindow();
      // The item comes from the pins' worker in a moment; the window is filled when it does, if still open.
      void latest.current.data?.item(pin.kind, pin.index).then((item) => {
        if (item && openMarker.current === pin.marker) setOpenPin({ ...pin, item });
      });
      const close = (event as L.PopupEvent).popup.getElement()?.querySelector(".leaflet-popup-close-button");
      close?.setAttribute("aria-label", t("map.infoWindow.close"));
    });
    group.on("popupclose", (event) => {
      const closed = pins.current.get((event as L.LeafletEvent & { layer: L.Layer }).layer);
      closed?.marker.off("remove", closeWithMarker);
      if (openMarker.current === closed?.marker) openMarker.current = null;
      setOpenPin((current) => (current && current.marker === closed?.marker ? null : current));
    });
    map.addLayer(clusters).addLayer(group);
    setLayers({ map, pins: group, clusters });
    latest.current.onReady(map);
    return () => {
      map.remove();
      setLayers(null);
    };
  }, [mapTiles, language, content]);

  // What is in view, asked of the worker after every move (the box padded by a quarter on each side, so a short
  // pan finds its markers already there) and drawn against what is on the map by key: a marker that stays in view
  // stays (the open window's with it), the others come and go. A view holds few markers; many would be made in
  // slices of a few milliseconds, each its own task, so a tap is answered between two.
  useEffect(() => {
    if (!layers || !data) return;
    const { map } = layers;
    const drawn = new Map<string, Drawn>();
    const kindIcons = {} as Record<ListingKind, L.Icon>;
    for (const kind of listingKinds) kindIcons[kind] = L.icon(pinIconOptions(kind));
    const iconOf = (kind: ListingKind, sameSpot: ViewPin["sameSpot"]) =>
      sameSpot
        ? L.icon({ ...pinIconOptions(kind), iconAnchor: sameSpotAnchor(sameSpot.index, sameSpot.count) })
        : kindIcons[kind];
    let asks = 0;
    let views = 0;
    let stopped = false;

    const clusterMarker = (cluster: ViewCluster) => {
      const { t } = latest.current;
      const value = formatNumber(cluster.count, language);
      const marker = L.marker([cluster.lat, cluster.lng], {
        icon: clusterIcon(cluster.count, value, t("map.cluster", { count: cluster.count, value })),
      });
      // Pressed (or Enter), it zooms in on its pins until they come apart, or to where nothing clusters.
      const zoomIn = () => map.setView([cluster.lat, cluster.lng], Math.min(cluster.expansionZoom, unclusteredZoom));
      marker.on("click", zoomIn);
      marker.on("keypress", (event) => {
        if ((event as L.LeafletKeyboardEvent).originalEvent.key === "Enter") zoomIn();
      });
      return marker;
    };

    const draw = async (view: View, ask: number) => {
      const { t } = latest.current;
      const keep = new Set<string>();
      for (const cluster of view.clusters) keep.add(cluster.key);
      for (const pin of view.pins) keep.add(pin.key);
      for (const [key, { marker }] of drawn) {
        if (keep.has(key)) continue;
        // From whichever layer holds it; its `remove` closes its info window.
        layers.pins.removeLayer(marker);
        layers.clusters.removeLayer(marker);
        drawn.delete(key);
      }
      // The name's sentence translated once per kind, not once per pin.
      const namePatterns = {} as Record<ListingKind, string>;
      for (const kind of listingKinds) namePatterns[kind] = t(`map.pin.${kind}`, { title: titleSlot });
      let sliceStart = performance.now();
      const slice = async () => {
        if (performance.now() - sliceStart <= markerSliceMs) return true;
        await nextTask();
        sliceStart = performance.now();
        // A newer view is on its way: it carries on from what is drawn by then.
        return !stopped && ask === asks;
      };
      for (const cluster of view.clusters) {
        if (drawn.has(cluster.key)) continue;
        if (!(await slice())) return;
        const marker = clusterMarker(cluster);
        layers.clusters.addLayer(marker);
        drawn.set(cluster.key, { marker, fan: "" });
      }
      for (const pin of view.pins) {
        const fan = pin.sameSpot ? `${pin.sameSpot.index}/${pin.sameSpot.count}` : "";
        const shown = drawn.get(pin.key);
        if (shown) {
          // Its spot gained or lost a pin (a kind shown or hidden): its place on the fan changed.
          if (shown.fan !== fan) shown.marker.setIcon(iconOf(pin.kind, pin.sameSpot));
          shown.fan = fan;
          continue;
        }
        if (!(await slice())) return;
        const name = namePatterns[pin.kind].split(titleSlot).join(pin.title);
        const marker = L.marker([pin.lat, pin.lng], {
          icon: iconOf(pin.kind, pin.sameSpot),
          title: pin.title,
          alt: name,
          riseOnHover: true,
        });
        pins.current.set(marker, { kind: pin.kind, index: pin.index, marker });
        layers.pins.addLayer(marker);
        drawn.set(pin.key, { marker, fan });
      }
      // The zoom of the view now drawn and how many were, for the journeys to wait on.
      views += 1;
      Object.assign(map.getContainer().dataset, { viewZoom: String(Math.round(map.getZoom())), views: String(views) });
    };

    const refresh = () => {
      asks += 1;
      const ask = asks;
      const box = map.getBounds().pad(viewPadding);
      const query = {
        bbox: [box.getWest(), box.getSouth(), box.getEast(), box.getNorth()] as [number, number, number, number],
        zoom: Math.round(map.getZoom()),
        visible: { ...latest.current.visible },
      };
      void data.view(query).then((view) => {
        if (!stopped && ask === asks) return draw(view, ask);
      });
    };
    redraw.current = refresh;
    fitPinsOnNarrowScreens(map, data.bounds);
    refresh();
    // `moveend` follows every zoom too.
    map.on("moveend", refresh);
    return () => {
      stopped = true;
      redraw.current = null;
      map.off("moveend", refresh);
      layers.pins.clearLayers();
      layers.clusters.clearLayers();
    };
  }, [layers, data, language]);

  // The legend's toggles: the worker leaves hidden kinds out of the view, whose markers then go.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a toggle changes `visible`, which the redraw reads from `latest`
  useEffect(() => {
    redraw.current?.();
  }, [visible]);

  // The popup measured itself before React filled it: lay it out again with the new content, once it is there,
  // panning the map so that the window is clear of the legend.
  const relayout = useCallback(() => {
    const popup = layers?.pins.getPopup();
    if (!popup || !layers) return;
    popup.options.autoPanPaddingTopLeft = [edgeGap, topInset(layers.map, overlay?.current)];
    popup.update();
  }, [layers, overlay]);

  return (
    <>
      {/* See-through: the server's first view stays visible under it until Leaflet's own tiles are drawn. */}
      <div ref={elementRef} className="map-see-through absolute inset-0" />
      {openPin
        ? createPortal(
            <Suspense fallback={null}>
              <LazyInfoWindow item={openPin.item} kind={openPin.kind} />
              <OnShown onShown={relayout} />
            </Suspense>,
            content,
            `${openPin.kind}:${openPin.index}`,
          )
        : null}
    </>
  );
}
