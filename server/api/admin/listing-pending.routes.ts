import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Kysely, Transaction } from "kysely";
import type { EditorListing, ListingInput } from "../../../domain/admin/listing-editor.ts";
import { hasProblems, publishProblems } from "../../../domain/admin/listing-rules.ts";
import { type PendingChange, pendingChangesOf } from "../../../domain/admin/pending-change.ts";
import { insertAudit } from "../../db/audit.repository.ts";
import { findEditorListing, updateEditorListing } from "../../db/listing-editor.repository.ts";
import {
  deletePendingChange,
  findPendingChange,
  savePendingChange,
} from "../../db/listing-pending-change.repository.ts";
import {
  closeReviewAsPublished,
  dropOpenReview,
  findListingReview,
  submitListingForReview,
} from "../../db/listing-review.repository.ts";
import { unlinkedDocuments } from "../../db/media.repository.ts";
import type { Database } from "../../db/schema.ts";
import { recordRevision } from "../../services/listing-revisions.ts";
import { documentsOf, kindProblemsOf, missingDocumentProblems } from "../../services/listing-rules.service.ts";
import { tellSubmitter } from "../../services/review-notice.ts";
import type { StaffMailer } from "../../services/staff-mail.ts";
import type { MediaStorage } from "../../storage/media-storage.ts";
import { errorAnswer, noContent } from "../contract.ts";
import { sendError } from "../errors.ts";
import { idParams } from "./admin.contract.ts";
import { sendAdminError } from "./admin-scope.ts";
import { auditOf } from "./audit-of.ts";
import { pendingChangeAnswer } from "./listing-review.contract.ts";
import { originOf } from "./listing-review.routes.ts";
import { editorListingAnswer, versionBody } from "./listings.contract.ts";

// Edits of a published listing held for review (docs/decisions/036-review-before-publishing.md): an editor's save
// of a live listing becomes its pending change (listings.routes.ts calls `holdForReview`); a publisher publishes
// it as a save, or sends it back (the review's own route); its editor withdraws it.

/** A listing's pending change as the screens read it: what it would change of the listing as it is now. */
export async function pendingChangeOf(
  db: Kysely<Database> | Transaction<Database>,
  live: EditorListing,
): Promise<PendingChange | null> {
  const stored = await findPendingChange(db, live.id);
  if (!stored) return null;
  return { ...stored, stale: stored.baseVersion !== live.version, changes: pendingChangesOf(live, stored.input) };
}

/**
 * Keeps an editor's save of a published listing as its pending change, in the caller's transaction: the first one
 * puts the listing in the review queue; later saves update it (a listing sent back stays sent back until its
 * editor submits it again). The site, the listing's version and its revisions do not move.
 */
export async function holdForReview(
  trx: Transaction<Database>,
  request: FastifyRequest,
  live: EditorListing,
  input: ListingInput,
  now: string,
): Promise<void> {
  const actor = request.staffSession!.staff;
  const fresh = await savePendingChange(trx, live.id, input, live.version, actor.id, now);
  const review = await findListingReview(trx, live.id);
  if (fresh || !review || review.state === "published") {
    await submitListingForReview(trx, live.id, actor.id, "", now);
  }
  await insertAudit(
    trx,
    auditOf(request, "listing_changes_held", `listing:${live.id}`, {
      titleAr: live.titleAr,
      changes: pendingChangesOf(live, input),
    }),
  );
}

/**
 * A listing leaving the site for the trash (or coming back from it as a draft) takes no held change with it: the
 * change was made on a published version that is gone, and its notice would say "the site still shows the published
 * version" on a draft. Discards the pending change and closes the open review (a trashed listing has no place in
 * the queue), in the caller's transaction; an audit entry keeps what the change would have done. Returns what went.
 */
export async function discardHeldChange(
  trx: Transaction<Database>,
  request: FastifyRequest,
  listing: EditorListing,
): Promise<{ change: boolean; review: boolean }> {
  const stored = await findPendingChange(trx, listing.id);
  if (stored) await deletePendingChange(trx, listing.id);
  const review = await dropOpenReview(trx, listing.id);
  if (stored) {
    await insertAudit(
      trx,
      auditOf(request, "listing_changes_discarded", `listing:${listing.id}`, {
        titleAr: listing.titleAr,
        submitter: stored.submitterName,
        changes: pendingChangesOf(listing, stored.input),
      }),
    );
  }
  return { change: stored !== undefined, review };
}

