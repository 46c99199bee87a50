import { type MouseEvent, useState } from "react";
import { imageAccept, uploadLimits } from "../../../domain/admin/media-limits.ts";
import { focalSteps } from "../../../domain/company-page-view.ts";
import type { PagePicture, UploadedPagePicture } from "../../../domain/company-pages.ts";
import { mediaUrl } from "../../../domain/listing-wire.ts";
import { useAdmin } from "../admin-context.ts";
import { useAdminT } from "../admin-i18n.ts";
import { FormMessage, SelectField, secondaryButton, TextField } from "../form-fields.tsx";
import { uploadFile } from "../media/upload.ts";

/** The nearest focal step to a fraction of the picture (0..1). */
function focalStepOf(fraction: number): number {
  return Math.min(100, Math.max(0, Math.round(fraction * 10) * 10));
}

/**
 * A page's picture: uploaded through the media pipeline, described in both languages, its focal point chosen on
 * the picture itself. `path`: where it sits in the page's content (`hero.picture`), for the server's field errors.
 */
export function PictureField({
  picture,
  onChange,
  fields,
  path,
  legend,
  crop = "hero",
  emptyText,
}: {
  picture: PagePicture | null;
  onChange: (picture: PagePicture | null) => void;
  fields: Record<string, string>;
  path: string;
  legend?: string;
  /** The phone's crop it shows: the home hero's (tall) or a section banner's (a wide strip). */
  crop?: "hero" | "banner";
  /** What the page shows without a picture. */
  emptyText?: string;
}) {
  const t = useAdminT();
  const { language } = useAdmin();
  const [uploading, setUploading] = useState(false);
  const [notice, setNotice] = useState<string>();
  const [refusal, setRefusal] = useState<string>();
  const at = (name: string) => fields[`content.${path}.${name}`];

  const send = async (file: File) => {
    setRefusal(undefined);
    setNotice(undefined);
    if (file.size > uploadLimits.maxBytes) {
      setRefusal(t("media.documents.tooLarge"));
      return;
    }
    setUploading(true);
    try {
      const uploaded = await uploadFile<UploadedPagePicture>("/api/admin/pages/pictures", file, language, () => {});
      // A new picture is described afresh: the old descriptions belonged to the old picture.
      onChange({ ...uploaded, alt: { ar: "", en: "" }, focal: picture?.focal ?? { x: 50, y: 50 } });
      setNotice(t("companyPages.uploaded"));
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : String(error));
    } finally {
      setUploading(false);
    }
  };

  const chooseFocal = (event: MouseEvent<HTMLButtonElement>) => {
    if (!picture) return;
    const box = event.currentTarget.getBoundingClientRect();
    const fromLeft = (event.clientX - box.left) / box.width;
    onChange({
      ...picture,
      focal: { x: focalStepOf(fromLeft), y: focalStepOf((event.clientY - box.top) / box.height) },
    });
  };
  const thumbnail = picture ? mediaUrl(picture.key, picture.widths[0] ?? picture.width, "webp") : null;
  const focalClasses = picture ? `hero-picture focal-x-${picture.focal.x} focal-y-${picture.focal.y}` : "";

  return (
    <fieldset className="grid gap-3 rounded-xl bg-white p-4 shadow-sm" data-picture-block>
      <legend className="float-start mb-1 w-full text-lg font-bold text-ink-900">
        {legend ?? t("companyPages.picture")}
      </legend>
      {picture && thumbnail ? (
        <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_10rem]">
          <div>
            <p className="text-sm font-semibold text-ink-900">{t("companyPages.focal")}</p>
            <p className="text-xs text-ink-700">{t("companyPages.focalHint")}</p>
            {/* The picture itself is the control: a press sets the focal point (the selects below do it too). */}
            <button
              type="button"
              onClick={chooseFocal}
              className="relative mt-2 block w-full cursor-crosshair overflow-hidden rounded-md"
              aria-label={t("companyPages.focal")}
            >
              <img
                src={thumbnail}
                alt=""
                width={picture.width}
                height={picture.height}
                className="block h-auto w-full"
              />
              <span
                aria-hidden="true"
                className={`focal-marker absolute size-5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-gold-500 shadow focal-left-${picture.focal.x} focal-top-${picture.focal.y}`}
              />
            </button>
            <div className="mt-2 grid grid-cols-2 gap-3">
              <SelectField
                label={t("companyPages.focalX")}
                value={String(picture.focal.x)}
                onChange={(event) =>
                  onChange({ ...picture, focal: { ...picture.focal, x: Number(event.target.value) } })
                }
              >
                {focalSteps.map((step) => (
                  <option key={step} value={step}>
                    {step}
                  </option>
                ))}
              </SelectField>
              <SelectField
                label={t("companyPages.focalY")}
                value={String(picture.focal.y)}
                onChange={(event) =>
                  onChange({ ...picture, focal: { ...picture.focal, y: Number(event.target.value) } })
                }
              >
                {focalSteps.map((step) => (
                  <option key={step} value={step}>
                    {step}
                  </option>
                ))}
              </SelectField>
            </div>
          </div>
          <div>
            <p className="text-sm font-semibold text-ink-900">{t("companyPages.phoneCrop")}</p>
            {/* A phone's hero is about as tall as it is wide and a half: the crop it keeps, around the focal point. */}
            <div
              className={`relative mt-2 overflow-hidden rounded-md bg-brand-900 ${crop === "banner" ? "aspect-[390/150] w-40" : "aspect-[390/560] w-40"}`}
              data-phone-crop
            >
              <img src={thumbnail} alt="" className={`absolute inset-0 size-full object-cover ${focalClasses}`} />
            </div>
          </div>
        </div>
      ) : (
        <p className="text-ink-700">{emptyText ?? t("companyPages.noPicture")}</p>
      )}
      {picture ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={t("companyPages.altAr")}
            dir="rtl"
            lang="ar"
            value={picture.alt.ar}
            onChange={(event) => onChange({ ...picture, alt: { ...picture.alt, ar: event.target.value } })}
            hint={t("companyPages.altHint")}
            error={at("alt.ar")}
          />
          <TextField
            label={t("companyPages.altEn")}
            dir="ltr"
            lang="en"
            value={picture.alt.en}
            onChange={(event) => onChange({ ...picture, alt: { ...picture.alt, en: event.target.value } })}
            hint={t("companyPages.altHint")}
            error={at("alt.en")}
          />
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <label
          className={`${secondaryButton} cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold-500 ${uploading ? "pointer-events-none opacity-60" : ""}`}
        >
          <input
            type="file"
            accept={imageAccept}
            className="sr-only"
            disabled={uploading}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = "";
              if (file) void send(file);
            }}
          />
          {t("companyPages.upload")}
        </label>
        {picture ? (
          <button type="button" className={secondaryButton} onClick={() => onChange(null)}>
            {t("companyPages.removePicture")}
          </button>
        ) : null}
      </div>
      <p className="text-xs text-ink-700">{t("companyPages.pictureHint")}</p>
      {uploading ? <p role="status">{t("companyPages.uploading")}</p> : null}
      <FormMessage error={refusal} success={notice} />
    </fieldset>
  );
}
