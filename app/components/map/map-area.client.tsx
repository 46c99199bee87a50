import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { formatArea, type GeoPoint, maxAreaPoints, parseArea } from "../../../domain/geo-area.ts";
import { registerTexts, useTranslation } from "../../i18n/i18n.tsx";
import { mapAreaAr } from "../../i18n/locales/map-area.ar.ts";
import { mapAreaEn } from "../../i18n/locales/map-area.en.ts";
import { L } from "./leaflet.client.ts";
import type { MapDataState } from "./use-map-data.ts";

registerTexts("ar", { mapArea: mapAreaAr });
registerTexts("en", { mapArea: mapAreaEn });

export interface MapAreaProps {
  map: L.Map;
  /** The area in the address (`area=lat,lng;…`), or null. */
  area: string | null;
  /** What the visitor pressed: draw an area, or take the map's view as the area. */
  tool: "draw" | "view" | null;
  onToolDone: () => void;
  pins: MapDataState;
}

/**
 * The count as the site writes numbers (Latin digits grouped by commas, app/lib/format.ts) without importing that
 * module here: shared by one more chunk, it would join the file every page loads (vite.config.ts, "common").
 */
const groupedDigits = new Intl.NumberFormat("en-US");

/** A point every this many pixels of a stroke is plenty for an outline drawn by hand. */
const minStepPx = 6;
const outline: L.PathOptions = { color: "#0f5b57", weight: 3, fillColor: "#0f5b57", fillOpacity: 0.12 };

/** At most `maxAreaPoints` of a stroke's points, spread evenly along it (the first one kept). */
function thinned(points: GeoPoint[]): GeoPoint[] {
  if (points.length <= maxAreaPoints) return points;
  const step = points.length / maxAreaPoints;
  return Array.from({ length: maxAreaPoints }, (_, index) => points[Math.floor(index * step)] as GeoPoint);
}

/**
 * Draws one stroke on the map with a finger, a pen or the mouse (pointer events): the map stops moving meanwhile,
 * the stroke shows as it is drawn, and lifting ends it. Escape cancels. A tool of our own, a few dozen lines, rather
 * than a drawing plugin (docs/decisions/041-search-by-area.md). Returns what stops it.
 */
function drawStroke(map: L.Map, onEnd: (points: GeoPoint[] | null) => void): () => void {
  const container = map.getContainer();
  const handlers = [map.dragging, map.touchZoom, map.doubleClickZoom, map.boxZoom, map.scrollWheelZoom];
  const enabled = handlers.map((handler) => handler.enabled());
  for (const handler of handlers) handler.disable();
  const { touchAction, cursor } = container.style;
  container.style.touchAction = "none";
  container.style.cursor = "crosshair";
  let line: L.Polyline | null = null;
  let points: GeoPoint[] = [];
  let last: L.Point | null = null;

  const add = (event: PointerEvent) => {
    const at = map.mouseEventToContainerPoint(event);
    if (last && at.distanceTo(last) < minStepPx) return;
    last = at;
    const latLng = map.containerPointToLatLng(at);
    points.push([latLng.lat, latLng.lng]);
    line?.addLatLng(latLng);
  };
  const down = (event: PointerEvent) => {
    if (!event.isPrimary || line) return;
    event.preventDefault();
    event.stopPropagation();
    container.setPointerCapture?.(event.pointerId);
    points = [];
    last = null;
    line = L.polyline([], outline).addTo(map);
    add(event);
  };
  const move = (event: PointerEvent) => {
    if (!line || !event.isPrimary) return;
    event.preventDefault();
    add(event);
  };
  const stop = () => {
    container.removeEventListener("pointerdown", down, true);
    container.removeEventListener("pointermove", move, true);
    container.removeEventListener("pointerup", up, true);
    container.removeEventListener("pointercancel", cancel, true);
    document.removeEventListener("keydown", onKey);
    line?.remove();
    line = null;
    container.style.touchAction = touchAction;
    container.style.cursor = cursor;
    handlers.forEach((handler, index) => {
      if (enabled[index]) handler.enable();
    });
  };
  function up(event: PointerEvent) {
    if (!line || !event.isPrimary) return;
    add(event);
    const stroke = points;
    stop();
    onEnd(stroke);
  }
  function cancel() {
    stop();
    onEnd(null);
  }
  function onKey(event: KeyboardEvent) {
    if (event.key === "Escape") cancel();
  }
  container.addEventListener("pointerdown", down, true);
  container.addEventListener("pointermove", move, true);
  container.addEventListener("pointerup", up, true);
  container.addEventListener("pointercancel", cancel, true);
  document.addEventListener("keydown", onKey);
  return stop;
}

