import { lazy, Suspense, useEffect, useState } from "react";
import { useRouteLoaderData } from "react-router";
import { parseCoordinates } from "../../domain/admin/listing-editor.ts";
import type { MapTiles } from "../../domain/map-tiles.ts";
import { useAdminT } from "./admin-i18n.ts";
import { NumberField, secondaryButton, TextField } from "./form-fields.tsx";

const LocationMap = lazy(() => import("./location-map.client.tsx"));

/**
 * The listing's point: drag the pin or click the map, paste coordinates or a Google Maps link, or type the
 * latitude and longitude.
 */
export function LocationPicker({
  lat,
  lng,
  onChange,
  errors,
}: {
  lat: number | null;
  lng: number | null;
  onChange: (lat: number | null, lng: number | null) => void;
  errors: { lat?: string; lng?: string };
}) {
  const t = useAdminT();
  const root = useRouteLoaderData("root") as { mapTiles: MapTiles } | undefined;
  const [pasted, setPasted] = useState("");
  const [pasteError, setPasteError] = useState<string>();
  // Leaflet needs the browser: the map comes after hydration.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const applyPaste = () => {
    const point = parseCoordinates(pasted);
    if (!point) {
      setPasteError(t("editor.location.pasteError"));
      return;
    }
    setPasteError(undefined);
    setPasted("");
    onChange(point.lat, point.lng);
  };

  return (
    <div className="grid gap-3">
      <p className="text-sm text-ink-700">{t("editor.location.hint")}</p>
      {hydrated && root ? (
        <Suspense fallback={<div className="h-72 w-full rounded-md bg-sand-50" />}>
          <LocationMap
            lat={lat}
            lng={lng}
            tiles={root.mapTiles}
            pinLabel={t("editor.location.pin")}
            onPick={(pickedLat, pickedLng) => onChange(pickedLat, pickedLng)}
          />
        </Suspense>
      ) : (
        <div className="h-72 w-full rounded-md bg-sand-50" />
      )}
      <div className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end">
        <TextField
          label={t("editor.location.paste")}
          dir="ltr"
          value={pasted}
          onChange={(event) => setPasted(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              applyPaste();
            }
          }}
          error={pasteError}
          placeholder="24.7136, 46.6753"
        />
        <button type="button" className={`${secondaryButton} h-10`} onClick={applyPaste}>
          {t("editor.location.apply")}
        </button>
      </div>
      <div className="grid gap-3 sm:grid-cols-3 sm:items-end">
        <NumberField
          label={t("editor.location.lat")}
          value={lat}
          onValueChange={(number) => onChange(number, lng)}
          error={errors.lat}
        />
        <NumberField
          label={t("editor.location.lng")}
          value={lng}
          onValueChange={(number) => onChange(lat, number)}
          error={errors.lng}
        />
        <button type="button" className={`${secondaryButton} h-10`} onClick={() => onChange(null, null)}>
          {t("editor.location.clear")}
        </button>
      </div>
    </div>
  );
}
