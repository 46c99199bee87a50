import { useState } from "react";
import type { UploadedQrImage } from "../../../domain/admin/media.ts";
import { imageAccept, uploadLimits } from "../../../domain/admin/media-limits.ts";
import type { Language } from "../../../domain/language.ts";
import { adminT } from "../admin-i18n.ts";
import { secondaryButton, TextField } from "../form-fields.tsx";
import { uploadFile } from "./upload.ts";

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
  const [progress, setProgress] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<string>();
  const [notice, setNotice] = useState<string>();

  async function send(file: File) {
    setRefusal(undefined);
    setNotice(undefined);
    if (file.size > uploadLimits.maxBytes) {
      setRefusal(t("listingForm.qr.tooLarge"));
      return;
    }
    setProgress(0);
    try {
      const uploaded = await uploadFile<UploadedQrImage>("/api/admin/media/qr-images", file, language, setProgress);
      onChange(uploaded.url);
      setNotice(t("listingForm.qr.uploaded", { name: file.name }));
    } catch (caught) {
      setRefusal((caught as Error).message);
    } finally {
      setProgress(null);
    }
  }

  return (
    <div>
      <TextField
        label={label}
        type="url"
        dir="ltr"
        value={value}
        onChange={(event) => {
          setRefusal(undefined);
          setNotice(undefined);
          onChange(event.target.value);
        }}
        error={refusal ?? error}
        hint={t("listingForm.qr.hint")}
      />
      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2">
        <label
          className={`${secondaryButton} cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold-500 ${progress !== null ? "pointer-events-none opacity-60" : ""}`}
        >
          <input
            type="file"
            accept={imageAccept}
            className="sr-only"
            disabled={progress !== null}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = "";
              if (file) void send(file);
            }}
          />
          {t("listingForm.qr.upload")}
        </label>
        {value && showable(value) ? (
          <img
            src={value}
            alt={t("listingForm.qr.preview")}
            className="size-24 rounded border border-ink-500/30 bg-white object-contain"
            data-testid="qr-preview"
          />
        ) : null}
      </div>
      {progress !== null ? (
        <label className="mt-2 block text-sm text-ink-900" aria-busy="true">
          <span className="block">{t("listingForm.qr.uploading")}</span>
          <progress className="w-full" max={1} value={progress} />
        </label>
      ) : null}
      <p role="status" className={notice ? "mt-2 text-sm font-semibold text-brand-800" : "sr-only"}>
        {notice ?? ""}
      </p>
      {refusal ? (
        <p role="alert" className="sr-only">
          {refusal}
        </p>
      ) : null}
    </div>
  );
}
