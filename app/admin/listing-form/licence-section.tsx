import { useAdminT } from "../admin-i18n.ts";
import { TextField } from "../form-fields.tsx";
import { QrField } from "../media/qr-field.tsx";
import { inLanguage, Section, type SectionProps, textOrNull } from "./section.tsx";

/** The advertising licence (REGA) a listing needs before it is published, with its QR code. */
export function LicenceSection({ value, patch, errors, language }: SectionProps) {
  const t = useAdminT();
  return (
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
      <QrField
        label={t("editor.fields.qrUrl")}
        value={value.adQrUrl ?? ""}
        onChange={(text) => patch({ adQrUrl: textOrNull(text) })}
        error={errors.adQrUrl}
        language={language}
      />
    </Section>
  );
}
