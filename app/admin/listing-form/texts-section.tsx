import { useAdminT } from "../admin-i18n.ts";
import { TextField } from "../form-fields.tsx";
// A `.client` module: the server build gets an empty one, so TipTap and ProseMirror stay out of the server process
// (the back office renders in the browser only; docs/decisions/034-lean-server.md).
import { RichTextField } from "../rich-text-field.client.tsx";
import { inLanguage, Section, type SectionProps } from "./section.tsx";

/** Titles, location texts and descriptions, Arabic and English side by side. */
export function TextsSection({ value, patch, errors }: SectionProps) {
  const t = useAdminT();
  return (
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
  );
}
