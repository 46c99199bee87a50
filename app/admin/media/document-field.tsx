import { documentAccept } from "../../../domain/admin/media-limits.ts";
import type { Language } from "../../../domain/language.ts";
import { adminT } from "../admin-i18n.ts";
import { UploadField } from "./upload-field.tsx";

export interface DocumentFieldProps {
  label: string;
  /** The link as stored: https://… or a /media/… path; "" for none. */
  value: string;
  onChange: (value: string) => void;
  /** The server's message for the field from the last save. */
  error?: string;
  language: Language;
}

/** A link the back office can open: a path on this site or an http(s) address (not what is half typed). */
function openable(value: string): boolean {
  return /^\/[^/\\]/.test(value) || /^https?:\/\/\S+$/i.test(value);
}

/**
 * A listing's PDF link (terms, certificate, project or auction file, marketing profile): typed or pasted, or
 * uploaded here through POST /api/admin/media/documents, which recognises a PDF by its bytes and answers the
 * /media/documents/… path that fills the field (docs/decisions/021-media-pipeline.md). The listing keeps the file
 * once it is saved.
 */
export function DocumentField({ label, value, onChange, error, language }: DocumentFieldProps) {
  const t = adminT(language);
  return (
    <UploadField
      label={label}
      value={value}
      onChange={onChange}
      error={error}
      language={language}
      endpoint="/api/admin/media/documents"
      accept={documentAccept}
      uploadLabelSuffix={label}
      texts={{
        hint: t("media.documents.hint"),
        upload: t("media.documents.upload"),
        uploading: (name) => t("media.documents.uploading", { name }),
        uploaded: (name) => t("media.documents.uploaded", { name }),
        tooLarge: t("media.documents.tooLarge"),
      }}
      preview={
        value && openable(value) ? (
          <a href={value} target="_blank" rel="noopener" className="text-sm font-semibold text-brand-800 underline">
            {t("media.documents.open")}
            <span className="sr-only">
              {" "}
              ({label}) {t("media.documents.opensInNewTab")}
            </span>
          </a>
        ) : null
      }
    />
  );
}
