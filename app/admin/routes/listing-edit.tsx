import { type FormEvent, useState } from "react";
import { Link, useNavigate } from "react-router";
import { emptyListingInput } from "../../../domain/admin/empty-listing.ts";
import {
  type AdminCategory,
  type EditorListing,
  type ListingInput,
  licenceState,
} from "../../../domain/admin/listing-editor.ts";
import type { PendingChange } from "../../../domain/admin/pending-change.ts";
import { can } from "../../../domain/admin/permissions.ts";
import { type ListingKind, listingKinds } from "../../../domain/listing.ts";
import { AdminApiError, adminFetch } from "../admin-api.ts";
import { useAdmin } from "../admin-context.ts";
import { ConfirmDialog } from "../admin-dialog.tsx";
import { adminLanguageOf, adminPath, formatAdminTime } from "../admin-format.ts";
import { useAdminT } from "../admin-i18n.ts";
import { AdminTitle } from "../admin-title.tsx";
import { ListingStatsPanel } from "../dashboard/listing-stats-panel.tsx";
import { DraftOffer } from "../draft-offer.tsx";
import { FieldErrorSummary } from "../field-errors.tsx";
import { FormMessage, primaryButton, secondaryButton } from "../form-fields.tsx";
import { ListingFields } from "../listing-form/listing-fields.tsx";
import { ListingHistoryPanel } from "../listing-history.tsx";
import { ListingReviewPanel } from "../listing-review.tsx";
import { ListingSchedulePanel } from "../listing-schedule.tsx";
import { type LocalDraft, removeDraft, useLocalDraft } from "../local-draft.ts";
import { MediaManager } from "../media/media-manager.tsx";
import { useUnsavedChanges } from "../unsaved-changes.tsx";
import { useSubmit } from "../use-submit.ts";
import type { Route } from "./+types/listing-edit";

/** The input part of a loaded listing (what a save sends back). */
function inputOf(listing: EditorListing): ListingInput {
  const {
    id: _id,
    kind: _kind,
    published: _published,
    version: _version,
    imageCount: _imageCount,
    adLicenceExpiresAt: _adLicenceExpiresAt,
    createdAt: _createdAt,
    updatedAt: _updatedAt,
    ...input
  } = listing;
  // A property's ACTIVE means AVAILABLE (domain/listing.ts): the editor offers the one word.
  return listing.kind === "property" && input.status === "ACTIVE" ? { ...input, status: "AVAILABLE" } : input;
}

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const language = adminLanguageOf(new URL(request.url).pathname);
  const options = { language, signal: request.signal };
  const categories = adminFetch<{ data: AdminCategory[] }>("/categories", options);
  if (params.kind !== undefined) {
    const kind = params.kind as ListingKind;
    if (!listingKinds.includes(kind)) throw new Response(null, { status: 404 });
    return { kind, listing: null, pending: null, categories: (await categories).data };
  }
  try {
    // A published listing's edit waiting for review (docs/decisions/036-review-before-publishing.md).
    const pending = adminFetch<{ data: PendingChange | null }>(`/listings/${params.id}/pending-change`, options);
    const listing = await adminFetch<{ data: EditorListing }>(`/listings/${params.id}`, options);
    return {
      kind: listing.data.kind,
      listing: listing.data,
      pending: (await pending).data,
      categories: (await categories).data,
    };
  } catch (error) {
    if (error instanceof AdminApiError && error.status === 404) throw new Response(null, { status: 404 });
    throw error;
  }
}

/** A listing's editor: every field, Arabic and English side by side; save, preview, publish, delete. */
export default function ListingEditPage({ loaderData }: Route.ComponentProps) {
  const { kind, categories } = loaderData;
  // A new page for each listing: the route remounts it with a key on the listing's identity.
  return (
    <ListingEditor
      key={loaderData.listing ? `${loaderData.listing.id}:${loaderData.listing.version}` : `new:${kind}`}
      kind={kind}
      listing={loaderData.listing}
      pending={loaderData.pending}
      categories={categories}
    />
  );
}

