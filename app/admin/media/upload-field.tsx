import { type ReactNode, useState } from "react";
import { uploadLimits } from "../../../domain/admin/media-limits.ts";
import type { Language } from "../../../domain/language.ts";
import { secondaryButton, TextField } from "../form-fields.tsx";
import { uploadFile } from "./upload.ts";

/** The words an upload field says, in the staff member's language. */
export interface UploadFieldTexts {
  hint: string;
  upload: string;
  uploading: (fileName: string) => string;
  uploaded: (fileName: string) => string;
  tooLarge: string;
}

/**
 * A field whose value is an address, typed or pasted, or filled by a file uploaded here to `endpoint` (the server
 * checks the file by its bytes and answers the stored file's address). A refusal shows on the field in the staff
 * member's language; `preview` shows what the address points to. The PDF links and the licence's QR code use it.
 */
export function UploadField({
  label,
  value,
  onChange,
  error,
  language,
  endpoint,
  accept,
  texts,
  uploadLabelSuffix,
  preview,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The server's message for the field from the last save. */
  error?: string;
  language: Language;
  endpoint: string;
  accept: string;
  texts: UploadFieldTexts;
  /** Said after the button's text to a screen reader, when a form has several such buttons. */
  uploadLabelSuffix?: string;
  preview: ReactNode;
}) {
  const [upload, setUpload] = useState<{ name: string; progress: number } | null>(null);
  const [refusal, setRefusal] = useState<string>();
  const [notice, setNotice] = useState<string>();

  async function send(file: File) {
    setRefusal(undefined);
    setNotice(undefined);
    // The server refuses it too, but only after the whole file has crossed a phone's connection.
    if (file.size > uploadLimits.maxBytes) {
      setRefusal(texts.tooLarge);
      return;
    }
    setUpload({ name: file.name, progress: 0 });
    try {
      const uploaded = await uploadFile<{ url: string }>(endpoint, file, language, (progress) =>
        setUpload({ name: file.name, progress }),
      );
      onChange(uploaded.url);
      setNotice(texts.uploaded(file.name));
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
        hint={texts.hint}
      />
      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2">
        {/* The label is the button; the input inside it takes the focus, so the label shows the focus ring. */}
        <label
          className={`${secondaryButton} cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold-500 ${upload ? "pointer-events-none opacity-60" : ""}`}
        >
          <input
            type="file"
            accept={accept}
            className="sr-only"
            disabled={upload !== null}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = "";
              if (file) void send(file);
            }}
          />
          {texts.upload}
          {uploadLabelSuffix ? <span className="sr-only">: {uploadLabelSuffix}</span> : null}
        </label>
        {preview}
      </div>
      {upload ? (
        <label className="mt-2 block text-sm text-ink-900" aria-busy="true">
          <span className="block">{texts.uploading(upload.name)}</span>
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
