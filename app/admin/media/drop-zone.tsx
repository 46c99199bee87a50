import { type DragEvent, useId, useState } from "react";
import { imageAccept } from "../../../domain/admin/media-limits.ts";
import type { AdminT } from "../admin-i18n.ts";
import { primaryButton } from "../form-fields.tsx";

/** The zone is the file input's label: a click or Enter opens the picker, and files dropped on it upload. */
export function DropZone({ t, onFiles }: { t: AdminT; onFiles: (files: File[]) => void }) {
  const [dragging, setDragging] = useState(false);
  const inputId = useId();
  const rulesId = useId();
  return (
    <div>
      {/* biome-ignore lint/a11y/noNoninteractiveElementInteractions: dropping is the mouse's shortcut; the input it labels does the same for keyboards. */}
      <label
        htmlFor={inputId}
        className={`block cursor-pointer rounded-lg border-2 border-dashed p-6 text-center ${dragging ? "border-brand-700 bg-brand-50" : "border-ink-500/40"}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event: DragEvent) => {
          event.preventDefault();
          setDragging(false);
          onFiles([...event.dataTransfer.files]);
        }}
        data-testid="media-drop-zone"
      >
        <span className="block font-semibold text-ink-900">{t("media.dropHere")}</span>
        <span className="my-2 block text-sm text-ink-700">{t("media.or")}</span>
        <span className={primaryButton}>{t("media.choose")}</span>
        <span id={rulesId} className="mt-3 block text-xs text-ink-700">
          {t("media.rules")}
        </span>
      </label>
      <input
        id={inputId}
        type="file"
        multiple
        accept={imageAccept}
        aria-describedby={rulesId}
        className="sr-only"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = "";
          onFiles(files);
        }}
      />
    </div>
  );
}
