import { type ReactNode, useId, useState } from "react";
import {
  type AdminCategory,
  type EditorBoundary,
  type EditorDetails,
  type EditorLot,
  editorFlagDetails,
  editorNumberDetails,
  editorPurposes,
  isoToRiyadhLocal,
  type ListingInput,
  mayBeRented,
  riyadhLocalToIso,
} from "../../domain/admin/listing-editor.ts";
import type { Language } from "../../domain/language.ts";
import { boundaryDirections, facadeCodes, type ListingKind, statusesOfKind } from "../../domain/listing.ts";
import { rentPeriods } from "../../domain/rent.ts";
import { useAdminLanguage } from "./admin-context.ts";
import { useAdminT } from "./admin-i18n.ts";
import { NumberField, SelectField, secondaryButton, TextField } from "./form-fields.tsx";
import { listingLabels } from "./listing-labels.ts";
import { LocationPicker } from "./location-picker.tsx";
import { DocumentField } from "./media/document-field.tsx";
import { RichTextField } from "./rich-text-field.tsx";

export type Errors = Record<string, string>;

// The catalogue's keys from the editor's own labels (listing-labels.test.ts checks they are the catalogue's):
// domain/features.ts would be split from the detail pages' code into a chunk of its own.
const featureKeys = Object.keys(listingLabels.ar.features) as (keyof typeof listingLabels.ar.features)[];
type Patch = (change: Partial<ListingInput>) => void;

const numberOrNull = (text: string) => (text.trim() === "" || Number.isNaN(Number(text)) ? null : Number(text));
const textOrNull = (text: string) => (text === "" ? null : text);

