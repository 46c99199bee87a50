import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import type { AuditValue } from "../../domain/admin/audit-changes.ts";
import type { EditorListing } from "../../domain/admin/listing-editor.ts";
import type { RestoreLeftOut, RevisionDetail, RevisionSummary } from "../../domain/admin/listing-revisions.ts";
import type { PendingChange } from "../../domain/admin/pending-change.ts";
import type { Language } from "../../domain/language.ts";
import { AdminApiError, adminFetch, isAbort } from "./admin-api.ts";
import { useConfirm } from "./admin-dialog.tsx";
import { formatAdminTime } from "./admin-format.ts";
import { useAdminT } from "./admin-i18n.ts";
import { ChangeLine, fieldText, valueText } from "./change-line.tsx";
import { FormMessage, secondaryButton } from "./form-fields.tsx";
import { withIsolatedValues } from "./isolated-text.tsx";

/** A rich text's words, for a look at what a revision kept (never rendered as HTML). */
function plainText(html: string): string {
  const text = html
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > 160 ? `${text.slice(0, 160)}…` : text;
}

/** What a revision kept: the fields it filled, with their values (lists by their length), and its photos. */
function RevisionView({ revision, language }: { revision: RevisionDetail; language: Language }) {
  const t = useAdminT();
  // The fields it filled: an empty one says nothing about the revision.
  const filled = Object.entries(revision.snapshot.input).filter(
    ([, value]) =>
      value !== null &&
      value !== "" &&
      !(Array.isArray(value) && value.length === 0) &&
      !(typeof value === "object" && !Array.isArray(value) && Object.values(value).every((item) => item === null)),
  );
  const rows = filled.map(([field, value]) => {
    const shown = Array.isArray(value)
      ? t("revisions.count", { n: value.length })
      : typeof value === "object" && value !== null
        ? t("revisions.count", { n: Object.values(value).filter((item) => item !== null).length })
        : field.startsWith("description")
          ? plainText(String(value)) || valueText(field, "", t, language)
          : valueText(field, value as AuditValue, t, language);
    return { field, shown };
  });
  return (
    <div className="mt-2 rounded-md border border-ink-500/20 p-3" data-testid="revision-view">
      <h4 className="font-bold text-ink-900">{t("revisions.kept")}</h4>
      <dl className="mt-1 grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
        {rows.map(({ field, shown }) => (
          <div key={field} className="contents">
            <dt className="font-semibold text-ink-700">{fieldText(field, t)}</dt>
            <dd className="break-words text-ink-900">
              <bdi>{shown}</bdi>
            </dd>
          </div>
        ))}
        <dt className="font-semibold text-ink-700">{t("auditLog.fields.photos")}</dt>
        <dd className="text-ink-900">{t("auditLog.photos", { count: revision.snapshot.photos.length })}</dd>
      </dl>
    </div>
  );
}

/**
 * A listing's history beside its editor (docs/decisions/037-listing-revisions.md): each save, newest first, who and
 * when (Riyadh time) and what changed in the audit log's words; each can be viewed and restored, which saves it
 * again over the version the editor shows; the editor then shows what it saved.
 */
