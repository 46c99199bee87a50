import { useRef, useState } from "react";
import type { ListingImage } from "../../../domain/admin/media.ts";
import { maxImagesPerListing } from "../../../domain/admin/media-limits.ts";
import type { Language } from "../../../domain/language.ts";
import { adminT } from "../admin-i18n.ts";
import { type BatchSummary, summarizeBatch, type UploadOutcome } from "./batch.ts";
import { uploadFile } from "./upload.ts";

export interface Upload {
  id: string;
  name: string;
  /** 0–1 of the bytes sent; 1 while the server prepares the variants. */
  progress: number;
  error?: string;
}

/** Files uploaded at once: the server prepares one photo per spare core, so more would only wait there. */
const parallelUploads = 2;

/**
 * The photos being uploaded: each file in its own request with its progress, two at a time, only as many as the
 * listing has room for (the rest are counted as left out), and a summary once a batch is done; a refused file
 * stays in the list with its reason.
 */
export function useUploadQueue({
  url,
  language,
  stored,
  onUploaded,
  onStart,
  onBatch,
}: {
  url: string;
  language: Language;
  /** Photos the listing has now. */
  stored: () => number;
  onUploaded: (image: ListingImage, name: string) => void;
  onStart: () => void;
  /** A batch is done: its summary, when there is one to give (summarizeBatch). */
  onBatch: (summary: BatchSummary) => void;
}) {
  const t = adminT(language);
  const [uploads, setUploads] = useState<Upload[]>([]);
  // Files chosen beyond the listing's limit: said out loud until the next choice.
  const [leftOut, setLeftOut] = useState(0);
  // Uploads accepted but not yet in the list (or failed), across several choices: they count against the limit.
  const pending = useRef(0);

  const update = (uploadId: string, change: Partial<Upload>) =>
    setUploads((current) => current.map((upload) => (upload.id === uploadId ? { ...upload, ...change } : upload)));

  async function uploadAll(chosen: File[]) {
    if (chosen.length === 0) return;
    onStart();
    // Only what fits: the photos stored and those still uploading count against the limit; the rest are left out,
    // and the page says how many (the server refuses a photo past the limit all the same).
    const room = Math.max(0, maxImagesPerListing - stored() - pending.current);
    const files = chosen.slice(0, room);
    setLeftOut(chosen.length - files.length);
    if (files.length === 0) return;
    pending.current += files.length;
    const queued = files.map((file) => ({ file, upload: { id: crypto.randomUUID(), name: file.name, progress: 0 } }));
    setUploads((current) => [...current.filter((upload) => upload.error), ...queued.map((item) => item.upload)]);
    const outcomes: UploadOutcome[] = [];
    let next = 0;
    const worker = async () => {
      while (next < queued.length) {
        const { file, upload } = queued[next++]!;
        try {
          const image = await uploadFile<ListingImage>(url, file, language, (progress) =>
            update(upload.id, { progress }),
          );
          onUploaded(image, file.name);
          setUploads((current) => current.filter((item) => item.id !== upload.id));
          outcomes.push({ id: upload.id, name: file.name, ok: true });
        } catch (caught) {
          const message = (caught as Error).message;
          update(upload.id, { error: t("media.failed", { name: file.name, message }) });
          outcomes.push({ id: upload.id, name: file.name, ok: false, message });
        } finally {
          pending.current -= 1;
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(parallelUploads, queued.length) }, worker));
    const summary = summarizeBatch(outcomes);
    if (summary) onBatch(summary);
  }

  return { uploads, leftOut, uploadAll };
}