/**
 * Search by area on the map page (issue 38 §2): draws the address's area on the map, says how many listings are in
 * it (the pins are the API's pins inside it, `useMapData`) and clears it; "Draw an area" takes a stroke, "Search this
 * view" the map's visible box (the keyboard's way). The area goes in the address, so the search can be shared.
 */
export default function MapArea({ map, area, tool, onToolDone, pins }: MapAreaProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const search = new URLSearchParams(useLocation().search);
  const [drawing, setDrawing] = useState(false);
  const [tooSmall, setTooSmall] = useState(false);
  const statusRef = useRef<HTMLDivElement>(null);
  const parsed = area ? parseArea(area) : null;
  const points = parsed && "value" in parsed ? parsed.value : null;
  const pointsText = points ? formatArea(points) : null;

  const goTo = (next: string | null) => {
    const query = new URLSearchParams(search);
    if (next) query.set("area", next);
    else query.delete("area");
    const text = query.toString();
    void navigate({ search: text ? `?${text}` : "" }, { preventScrollReset: true });
  };
  const latest = useRef({ goTo, onToolDone });
  latest.current = { goTo, onToolDone };

  // The area's outline on the map, and the map fitted to it when it comes from the address.
  const fitted = useRef<string | null>(null);
  useEffect(() => {
    if (!pointsText) return;
    const outlineOf = parseArea(pointsText);
    if (!("value" in outlineOf)) return;
    const polygon = L.polygon(outlineOf.value as [number, number][], { ...outline, interactive: false }).addTo(map);
    if (fitted.current !== pointsText) {
      fitted.current = pointsText;
      if (!map.getBounds().contains(polygon.getBounds())) map.fitBounds(polygon.getBounds(), { animate: false });
    }
    return () => {
      polygon.remove();
    };
  }, [map, pointsText]);

  // "Search this view": the visible box as the area, at once. "Draw an area": one stroke, then the area.
  useEffect(() => {
    if (tool === "view") {
      const box = map.getBounds();
      const [north, south, east, west] = [box.getNorth(), box.getSouth(), box.getEast(), box.getWest()];
      // Kept where they write as valid coordinates (a world view at zoom 2 reaches beyond them).
      const lat = (value: number) => Math.max(-90, Math.min(90, value));
      const lng = (value: number) => Math.max(-180, Math.min(180, value));
      const text = formatArea([
        [lat(north), lng(west)],
        [lat(north), lng(east)],
        [lat(south), lng(east)],
        [lat(south), lng(west)],
      ]);
      // The view stays as it is: it is the area.
      fitted.current = text;
      latest.current.goTo(text);
      latest.current.onToolDone();
      statusRef.current?.focus();
      return;
    }
    if (tool !== "draw") return;
    setDrawing(true);
    setTooSmall(false);
    const stop = drawStroke(map, (stroke) => {
      setDrawing(false);
      latest.current.onToolDone();
      if (!stroke) return;
      const read = parseArea(formatArea(thinned(stroke)));
      if (!("value" in read)) {
        setTooSmall(true);
        return;
      }
      const text = formatArea(read.value);
      // Drawn in view: no need to move the map to it.
      fitted.current = text;
      latest.current.goTo(text);
    });
    return () => {
      stop();
      setDrawing(false);
    };
  }, [tool, map]);

  const total = pins.data ? Object.values(pins.data.counts).reduce((sum, count) => sum + count, 0) : null;
  let message: string | null = null;
  if (drawing) message = t("mapArea.drawHint");
  else if (tooSmall) message = t("mapArea.tooSmall");
  else if (area && !points) message = t("mapArea.invalid");
  else if (points && total !== null) message = t("mapArea.count", { count: total, value: groupedDigits.format(total) });
  else if (points) message = t("mapArea.loading");
  if (!message) return null;

  return (
    // Its end side stays clear of the floating WhatsApp button (fixed, end-4 and 3.5 rem wide; end-6 from sm), which
    // otherwise covers the Clear button on a phone.
    <div className="pointer-events-none absolute start-3 end-20 bottom-8 z-10 flex justify-center sm:end-24">
      <div
        ref={statusRef}
        tabIndex={-1}
        className="pointer-events-auto flex max-w-full flex-wrap items-center gap-3 rounded-2xl bg-white/95 px-4 py-2.5 shadow-lg"
      >
        <p role="status" data-testid="map-area-status" className="font-semibold text-ink-900">
          {message}
        </p>
        {drawing ? (
          <button type="button" className="font-semibold text-brand-700 underline" onClick={() => onToolDone()}>
            {t("mapArea.cancel")}
          </button>
        ) : area ? (
          <button
            type="button"
            className="rounded-full bg-brand-700 px-3 py-1 text-sm font-semibold text-white"
            onClick={() => {
              fitted.current = null;
              goTo(null);
            }}
          >
            {t("mapArea.clear")}
          </button>
        ) : null}
      </div>
    </div>
  );
}
