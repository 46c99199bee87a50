import { type FormEvent, type MouseEvent, useState } from "react";
import { data } from "react-router";
import { imageAccept, uploadLimits } from "../../../domain/admin/media-limits.ts";
import {
  type CompanyPageName,
  companyPageNames,
  focalSteps,
  heroButtonPaths,
} from "../../../domain/company-page-view.ts";
import type {
  HeroTexts,
  HomePageContent,
  PageEditorData,
  PagePicture,
  UploadedPagePicture,
} from "../../../domain/company-pages.ts";
import type { Language } from "../../../domain/language.ts";
import { mediaUrl } from "../../../domain/listing-wire.ts";
import { adminFetch } from "../admin-api.ts";
import { useAdmin } from "../admin-context.ts";
import { adminLanguageOf, adminPath, formatAdminTime } from "../admin-format.ts";
import { useAdminT } from "../admin-i18n.ts";
import { AdminTitle } from "../admin-title.tsx";
import { FieldErrorSummary } from "../field-errors.tsx";
import { FormMessage, primaryButton, SelectField, secondaryButton, TextField } from "../form-fields.tsx";
import { uploadFile } from "../media/upload.ts";
import { defaultHomeContent } from "../pages/default-content.ts";
import { useUnsavedChanges } from "../unsaved-changes.tsx";
import { useSubmit } from "../use-submit.ts";
import type { Route } from "./+types/page-edit";

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const language = adminLanguageOf(new URL(request.url).pathname);
  if (!(companyPageNames as readonly string[]).includes(params.page)) throw data(null, { status: 404 });
  const page = params.page as CompanyPageName;
  const answer = await adminFetch<{ data: PageEditorData }>(`/pages/${page}`, { language, signal: request.signal });
  return { page, ...answer.data };
}

/** The preview windows' widths: a phone's and a desktop's (the issue's 390 and 1280 px). */
const previewWidths = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;

const textArea =
  "mt-1 block w-full rounded-md border border-ink-500/40 bg-white px-3 py-2 text-ink-900 focus:border-brand-700";

function HeroColumn({
  language,
  texts,
  onChange,
  fields,
}: {
  language: Language;
  texts: HeroTexts;
  onChange: (texts: HeroTexts) => void;
  fields: Record<string, string>;
}) {
  const t = useAdminT();
  const at = (name: string) => fields[`content.hero.${language}.${name}`];
  const dir = language === "ar" ? "rtl" : "ltr";
  const textId = `hero-text-${language}`;
  const button = (which: "primary" | "secondary") => (
    <fieldset className="grid gap-2 rounded-lg border border-ink-500/20 p-3">
      <legend className="px-1 text-sm font-bold text-ink-900">{t(`companyPages.${which}`)}</legend>
      <TextField
        label={t("companyPages.buttonLabel")}
        dir={dir}
        lang={language}
        value={texts[which].label}
        onChange={(event) => onChange({ ...texts, [which]: { ...texts[which], label: event.target.value } })}
        error={at(`${which}.label`)}
      />
      <SelectField
        label={t("companyPages.buttonPath")}
        value={texts[which].path}
        onChange={(event) =>
          onChange({ ...texts, [which]: { ...texts[which], path: event.target.value as HeroTexts["primary"]["path"] } })
        }
        error={at(`${which}.path`)}
      >
        {heroButtonPaths.map((path) => (
          <option key={path} value={path}>
            {t(`companyPages.paths.${path}`)}
          </option>
        ))}
      </SelectField>
    </fieldset>
  );
  return (
    <fieldset className="grid content-start gap-3" data-language={language}>
      <legend className="mb-1 text-base font-bold text-brand-800">
        {t(language === "ar" ? "companyPages.arabic" : "companyPages.english")}
      </legend>
      <TextField
        label={t("companyPages.eyebrow")}
        dir={dir}
        lang={language}
        value={texts.eyebrow}
        onChange={(event) => onChange({ ...texts, eyebrow: event.target.value })}
        error={at("eyebrow")}
      />
      <TextField
        label={t("companyPages.heading")}
        dir={dir}
        lang={language}
        value={texts.heading}
        onChange={(event) => onChange({ ...texts, heading: event.target.value })}
        error={at("heading")}
      />
      <div>
        <label htmlFor={textId} className="block text-sm font-semibold text-ink-900">
          {t("companyPages.text")}
        </label>
        <textarea
          id={textId}
          dir={dir}
          lang={language}
          rows={4}
          className={textArea}
          value={texts.text}
          aria-invalid={at("text") ? true : undefined}
          aria-describedby={at("text") ? `${textId}-error` : undefined}
          onChange={(event) => onChange({ ...texts, text: event.target.value })}
        />
        {at("text") ? (
          <p id={`${textId}-error`} className="mt-1 text-sm font-semibold text-red-700">
            {at("text")}
          </p>
        ) : null}
      </div>
      {button("primary")}
      {button("secondary")}
    </fieldset>
  );
}