export function ListingHistoryPanel({
  listingId,
  version,
  language,
  onRestored,
}: {
  listingId: number;
  version: number;
  language: Language;
  /** The listing as the restore saved it, for the editor to show. */
  onRestored: (listing: EditorListing, pending?: PendingChange) => void;
}) {
  const t = useAdminT();
  const { confirm, dialog } = useConfirm();
  const navigate = useNavigate();
  const [revisions, setRevisions] = useState<RevisionSummary[]>();
  const [loadFailed, setLoadFailed] = useState(false);
  const [open, setOpen] = useState<RevisionDetail>();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string[]>([]);
  const [failure, setFailure] = useState<AdminApiError>();

  // Read again whenever the listing's version moves on (a save, a restore, a publish).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the version is the signal to read again, not an input.
  useEffect(() => {
    const controller = new AbortController();
    adminFetch<{ data: RevisionSummary[] }>(`/listings/${listingId}/revisions`, { language, signal: controller.signal })
      .then((answer) => {
        setRevisions(answer.data);
        setLoadFailed(false);
      })
      .catch((error: unknown) => {
        if (!isAbort(error)) setLoadFailed(true);
      });
    return () => controller.abort();
  }, [listingId, language, version]);

  const view = async (number: number) => {
    if (open?.number === number) {
      setOpen(undefined);
      return;
    }
    try {
      const answer = await adminFetch<{ data: RevisionDetail }>(`/listings/${listingId}/revisions/${number}`, {
        language,
      });
      setOpen(answer.data);
    } catch (error) {
      setFailure(error instanceof AdminApiError ? error : undefined);
      if (!(error instanceof AdminApiError)) setLoadFailed(true);
    }
  };

  const restore = async (number: number) => {
    if (busy) return;
    const question = {
      title: t("revisions.confirmRestoreTitle", { number }),
      description: t("revisions.confirmRestore", { number }),
      confirmLabel: t("revisions.confirmRestoreButton"),
    };
    if (!(await confirm(question))) return;
    setBusy(true);
    setFailure(undefined);
    setNotice([]);
    try {
      const answer = await adminFetch<{
        data: { listing: EditorListing; leftOut: RestoreLeftOut; pending?: PendingChange };
      }>(`/listings/${listingId}/revisions/${number}/restore`, { language, method: "POST", body: { version } });
      const { leftOut } = answer.data;
      const saved = (revisions?.[0]?.number ?? 0) + 1;
      setNotice([
        // An editor's restore of a published listing waits for review (decision 036).
        answer.data.pending ? t("review.pending.restoredHeld", { number }) : t("revisions.restored", { number, saved }),
        ...(leftOut.photos > 0 ? [t("revisions.leftOutPhotos", { count: leftOut.photos })] : []),
        ...(leftOut.documents.length > 0
          ? [
              t("revisions.leftOutDocuments", {
                fields: leftOut.documents.map((field) => fieldText(field, t)).join(t("revisions.listSeparator")),
              }),
            ]
          : []),
      ]);
      setOpen(undefined);
      onRestored(answer.data.listing, answer.data.pending);
    } catch (error) {
      if (error instanceof AdminApiError) setFailure(error);
      else setLoadFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      className="grid gap-3 rounded-xl bg-white p-4 shadow-sm"
      aria-labelledby="listing-history-title"
      data-testid="listing-history"
    >
      {dialog}
      <h2 id="listing-history-title" className="text-lg font-bold text-ink-900">
        {t("revisions.title")}
      </h2>
      <p className="text-sm text-ink-700">{t("revisions.intro")}</p>
      {notice.length > 0 ? (
        <div role="status" className="grid gap-1 rounded-md bg-brand-50 p-3 text-sm font-semibold text-brand-800">
          {notice.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      ) : null}
      {failure ? (
        <div className="grid gap-2" data-testid="history-error">
          <FormMessage error={failure.message} />
          {Object.keys(failure.fields).length > 0 ? (
            <ul className="text-sm text-red-800">
              {Object.entries(failure.fields).map(([field, message]) => (
                <li key={field}>
                  <bdi className="font-semibold">{fieldText(field, t)}</bdi>: {message}
                </li>
              ))}
            </ul>
          ) : null}
          {failure.status === 409 ? (
            <div>
              <button
                type="button"
                className={secondaryButton}
                onClick={() => {
                  setFailure(undefined);
                  navigate(".", { replace: true });
                }}
              >
                {t("revisions.reload")}
              </button>
            </div>
          ) : null}
        </div>
      ) : null}
      {loadFailed ? <FormMessage error={t("errors.offline")} /> : null}
      {revisions && revisions.length === 0 ? <p className="text-sm text-ink-700">{t("revisions.empty")}</p> : null}
      <ol className="grid gap-2">
        {revisions?.map((revision, index) => (
          <li
            key={revision.number}
            className="rounded-lg border border-ink-500/20 p-3 text-sm"
            data-testid="revision"
            data-number={revision.number}
          >
            <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <span className="font-bold text-ink-900">{t("revisions.number", { number: revision.number })}</span>
              {index === 0 ? (
                <span className="rounded-full bg-brand-50 px-2 text-xs font-semibold text-brand-800">
                  {t("revisions.current")}
                </span>
              ) : null}
              <span className="text-ink-900" data-testid="revision-action">
                {revision.action === "restored"
                  ? t("revisions.actions.restored", { number: revision.restoredFrom ?? 0 })
                  : t(`revisions.actions.${revision.action}`)}
              </span>
            </p>
            <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-ink-700">
              <span data-testid="revision-author">
                {withIsolatedValues((values) => `${t("revisions.by")}: ${values.name}`, {
                  name: revision.staffName ?? t("auditLog.unknownPerson"),
                })}
              </span>
              <time dateTime={revision.at}>
                <bdi>{formatAdminTime(revision.at, language)}</bdi>
              </time>
            </p>
            {revision.changes.length > 0 ? (
              <ul className="mt-2 grid gap-0.5 text-ink-900">
                {revision.changes.map((change) => (
                  <ChangeLine key={change.field} change={change} />
                ))}
              </ul>
            ) : revision.action === "updated" || revision.action === "restored" ? (
              <p className="mt-2 text-ink-700">{t("revisions.noChanges")}</p>
            ) : null}
            <div className="mt-2 flex flex-wrap gap-2">
              <button
                type="button"
                className={`${secondaryButton} py-1 text-sm`}
                aria-expanded={open?.number === revision.number}
                onClick={() => void view(revision.number)}
              >
                {open?.number === revision.number ? t("revisions.hide") : t("revisions.view")}
                <span className="sr-only"> {t("revisions.number", { number: revision.number })}</span>
              </button>
              {index > 0 ? (
                <button
                  type="button"
                  className={`${secondaryButton} py-1 text-sm`}
                  aria-disabled={busy || undefined}
                  onClick={() => void restore(revision.number)}
                >
                  {t("revisions.restore")}
                  <span className="sr-only"> {t("revisions.number", { number: revision.number })}</span>
                </button>
              ) : null}
            </div>
            {open?.number === revision.number ? <RevisionView revision={open} language={language} /> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
