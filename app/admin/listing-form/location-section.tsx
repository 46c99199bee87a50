import { useAdminT } from "../admin-i18n.ts";
import { LocationPicker } from "../location-picker.tsx";
import { Section, type SectionProps } from "./section.tsx";

/** The listing's point on the map. */
export function LocationSection({ value, patch, errors }: SectionProps) {
  const t = useAdminT();
  return (
    <Section title={t("editor.sections.location")} id="location">
      <div className="sm:col-span-2">
        <LocationPicker
          lat={value.lat}
          lng={value.lng}
          onChange={(lat, lng) => patch({ lat, lng })}
          errors={{ lat: errors.lat, lng: errors.lng }}
        />
      </div>
    </Section>
  );
}
