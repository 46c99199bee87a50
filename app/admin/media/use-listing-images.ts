import { useCallback, useEffect, useRef, useState } from "react";
import type { ListingImage, ListingImagesAnswer } from "../../../domain/admin/media.ts";
import type { Language } from "../../../domain/language.ts";
import { adminFetch, isAbort } from "../admin-api.ts";
import { useConfirm } from "../admin-dialog.tsx";
import { adminT } from "../admin-i18n.ts";
import { useUnsavedChanges } from "../unsaved-changes.tsx";
import { moveItem } from "./batch.ts";

/**
 * A listing's images as the server keeps them, their order and their descriptions: loaded once, and every change
 * (order, removal, descriptions) sent at once; the answer replaces the list. Descriptions typed and not yet sent
 * count as unsaved work (docs/decisions/027-unsaved-work.md).
 */
export function useListingImages(path: string, language: Language) {
  const t = adminT(language);
  const { confirm, dialog } = useConfirm();
  const [images, setImages] = useState<ListingImage[] | null>(null);
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [busy, setBusy] = useState(false);
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

  /** Runs one change of the list; its answer is the list now stored. */
  async function change(send: () => Promise<ListingImagesAnswer>, done: string) {
    setBusy(true);
    setError(undefined);
    setNotice(undefined);
    try {
      show((await send()).data.images);
      setNotice(done);
    } catch (caught) {
      setError((caught as Error).message);
    } finally {
      setBusy(false);
    }
  }

  const save = (next: ListingImage[], done: string) =>
    change(
      () =>
        adminFetch<ListingImagesAnswer>(path, {
          language,
          method: "PUT",
          body: { images: next.map((image) => ({ key: image.key, alt: image.alt })) },
        }),
      done,
    );

  return {
    images,
    /** The removal's confirmation: rendered by the manager. */
    dialog,
    error,
    notice,
    busy,
    /** How many photos the listing has now (uploads just stored included). */
    count: () => latest.current.length,
    setError,
    setNotice,
    save: () => save(latest.current, t("media.saved")),
    move(from: number, to: number) {
      if (from === to || !latest.current[from]) return;
      const next = moveItem(latest.current, from, to);
      void save(next, to === 0 && from !== 0 ? t("media.coverChosen") : t("media.moved", { n: to + 1 }));
    },
    async remove(index: number) {
      const image = latest.current[index];
      if (!image) return;
      const n = index + 1;
      const question = {
        title: t("media.confirmRemoveTitle", { n }),
        description: t("media.confirmRemove", { n }),
        confirmLabel: t("media.confirmRemoveButton"),
      };
      if (!(await confirm(question))) return;
      void change(
        () =>
          adminFetch<ListingImagesAnswer>(`${path}?key=${encodeURIComponent(image.key)}`, {
            language,
            method: "DELETE",
          }),
        t("media.removed"),
      );
    },
    setAlt(index: number, altLanguage: Language, value: string) {
      setImages((current) =>
        (current ?? []).map((image, at) =>
          at === index ? { ...image, alt: { ...image.alt, [altLanguage]: value } } : image,
        ),
      );
    },
    /** A photo just uploaded: stored, while descriptions being typed on the others are not yet. */
    added(image: ListingImage) {
      display([...latest.current, image]);
      setStored((current) => [...current, image]);
    },
  };
}

export type ListingImages = ReturnType<typeof useListingImages>;
