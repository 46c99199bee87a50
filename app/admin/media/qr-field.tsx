import { imageAccept } from "../../../domain/admin/media-limits.ts";
import type { Language } from "../../../domain/language.ts";
import { adminT } from "../admin-i18n.ts";
import { UploadField } from "./upload-field.tsx";

/** An image the back office can show: a path on this site or an https address. */
function showable(value: string): boolean {
  return /^\/[^/\\]/.test(value) || /^https:\/\/\S+$/i.test(value);
}

/**
 * The advertising licence's QR code: the address of its image, typed or pasted, or an image uploaded here through
 * POST /api/admin/media/qr-images (checked by its bytes and stored as a PNG), whose /media/qr/… address fills the
 * field. The image is shown as the public page will show it.
 */
export function QrField({
  label,
  value,
  onChange,
  error,
  language,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  language: Language;
}) {
  const t = adminT(language);
  return (
    <UploadField
      label={label}
      value={value}
      onChange={onChange}
      error={error}
      language={language}
      endpoint="/api/admin/media/qr-images"
      accept={imageAccept}
      texts={{
        hint: t("listingForm.qr.hint"),
        upload: t("listingForm.qr.upload"),
        uploading: () => t("listingForm.qr.uploading"),
        uploaded: (name) => t("listingForm.qr.uploaded", { name }),
        tooLarge: t("listingForm.qr.tooLarge"),
      }}
      preview={
        value && showable(value) ? (
          <img
            src={value}
            alt={t("listingForm.qr.preview")}
            className="size-24 rounded border border-ink-500/30 bg-white object-contain"
            data-testid="qr-preview"
          />
        ) : null
      }
    />
  );
}
