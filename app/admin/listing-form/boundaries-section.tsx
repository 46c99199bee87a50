import type { EditorBoundary } from "../../../domain/admin/listing-editor.ts";
import { boundaryDirections } from "../../../domain/listing.ts";
import { useAdminT } from "../admin-i18n.ts";
import { NumberField, TextField } from "../form-fields.tsx";
import { listingLabels } from "../listing-labels.ts";
import { inLanguage, Section, type SectionProps } from "./section.tsx";

/** One row per side: its length and what lies there, in both languages. A side left empty is not saved. */
export function BoundariesSection({ value, patch, errors, language }: SectionProps) {
  const t = useAdminT();
  const labels = listingLabels[language];
  const boundaries = value.boundaries;
  const update = (direction: EditorBoundary["direction"], change: Partial<EditorBoundary>) => {
    const current = boundaries.find((item) => item.direction === direction) ?? {
      direction,
      lengthM: null,
      descriptionAr: "",
      descriptionEn: "",
    };
    const next = { ...current, ...change };
    const empty = next.lengthM === null && next.descriptionAr === "" && next.descriptionEn === "";
    const others = boundaries.filter((item) => item.direction !== direction);
    const all = empty ? others : [...others, next];
    patch({ boundaries: boundaryDirections.flatMap((side) => all.filter((item) => item.direction === side)) });
  };
  return (
    <Section title={t("editor.sections.boundaries")}>
      <div className="grid gap-4 sm:col-span-2">
        {boundaryDirections.map((direction) => {
          const item = boundaries.find((boundary) => boundary.direction === direction);
          const index = boundaries.findIndex((boundary) => boundary.direction === direction);
          const error = (field: string) => (index >= 0 ? errors[`boundaries.${index}.${field}`] : undefined);
          return (
            <fieldset
              key={direction}
              className="grid gap-2 border-t border-ink-500/20 pt-3 md:grid-cols-[10rem_1fr_1fr]"
            >
              <legend className="sr-only">{labels.sides[direction]}</legend>
              <NumberField
                label={`${labels.sides[direction]}: ${t("editor.fields.lengthM")}`}
                value={item?.lengthM ?? null}
                onValueChange={(number) => update(direction, { lengthM: number })}
                error={error("lengthM") ?? error("direction")}
              />
              <TextField
                label={`${labels.sides[direction]}: ${t("editor.fields.boundaryAr")}`}
                {...inLanguage("ar")}
                value={item?.descriptionAr ?? ""}
                onChange={(event) => update(direction, { descriptionAr: event.target.value })}
                error={error("descriptionAr")}
              />
              <TextField
                label={`${labels.sides[direction]}: ${t("editor.fields.boundaryEn")}`}
                {...inLanguage("en")}
                value={item?.descriptionEn ?? ""}
                onChange={(event) => update(direction, { descriptionEn: event.target.value })}
                error={error("descriptionEn")}
              />
            </fieldset>
          );
        })}
      </div>
    </Section>
  );
}
