import type { ListingInput } from "../../../domain/admin/listing-editor.ts";
import type { ListingKind } from "../../../domain/listing.ts";
import { type AdminKey, useAdminT } from "../admin-i18n.ts";
import { TextField } from "../form-fields.tsx";
import { DocumentField } from "../media/document-field.tsx";
import { Section, type SectionProps, textOrNull } from "./section.tsx";

type DocumentKey = "auctionCertificateUrl" | "termsUrl" | "fileUrl" | "marketingProfileUrl";

/** The files of spec §2's buttons for each kind: a link, or a PDF uploaded here. A property has its own file. */
export function documentFieldsOf(kind: ListingKind): readonly (readonly [DocumentKey, AdminKey])[] {
  if (kind === "auction") {
    return [
      ["auctionCertificateUrl", "editor.fields.certificateUrl"],
      ["termsUrl", "editor.fields.termsUrl"],
      ["fileUrl", "editor.fields.auctionFileUrl"],
      ["marketingProfileUrl", "editor.fields.marketingProfileUrl"],
    ];
  }
  if (kind === "project") {
    return [
      ["fileUrl", "editor.fields.fileUrl"],
      ["marketingProfileUrl", "editor.fields.marketingProfileUrl"],
    ];
  }
  return [["fileUrl", "listingForm.propertyFileUrl"]];
}

/** The video, the auction's bidding link, and the listing's documents. */
export function DocumentsSection({ kind, value, patch, errors, language }: SectionProps) {
  const t = useAdminT();
  const link = (field: keyof ListingInput & DocumentKey) => value[field] ?? "";
  return (
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
      {documentFieldsOf(kind).map(([field, label]) => (
        <DocumentField
          key={field}
          label={t(label)}
          value={link(field)}
          onChange={(text) => patch({ [field]: textOrNull(text) })}
          error={errors[field]}
          language={language}
        />
      ))}
    </Section>
  );
}
