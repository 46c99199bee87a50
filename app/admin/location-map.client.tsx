// Leaflet for the editor's location picker: browser-only, loaded lazily by location-picker.tsx.
import "./location-map.css";
// The ES module build, as the public maps use (app/components/map/leaflet.client.ts): one Leaflet in the app.
import * as L from "leaflet/dist/leaflet-src.esm.js";
import { useEffect, useRef } from "react";
import type { MapTiles } from "../../domain/map-tiles.ts";

export interface LocationMapProps {
  lat: number | null;
  lng: number | null;
  tiles: MapTiles;
  pinLabel: string;
  onPick: (lat: number, lng: number) => void;
}

/** Riyadh, where a listing without coordinates starts. */
const riyadh: [number, number] = [24.7136, 46.6753];

/** Six decimals: about 10 cm, finer than any plot. */
const rounded = (value: number) => Math.round(value * 1e6) / 1e6;

/** A map with one draggable pin: dragging it, or clicking the map, sets the listing's coordinates. */
export default function LocationMap({ lat, lng, tiles, pinLabel, onPick }: LocationMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.Marker | null>(null);
  const pick = useRef(onPick);
  pick.current = onPick;
  // The point the map opens on: the listing's, else Riyadh (read once, when the map is made).
  const start = useRef<{ center: [number, number]; zoom: number }>(
    lat !== null && lng !== null ? { center: [lat, lng], zoom: 14 } : { center: riyadh, zoom: 11 },
  );

  useEffect(() => {
    if (!element.current) return;
    const created = L.map(element.current, {
      center: start.current.center,
      zoom: start.current.zoom,
      scrollWheelZoom: false,
    });
    // The container may be laid out after the map is made (lazy loading, a phone turned): Leaflet must know its size.
    const resized = new ResizeObserver(() => created.invalidateSize());
    resized.observe(element.current);
    L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 }).addTo(created);
    const pin = L.marker(start.current.center, {
      draggable: true,
      keyboard: true,
      title: pinLabel,
      alt: pinLabel,
      // The drop shape is drawn inside: Leaflet positions the icon with a transform that a rotation would upset.
      icon: L.divIcon({
        className: "admin-map-pin",
        html: '<span class="admin-map-pin-shape"></span>',
        iconSize: [28, 28],
        iconAnchor: [14, 28],
      }),
    });
    pin.on("dragend", () => {
      const at = pin.getLatLng();
      pick.current(rounded(at.lat), rounded(at.lng));
    });
    created.on("click", (event: L.LeafletMouseEvent) =>
      pick.current(rounded(event.latlng.lat), rounded(event.latlng.lng)),
    );
    map.current = created;
    marker.current = pin;
    return () => {
      resized.disconnect();
      created.remove();
      map.current = null;
      marker.current = null;
    };
  }, [tiles, pinLabel]);

  useEffect(() => {
    const current = map.current;
    const pin = marker.current;
    if (!current || !pin) return;
    if (lat === null || lng === null) {
      pin.remove();
      return;
    }
    pin.setLatLng([lat, lng]);
    if (!current.hasLayer(pin)) pin.addTo(current);
    if (!current.getBounds().contains([lat, lng])) current.setView([lat, lng], Math.max(current.getZoom(), 14));
  }, [lat, lng]);

  return <div ref={element} dir="ltr" className="h-72 w-full rounded-md" data-testid="location-map" />;
}
