import { type FormEvent, useEffect, useState } from "react";
import { useRevalidator } from "react-router";
import type { EditorListing } from "../../domain/admin/listing-editor.ts";
import type { ListingReview } from "../../domain/admin/listing-review.ts";
import type { PendingChange } from "../../domain/admin/pending-change.ts";
import { can } from "../../domain/admin/permissions.ts";
import type { Language } from "../../domain/language.ts";
import { adminFetch, isAbort } from "./admin-api.ts";
import { useAdmin } from "./admin-context.ts";
import { useConfirm } from "./admin-dialog.tsx";
import { formatAdminTime } from "./admin-format.ts";
import { useAdminT } from "./admin-i18n.ts";
import { ChangeLine } from "./change-line.tsx";
import { FormMessage, primaryButton, secondaryButton, TextAreaField } from "./form-fields.tsx";
import { useUnsavedChanges } from "./unsaved-changes.tsx";
import { useSubmit } from "./use-submit.ts";

/** The review's state as a badge: the listing row and the editor show the same words. */
export function ReviewBadge({
  state,
  comment,
  fresh,
}: {
  state: ListingReview["state"];
  comment?: string | null;
  /** An outcome its submitter (the person looking) has not opened yet. */
  fresh?: boolean;
}) {
  const t = useAdminT();
  const colours =
    state === "awaiting"
      ? "bg-gold-100 text-ink-900"
      : state === "sent_back"
        ? "bg-red-50 text-red-800"
        : "bg-brand-50 text-brand-800";
  const text =
    state === "awaiting"
      ? t("review.awaiting")
      : state === "sent_back"
        ? comment && fresh
          ? t("review.sentBackWith", { comment })
          : t("review.sentBack")
        : t("review.published");
  return (
    <span
      className={`inline-block max-w-full rounded-2xl px-2 py-0.5 text-xs font-semibold break-words ${colours} ${fresh ? "ring-2 ring-gold-500" : ""}`}
      data-testid="review-badge"
    >
      {fresh ? (
        <span className="me-1 rounded-full bg-gold-500 px-1.5 text-brand-950">{t("review.newOutcome")}</span>
      ) : null}
      <bdi>{text}</bdi>
    </span>
  );
}

/** What the panel's one form does: submit for review (an editor) or send back (a publisher). */
interface Decision {
  path: "review" | "review/send-back";
  /** The text's field in the request, and its id and error's key. */
  field: "note" | "comment";
  hint?: string;
  label: string;
  button: string;
  buttonClass: string;
  disabled?: boolean;
  required?: boolean;
  /** Said once it is done. */
  done: string;
}

/**
 * A listing's review before publishing, beside its editor (docs/decisions/036-review-before-publishing.md): an
 * editor submits it with an optional note; a publisher or an admin reads the note and sends it back with a comment
 * (publishing is the editor's own Publish button). The submitter's first look marks the outcome as seen.
 */
