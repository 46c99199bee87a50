import { lazy, Suspense, useCallback, useRef, useState } from "react";
import { directionsUrl, placeUrl } from "../../../domain/google-maps.ts";
import type { ListingKind } from "../../../domain/listing.ts";
import { hasValidCoordinates } from "../../../domain/map-item.ts";
import { useTranslation } from "../../i18n/i18n.tsx";
import { useSiteData } from "../../lib/site-data.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { DetailSection } from "../detail/detail-section.tsx";
import { Icon } from "../icon.tsx";
import { LoadFailureBoundary, useNearViewport } from "./client-only.tsx";

// Leaflet loads only when the panel comes near the screen.
const LocationMap = lazy(() => import("./location-map.client.tsx"));

const overlayButton =
  "inline-flex min-h-10 items-center gap-1.5 rounded-md border border-sand-100 bg-white/95 px-3 py-2 text-sm font-semibold text-brand-800 shadow-md hover:border-brand-700 hover:bg-white";

export interface LocationMapPanelProps {
  kind: ListingKind;
  lat: number | null;
  lng: number | null;
  title: string;
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * The location block of a detail page (spec §2, map panel): a map at zoom 13 with the listing's pin,
 * and 'Get directions' and 'Google Maps' over it, opening Google Maps in a new tab (the company's own
 * place page for the office's coordinates). Without valid coordinates it says so instead.
 */
export function LocationMapPanel({ kind, lat, lng, title, headingLevel, className }: LocationMapPanelProps) {
  const { t } = useTranslation();
  const { company } = useSiteData();
  const frameRef = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  const near = useNearViewport(frameRef);
  const [ready, setReady] = useState(false);
  const onReady = useCallback(() => setReady(true), []);
  const valid = hasValidCoordinates(lat, lng) && lat !== null && lng !== null;

  return (
    <DetailSection heading={t("locationMap.heading")} headingLevel={headingLevel} className={className}>
      {valid ? (
        <div
          ref={frameRef}
          className="relative isolate h-72 overflow-hidden rounded-2xl border border-sand-100 bg-[#e8e4da] sm:h-80"
        >
          <div dir="ltr" className="absolute inset-0 z-0">
            {hydrated && near ? (
              <LoadFailureBoundary what="the location map">
                <Suspense fallback={null}>
                  <LocationMap kind={kind} lat={lat} lng={lng} title={title} onReady={onReady} />
                </Suspense>
              </LoadFailureBoundary>
            ) : null}
          </div>
          {ready ? null : (
            <div className="pointer-events-none absolute inset-0 z-10 flex items-center justify-center">
              <p role="status" className="rounded-full bg-white/95 px-4 py-2 text-sm font-semibold text-ink-700 shadow">
                {t("locationMap.loading")}
              </p>
            </div>
          )}
          <div className="absolute start-3 top-3 z-10 flex flex-wrap gap-2">
            <a href={directionsUrl(lat, lng)} target="_blank" rel="noopener noreferrer" className={overlayButton}>
              <Icon name="navigation" className="size-4 shrink-0" />
              {t("locationMap.directions")}
              <span className="sr-only"> {t("detail.actions.opensInNewTab")}</span>
            </a>
            <a
              href={placeUrl(lat, lng, company.office)}
              target="_blank"
              rel="noopener noreferrer"
              className={overlayButton}
            >
              <Icon name="map" className="size-4 shrink-0" />
              {t("locationMap.googleMaps")}
              <span className="sr-only"> {t("detail.actions.opensInNewTab")}</span>
            </a>
          </div>
        </div>
      ) : (
        <p className="rounded-2xl border border-sand-100 bg-sand-50 px-4 py-6 text-center font-semibold text-ink-700">
          {t("locationMap.invalidCoordinates")}
        </p>
      )}
    </DetailSection>
  );
}
