import { useState } from "react";
import type { UploadedDocument } from "../../../domain/admin/media.ts";
import { documentAccept, uploadLimits } from "../../../domain/admin/media-limits.ts";
import type { Language } from "../../../domain/language.ts";
import { adminT } from "../admin-i18n.ts";
import { secondaryButton, TextField } from "../form-fields.tsx";
import { uploadFile } from "./upload.ts";

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
 * /media/documents/… path that fills the field (docs/decisions/021-media-pipeline.md). A refusal is shown on the
 * field in the staff member's language. The listing keeps the file once it is saved.
 */
export function DocumentField({ label, value, onChange, error, language }: DocumentFieldProps) {
  const t = adminT(language);
  const [upload, setUpload] = useState<{ name: string; progress: number } | null>(null);
  const [refusal, setRefusal] = useState<string>();
  const [notice, setNotice] = useState<string>();

  async function send(file: File) {
    setRefusal(undefined);
    setNotice(undefined);
    // The server refuses it too, but only after the whole file has crossed a phone's connection.
    if (file.size > uploadLimits.maxBytes) {
      setRefusal(t("media.documents.tooLarge"));
      return;
    }
    setUpload({ name: file.name, progress: 0 });
    try {
      const uploaded = await uploadFile<UploadedDocument>("/api/admin/media/documents", file, language, (progress) =>
        setUpload({ name: file.name, progress }),
      );
      onChange(uploaded.url);
      setNotice(t("media.documents.uploaded", { name: file.name }));
    } catch (caught) {
      setRefusal((caught as Error).message);
    } finally {
      setUpload(null);
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
        hint={t("media.documents.hint")}
      />
      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2">
        {/* The label is the button; the input inside it takes the focus, so the label shows the focus ring. */}
        <label
          className={`${secondaryButton} cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold-500 ${upload ? "pointer-events-none opacity-60" : ""}`}
        >
          <input
            type="file"
            accept={documentAccept}
            className="sr-only"
            disabled={upload !== null}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = "";
              if (file) void send(file);
            }}
          />
          {t("media.documents.upload")}
          <span className="sr-only">: {label}</span>
        </label>
        {value && openable(value) ? (
          <a href={value} target="_blank" rel="noopener" className="text-sm font-semibold text-brand-800 underline">
            {t("media.documents.open")}
            <span className="sr-only">
              {" "}
              ({label}) {t("media.documents.opensInNewTab")}
            </span>
          </a>
        ) : null}
      </div>
      {upload ? (
        <label className="mt-2 block text-sm text-ink-900" aria-busy="true">
          <span className="block">{t("media.documents.uploading", { name: upload.name })}</span>
          <progress className="w-full" max={1} value={upload.progress} />
        </label>
      ) : null}
      <p role="status" className={notice ? "mt-2 text-sm font-semibold text-brand-800" : "sr-only"}>
        {notice ?? ""}
      </p>
      {/* Read out when it appears; sighted staff read it on the field above. */}
      {refusal ? (
        <p role="alert" className="sr-only">
          {refusal}
        </p>
      ) : null}
    </div>
  );
}