function ListingEditor({
  kind,
  listing: loaded,
  pending: loadedPending,
  categories,
}: {
  kind: ListingKind;
  listing: EditorListing | null;
  pending: PendingChange | null;
  categories: AdminCategory[];
}) {
  const t = useAdminT();
  const { language, staff } = useAdmin();
  const navigate = useNavigate();
  // Editors submit for review; publishers and admins publish (docs/decisions/036-review-before-publishing.md).
  const mayPublish = can(staff.role, "publishListings");
  const [listing, setListing] = useState<EditorListing | null>(loaded);
  // An editor's change of a published listing waits for review: their form opens on it, a publisher's on the site's.
  const [pending, setPending] = useState<PendingChange | null>(loadedPending);
  const [value, setValue] = useState<ListingInput>(
    loadedPending && !mayPublish ? loadedPending.input : loaded ? inputOf(loaded) : emptyListingInput(kind),
  );
  const [dirty, setDirty] = useState(false);
  const [notice, setNotice] = useState<string>();
  const [conflict, setConflict] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  // A restore rewrites the gallery's order: the media manager reads it again.
  const [restores, setRestores] = useState(0);
  const { busy, error, fields, run } = useSubmit();
  const unsaved = useUnsavedChanges(dirty);
  const draft = useLocalDraft({
    subject: loaded ? { staffId: staff.id, id: loaded.id } : { staffId: staff.id, kind },
    version: listing?.version ?? null,
    value,
    dirty,
  });
  const restore = (offered: LocalDraft<ListingInput>) => {
    setValue(offered.value);
    setDirty(true);
    setNotice(t("draft.restored"));
    draft.settle();
  };
  const patch = (change: Partial<ListingInput>) => {
    setValue((current) => ({ ...current, ...change }));
    setDirty(true);
    setNotice(undefined);
  };
  const title = listing ? (language === "ar" ? listing.titleAr : listing.titleEn) : t(`editor.newTitle.${kind}`);
  /** An editor's save of this listing waits for review instead of reaching the site. */
  const held = Boolean(listing?.published && !mayPublish);

  /** Runs a change; a 409 offers to reload, anything else shows on the form. */
  const act = async (action: () => Promise<void>, done: string) => {
    setConflict(false);
    setNotice(undefined);
    const ok = await run(async () => {
      try {
        await action();
      } catch (caught) {
        if (caught instanceof AdminApiError && caught.status === 409) setConflict(true);
        throw caught;
      }
    });
    if (ok) setNotice(done);
  };

  const save = async (event?: FormEvent) => {
    event?.preventDefault();
    // The button stays enabled while a save runs (a disabled button drops the focus to the page): a second press
    // waits for the first instead.
    if (busy) return;
    if (!listing) {
      await act(async () => {
        const created = await adminFetch<{ data: EditorListing }>("/listings", {
          language,
          method: "POST",
          body: { kind, ...value },
        });
        removeDraft(draft.key);
        unsaved.release();
        navigate(adminPath(`/listings/${created.data.id}`, language), { state: { created: true } });
      }, t("editor.saved"));
      return;
    }
    let wasHeld = false;
    await act(async () => {
      const saved = await adminFetch<{ data: EditorListing; pending?: PendingChange }>(`/listings/${listing.id}`, {
        language,
        method: "PUT",
        body: { version: listing.version, ...value },
      });
      setListing(saved.data);
      if (saved.pending) {
        // Held for review: the site still shows the published version; the form keeps the change.
        wasHeld = true;
        setPending(saved.pending);
        setValue(saved.pending.input);
      } else {
        setValue(inputOf(saved.data));
        // A publisher's save over a listing whose change waits: the change now reads against the new version.
        if (pending) {
          const current = await adminFetch<{ data: PendingChange | null }>(`/listings/${listing.id}/pending-change`, {
            language,
          });
          setPending(current.data);
        }
      }
      setDirty(false);
      removeDraft(draft.key);
    }, t("editor.saved"));
    if (wasHeld) setNotice(t("review.pending.saved"));
  };

  const setPublished = async (publish: boolean) => {
    if (!listing) return;
    await act(
      async () => {
        const changed = await adminFetch<{ data: EditorListing }>(
          `/listings/${listing.id}/${publish ? "publish" : "unpublish"}`,
          { language, method: "POST", body: { version: listing.version } },
        );
        setListing(changed.data);
      },
      publish ? t("editor.published") : t("editor.unpublished"),
    );
  };

  const remove = async () => {
    setConfirmingDelete(false);
    if (!listing) return;
    await act(async () => {
      await adminFetch(`/listings/${listing.id}?version=${listing.version}`, { language, method: "DELETE" });
      removeDraft(draft.key);
      unsaved.release();
      navigate(adminPath(`/listings?kind=${kind}`, language));
    }, t("editor.deleted"));
  };

  const licence = listing?.published ? licenceState(listing.adLicenceExpiresAt) : null;
  const fieldErrors = Object.keys(fields).length > 0;
  const previewHref = listing ? adminPath(`/preview/${kind}/${listing.id}`, language) : null;

  return (
    <div className="grid gap-4">
      <AdminTitle text={title} />
      <nav aria-label={t("editor.breadcrumb")} className="text-sm">
        <Link to={adminPath(`/listings?kind=${kind}`, language)} className="text-brand-800 underline">
          {t(`listings.kinds.${kind}`)}
        </Link>
      </nav>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-ink-900">{title}</h1>
        {listing ? (
          <span
            className={`rounded-full px-3 py-1 text-sm font-semibold ${listing.published ? "bg-brand-50 text-brand-800" : "bg-sand-50 text-ink-700"}`}
            data-testid="publication-state"
          >
            {listing.published ? t("listings.state.published") : t("listings.state.draft")}
          </span>
        ) : null}
      </div>
      {listing ? (
        <p className="text-sm text-ink-700">
          {t("editor.lastSaved", { time: formatAdminTime(listing.updatedAt, language), version: listing.version })}
        </p>
      ) : (
        <p className="text-sm text-ink-700">{t("editor.newHint")}</p>
      )}
      {licence && (licence.state === "expiring" || licence.state === "expired") ? (
        <p
          role="alert"
          className="rounded-md bg-gold-100 p-3 text-sm font-semibold text-ink-900"
          data-testid="licence-warning"
        >
          {licence.state === "expired"
            ? t("editor.licenceExpired")
            : licence.daysLeft === 0
              ? t("editor.licenceExpiresToday")
              : t("editor.licenceExpiring", { count: licence.daysLeft })}
        </p>
      ) : null}

      {draft.offer ? (
        <DraftOffer
          offer={draft.offer}
          language={language}
          warning={
            listing && draft.offer.version !== null && draft.offer.version < listing.version
              ? t("draft.olderVersion", { version: listing.version })
              : undefined
          }
          onRestore={() => draft.offer && restore(draft.offer)}
          onDiscard={draft.discard}
        />
      ) : null}

      {listing ? (
        <ListingReviewPanel
          listingId={listing.id}
          published={listing.published}
          version={listing.version}
          pending={pending}
          dirty={dirty}
          language={language}
          onWithdrawn={() => {
            setPending(null);
            setValue(inputOf(listing));
            setDirty(false);
            removeDraft(draft.key);
            setNotice(t("review.pending.withdrawn"));
          }}
          onPublished={(changed) => {
            setPending(null);
            setListing(changed);
            setValue(inputOf(changed));
            setDirty(false);
            setConflict(false);
            setNotice(t("review.pending.published"));
          }}
        />
      ) : null}
      {listing ? <ListingStatsPanel id={listing.id} language={language} /> : null}
      <form onSubmit={save} className="grid gap-4" noValidate>
        <FieldErrorSummary fields={fields} />
        <ListingFields
          kind={kind}
          value={value}
          patch={patch}
          errors={fields}
          categories={categories}
          language={language}
        />
        <div className="rounded-xl bg-white p-4 shadow-sm" data-testid="media-slot">
          {listing ? (
            <MediaManager key={restores} kind={kind} id={listing.id} language={language} />
          ) : (
            <>
              <h2 className="text-lg font-bold text-ink-900">{t("editor.sections.photos")}</h2>
              <p className="mt-1 text-sm text-ink-700">{t("editor.photos.saveFirst")}</p>
            </>
          )}
        </div>

        <div
          className="admin-save-bar sticky bottom-0 z-10 -mx-4 grid gap-3 border-t border-ink-500/20 bg-sand-50/95 px-4 py-3"
          data-testid="save-bar"
        >
          <FormMessage
            error={fieldErrors ? `${error ?? ""} ${t("errors.checkFields")}`.trim() : error}
            success={notice}
          />
          {conflict ? (
            <div>
              <button type="button" className={secondaryButton} onClick={() => navigate(".", { replace: true })}>
                {t("editor.reload")}
              </button>
            </div>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <button type="submit" className={primaryButton} aria-disabled={busy || undefined}>
              {listing ? t("editor.save") : t("editor.create")}
            </button>
            {listing && previewHref ? (
              <a
                href={previewHref}
                target="_blank"
                rel="noopener"
                className={secondaryButton}
                aria-describedby={dirty ? "preview-unsaved" : undefined}
              >
                {t("editor.preview")}
              </a>
            ) : null}
            {listing && mayPublish ? (
              listing.published ? (
                <button
                  type="button"
                  className={secondaryButton}
                  disabled={busy || dirty}
                  onClick={() => setPublished(false)}
                >
                  {t("editor.unpublish")}
                </button>
              ) : (
                <button
                  type="button"
                  className={secondaryButton}
                  disabled={busy || dirty}
                  onClick={() => setPublished(true)}
                >
                  {t("editor.publish")}
                </button>
              )
            ) : null}
            {listing ? (
              <button
                type="button"
                className={`${secondaryButton} border-red-700 text-red-700 sm:ms-auto`}
                disabled={busy}
                onClick={() => setConfirmingDelete(true)}
              >
                {t("editor.delete")}
              </button>
            ) : null}
          </div>
          {dirty && listing ? (
            <p id="preview-unsaved" className="text-xs text-ink-700">
              {t("editor.unsaved")}
            </p>
          ) : null}
          {held ? (
            <p className="text-xs text-ink-700" data-testid="held-hint">
              {pending ? t("review.pending.editing") : t("review.pending.liveHint")}
            </p>
          ) : null}
        </div>
      </form>
      {listing && mayPublish ? <ListingSchedulePanel listingId={listing.id} language={language} /> : null}
      {listing ? (
        <ListingHistoryPanel
          listingId={listing.id}
          version={listing.version}
          language={language}
          onRestored={(restored, held) => {
            // A restore is a save: the form shows what it saved, or the change it made, held for review.
            setListing(restored);
            if (held) setPending(held);
            setValue(held ? held.input : inputOf(restored));
            setDirty(false);
            setConflict(false);
            setNotice(undefined);
            removeDraft(draft.key);
            setRestores((count) => count + 1);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={confirmingDelete}
        title={t("editor.confirmDeleteTitle")}
        description={t("editor.confirmDelete")}
        confirmLabel={t("editor.confirmDeleteButton")}
        onConfirm={() => void remove()}
        onCancel={() => setConfirmingDelete(false)}
        testId="confirm-delete"
      />
    </div>
  );
}