/** The nearest focal step to a fraction of the picture (0..1). */
function focalStepOf(fraction: number): number {
  return Math.min(100, Math.max(0, Math.round(fraction * 10) * 10));
}

function PictureBlock({
  picture,
  onChange,
  fields,
}: {
  picture: PagePicture | null;
  onChange: (picture: PagePicture | null) => void;
  fields: Record<string, string>;
}) {
  const t = useAdminT();
  const { language } = useAdmin();
  const [uploading, setUploading] = useState(false);
  const [notice, setNotice] = useState<string>();
  const [refusal, setRefusal] = useState<string>();
  const at = (name: string) => fields[`content.hero.picture.${name}`];

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
      <legend className="float-start mb-1 w-full text-lg font-bold text-ink-900">{t("companyPages.picture")}</legend>
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
              className="relative mt-2 aspect-[390/560] w-40 overflow-hidden rounded-md bg-brand-900"
              data-phone-crop
            >
              <img src={thumbnail} alt="" className={`absolute inset-0 size-full object-cover ${focalClasses}`} />
            </div>
          </div>
        </div>
      ) : (
        <p className="text-ink-700">{t("companyPages.noPicture")}</p>
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

/**
 * A company page's editor: its blocks in Arabic and English side by side, its picture, a preview at phone and
 * desktop width (the public page itself, showing the draft), publishing and earlier versions.
 */
export default function CompanyPageEditor({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const { language } = useAdmin();
  const page = loaderData.page;
  const initial = (loaderData.draft ?? loaderData.published ?? defaultHomeContent) as HomePageContent;
  const [content, setContent] = useState<HomePageContent>(initial);
  const [stored, setStored] = useState<HomePageContent>(initial);
  const [versions, setVersions] = useState(loaderData.versions);
  const [message, setMessage] = useState<string>();
  const { busy, error, fields, run } = useSubmit();
  useUnsavedChanges(JSON.stringify(content) !== JSON.stringify(stored));

  const setHero = (hero: Partial<HomePageContent["hero"]>) => setContent({ hero: { ...content.hero, ...hero } });
  const refresh = (answer: { data: PageEditorData }) => setVersions(answer.data.versions);
  const saveDraft = async (): Promise<boolean> => {
    const sent = content;
    return run(async () => {
      const answer = await adminFetch<{ data: PageEditorData }>(`/pages/${page}/draft`, {
        language,
        method: "PUT",
        body: { content: sent },
      });
      refresh(answer);
      setStored(sent);
    });
  };
  const submitDraft = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(undefined);
    if (await saveDraft()) setMessage(t("companyPages.draftSaved"));
  };
  const preview = async (size: keyof typeof previewWidths) => {
    setMessage(undefined);
    const { width, height } = previewWidths[size];
    // Opened at once (a window opened after an await is taken for a pop-up), then sent to the page once saved.
    const opened = window.open("about:blank", `page-preview-${size}`, `popup,width=${width},height=${height}`);
    if (await saveDraft()) {
      const url = adminPath(`/preview/pages/${page}`, language);
      if (opened) opened.location.href = url;
      else window.open(url, "_blank");
    } else {
      opened?.close();
    }
  };
  const publish = async () => {
    setMessage(undefined);
    const sent = content;
    const done = await run(async () => {
      await adminFetch(`/pages/${page}/publish`, { language, method: "POST", body: { content: sent } });
      refresh(await adminFetch<{ data: PageEditorData }>(`/pages/${page}`, { language }));
      setStored(sent);
    });
    if (done) setMessage(t("companyPages.published"));
  };
  const restore = async (id: number) => {
    setMessage(undefined);
    const done = await run(async () => {
      await adminFetch(`/pages/${page}/versions/${id}/restore`, { language, method: "POST", body: {} });
      const answer = await adminFetch<{ data: PageEditorData }>(`/pages/${page}`, { language });
      refresh(answer);
      const now = (answer.data.published ?? defaultHomeContent) as HomePageContent;
      setContent(now);
      setStored(now);
    });
    if (done) setMessage(t("companyPages.restored"));
  };

  return (
    <div className="grid max-w-5xl gap-4">
      <AdminTitle text={t(`companyPages.names.${page}`)} />
      <h1 className="text-2xl font-bold text-ink-900">{t(`companyPages.names.${page}`)}</h1>
      <p className="text-ink-700">{t("companyPages.intro")}</p>
      <form onSubmit={submitDraft} className="grid gap-4" noValidate>
        <FieldErrorSummary fields={fields} />
        <section className="grid gap-3 rounded-xl bg-white p-4 shadow-sm" aria-labelledby="hero-heading">
          <h2 id="hero-heading" className="text-lg font-bold text-ink-900">
            {t("companyPages.hero")}
          </h2>
          <div className="grid gap-6 md:grid-cols-2">
            <HeroColumn language="ar" texts={content.hero.ar} onChange={(ar) => setHero({ ar })} fields={fields} />
            <HeroColumn language="en" texts={content.hero.en} onChange={(en) => setHero({ en })} fields={fields} />
          </div>
        </section>
        <PictureBlock picture={content.hero.picture} onChange={(picture) => setHero({ picture })} fields={fields} />
        <FormMessage error={error} success={message} />
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={secondaryButton} disabled={busy}>
            {t("companyPages.saveDraft")}
          </button>
          <button type="button" className={secondaryButton} disabled={busy} onClick={() => void preview("phone")}>
            {t("companyPages.previewPhone")}
          </button>
          <button type="button" className={secondaryButton} disabled={busy} onClick={() => void preview("desktop")}>
            {t("companyPages.previewDesktop")}
          </button>
          <button type="button" className={primaryButton} disabled={busy} onClick={() => void publish()}>
            {t("companyPages.publish")}
          </button>
        </div>
        <p className="text-xs text-ink-700">{t("companyPages.previewHint")}</p>
      </form>
      <section className="grid gap-2 rounded-xl bg-white p-4 shadow-sm" aria-labelledby="versions-heading">
        <h2 id="versions-heading" className="text-lg font-bold text-ink-900">
          {t("companyPages.versions")}
        </h2>
        {versions.length === 0 ? (
          <p className="text-ink-700">{t("companyPages.noVersions")}</p>
        ) : (
          <ol className="grid gap-2">
            {versions.map((version) => (
              <li key={version.id} className="flex flex-wrap items-center justify-between gap-2">
                <span>
                  {t("companyPages.versionBy", {
                    date: formatAdminTime(version.publishedAt, language),
                    name: version.by ?? "",
                  })}
                </span>
                <button
                  type="button"
                  className={secondaryButton}
                  disabled={busy}
                  onClick={() => void restore(version.id)}
                >
                  {t("companyPages.restore")}
                </button>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
