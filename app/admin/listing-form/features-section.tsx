import { useId, useState } from "react";
import { useAdminT } from "../admin-i18n.ts";
import { TextField } from "../form-fields.tsx";
import { listingLabels } from "../listing-labels.ts";
import { Section, type SectionProps } from "./section.tsx";

// The catalogue's keys from the editor's own labels (listing-labels.test.ts checks they are the catalogue's):
// domain/features.ts would be split from the detail pages' code into a chunk of its own.
const featureKeys = Object.keys(listingLabels.ar.features) as (keyof typeof listingLabels.ar.features)[];

/** The feature catalogue as checkboxes, with a filter to find one quickly. */
export function FeaturesSection({ value, patch, errors, language }: SectionProps) {
  const t = useAdminT();
  const labels = listingLabels[language];
  const [filter, setFilter] = useState("");
  const id = useId();
  const selected = value.features;
  const chosen = new Set(selected);
  const shownKeys = featureKeys.filter((key) =>
    labels.features[key].toLowerCase().includes(filter.trim().toLowerCase()),
  );
  return (
    <Section title={t("editor.sections.features")}>
      <div className="grid gap-3 sm:col-span-2">
        <TextField
          label={t("editor.features.filter")}
          type="search"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          hint={t("editor.features.count", { count: chosen.size })}
        />
        <div id={id} className="grid grid-cols-2 gap-2 md:grid-cols-4">
          {shownKeys.map((key) => (
            <label key={key} className="flex items-center gap-2 text-sm text-ink-900">
              <input
                type="checkbox"
                className="size-4"
                checked={chosen.has(key)}
                onChange={(event) =>
                  patch({
                    features: event.target.checked
                      ? featureKeys.filter((item) => chosen.has(item) || item === key)
                      : selected.filter((item) => item !== key),
                  })
                }
              />
              {labels.features[key]}
            </label>
          ))}
        </div>
        {errors.features ? <p className="text-sm font-semibold text-red-700">{errors.features}</p> : null}
      </div>
    </Section>
  );
}