export async function listingPendingRoutes(
  app: FastifyInstance,
  options: {
    db: Kysely<Database>;
    listingsChanged: () => void;
    mailer: StaffMailer;
    publicOrigin: string | undefined;
    storage: MediaStorage;
    removeFiles: (request: FastifyRequest, keys: readonly string[]) => Promise<unknown>;
  },
) {
  const { db } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const conflict = (request: FastifyRequest, reply: FastifyReply) =>
    sendAdminError(request, reply, 409, "version_conflict");

  const read = {
    summary: "The edit of a published listing waiting for review, and what it would change (null when none waits)",
    params: idParams,
    response: { 200: pendingChangeAnswer, 404: errorAnswer },
  };
  api.get("/listings/:id/pending-change", { schema: read, config: { access: "editor" } }, async (request, reply) => {
    const live = await findEditorListing(db, request.params.id);
    if (!live) return sendError(request, reply, 404, "not_found");
    return { data: await pendingChangeOf(db, live) };
  });

  const withdraw = {
    summary: "Withdraw the edit of a published listing waiting for review: the listing leaves the review queue",
    params: idParams,
    response: { 204: noContent, 404: errorAnswer },
  };
  api.delete(
    "/listings/:id/pending-change",
    { schema: withdraw, config: { access: "editor" } },
    async (request, reply) => {
      const { id } = request.params;
      const live = await findEditorListing(db, id);
      if (!live) return sendError(request, reply, 404, "not_found");
      const done = await db.transaction().execute(async (trx) => {
        if (!(await deletePendingChange(trx, id))) return false;
        await dropOpenReview(trx, id);
        await insertAudit(
          trx,
          auditOf(request, "listing_changes_withdrawn", `listing:${id}`, { titleAr: live.titleAr }),
        );
        return true;
      });
      if (!done) return sendAdminError(request, reply, 404, "pending_gone");
      return reply.status(204).send(null);
    },
  );

  const publish = {
    summary:
      "Publish the edit of a published listing waiting for review, as a save over the version shown; 409 when the listing was saved since the edit was made on it",
    params: idParams,
    body: versionBody,
    response: { 200: editorListingAnswer, 400: errorAnswer, 404: errorAnswer, 409: errorAnswer },
  };
  api.post(
    "/listings/:id/pending-change/publish",
    { schema: publish, config: { access: "publisher" } },
    async (request, reply) => {
      const { id } = request.params;
      const live = await findEditorListing(db, id);
      if (!live) return sendError(request, reply, 404, "not_found");
      const pending = await findPendingChange(db, id);
      if (!pending) return sendAdminError(request, reply, 404, "pending_gone");
      if (live.version !== request.body.version) return conflict(request, reply);
      // Never over a save the change did not see: the publisher reviews it again against the listing as it is.
      if (pending.baseVersion !== live.version) return sendAdminError(request, reply, 409, "pending_stale");
      const { input } = pending;
      // Today's rules, as a save holds them: a licence may have expired while the change waited.
      const problems = await kindProblemsOf(db, live.kind, input);
      if (hasProblems(problems)) return sendAdminError(request, reply, 400, "invalid_field", problems);
      const missing = await missingDocumentProblems(options.storage, input, live);
      if (hasProblems(missing)) return sendAdminError(request, reply, 400, "invalid_field", missing);
      if (live.published) {
        const publishing = publishProblems(input, new Date());
        if (hasProblems(publishing)) return sendAdminError(request, reply, 400, "publish_incomplete", publishing);
      }
      const actor = request.staffSession!.staff;
      const kept = new Set(documentsOf(input));
      const replaced = documentsOf(live).filter((key) => !kept.has(key));
      const done = await db.transaction().execute(async (trx) => {
        const now = new Date().toISOString();
        if (!(await updateEditorListing(trx, id, live.version, input, now))) return null;
        await deletePendingChange(trx, id);
        const reviewed = await closeReviewAsPublished(trx, id, actor.id, now);
        await insertAudit(
          trx,
          auditOf(request, "listing_changes_published", `listing:${id}`, {
            titleAr: live.titleAr,
            submitter: pending.submitterName,
            changes: pendingChangesOf(live, input),
          }),
        );
        await recordRevision(trx, actor, id, "updated", { before: live });
        return { reviewed, unlinked: await unlinkedDocuments(trx, replaced) };
      });
      if (!done) return conflict(request, reply);
      options.listingsChanged();
      await options.removeFiles(request, done.unlinked);
      if (done.reviewed) {
        const origin = originOf(request, options.publicOrigin);
        const notice = {
          listingId: id,
          outcome: "published" as const,
          changes: true,
          comment: null,
          by: actor,
          origin,
        };
        await tellSubmitter(db, options.mailer, notice, request.log);
      }
      return { data: (await findEditorListing(db, id))! };
    },
  );
}
