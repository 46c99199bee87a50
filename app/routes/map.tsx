import { lazy, Suspense, useCallback, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import type { ListingKind } from "../../domain/listing.ts";
import { IconSprite } from "../components/icon-sprite.tsx";
import { LoadFailureBoundary } from "../components/map/client-only.tsx";
import { FirstView } from "../components/map/first-view.tsx";
import type { ListingsMapProps } from "../components/map/listings-map.client.tsx";
import { allKindsVisible, MapLegend } from "../components/map/map-legend.tsx";
import { useMapData } from "../components/map/use-map-data.ts";
import { PageMeta } from "../components/page-meta.tsx";
import { useTranslation } from "../i18n/i18n.tsx";
import { useLanguage, useLocalizePath, useSiteData } from "../lib/site-data.ts";
import { useHydrated } from "../lib/use-hydrated.ts";

// Leaflet and its styles load with this chunk only, after hydration (the clusters are worked out by the pins worker).
const ListingsMap = lazy(() => import("../components/map/listings-map.client.tsx"));
// Search by area (docs/decisions/041-search-by-area.md): its drawing tool and panel load when the visitor asks for
// them or the address holds an area, never with the page.
const MapArea = lazy(() => import("../components/map/map-area.client.tsx"));

type LeafletMap = Parameters<ListingsMapProps["onReady"]>[0];
const toolButton = "rounded-full border border-brand-700 px-3 py-1 text-sm font-semibold text-brand-800";

/**
 * Search on Map (spec §2): a map filling the window under the header, centred on the Riyadh region,
 * with the legend that also shows or hides each kind of pin. The server renders the frame and the
 * legend at their final size, and the first view's tiles (`FirstView`); Leaflet takes the frame over once its
 * code has loaded, and the pins come after.
 */
export default function MapPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { mapTiles } = useSiteData();
  const localize = useLocalizePath();
  const { search } = useLocation();
  const hydrated = useHydrated();
  const [visible, setVisible] = useState(allKindsVisible);
  const [mapReady, setMapReady] = useState(false);
  const [tilesDrawn, setTilesDrawn] = useState(false);
  // Read from the location, not useSearchParams: that hook would add to the router code every page loads.
  const area = new URLSearchParams(search).get("area");
  const [tool, setTool] = useState<"draw" | "view" | null>(null);
  const [map, setMap] = useState<LeafletMap | null>(null);
  const pins = useMapData(language, area);
  const title = t("pages.map.title");
  const onReady = useCallback((drawn: LeafletMap) => {
    setMapReady(true);
    setMap(drawn);
  }, []);
  const onTilesDrawn = useCallback(() => setTilesDrawn(true), []);
  const legendRef = useRef<HTMLDivElement>(null);
  const toggle = useCallback(
    (kind: ListingKind) => setVisible((current) => ({ ...current, [kind]: !current[kind] })),
    [],
  );
  const counts = pins.data?.counts;
  const loading = !mapReady || pins.status === "loading";

  return (
    <IconSprite>
      <PageMeta title={title} description={t("map.description")} />
      {/* Phones: the legend is a bar above the map, clear of its controls; wider screens: a card over the map. */}
      <div className="relative isolate flex h-[calc(100dvh-var(--header-height))] min-h-[26rem] flex-col">
        <div className="z-10 border-b border-sand-100 bg-white px-3 py-2 sm:pointer-events-none sm:absolute sm:inset-x-4 sm:top-4 sm:border-0 sm:bg-transparent sm:p-0">
          <div
            ref={legendRef}
            className="sm:pointer-events-auto sm:inline-block sm:max-w-full sm:rounded-2xl sm:border sm:border-sand-100 sm:bg-white/95 sm:p-3 sm:shadow-lg sm:backdrop-blur"
          >
            <h1 className="px-1 text-sm font-bold text-ink-900 sm:text-lg">{title}</h1>
            <MapLegend visible={visible} onToggle={toggle} counts={counts} className="mt-1.5 sm:mt-2" />
            <div className="mt-2 flex flex-wrap items-center gap-2">
              <button type="button" className={toolButton} onClick={() => setTool("draw")}>
                {t("map.draw")}
              </button>
              <button type="button" className={toolButton} onClick={() => setTool("view")}>
                {t("map.searchView")}
              </button>
              {/* A plain link to the alert page (its own route): the map's first load carries only this. */}
              <Link
                to={`${localize("/alerts/new")}${search}`}
                className="px-1 text-sm font-semibold text-brand-800 underline"
              >
                {t("listings.filters.alertMe")}
              </Link>
            </div>
          </div>
        </div>
        <div className="relative min-h-0 flex-1 bg-[#e8e4da]">
          {/* The map itself stays left to right on Arabic pages: Leaflet lays out tiles and controls that way. */}
          <section aria-label={t("map.label")} dir="ltr" className="absolute inset-0 z-0">
            {tilesDrawn ? null : <FirstView tiles={mapTiles} creditsOnRight={language === "ar"} />}
            {hydrated ? (
              <LoadFailureBoundary what="the map">
                <Suspense fallback={null}>
                  <ListingsMap
                    data={pins.data}
                    visible={visible}
                    onReady={onReady}
                    onTilesDrawn={onTilesDrawn}
                    overlay={legendRef}
                  />
                </Suspense>
              </LoadFailureBoundary>
            ) : null}
          </section>
          {map && (area || tool) ? (
            <Suspense fallback={null}>
              <MapArea map={map} area={area} tool={tool} onToolDone={() => setTool(null)} pins={pins} />
            </Suspense>
          ) : null}
          {loading ? (
            <div className="pointer-events-none absolute inset-0 z-10 flex items-center justify-center">
              <p role="status" className="rounded-full bg-white/95 px-5 py-2.5 font-semibold text-ink-700 shadow-md">
                {t("map.loading")}
              </p>
            </div>
          ) : null}
        </div>
      </div>
    </IconSprite>
  );
}
