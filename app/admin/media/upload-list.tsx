import type { AdminT } from "../admin-i18n.ts";
import { secondaryButton } from "../form-fields.tsx";
import type { BatchSummary } from "./batch.ts";
import type { Upload } from "./use-upload-queue.ts";

/** Each file on its way, with its own progress bar; a refused one says why. */
export function UploadList({ t, uploads }: { t: AdminT; uploads: Upload[] }) {
  if (uploads.length === 0) return null;
  return (
    <ul className="space-y-2" data-testid="upload-list">
      {uploads.map((upload) => (
        <li key={upload.id} className="text-sm">
          {upload.error ? (
            <p role="alert" className="font-semibold text-red-800">
              {upload.error}
            </p>
          ) : (
            <label className="block">
              <span className="block text-ink-900">
                {upload.progress < 1
                  ? t("media.uploading", { name: upload.name })
                  : t("media.processing", { name: upload.name })}
              </span>
              <progress className="w-full" max={1} value={upload.progress} />
            </label>
          )}
        </li>
      ))}
    </ul>
  );
}

/** After a batch: "8 uploaded, 1 refused", then each refused file and why. Read out when it appears. */
export function BatchSummaryNote({
  t,
  summary,
  onDismiss,
}: {
  t: AdminT;
  summary: BatchSummary | null;
  onDismiss: () => void;
}) {
  return (
    <div role="status" data-testid="upload-summary">
      {summary ? (
        <div
          className={`grid gap-2 rounded-md p-3 text-sm text-ink-900 ${summary.refused.length > 0 ? "bg-gold-100" : "bg-brand-50"}`}
        >
          <p className="font-semibold">
            {t("listingForm.photos.summary", { uploaded: summary.uploaded, refused: summary.refused.length })}
          </p>
          {summary.refused.length > 0 ? (
            <ul className="list-disc ps-5">
              {summary.refused.map((item) => (
                <li key={item.id}>{t("listingForm.photos.refusedItem", item)}</li>
              ))}
            </ul>
          ) : null}
          <div>
            <button type="button" className={secondaryButton} onClick={onDismiss}>
              {t("listingForm.photos.dismiss")}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
