import { useEffect, useRef } from "react";
import type { ListingKind } from "../../../domain/listing.ts";
import { useTranslation } from "../../i18n/i18n.tsx";
import { useLanguage, useSiteData } from "../../lib/site-data.ts";
import { createBaseMap, L } from "./leaflet.client.ts";
import { locationZoom, pinIconOptions } from "./map-pins.ts";

export interface LocationMapProps {
  kind: ListingKind;
  lat: number;
  lng: number;
  title: string;
  onReady: () => void;
}

/**
 * The detail page's Leaflet map (spec §2, map panel): zoom 13 on the listing, one pin whose info
 * window shows the title; pressing the map closes it. The wheel and one finger scroll the page, not
 * the map, so the small map never traps a visitor scrolling past it.
 */
export default function LocationMap({ kind, lat, lng, title, onReady }: LocationMapProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { mapTiles } = useSiteData();
  const elementRef = useRef<HTMLDivElement>(null);
  const latest = useRef({ t, onReady });
  latest.current = { t, onReady };

  useEffect(() => {
    const element = elementRef.current;
    if (!element) return;
    const { t } = latest.current;
    const map = createBaseMap(element, {
      center: [lat, lng],
      zoom: locationZoom,
      tiles: mapTiles,
      language,
      zoomInTitle: t("locationMap.zoomIn"),
      zoomOutTitle: t("locationMap.zoomOut"),
      scrollWheelZoom: false,
      dragging: !L.Browser.mobile,
    });
    // The title as a text node: listing text never becomes HTML.
    const heading = document.createElement("strong");
    heading.textContent = title;
    heading.dir = language === "ar" ? "rtl" : "ltr";
    heading.className = "block text-sm text-ink-900";
    const name = t(`locationMap.pin.${kind}`, { title });
    L.marker([lat, lng], { icon: L.icon(pinIconOptions(kind)), title, alt: name })
      .bindPopup(heading, { className: "map-title-window" })
      .on("popupopen", (event) => {
        const close = event.popup.getElement()?.querySelector(".leaflet-popup-close-button");
        close?.setAttribute("aria-label", latest.current.t("locationMap.close"));
      })
      .addTo(map);
    latest.current.onReady();
    return () => {
      map.remove();
    };
  }, [kind, lat, lng, title, mapTiles, language]);

  return <div ref={elementRef} className="absolute inset-0" />;
}
