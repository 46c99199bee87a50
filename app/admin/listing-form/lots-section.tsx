import type { EditorLot } from "../../../domain/admin/listing-editor.ts";
import { useAdminT } from "../admin-i18n.ts";
import { NumberField, SelectField, secondaryButton, TextField } from "../form-fields.tsx";
import { DetailFields } from "./detail-fields.tsx";
import { type Errors, inLanguage, numberOrNull, Section, textOrNull } from "./section.tsx";

const emptyLot = (): EditorLot => ({
  id: null,
  categoryId: null,
  titleAr: "",
  titleEn: "",
  locationAr: "",
  locationEn: "",
  area: null,
  openingPrice: null,
  lat: null,
  lng: null,
  deedNumber: null,
  details: {},
});

/** An auction's estates: add, remove and reorder them; each with its texts, figures, deed and point. */
export function LotsSection({
  lots,
  onChange,
  errors,
  categories,
}: {
  lots: EditorLot[];
  onChange: (lots: EditorLot[]) => void;
  errors: Errors;
  categories: { id: number; name: string }[];
}) {
  const t = useAdminT();
  const update = (index: number, change: Partial<EditorLot>) =>
    onChange(lots.map((lot, i) => (i === index ? { ...lot, ...change } : lot)));
  const move = (index: number, by: number) => {
    const next = [...lots];
    const [lot] = next.splice(index, 1);
    if (lot) next.splice(index + by, 0, lot);
    onChange(next);
  };
  return (
    <Section title={t("editor.sections.lots")}>
      <div className="grid gap-4 sm:col-span-2">
        {lots.length === 0 ? <p className="text-sm text-ink-700">{t("editor.lots.none")}</p> : null}
        {lots.map((lot, index) => (
          <LotFieldset
            key={lot.id ?? `new-${index}`}
            lot={lot}
            index={index}
            last={index === lots.length - 1}
            update={(change) => update(index, change)}
            move={(by) => move(index, by)}
            remove={() => onChange(lots.filter((_, i) => i !== index))}
            errors={errors}
            categories={categories}
          />
        ))}
        <div>
          <button type="button" className={secondaryButton} onClick={() => onChange([...lots, emptyLot()])}>
            {t("editor.lots.add")}
          </button>
        </div>
      </div>
    </Section>
  );
}

function LotFieldset({
  lot,
  index,
  last,
  update,
  move,
  remove,
  errors,
  categories,
}: {
  lot: EditorLot;
  index: number;
  last: boolean;
  update: (change: Partial<EditorLot>) => void;
  move: (by: number) => void;
  remove: () => void;
  errors: Errors;
  categories: { id: number; name: string }[];
}) {
  const t = useAdminT();
  const error = (field: string) => errors[`lots.${index}.${field}`];
  return (
    <fieldset className="grid gap-3 rounded-lg border border-ink-500/30 p-3 sm:grid-cols-2">
      <legend className="px-1 font-semibold text-ink-900">{t("editor.lots.lot", { n: index + 1 })}</legend>
      <TextField
        label={t("editor.fields.titleAr")}
        {...inLanguage("ar")}
        value={lot.titleAr}
        onChange={(event) => update({ titleAr: event.target.value })}
        error={error("titleAr")}
      />
      <TextField
        label={t("editor.fields.titleEn")}
        {...inLanguage("en")}
        value={lot.titleEn}
        onChange={(event) => update({ titleEn: event.target.value })}
        error={error("titleEn")}
      />
      <TextField
        label={t("editor.fields.locationAr")}
        {...inLanguage("ar")}
        value={lot.locationAr}
        onChange={(event) => update({ locationAr: event.target.value })}
        error={error("locationAr")}
      />
      <TextField
        label={t("editor.fields.locationEn")}
        {...inLanguage("en")}
        value={lot.locationEn}
        onChange={(event) => update({ locationEn: event.target.value })}
        error={error("locationEn")}
      />
      <NumberField
        label={t("editor.fields.area")}
        value={lot.area ?? null}
        onValueChange={(number) => update({ area: number })}
        error={error("area")}
      />
      <NumberField
        label={t("editor.fields.openingPrice")}
        value={lot.openingPrice ?? null}
        onValueChange={(number) => update({ openingPrice: number })}
        error={error("openingPrice")}
      />
      <TextField
        label={t("editor.fields.deedNumber")}
        dir="ltr"
        latinDigits
        value={lot.deedNumber ?? ""}
        onChange={(event) => update({ deedNumber: textOrNull(event.target.value) })}
        error={error("deedNumber")}
      />
      <SelectField
        label={t("editor.fields.category")}
        value={lot.categoryId ?? ""}
        onChange={(event) => update({ categoryId: numberOrNull(event.target.value) })}
        error={error("categoryId")}
      >
        <option value="">{t("editor.fields.noCategory")}</option>
        {categories.map((category) => (
          <option key={category.id} value={category.id}>
            {category.name}
          </option>
        ))}
      </SelectField>
      <NumberField
        label={t("editor.location.lat")}
        value={lot.lat ?? null}
        onValueChange={(number) => update({ lat: number })}
        error={error("lat")}
      />
      <NumberField
        label={t("editor.location.lng")}
        value={lot.lng ?? null}
        onValueChange={(number) => update({ lng: number })}
        error={error("lng")}
      />
      <details className="sm:col-span-2">
        <summary className="cursor-pointer text-sm font-semibold text-brand-800">{t("editor.lots.details")}</summary>
        <div className="mt-2">
          <DetailFields
            details={lot.details}
            onChange={(details) => update({ details })}
            errors={errors}
            prefix={`lots.${index}.details`}
          />
        </div>
      </details>
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <button type="button" className={secondaryButton} disabled={index === 0} onClick={() => move(-1)}>
          {t("editor.lots.up")}
        </button>
        <button type="button" className={secondaryButton} disabled={last} onClick={() => move(1)}>
          {t("editor.lots.down")}
        </button>
        <button type="button" className={`${secondaryButton} border-red-700 text-red-700`} onClick={remove}>
          {t("editor.lots.remove")}
        </button>
      </div>
    </fieldset>
  );
}
