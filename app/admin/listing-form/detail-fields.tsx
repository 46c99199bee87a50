import { type EditorDetails, editorFlagDetails, editorNumberDetails } from "../../../domain/admin/listing-editor.ts";
import { useAdminLanguage } from "../admin-context.ts";
import { useAdminT } from "../admin-i18n.ts";
import { NumberField } from "../form-fields.tsx";
import { listingLabels } from "../listing-labels.ts";
import type { Errors } from "./section.tsx";

/** Each known detail as a field: numbers for counts and measures, a checkbox for what is there or not. */
export function DetailFields({
  details,
  onChange,
  errors,
  prefix,
}: {
  details: EditorDetails;
  onChange: (details: EditorDetails) => void;
  errors: Errors;
  prefix: string;
}) {
  const t = useAdminT();
  const labels = listingLabels[useAdminLanguage()];
  const set = (key: string, value: number | boolean | null) => {
    const next = { ...details };
    if (value === null || value === false) delete next[key];
    else next[key] = value;
    onChange(next);
  };
  return (
    <div className="grid gap-3 sm:col-span-2">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {editorNumberDetails.map((key) => {
          const value = details[key];
          const unit = key === "street_width" ? t("editor.units.m") : key === "size" ? t("editor.units.m2") : "";
          return (
            <NumberField
              key={key}
              label={unit ? `${labels.details[key]} (${unit})` : labels.details[key]}
              value={typeof value === "number" ? value : null}
              onValueChange={(number) => set(key, number)}
              error={errors[`${prefix}.${key}`]}
            />
          );
        })}
      </div>
      <fieldset>
        <legend className="text-sm font-semibold text-ink-900">{t("editor.fields.present")}</legend>
        <div className="mt-1 grid grid-cols-2 gap-2 md:grid-cols-4">
          {editorFlagDetails.map((key) => (
            <label key={key} className="flex items-center gap-2 text-sm text-ink-900">
              <input
                type="checkbox"
                className="size-4"
                checked={details[key] === true || (typeof details[key] === "number" && (details[key] as number) > 0)}
                onChange={(event) => set(key, event.target.checked)}
              />
              {labels.details[key]}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
