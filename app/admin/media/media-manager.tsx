import { useId, useRef, useState } from "react";
import { maxImagesPerListing } from "../../../domain/admin/media-limits.ts";
import type { Language } from "../../../domain/language.ts";
import type { ListingKind } from "../../../domain/listing.ts";
import { adminT } from "../admin-i18n.ts";
import { FormMessage, primaryButton } from "../form-fields.tsx";
import { DropZone } from "./drop-zone.tsx";
import { PhotoCard } from "./photo-card.tsx";
import { UploadList } from "./upload-list.tsx";
import { useListingImages } from "./use-listing-images.ts";
import { useUploadQueue } from "./use-upload-queue.ts";

export interface MediaManagerProps {
  kind: ListingKind;
  id: number;
  /** The staff member's language: labels and the server's messages. */
  language: Language;
}

/**
 * A listing's photos in the back office: upload several by drag and drop or the picker (progress per file, a
 * summary after a batch), reorder them by dragging or with buttons (mouse and keyboard alike), choose the cover
 * (the first), describe each in both languages, delete. Every change is saved at once through /api/admin/media…
 * (docs/decisions/021-media-pipeline.md).
 */
export function MediaManager({ kind, id, language }: MediaManagerProps) {
  const t = adminT(language);
  const path = `/media/listings/${kind}/${id}/images`;
  const titleId = useId();
  const photos = useListingImages(path, language);
  const queue = useUploadQueue({
    url: `/api/admin${path}`,
    language,
    stored: photos.count,
    onStart: () => {
      photos.setError(undefined);
      photos.setNotice(undefined);
    },
    onUploaded: (image, name) => {
      photos.added(image);
      photos.setNotice(t("media.uploaded", { name }));
    },
    // Read out by the status region; each refused file and why is in the upload list, as an alert.
    onBatch: (summary) =>
      photos.setNotice(
        t("listingForm.photos.summary", { uploaded: summary.uploaded, refused: summary.refused.length }),
      ),
  });
  // The photo being dragged and the card it is over; refs too, as the pointer's last events come before a render.
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const dragRef = useRef<{ from: number | null; to: number | null }>({ from: null, to: null });
  const drag = {
    start: (index: number) => {
      dragRef.current = { from: index, to: null };
      setDragged(index);
    },
    over: (index: number) => {
      dragRef.current.to = index;
      setOver(index);
    },
    end: (drop: boolean) => {
      const { from, to } = dragRef.current;
      dragRef.current = { from: null, to: null };
      setDragged(null);
      setOver(null);
      if (drop && from !== null && to !== null && from !== to) photos.move(from, to);
    },
  };
  const { images } = photos;

  return (
    <section aria-labelledby={titleId} className="space-y-4">
      {photos.dialog}
      <div>
        <h2 id={titleId} className="text-lg font-bold text-ink-900">
          {t("media.title")}{" "}
          <span className="text-sm font-normal text-ink-700">({t("media.count", { count: images?.length ?? 0 })})</span>
        </h2>
        <p className="mt-1 text-sm text-ink-700">{t("media.intro")}</p>
      </div>

      <DropZone t={t} onFiles={(files) => void queue.uploadAll(files)} />
      <UploadList t={t} uploads={queue.uploads} />

      {queue.leftOut > 0 ? (
        <p role="alert" className="rounded-md bg-gold-100 p-3 text-sm font-semibold text-ink-900">
          {t("media.leftOut", { count: queue.leftOut, max: maxImagesPerListing })}
        </p>
      ) : null}
      <FormMessage error={photos.error} success={photos.notice} />

      {images === null ? (
        <p role="status">{t("loading")}</p>
      ) : images.length === 0 ? (
        <p className="text-ink-700">{t("media.none")}</p>
      ) : (
        <>
          {images.length > 1 ? <p className="text-sm text-ink-700">{t("listingForm.photos.dragHint")}</p> : null}
          <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {images.map((image, index) => (
              <PhotoCard
                key={image.key}
                t={t}
                image={image}
                index={index}
                count={images.length}
                busy={photos.busy}
                language={language}
                dropTarget={dragged !== null && over === index && dragged !== index}
                move={photos.move}
                remove={photos.remove}
                setAlt={photos.setAlt}
                drag={drag}
              />
            ))}
          </ol>
        </>
      )}
      {images && images.length > 0 ? (
        <div>
          <button type="button" className={primaryButton} disabled={photos.busy} onClick={() => void photos.save()}>
            {t("media.saveTexts")}
          </button>
        </div>
      ) : null}
    </section>
  );
}
