import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Kysely } from "kysely";
import { insertAudit } from "../../db/audit.repository.ts";
import { findPendingChange, setPendingNote } from "../../db/listing-pending-change.repository.ts";
import {
  findListingReview,
  markReviewSeen,
  reviewCounts,
  sendListingBack,
  submitListingForReview,
} from "../../db/listing-review.repository.ts";
import type { Database } from "../../db/schema.ts";
import { tellSubmitter } from "../../services/review-notice.ts";
import type { StaffMailer } from "../../services/staff-mail.ts";
import { errorAnswer } from "../contract.ts";
import { sendError } from "../errors.ts";
import { idParams } from "./admin.contract.ts";
import { sendAdminError } from "./admin-scope.ts";
import { auditOf } from "./audit-of.ts";
import {
  listingReviewAnswer,
  reviewCountsAnswer,
  reviewSendBackInput,
  reviewSubmitInput,
} from "./listing-review.contract.ts";

export interface ReviewRoutesOptions {
  db: Kysely<Database>;
  mailer: StaffMailer;
  /** The origin of links in e-mails (PUBLIC_ORIGIN), else the request's own. */
  publicOrigin: string | undefined;
}

export const originOf = (request: FastifyRequest, publicOrigin: string | undefined) =>
  publicOrigin ?? `${request.protocol}://${request.host || "localhost"}`;

/**
 * Review before publishing (docs/decisions/036-review-before-publishing.md): an editor submits a listing, a
 * publisher sends it back with a comment or publishes it (the publish route closes the review), the submitter
 * sees the outcome as a badge until they open the listing, and by e-mail.
 */
export async function listingReviewRoutes(app: FastifyInstance, options: ReviewRoutesOptions) {
  const { db } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const listingOf = (id: number) =>
    db.selectFrom("listings").select(["id", "published", "title_ar"]).where("id", "=", id).executeTakeFirst();

  const read = {
    summary: "Where a listing's review stands (null when it was never submitted)",
    params: idParams,
    response: { 200: listingReviewAnswer, 404: errorAnswer },
  };
  api.get("/listings/:id/review", { schema: read, config: { access: "editor" } }, async (request, reply) => {
    if (!(await listingOf(request.params.id))) return sendError(request, reply, 404, "not_found");
    return { data: (await findListingReview(db, request.params.id)) ?? null };
  });

  const submit = {
    summary:
      "Submit a draft listing, or a published listing's held edit, for review with an optional note; again after it was sent back",
    params: idParams,
    body: reviewSubmitInput,
    response: { 200: listingReviewAnswer, 400: errorAnswer, 404: errorAnswer, 409: errorAnswer },
  };
  api.post("/listings/:id/review", { schema: submit, config: { access: "editor" } }, async (request, reply) => {
    const { id } = request.params;
    const listing = await listingOf(id);
    if (!listing) return sendError(request, reply, 404, "not_found");
    // A published listing is reviewed only for an edit held for review (its pending change), submitted again.
    const pending = listing.published === 1 ? await findPendingChange(db, id) : undefined;
    if (listing.published === 1 && !pending) return sendAdminError(request, reply, 409, "review_already_published");
    const actor = request.staffSession!.staff;
    await db.transaction().execute(async (trx) => {
      await submitListingForReview(trx, id, actor.id, request.body.note, new Date().toISOString());
      if (pending) await setPendingNote(trx, id, request.body.note);
      await insertAudit(
        trx,
        auditOf(request, "listing_submitted_for_review", `listing:${id}`, {
          titleAr: listing.title_ar,
          ...(request.body.note ? { note: request.body.note } : {}),
        }),
      );
    });
    return { data: (await findListingReview(db, id))! };
  });

  const sendBack = {
    summary: "Send a listing awaiting review back to its submitter with a comment (required); they are e-mailed",
    params: idParams,
    body: reviewSendBackInput,
    response: { 200: listingReviewAnswer, 400: errorAnswer, 404: errorAnswer, 409: errorAnswer },
  };
  api.post(
    "/listings/:id/review/send-back",
    { schema: sendBack, config: { access: "publisher" } },
    async (request, reply) => {
      const { id } = request.params;
      const listing = await listingOf(id);
      if (!listing) return sendError(request, reply, 404, "not_found");
      const actor = request.staffSession!.staff;
      const { comment } = request.body;
      const done = await db.transaction().execute(async (trx) => {
        if (!(await sendListingBack(trx, id, actor.id, comment, new Date().toISOString()))) return null;
        // A published listing's review is of its held changes: the e-mail says the changes were sent back.
        const changes = listing.published === 1 && (await findPendingChange(trx, id)) !== undefined;
        await insertAudit(
          trx,
          auditOf(request, "listing_sent_back", `listing:${id}`, { titleAr: listing.title_ar, comment }),
        );
        return { changes };
      });
      if (!done) return sendAdminError(request, reply, 409, "review_not_awaiting");
      const origin = originOf(request, options.publicOrigin);
      await tellSubmitter(
        db,
        options.mailer,
        { listingId: id, outcome: "sent_back", changes: done.changes, comment, by: actor, origin },
        request.log,
      );
      return { data: (await findListingReview(db, id))! };
    },
  );

  const seen = {
    summary: "The submitter opened the listing: its review's outcome is no longer new to them",
    params: idParams,
    response: { 200: listingReviewAnswer, 404: errorAnswer },
  };
  api.post("/listings/:id/review/seen", { schema: seen, config: { access: "editor" } }, async (request, reply) => {
    const { id } = request.params;
    if (!(await listingOf(id))) return sendError(request, reply, 404, "not_found");
    await markReviewSeen(db, id, request.staffSession!.staff.id);
    return { data: (await findListingReview(db, id)) ?? null };
  });

  const counts = {
    summary: "How many listings await review, and how many of the caller's outcomes they have not opened",
    response: { 200: reviewCountsAnswer },
  };
  api.get("/review-counts", { schema: counts, config: { access: "editor" } }, async (request) => ({
    data: await reviewCounts(db, request.staffSession!.staff.id),
  }));
}