export function Section({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  return (
    <fieldset id={id} className="grid min-w-0 gap-3 rounded-xl bg-white p-4 shadow-sm sm:grid-cols-2">
      <legend className="float-start mb-1 w-full text-lg font-bold text-ink-900 sm:col-span-2">{title}</legend>
      {children}
    </fieldset>
  );
}

/** A field in one language: its text runs in that language's direction. */
function inLanguage(language: Language) {
  return { dir: language === "ar" ? "rtl" : "ltr", lang: language } as const;
}

/** The editor's fields, by section; each shows the server's message for it. */
export function ListingFields({
  kind,
  value,
  patch,
  errors,
  categories,
  language,
}: {
  kind: ListingKind;
  value: ListingInput;
  patch: Patch;
  errors: Errors;
  categories: AdminCategory[];
  language: Language;
}) {
  const t = useAdminT();
  const labels = listingLabels[language];
  const ownCategories = categories.filter((category) => category.kind === kind);
  const categoryName = (category: AdminCategory) => (language === "ar" ? category.nameAr : category.nameEn);

  return (
    <>
      <Section title={t("editor.sections.texts")}>
        <TextField
          label={t("editor.fields.titleAr")}
          {...inLanguage("ar")}
          value={value.titleAr}
          onChange={(event) => patch({ titleAr: event.target.value })}
          error={errors.titleAr}
          required
        />
        <TextField
          label={t("editor.fields.titleEn")}
          {...inLanguage("en")}
          value={value.titleEn}
          onChange={(event) => patch({ titleEn: event.target.value })}
          error={errors.titleEn}
          required
        />
        <TextField
          label={t("editor.fields.locationAr")}
          {...inLanguage("ar")}
          value={value.locationAr}
          onChange={(event) => patch({ locationAr: event.target.value })}
          error={errors.locationAr}
          hint={t("editor.fields.locationHint")}
        />
        <TextField
          label={t("editor.fields.locationEn")}
          {...inLanguage("en")}
          value={value.locationEn}
          onChange={(event) => patch({ locationEn: event.target.value })}
          error={errors.locationEn}
        />
        <RichTextField
          label={t("editor.fields.descriptionAr")}
          language="ar"
          value={value.descriptionAr}
          onChange={(descriptionAr) => patch({ descriptionAr })}
          error={errors.descriptionAr}
        />
        <RichTextField
          label={t("editor.fields.descriptionEn")}
          language="en"
          value={value.descriptionEn}
          onChange={(descriptionEn) => patch({ descriptionEn })}
          error={errors.descriptionEn}
        />
      </Section>

      <Section title={t("editor.sections.basics")}>
        <SelectField
          label={t("editor.fields.status")}
          value={value.status}
          onChange={(event) => patch({ status: event.target.value as ListingInput["status"] })}
          error={errors.status}
        >
          {statusesOfKind[kind].map((status) => (
            <option key={status} value={status}>
              {(labels.statuses[kind] as Record<string, string>)[status]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t("editor.fields.category")}
          value={value.categoryId ?? ""}
          onChange={(event) => patch({ categoryId: numberOrNull(event.target.value) })}
          error={errors.categoryId}
        >
          <option value="">{t("editor.fields.noCategory")}</option>
          {ownCategories.map((category) => (
            <option key={category.id} value={category.id}>
              {categoryName(category)}
            </option>
          ))}
        </SelectField>
        <NumberField
          label={kind === "auction" ? t("editor.fields.openingPrice") : t("editor.fields.price")}
          value={value.price ?? null}
          onValueChange={(number) => patch({ price: number })}
          error={errors.price}
        />
        {mayBeRented(kind) ? (
          <SelectField
            label={t("editor.fields.rentPeriod")}
            value={value.rentPeriod ?? ""}
            onChange={(event) =>
              patch({ rentPeriod: (textOrNull(event.target.value) as ListingInput["rentPeriod"]) ?? null })
            }
            error={errors.rentPeriod}
          >
            <option value="">{t("editor.fields.forSale")}</option>
            {rentPeriods.map((period) => (
              <option key={period} value={period}>
                {t(`editor.rentPeriods.${period}`)}
              </option>
            ))}
          </SelectField>
        ) : null}
        <NumberField
          label={t("editor.fields.area")}
          value={value.area ?? null}
          onValueChange={(number) => patch({ area: number })}
          error={errors.area}
        />
        <TextField
          label={t("editor.fields.city")}
          dir="ltr"
          value={value.city}
          onChange={(event) => patch({ city: event.target.value })}
          error={errors.city}
          hint={t("editor.fields.cityHint")}
        />
        {kind !== "property" ? (
          <>
            <TextField
              label={t("editor.fields.startDate")}
              type="datetime-local"
              dir="ltr"
              value={isoToRiyadhLocal(value.startDate)}
              onChange={(event) => patch({ startDate: riyadhLocalToIso(event.target.value) })}
              error={errors.startDate}
              hint={t("editor.fields.riyadhTime")}
            />
            <TextField
              label={t("editor.fields.endDate")}
              type="datetime-local"
              dir="ltr"
              value={isoToRiyadhLocal(value.endDate)}
              onChange={(event) => patch({ endDate: riyadhLocalToIso(event.target.value) })}
              error={errors.endDate}
              hint={t("editor.fields.riyadhTime")}
            />
          </>
        ) : null}
        {kind === "auction" ? (
          <>
            <NumberField
              label={t("editor.fields.deposit")}
              value={value.depositAmount ?? null}
              onValueChange={(number) => patch({ depositAmount: number })}
              error={errors.depositAmount}
            />
            <TextField
              label={t("editor.fields.auctionLicence")}
              dir="ltr"
              latinDigits
              value={value.auctionLicenceNumber ?? ""}
              onChange={(event) => patch({ auctionLicenceNumber: textOrNull(event.target.value) })}
              error={errors.auctionLicenceNumber}
            />
          </>
        ) : null}
      </Section>

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

      <Section title={t("editor.sections.details")}>
        <DetailFields
          details={value.details}
          onChange={(details) => patch({ details })}
          errors={errors}
          prefix="details"
        />
        <SelectField
          label={t("editor.fields.facade")}
          value={value.codes.facade ?? ""}
          onChange={(event) =>
            patch({
              codes: { ...value.codes, facade: textOrNull(event.target.value) as ListingInput["codes"]["facade"] },
            })
          }
          error={errors["codes.facade"]}
        >
          <option value="">{t("editor.fields.none")}</option>
          {facadeCodes.map((code) => (
            <option key={code} value={code}>
              {labels.facades[code]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t("editor.fields.purpose")}
          value={value.codes.purpose ?? ""}
          onChange={(event) => patch({ codes: { ...value.codes, purpose: textOrNull(event.target.value) } })}
          error={errors["codes.purpose"]}
        >
          <option value="">{t("editor.fields.none")}</option>
          {editorPurposes.map((code) => (
            <option key={code} value={code}>
              {labels.purposes[code]}
            </option>
          ))}
        </SelectField>
      </Section>

      <Section title={t("editor.sections.boundaries")}>
        <BoundaryFields
          boundaries={value.boundaries}
          onChange={(boundaries) => patch({ boundaries })}
          errors={errors}
        />
      </Section>

      <Section title={t("editor.sections.features")}>
        <FeaturePicker selected={value.features} onChange={(features) => patch({ features })} error={errors.features} />
      </Section>

      {kind === "auction" ? (
        <Section title={t("editor.sections.lots")}>
          <LotFields
            lots={value.lots}
            onChange={(lots) => patch({ lots })}
            errors={errors}
            categories={ownCategories.map((category) => ({ id: category.id, name: categoryName(category) }))}
          />
        </Section>
      ) : null}

      <Section title={t("editor.sections.links")}>
        <TextField
          label={t("editor.fields.videoUrl")}
          type="url"
          dir="ltr"
          value={value.videoUrl ?? ""}
          onChange={(event) => patch({ videoUrl: textOrNull(event.target.value) })}
          error={errors.videoUrl}
          hint={t("editor.fields.videoHint")}
        />
        {kind === "auction" ? (
          <TextField
            label={t("editor.fields.auctionUrl")}
            type="url"
            dir="ltr"
            value={value.auctionUrl ?? ""}
            onChange={(event) => patch({ auctionUrl: textOrNull(event.target.value) })}
            error={errors.auctionUrl}
            hint={t("editor.fields.linkHint")}
          />
        ) : null}
        {/* The files of spec §2's buttons: a link, or a PDF uploaded here. */}
        {(
          [
            ...(kind === "auction"
              ? ([
                  ["auctionCertificateUrl", "editor.fields.certificateUrl"],
                  ["termsUrl", "editor.fields.termsUrl"],
                  ["fileUrl", "editor.fields.auctionFileUrl"],
                ] as const)
              : []),
            ...(kind === "project" ? ([["fileUrl", "editor.fields.fileUrl"]] as const) : []),
            ...(kind !== "property" ? ([["marketingProfileUrl", "editor.fields.marketingProfileUrl"]] as const) : []),
          ] as const
        ).map(([field, label]) => (
          <DocumentField
            key={field}
            label={t(label)}
            value={value[field] ?? ""}
            onChange={(text) => patch({ [field]: textOrNull(text) })}
            error={errors[field]}
            language={language}
          />
        ))}
      </Section>

      <Section title={t("editor.sections.advertising")} id="advertising">
        <p className="text-sm text-ink-700 sm:col-span-2">{t("editor.advertising.intro")}</p>
        <TextField
          label={t("editor.fields.adLicenceNumber")}
          dir="ltr"
          latinDigits
          value={value.adLicenceNumber ?? ""}
          onChange={(event) => patch({ adLicenceNumber: textOrNull(event.target.value) })}
          error={errors.adLicenceNumber}
        />
        <TextField
          label={t("editor.fields.adLicenceExpiresOn")}
          type="date"
          dir="ltr"
          value={value.adLicenceExpiresOn ?? ""}
          onChange={(event) => patch({ adLicenceExpiresOn: textOrNull(event.target.value) })}
          error={errors.adLicenceExpiresOn}
          hint={t("editor.advertising.expiryHint")}
        />
        <TextField
          label={t("editor.fields.advertiserAr")}
          {...inLanguage("ar")}
          value={value.advertiserNameAr ?? ""}
          onChange={(event) => patch({ advertiserNameAr: textOrNull(event.target.value) })}
          error={errors.advertiserNameAr}
        />
        <TextField
          label={t("editor.fields.advertiserEn")}
          {...inLanguage("en")}
          value={value.advertiserNameEn ?? ""}
          onChange={(event) => patch({ advertiserNameEn: textOrNull(event.target.value) })}
          error={errors.advertiserNameEn}
        />
        <TextField
          label={t("editor.fields.falLicence")}
          dir="ltr"
          latinDigits
          value={value.advertiserFalLicence ?? ""}
          onChange={(event) => patch({ advertiserFalLicence: textOrNull(event.target.value) })}
          error={errors.advertiserFalLicence}
        />
        <TextField
          label={t("editor.fields.qrUrl")}
          type="url"
          dir="ltr"
          value={value.adQrUrl ?? ""}
          onChange={(event) => patch({ adQrUrl: textOrNull(event.target.value) })}
          error={errors.adQrUrl}
          hint={t("editor.fields.linkHint")}
        />
      </Section>
    </>
  );
}

/** Each known detail as a field: numbers for counts and measures, a checkbox for what is there or not. */
function DetailFields({
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
  const numbers = editorNumberDetails;
  const flags = editorFlagDetails;
  return (
    <div className="grid gap-3 sm:col-span-2">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {numbers.map((key) => {
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
          {flags.map((key) => (
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

/** One row per side: its length and what lies there, in both languages. A side left empty is not saved. */
function BoundaryFields({
  boundaries,
  onChange,
  errors,
}: {
  boundaries: EditorBoundary[];
  onChange: (boundaries: EditorBoundary[]) => void;
  errors: Errors;
}) {
  const t = useAdminT();
  const labels = listingLabels[useAdminLanguage()];
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
    onChange(boundaryDirections.flatMap((side) => all.filter((item) => item.direction === side)));
  };
  return (
    <div className="grid gap-4 sm:col-span-2">
      {boundaryDirections.map((direction) => {
        const item = boundaries.find((boundary) => boundary.direction === direction);
        const index = boundaries.findIndex((boundary) => boundary.direction === direction);
        const error = (field: string) => (index >= 0 ? errors[`boundaries.${index}.${field}`] : undefined);
        return (
          <fieldset key={direction} className="grid gap-2 border-t border-ink-500/20 pt-3 md:grid-cols-[10rem_1fr_1fr]">
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
  );
}

/** The feature catalogue as checkboxes, with a filter to find one quickly. */
function FeaturePicker({
  selected,
  onChange,
  error,
}: {
  selected: string[];
  onChange: (features: string[]) => void;
  error?: string;
}) {
  const t = useAdminT();
  const labels = listingLabels[useAdminLanguage()];
  const [filter, setFilter] = useState("");
  const id = useId();
  const chosen = new Set(selected);
  const shownKeys = featureKeys.filter((key) =>
    labels.features[key].toLowerCase().includes(filter.trim().toLowerCase()),
  );
  return (
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
                onChange(
                  event.target.checked
                    ? featureKeys.filter((item) => chosen.has(item) || item === key)
                    : selected.filter((item) => item !== key),
                )
              }
            />
            {labels.features[key]}
          </label>
        ))}
      </div>
      {error ? <p className="text-sm font-semibold text-red-700">{error}</p> : null}
    </div>
  );
}

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
function LotFields({
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
    <div className="grid gap-4 sm:col-span-2">
      {lots.length === 0 ? <p className="text-sm text-ink-700">{t("editor.lots.none")}</p> : null}
      {lots.map((lot, index) => {
        const error = (field: string) => errors[`lots.${index}.${field}`];
        return (
          <fieldset
            key={lot.id ?? `new-${index}`}
            className="grid gap-3 rounded-lg border border-ink-500/30 p-3 sm:grid-cols-2"
          >
            <legend className="px-1 font-semibold text-ink-900">{t("editor.lots.lot", { n: index + 1 })}</legend>
            <TextField
              label={t("editor.fields.titleAr")}
              {...inLanguage("ar")}
              value={lot.titleAr}
              onChange={(event) => update(index, { titleAr: event.target.value })}
              error={error("titleAr")}
            />
            <TextField
              label={t("editor.fields.titleEn")}
              {...inLanguage("en")}
              value={lot.titleEn}
              onChange={(event) => update(index, { titleEn: event.target.value })}
              error={error("titleEn")}
            />
            <TextField
              label={t("editor.fields.locationAr")}
              {...inLanguage("ar")}
              value={lot.locationAr}
              onChange={(event) => update(index, { locationAr: event.target.value })}
              error={error("locationAr")}
            />
            <TextField
              label={t("editor.fields.locationEn")}
              {...inLanguage("en")}
              value={lot.locationEn}
              onChange={(event) => update(index, { locationEn: event.target.value })}
              error={error("locationEn")}
            />
            <NumberField
              label={t("editor.fields.area")}
              value={lot.area ?? null}
              onValueChange={(number) => update(index, { area: number })}
              error={error("area")}
            />
            <NumberField
              label={t("editor.fields.openingPrice")}
              value={lot.openingPrice ?? null}
              onValueChange={(number) => update(index, { openingPrice: number })}
              error={error("openingPrice")}
            />
            <TextField
              label={t("editor.fields.deedNumber")}
              dir="ltr"
              latinDigits
              value={lot.deedNumber ?? ""}
              onChange={(event) => update(index, { deedNumber: textOrNull(event.target.value) })}
              error={error("deedNumber")}
            />
            <SelectField
              label={t("editor.fields.category")}
              value={lot.categoryId ?? ""}
              onChange={(event) => update(index, { categoryId: numberOrNull(event.target.value) })}
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
              onValueChange={(number) => update(index, { lat: number })}
              error={error("lat")}
            />
            <NumberField
              label={t("editor.location.lng")}
              value={lot.lng ?? null}
              onValueChange={(number) => update(index, { lng: number })}
              error={error("lng")}
            />
            <details className="sm:col-span-2">
              <summary className="cursor-pointer text-sm font-semibold text-brand-800">
                {t("editor.lots.details")}
              </summary>
              <div className="mt-2">
                <DetailFields
                  details={lot.details}
                  onChange={(details) => update(index, { details })}
                  errors={errors}
                  prefix={`lots.${index}.details`}
                />
              </div>
            </details>
            <div className="flex flex-wrap gap-2 sm:col-span-2">
              <button type="button" className={secondaryButton} disabled={index === 0} onClick={() => move(index, -1)}>
                {t("editor.lots.up")}
              </button>
              <button
                type="button"
                className={secondaryButton}
                disabled={index === lots.length - 1}
                onClick={() => move(index, 1)}
              >
                {t("editor.lots.down")}
              </button>
              <button
                type="button"
                className={`${secondaryButton} border-red-700 text-red-700`}
                onClick={() => onChange(lots.filter((_, i) => i !== index))}
              >
                {t("editor.lots.remove")}
              </button>
            </div>
          </fieldset>
        );
      })}
      <div>
        <button type="button" className={secondaryButton} onClick={() => onChange([...lots, emptyLot()])}>
          {t("editor.lots.add")}
        </button>
      </div>
    </div>
  );
}
