import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { type ListingKind, listingKinds } from "../../../domain/listing.ts";
import type { MapItem } from "../../../domain/map-item.ts";
import { useTranslation } from "../../i18n/i18n.tsx";
import { formatNumber } from "../../lib/format.ts";
import { useLanguage, useSiteData } from "../../lib/site-data.ts";
import { createBaseMap, L } from "./leaflet.client.ts";
import { MapInfoWindow } from "./map-info-window.tsx";
import type { VisibleKinds } from "./map-legend.tsx";
import { clusterSettings, mapPageView, pinIconOptions, sameSpotAnchor } from "./map-pins.ts";
import type { MapPins } from "./use-map-data.ts";

export interface ListingsMapProps {
  /** The map's pins; null while they load (or when loading failed: the map stays usable, empty). */
  data: MapPins | null;
  visible: VisibleKinds;
  /** Called once the map is drawn. */
  onReady: () => void;
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

interface Markers {
  byKind: Record<ListingKind, L.Marker[]>;
  /** Pins sharing one exact spot (several units of one building, say), two or more each. */
  stacks: Pin[][];
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
 * The map page's Leaflet map (spec §2): pins of the three kinds in one cluster group (grid 150,
 * clustering up to zoom 12, pins at one spot spread out when their cluster is pressed), and one
 * info window rendered by React through a portal into the pressed pin's popup.
 */
export default function ListingsMap({ data, visible, onReady, onTilesDrawn, overlay }: ListingsMapProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { mapTiles } = useSiteData();
  const elementRef = useRef<HTMLDivElement>(null);
  const [layers, setLayers] = useState<{ map: L.Map; group: L.MarkerClusterGroup } | null>(null);
  const [markers, setMarkers] = useState<Markers | null>(null);
  const [openPin, setOpenPin] = useState<OpenPin | null>(null);
  // The one popup shows this one element; React renders the open pin's info window into it.
  const [content] = useState(() => document.createElement("div"));
  const pins = useRef(new WeakMap<L.Layer, Pin>());
  /** The marker whose info window is open. */
  const openMarker = useRef<L.Marker | null>(null);
  const shown = useRef<VisibleKinds>({ auction: false, project: false, property: false });
  // Read inside Leaflet's callbacks; the map is built once and must not be rebuilt when these change identity.
  const latest = useRef({ t, onReady, onTilesDrawn, data });
  latest.current = { t, onReady, onTilesDrawn, data };

  // The map and its cluster group, once (the language is fixed for the page's lifetime).
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
    const group = L.markerClusterGroup({
      ...clusterSettings,
      showCoverageOnHover: false,
      // Added in slices of at most 10 ms too (the default is 200 ms slices, 50 ms apart).
      chunkedLoading: true,
      chunkInterval: markerSliceMs,
      chunkDelay: 0,
      iconCreateFunction: (cluster) => {
        const count = cluster.getChildCount();
        const value = formatNumber(count, language);
        return clusterIcon(count, value, t("map.cluster", { count, value }));
      },
    });
    // Pressing another marker while a window is open: the group's one popup would move there without closing, and
    // so without telling anyone (a press with the mouse closes it first through the map; Enter does not). Closing
    // it here, before the popup's own handler runs, makes every change of marker a close and an open.
    group.on("click keypress", (event) => {
      const { layer, originalEvent } = event as L.LeafletMouseEvent & { layer: L.Layer };
      if (event.type === "keypress" && (originalEvent as unknown as KeyboardEvent).key !== "Enter") return;
      if (openMarker.current && openMarker.current !== layer) group.closePopup();
    });
    // One popup for every marker, bound to the group: a popup per marker cost a third of the time the markers take
    // to make. A marker's press (or Enter) reaches the group, which opens the popup at that marker.
    group.bindPopup(content, {
      ...infoWindowOptions,
      // Arabic: the close button on the left, where the window's text ends.
      className: language === "ar" ? "map-info-window map-info-window-rtl" : "map-info-window",
    });
    // A marker that leaves the map (into a cluster, or its kind hidden) or folds back into its cluster takes its
    // window with it.
    const closeWithMarker = () => group.closePopup();
    group.on("unspiderfied", (event) => {
      if (openMarker.current && event.markers.includes(openMarker.current)) group.closePopup();
    });
    group.on("popupopen", (event) => {
      const pin = pins.current.get((event as L.LeafletEvent & { layer: L.Layer }).layer);
      if (!pin) return;
      openMarker.current = pin.marker;
      pin.marker.on("remove", closeWithMarker);
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
    map.addLayer(group);
    setLayers({ map, group });
    latest.current.onReady();
    return () => {
      map.remove();
      setLayers(null);
    };
  }, [mapTiles, language, content]);

  // A marker per item, named for screen readers ("Auction: title"). Thousands of them are made in slices of a few
  // milliseconds, each its own task, so a tap is answered between two.
  useEffect(() => {
    if (!layers || !data) return;
    const { t } = latest.current;
    let cancelled = false;
    const makeMarkers = async () => {
      const byKind = {} as Markers["byKind"];
      const spots = new Map<string, Pin[]>();
      let sliceStart = performance.now();
      for (const kind of listingKinds) {
        const icon = L.icon(pinIconOptions(kind));
        byKind[kind] = [];
        const { lat, lng, titles } = data.byKind[kind];
        // The name's sentence translated once per kind, not once per pin: thousands of translations added up.
        const namePattern = t(`map.pin.${kind}`, { title: titleSlot });
        for (let index = 0; index < titles.length; index++) {
          if (performance.now() - sliceStart > markerSliceMs) {
            await nextTask();
            if (cancelled) return;
            sliceStart = performance.now();
          }
          const title = titles[index]!;
          const name = namePattern.split(titleSlot).join(title);
          const marker = L.marker([lat[index]!, lng[index]!], { icon, title, alt: name, riseOnHover: true });
          const pin = { kind, index, marker };
          pins.current.set(marker, pin);
          const spot = `${lat[index]},${lng[index]}`;
          const stack = spots.get(spot);
          if (stack) stack.push(pin);
          else spots.set(spot, [pin]);
          byKind[kind].push(marker);
        }
      }
      shown.current = { auction: false, project: false, property: false };
      setMarkers({ byKind, stacks: [...spots.values()].filter((stack) => stack.length > 1) });
    };
    void makeMarkers();
    return () => {
      cancelled = true;
      layers.group.clearLayers();
      setMarkers(null);
    };
  }, [layers, data]);

  // The legend's toggles: add or remove whole kinds, leaving the others as they are. One call each way: the
  // cluster group works through a call's first slice at once, so a call per kind would make one long task.
  useEffect(() => {
    if (!layers || !markers) return;
    let added: L.Marker[] = [];
    let removed: L.Marker[] = [];
    for (const kind of listingKinds) {
      if (visible[kind] === shown.current[kind]) continue;
      if (visible[kind]) added = added.concat(markers.byKind[kind]);
      else removed = removed.concat(markers.byKind[kind]);
      shown.current[kind] = visible[kind];
    }
    if (removed.length > 0) layers.group.removeLayers(removed);
    if (added.length > 0) layers.group.addLayers(added);
  }, [layers, markers, visible]);

  // Once clustering stops (zoom 13), pins on one spot would hide each other: fan them out around it.
  useEffect(() => {
    if (!layers || !markers || markers.stacks.length === 0) return;
    const { map } = layers;
    let fanned = false;
    const fan = () => {
      const spread = map.getZoom() >= clusterSettings.disableClusteringAtZoom;
      if (spread === fanned) return;
      fanned = spread;
      for (const stack of markers.stacks) {
        stack.forEach(({ kind, marker }, index) => {
          const options = pinIconOptions(kind);
          marker.setIcon(L.icon(spread ? { ...options, iconAnchor: sameSpotAnchor(index, stack.length) } : options));
        });
      }
    };
    fan();
    map.on("zoomend", fan);
    return () => {
      map.off("zoomend", fan);
    };
  }, [layers, markers]);

  // The popup measured itself before React filled it: lay it out again with the new content,
  // panning the map so that the window is clear of the legend.
  useLayoutEffect(() => {
    const popup = openPin ? layers?.group.getPopup() : undefined;
    if (!popup || !layers) return;
    popup.options.autoPanPaddingTopLeft = [edgeGap, topInset(layers.map, overlay?.current)];
    popup.update();
  }, [openPin, layers, overlay]);

  return (
    <>
      {/* See-through: the server's first view stays visible under it until Leaflet's own tiles are drawn. */}
      <div ref={elementRef} className="map-see-through absolute inset-0" />
      {openPin ? createPortal(<MapInfoWindow item={openPin.item} kind={openPin.kind} />, content) : null}
    </>
  );
}
