import type { AdminT } from "../admin-i18n.ts";
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
