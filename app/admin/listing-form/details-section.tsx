import { editorPurposes, type ListingInput } from "../../../domain/admin/listing-editor.ts";
import { facadeCodes } from "../../../domain/listing.ts";
import { useAdminT } from "../admin-i18n.ts";
import { SelectField } from "../form-fields.tsx";
import { listingLabels } from "../listing-labels.ts";
import { DetailFields } from "./detail-fields.tsx";
import { Section, type SectionProps, textOrNull } from "./section.tsx";

/** Counts, measures and flags, with what the plot faces and what it may be used for. */
export function DetailsSection({ value, patch, errors, language }: SectionProps) {
  const t = useAdminT();
  const labels = listingLabels[language];
  return (
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
  );
}
