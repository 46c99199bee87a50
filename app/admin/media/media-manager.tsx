import { type DragEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import type { ListingImage, ListingImagesAnswer } from "../../../domain/admin/media.ts";
import { imageAccept, maxAltLength, maxImagesPerListing } from "../../../domain/admin/media-limits.ts";
import type { Language } from "../../../domain/language.ts";
import type { ListingKind } from "../../../domain/listing.ts";
import { adminFetch, isAbort } from "../admin-api.ts";
import { adminT } from "../admin-i18n.ts";
import { FormMessage, primaryButton, secondaryButton } from "../form-fields.tsx";
import { useUnsavedChanges } from "../unsaved-changes.tsx";
import { uploadFile } from "./upload.ts";

export interface MediaManagerProps {
  kind: ListingKind;
  id: number;
  /** The staff member's language: labels and the server's messages. */
  language: Language;
}

interface Upload {
  id: string;
  name: string;
  /** 0–1 of the bytes sent; 1 while the server prepares the variants. */
  progress: number;
  error?: string;
}

/** Files uploaded at once: the server prepares one photo per spare core, so more would only wait there. */
const parallelUploads = 2;

/**
 * A listing's photos in the back office: upload several by drag and drop or the picker (with progress), reorder
 * them with buttons (mouse and keyboard alike), choose the cover (the first), describe each in both languages,
 * delete. Every change is saved at once through /api/admin/media… (docs/decisions/021-media-pipeline.md).
 */
export function MediaManager({ kind, id, language }: MediaManagerProps) {
  const t = adminT(language);
  const path = `/media/listings/${kind}/${id}/images`;
  const [images, setImages] = useState<ListingImage[] | null>(null);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [dragging, setDragging] = useState(false);
  // Files chosen beyond the listing's limit: said out loud until the next choice.
  const [leftOut, setLeftOut] = useState(0);
  // Uploads accepted but not yet in the list (or failed), across several choices: they count against the limit.
  const pending = useRef(0);
  const inputId = useId();
  const rulesId = useId();
  // The list as shown, descriptions being typed included: every change sends it, and the answer replaces it.
  const latest = useRef<ListingImage[]>([]);
  if (images) latest.current = images;

  // The list as the server last answered it: descriptions typed and not yet sent differ from it.
  const [stored, setStored] = useState<ListingImage[]>([]);
  const display = useCallback((next: ListingImage[]) => {
    latest.current = next;
    setImages(next);
  }, []);
  const show = useCallback(
    (next: ListingImage[]) => {
      display(next);
      setStored(next);
    },
    [display],
  );
  useUnsavedChanges(
    (images ?? []).some((image) => {
      const saved = stored.find((item) => item.key === image.key);
      return saved !== undefined && (saved.alt.ar !== image.alt.ar || saved.alt.en !== image.alt.en);
    }),
  );

  useEffect(() => {
    const controller = new AbortController();
    adminFetch<ListingImagesAnswer>(path, { language, signal: controller.signal })
      .then((answer) => show(answer.data.images))
      .catch((caught) => {
        if (!isAbort(caught)) setError((caught as Error).message);
      });
    return () => controller.abort();
  }, [path, language, show]);

  async function save(next: ListingImage[], done: string) {
    setBusy(true);
    setError(undefined);
    setNotice(undefined);
    try {
      const answer = await adminFetch<ListingImagesAnswer>(path, {
        language,
        method: "PUT",
        body: { images: next.map((image) => ({ key: image.key, alt: image.alt })) },
      });
      show(answer.data.images);
      setNotice(done);
    } catch (caught) {
      setError((caught as Error).message);
    } finally {
      setBusy(false);
    }
  }

  function move(from: number, to: number) {
    const next = [...latest.current];
    const [moved] = next.splice(from, 1);
    if (!moved) return;
    next.splice(to, 0, moved);
    void save(next, to === 0 && from !== 0 ? t("media.coverChosen") : t("media.moved", { n: to + 1 }));
  }

  async function remove(index: number) {
    const image = latest.current[index];
    if (!image || !window.confirm(t("media.confirmRemove", { n: index + 1 }))) return;
    setBusy(true);
    setError(undefined);
    setNotice(undefined);
    try {
      const answer = await adminFetch<ListingImagesAnswer>(`${path}?key=${encodeURIComponent(image.key)}`, {
        language,
        method: "DELETE",
      });
      show(answer.data.images);
      setNotice(t("media.removed"));
    } catch (caught) {
      setError((caught as Error).message);
    } finally {
      setBusy(false);
    }
  }

  async function uploadAll(chosen: File[]) {
    if (chosen.length === 0) return;
    setError(undefined);
    setNotice(undefined);
    // Only what fits: the photos stored and those still uploading count against the limit; the rest are left out,
    // and the page says how many (the server refuses a photo past the limit all the same).
    const room = Math.max(0, maxImagesPerListing - latest.current.length - pending.current);
    const files = chosen.slice(0, room);
    setLeftOut(chosen.length - files.length);
    if (files.length === 0) return;
    pending.current += files.length;
    const queued = files.map((file) => ({ file, upload: { id: crypto.randomUUID(), name: file.name, progress: 0 } }));
    setUploads((current) => [...current.filter((upload) => upload.error), ...queued.map((item) => item.upload)]);
    const update = (uploadId: string, change: Partial<Upload>) =>
      setUploads((current) => current.map((upload) => (upload.id === uploadId ? { ...upload, ...change } : upload)));
    let next = 0;
    const worker = async () => {
      while (next < queued.length) {
        const { file, upload } = queued[next++]!;
        try {
          const image = await uploadFile<ListingImage>(`/api/admin${path}`, file, language, (progress) =>
            update(upload.id, { progress }),
          );
          // The new photo is stored; descriptions being typed on the others are not yet.
          display([...latest.current, image]);
          setStored((current) => [...current, image]);
          setUploads((current) => current.filter((item) => item.id !== upload.id));
          setNotice(t("media.uploaded", { name: file.name }));
        } catch (caught) {
          update(upload.id, { error: t("media.failed", { name: file.name, message: (caught as Error).message }) });
        } finally {
          pending.current -= 1;
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(parallelUploads, queued.length) }, worker));
  }

  function onDrop(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault();
    setDragging(false);
    void uploadAll([...event.dataTransfer.files]);
  }

  function setAlt(index: number, language: Language, value: string) {
    setImages((current) =>
      (current ?? []).map((image, at) =>
        at === index ? { ...image, alt: { ...image.alt, [language]: value } } : image,
      ),
    );
  }

  return (
    <section aria-labelledby={`${inputId}-title`} className="space-y-4">
      <div>
        <h2 id={`${inputId}-title`} className="text-lg font-bold text-ink-900">
          {t("media.title")}{" "}
          <span className="text-sm font-normal text-ink-700">({t("media.count", { count: images?.length ?? 0 })})</span>
        </h2>
        <p className="mt-1 text-sm text-ink-700">{t("media.intro")}</p>
      </div>

      {/* The zone is the file input's label: a click or Enter opens the picker, and files dropped on it upload. */}
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
          onDrop={onDrop}
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
            void uploadAll(files);
          }}
        />
      </div>

      {uploads.length > 0 ? (
        <ul className="space-y-2">
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
      ) : null}

      {leftOut > 0 ? (
        <p role="alert" className="rounded-md bg-gold-100 p-3 text-sm font-semibold text-ink-900">
          {t("media.leftOut", { count: leftOut, max: maxImagesPerListing })}
        </p>
      ) : null}
      <FormMessage error={error} success={notice} />

      {images === null ? (
        <p role="status">{t("loading")}</p>
      ) : images.length === 0 ? (
        <p className="text-ink-700">{t("media.none")}</p>
      ) : (
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {images.map((image, index) => {
            const n = index + 1;
            return (
              <li key={image.key} className="rounded-lg border border-ink-500/30 bg-white p-3" data-key={image.key}>
                <figure>
                  <img
                    src={`/media/${image.key}-${image.widths[0]}.webp`}
                    alt={image.alt[language] || t("media.photo", { n })}
                    width={image.width}
                    height={image.height}
                    loading="lazy"
                    className="aspect-[4/3] w-full rounded-md bg-ink-500/10 object-cover"
                  />
                  <figcaption className="mt-2 flex items-center justify-between text-sm font-semibold text-ink-900">
                    <span>{t("media.photo", { n })}</span>
                    {index === 0 ? (
                      <span className="rounded-full bg-brand-800 px-2 py-0.5 text-xs text-white">
                        {t("media.cover")}
                      </span>
                    ) : null}
                  </figcaption>
                </figure>
                <div className="mt-2 flex flex-wrap gap-2">
                  <button
                    type="button"
                    className={secondaryButton}
                    disabled={busy || index === 0}
                    aria-label={t("media.earlierLabel", { n })}
                    onClick={() => move(index, index - 1)}
                  >
                    {t("media.earlier")}
                  </button>
                  <button
                    type="button"
                    className={secondaryButton}
                    disabled={busy || index === images.length - 1}
                    aria-label={t("media.laterLabel", { n })}
                    onClick={() => move(index, index + 1)}
                  >
                    {t("media.later")}
                  </button>
                  {index > 0 ? (
                    <button
                      type="button"
                      className={secondaryButton}
                      disabled={busy}
                      aria-label={t("media.makeCoverLabel", { n })}
                      onClick={() => move(index, 0)}
                    >
                      {t("media.makeCover")}
                    </button>
                  ) : null}
                  <button
                    type="button"
                    className={`${secondaryButton} border-red-700 text-red-800`}
                    disabled={busy}
                    aria-label={t("media.removeLabel", { n })}
                    onClick={() => void remove(index)}
                  >
                    {t("media.remove")}
                  </button>
                </div>
                <div className="mt-3 space-y-2">
                  <AltField
                    label={`${t("media.altAr")} (${t("media.photo", { n })})`}
                    value={image.alt.ar}
                    dir="rtl"
                    lang="ar"
                    onChange={(value) => setAlt(index, "ar", value)}
                  />
                  <AltField
                    label={`${t("media.altEn")} (${t("media.photo", { n })})`}
                    value={image.alt.en}
                    dir="ltr"
                    lang="en"
                    onChange={(value) => setAlt(index, "en", value)}
                  />
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {images && images.length > 0 ? (
        <div>
          <button
            type="button"
            className={primaryButton}
            disabled={busy}
            onClick={() => void save(images, t("media.saved"))}
          >
            {t("media.saveTexts")}
          </button>
        </div>
      ) : null}
    </section>
  );
}

function AltField({
  label,
  value,
  dir,
  lang,
  onChange,
}: {
  label: string;
  value: string;
  dir: "rtl" | "ltr";
  lang: Language;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-xs font-semibold text-ink-900">
        {label}
      </label>
      <input
        id={id}
        value={value}
        dir={dir}
        lang={lang}
        maxLength={maxAltLength}
        onChange={(event) => onChange(event.target.value)}
        className="mt-1 block w-full rounded-md border border-ink-500/40 bg-white px-2 py-1 text-sm text-ink-900"
      />
    </div>
  );
}
