import { type FormEvent, useState } from "react";
import { data } from "react-router";
import { type CompanyPageName, companyPageNames } from "../../../domain/company-page-view.ts";
import type { CompanyPageContent, PageEditorData } from "../../../domain/company-pages.ts";
import { adminFetch } from "../admin-api.ts";
import { useAdmin } from "../admin-context.ts";
import { adminLanguageOf, adminPath, formatAdminTime } from "../admin-format.ts";
import { useAdminT } from "../admin-i18n.ts";
import { AdminTitle } from "../admin-title.tsx";
import { DraftOffer } from "../draft-offer.tsx";
import { FieldErrorSummary } from "../field-errors.tsx";
import { FormMessage, primaryButton, secondaryButton } from "../form-fields.tsx";
import { removeDraft, useLocalDraft } from "../local-draft.ts";
import { pageEditorOf } from "../pages/registry.ts";
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

type AnyPageContent = CompanyPageContent[CompanyPageName];

/**
 * A company page's editor: the shell every page shares (draft, preview at phone and desktop width — the public page
 * itself, showing the draft —, publishing and earlier versions) around the page's own field groups, which
 * app/admin/pages/registry.ts names per page.
 */
export default function CompanyPageEditor({ loaderData }: Route.ComponentProps) {
  // Its own state per page: going from one page's editor to another's starts afresh.
  return <PageEditorShell key={loaderData.page} loaderData={loaderData} />;
}

function PageEditorShell({ loaderData }: { loaderData: Route.ComponentProps["loaderData"] }) {
  const t = useAdminT();
  const { language, staff } = useAdmin();
  const page = loaderData.page;
  const { defaults, Fields } = pageEditorOf(page);
  const initial: AnyPageContent = loaderData.draft ?? loaderData.published ?? defaults;
  const [content, setContent] = useState<AnyPageContent>(initial);
  const [stored, setStored] = useState<AnyPageContent>(initial);
  const [versions, setVersions] = useState(loaderData.versions);
  const [message, setMessage] = useState<string>();
  // Said where the offer was: the fields it filled and the buttons may be many screens down on a phone.
  const [draftRestored, setDraftRestored] = useState(false);
  const { busy, error, fields, run } = useSubmit();
  const dirty = JSON.stringify(content) !== JSON.stringify(stored);
  useUnsavedChanges(dirty);
  // Typed and not yet saved as the draft: kept in this browser as it is typed (app/admin/local-draft.ts).
  const localDraft = useLocalDraft({ subject: { staffId: staff.id, page }, version: null, value: content, dirty });

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
      removeDraft(localDraft.key);
    });
  };
  const submitDraft = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(undefined);
    setDraftRestored(false);
    if (await saveDraft()) setMessage(t("companyPages.draftSaved"));
  };
  const preview = async (size: keyof typeof previewWidths) => {
    setMessage(undefined);
    setDraftRestored(false);
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
    setDraftRestored(false);
    const sent = content;
    const done = await run(async () => {
      await adminFetch(`/pages/${page}/publish`, { language, method: "POST", body: { content: sent } });
      refresh(await adminFetch<{ data: PageEditorData }>(`/pages/${page}`, { language }));
      setStored(sent);
      removeDraft(localDraft.key);
    });
    if (done) setMessage(t("companyPages.published"));
  };
  const restore = async (id: number) => {
    setMessage(undefined);
    setDraftRestored(false);
    const done = await run(async () => {
      await adminFetch(`/pages/${page}/versions/${id}/restore`, { language, method: "POST", body: {} });
      const answer = await adminFetch<{ data: PageEditorData }>(`/pages/${page}`, { language });
      refresh(answer);
      const now = answer.data.published ?? defaults;
      setContent(now);
      setStored(now);
      removeDraft(localDraft.key);
    });
    if (done) setMessage(t("companyPages.restored"));
  };

  return (
    <div className="grid max-w-5xl gap-4">
      <AdminTitle text={t(`companyPages.names.${page}`)} />
      <h1 className="text-2xl font-bold text-ink-900">{t(`companyPages.names.${page}`)}</h1>
      <p className="text-ink-700">{t("companyPages.intro")}</p>
      {localDraft.offer ? (
        <DraftOffer
          offer={localDraft.offer}
          language={language}
          onRestore={() => {
            if (!localDraft.offer) return;
            setContent(localDraft.offer.value);
            setDraftRestored(true);
            localDraft.settle();
          }}
          onDiscard={localDraft.discard}
        />
      ) : draftRestored ? (
        <p role="status" className="rounded-md bg-brand-50 p-3 text-sm font-semibold text-brand-800">
          {t("draft.restored")}
        </p>
      ) : null}
      <form onSubmit={submitDraft} className="grid gap-4" noValidate>
        <FieldErrorSummary fields={fields} />
        <Fields content={content} onChange={setContent} fields={fields} defaults={defaults} />
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