export function ListingReviewPanel({
  listingId,
  published,
  version,
  pending,
  dirty,
  language,
  onWithdrawn,
  onPublished,
}: {
  listingId: number;
  /** The listing's publication: a change reloads the review (publishing closes it). */
  published: boolean;
  /** The listing's version as the page shows it: publishing a held change saves over it. */
  version: number;
  /** An edit of the published listing waiting for review; a new one reloads the review. */
  pending: PendingChange | null;
  /** Unsaved changes: submit them first, so that the publisher reviews what was saved. */
  dirty: boolean;
  language: Language;
  onWithdrawn: () => void;
  onPublished: (listing: EditorListing) => void;
}) {
  const t = useAdminT();
  const { confirm, dialog } = useConfirm();
  const { staff } = useAdmin();
  const revalidator = useRevalidator();
  const publisher = can(staff.role, "publishListings");
  const [review, setReview] = useState<ListingReview | null>();
  const [text, setText] = useState("");
  // A note or comment typed and not yet sent is unsaved work: leaving the page asks first (decision 027).
  useUnsavedChanges(text.trim() !== "");
  const [notice, setNotice] = useState<string>();
  const [loadFailed, setLoadFailed] = useState(false);
  const submit = useSubmit();
  const pendingAt = pending?.updatedAt ?? null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the revalidator is new on each navigation; reloading on it would mark and reload in a loop
  useEffect(() => {
    const controller = new AbortController();
    const options = { language, signal: controller.signal };
    adminFetch<{ data: ListingReview | null }>(`/listings/${listingId}/review`, options)
      .then(async (answer) => {
        setReview(answer.data);
        // Opening the listing is how its submitter takes in the outcome: the badges go (the panel keeps showing it).
        if (answer.data?.unseen && answer.data.submittedBy === staff.id) {
          await adminFetch(`/listings/${listingId}/review/seen`, { language, method: "POST" });
          await revalidator.revalidate();
        }
      })
      .catch((error: unknown) => {
        if (!isAbort(error)) setLoadFailed(true);
      });
    return () => controller.abort();
  }, [listingId, language, published, staff.id, pendingAt]);

  const who = (name: string | null) => name ?? t("review.someone");
  const awaiting = review?.state === "awaiting";
  // A published listing is reviewed only for an edit of it held for review (decision 036).
  const underReview = !published || pending !== null;
  // A change made on a version the site no longer shows cannot be published: its editor withdraws it, never
  // submits it again as it is.
  const stale = Boolean(pending?.stale) && published;
  // One form at a time: an editor submits (with an optional note), a publisher sends back (with a comment).
  const decision: Decision | null =
    !publisher && underReview && !awaiting && !stale
      ? {
          path: "review",
          field: "note",
          // A held change's notice above says what happens; this hint is about submitting a draft.
          hint: pending ? undefined : t("review.editorHint"),
          label: t("review.noteLabel"),
          button: review?.state === "sent_back" ? t("review.resubmit") : t("review.submit"),
          buttonClass: primaryButton,
          // Unsaved changes are saved first, so that the publisher reviews what was saved.
          disabled: dirty,
          done: t("review.submitted"),
        }
      : publisher && awaiting && underReview
        ? {
            path: "review/send-back",
            field: "comment",
            // A held change has its own explanation above.
            hint: pending ? undefined : t("review.publisherHint"),
            label: t("review.commentLabel"),
            button: t("review.sendBack"),
            buttonClass: secondaryButton,
            required: true,
            done: t("review.sentBackDone"),
          }
        : null;

  const send = async (event: FormEvent, chosen: Decision) => {
    event.preventDefault();
    if (submit.busy) return;
    setNotice(undefined);
    const ok = await submit.run(async () => {
      const answer = await adminFetch<{ data: ListingReview }>(`/listings/${listingId}/${chosen.path}`, {
        language,
        method: "POST",
        body: { [chosen.field]: text },
      });
      setReview(answer.data);
      setText("");
      await revalidator.revalidate();
    });
    if (ok) setNotice(chosen.done);
  };

  const withdraw = async () => {
    if (submit.busy) return;
    const question = {
      title: t("review.pending.confirmWithdrawTitle"),
      description: t("review.pending.confirmWithdraw"),
      confirmLabel: t("review.pending.confirmWithdrawButton"),
    };
    if (!(await confirm(question))) return;
    setNotice(undefined);
    const ok = await submit.run(async () => {
      await adminFetch(`/listings/${listingId}/pending-change`, { language, method: "DELETE" });
    });
    if (ok) {
      onWithdrawn();
      await revalidator.revalidate();
    }
  };

  const publishChange = async () => {
    if (submit.busy) return;
    setNotice(undefined);
    await submit.run(async () => {
      const answer = await adminFetch<{ data: EditorListing }>(`/listings/${listingId}/pending-change/publish`, {
        language,
        method: "POST",
        body: { version },
      });
      onPublished(answer.data);
    });
  };

  return (
    <section className="grid gap-3 rounded-xl bg-white p-4 shadow-sm" data-testid="review-panel">
      {dialog}
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-lg font-bold text-ink-900">{t("review.title")}</h2>
        {review ? (
          <ReviewBadge
            state={review.state}
            fresh={review.unseen && review.submittedBy === staff.id}
            comment={review.comment}
          />
        ) : null}
      </div>
      {loadFailed ? <FormMessage error={t("auditLog.failed.body")} /> : null}
      {review === null && !published ? <p className="text-sm text-ink-700">{t("review.none")}</p> : null}
      {review ? (
        <div className="grid gap-2 text-sm text-ink-900">
          <p className="text-ink-700">
            {t("review.submittedBy", {
              name: who(review.submitterName),
              time: formatAdminTime(review.submittedAt, language),
            })}
          </p>
          {review.note ? (
            <div>
              <p className="font-semibold">{t("review.note")}</p>
              <p className="whitespace-pre-line break-words" data-testid="review-note">
                <bdi>{review.note}</bdi>
              </p>
            </div>
          ) : null}
          {review.state === "sent_back" && review.comment ? (
            <div className="rounded-md bg-red-50 p-3">
              <p className="font-semibold text-red-800">{t("review.comment")}</p>
              <p className="whitespace-pre-line break-words" data-testid="review-comment">
                <bdi>{review.comment}</bdi>
              </p>
            </div>
          ) : null}
          {review.decidedAt && review.state !== "awaiting" ? (
            <p className="text-ink-700">
              {t("review.decidedBy", {
                name: who(review.deciderName),
                time: formatAdminTime(review.decidedAt, language),
              })}
            </p>
          ) : null}
          {awaiting && !publisher && !pending ? <p className="text-ink-700">{t("review.stillAwaiting")}</p> : null}
        </div>
      ) : null}
      {pending && !publisher ? (
        <div className="grid gap-2 rounded-md bg-gold-100 p-3 text-sm text-ink-900" data-testid="pending-notice">
          <p className="font-bold">{t("review.pending.waitingTitle")}</p>
          {stale ? null : (
            <p role="status">
              {/* Taken off the site meanwhile (unpublished by hand, on schedule, or its licence expired): a draft. */}
              {!published
                ? t("review.pending.draft")
                : review?.state === "sent_back"
                  ? t("review.pending.sentBack")
                  : t("review.pending.waiting")}
            </p>
          )}
          {pending.changes.length > 0 ? (
            <>
              <p className="font-semibold">{t("review.pending.whatChanges")}</p>
              <ul className="grid gap-0.5 break-words">
                {pending.changes.map((change) => (
                  <ChangeLine key={change.field} change={change} />
                ))}
              </ul>
            </>
          ) : null}
          {stale ? (
            <p role="status" className="font-semibold text-red-800" data-testid="pending-stale">
              {t("review.pending.stale")}
            </p>
          ) : null}
          <div>
            <button type="button" className={`${secondaryButton} py-2`} disabled={submit.busy} onClick={withdraw}>
              {t("review.pending.withdraw")}
            </button>
          </div>
        </div>
      ) : null}
      {pending && publisher ? (
        <div
          className="grid gap-2 rounded-md border border-gold-500 p-3 text-sm text-ink-900"
          data-testid="pending-diff"
        >
          <h3 className="text-base font-bold">{t("review.pending.title")}</h3>
          <p className="text-ink-700">
            {t("review.pending.proposedBy", {
              name: who(pending.submitterName),
              time: formatAdminTime(pending.updatedAt, language),
            })}
          </p>
          {pending.changes.length > 0 ? (
            <>
              <p className="font-semibold">{t("review.pending.whatChanges")}</p>
              <ul className="grid gap-0.5 break-words">
                {pending.changes.map((change) => (
                  <ChangeLine key={change.field} change={change} />
                ))}
              </ul>
            </>
          ) : (
            <p>{t("review.pending.noChanges")}</p>
          )}
          {pending.stale ? (
            <p role="alert" className="rounded-md bg-red-50 p-2 font-semibold text-red-800">
              {review?.state === "sent_back"
                ? t("review.pending.publisherStaleSentBack")
                : t("review.pending.publisherStale")}
            </p>
          ) : (
            <p className="text-ink-700">{t("review.pending.publisherHint")}</p>
          )}
          <div>
            {/* A stale change cannot be published (409 pending_stale): the alert above says to send it back. */}
            <button
              type="button"
              className={primaryButton}
              disabled={submit.busy || dirty || pending.stale}
              onClick={publishChange}
            >
              {t("review.pending.publish")}
            </button>
          </div>
        </div>
      ) : null}
      {decision ? (
        <form className="grid gap-2" onSubmit={(event) => send(event, decision)} noValidate>
          {decision.hint ? <p className="text-sm text-ink-700">{decision.hint}</p> : null}
          <TextAreaField
            label={decision.label}
            value={text}
            onChange={setText}
            error={submit.fields[decision.field]}
            required={decision.required}
            maxLength={2000}
          />
          <div>
            <button type="submit" className={decision.buttonClass} disabled={submit.busy || decision.disabled}>
              {decision.button}
            </button>
          </div>
        </form>
      ) : null}
      <FormMessage error={submit.fields.note || submit.fields.comment ? undefined : submit.error} success={notice} />
    </section>
  );
}
