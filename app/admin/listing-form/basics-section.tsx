import type { AdminCategory, ListingInput } from "../../../domain/admin/listing-editor.ts";
import { isoToRiyadhLocal, mayBeRented, riyadhLocalToIso } from "../../../domain/admin/listing-editor.ts";
import { statusesOfKind } from "../../../domain/listing.ts";
import { rentPeriods } from "../../../domain/rent.ts";
import { useAdminT } from "../admin-i18n.ts";
import { NumberField, SelectField, TextField } from "../form-fields.tsx";
import { listingLabels } from "../listing-labels.ts";
import { CityField } from "./city-field.tsx";
import { numberOrNull, Section, type SectionProps, textOrNull } from "./section.tsx";

/** Status, category, price and rent, area, city, and the dates and figures of projects and auctions. */
export function BasicsSection({
  kind,
  value,
  patch,
  errors,
  language,
  categories,
}: SectionProps & { categories: AdminCategory[] }) {
  const t = useAdminT();
  const labels = listingLabels[language];
  return (
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
        {categories.map((category) => (
          <option key={category.id} value={category.id}>
            {language === "ar" ? category.nameAr : category.nameEn}
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
      <CityField value={value.city} onChange={(city) => patch({ city })} error={errors.city} language={language} />
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
  );
}
