import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Kysely, Transaction } from "kysely";
import { type AdminMessageCode, adminMessage } from "../../../domain/admin/admin-messages.ts";
import type { AuditAction } from "../../../domain/admin/audit-actions.ts";
import type { EditorListing } from "../../../domain/admin/listing-editor.ts";
import type { BulkRefusal, ListingBulkAction } from "../../../domain/admin/listing-list.ts";
import {
  type FieldProblems,
  hasProblems,
  publishProblems,
  statusAllowed,
} from "../../../domain/admin/listing-rules.ts";
import { can } from "../../../domain/admin/permissions.ts";
import { type Language, languageFromAcceptLanguage } from "../../../domain/language.ts";
import { duplicateListing, setListingStatus } from "../../db/admin-listings.repository.ts";
import { insertAudit } from "../../db/audit.repository.ts";
import { findEditorListing, setListingPublished } from "../../db/listing-editor.repository.ts";
import { closeReviewAsPublished } from "../../db/listing-review.repository.ts";
import type { Database } from "../../db/schema.ts";
import { moveToTrash } from "../../db/trash.repository.ts";
import { recordRevision } from "../../services/listing-revisions.ts";
import { tellSubmitter } from "../../services/review-notice.ts";
import type { StaffMailer } from "../../services/staff-mail.ts";
import { errorAnswer } from "../contract.ts";
import { sendError } from "../errors.ts";
import { idParams } from "./admin.contract.ts";
import { sendAdminError } from "./admin-scope.ts";
import { auditOf } from "./audit-of.ts";
import { discardHeldChange } from "./listing-pending.routes.ts";
import { originOf } from "./listing-review.routes.ts";
import { bulkAnswer, editorListingAnswer, listingBulkInput } from "./listings.contract.ts";

const bulkAudit: Record<ListingBulkAction, AuditAction> = {
  publish: "listings_bulk_published",
  unpublish: "listings_bulk_unpublished",
  status: "listings_bulk_status_changed",
  delete: "listings_bulk_trashed",
};

/** A copy's title: the original's, marked as a copy, within the title's 200 characters. */
const copyMark: Record<Language, string> = { ar: " (نسخة)", en: " (copy)" };
function copyTitle(title: string, language: Language): string {
  const mark = copyMark[language];
  return `${title.slice(0, 200 - mark.length)}${mark}`;
}

type Outcome = { ok: true } | { ok: false; code: AdminMessageCode; fields?: FieldProblems };

/**
 * Many listings at once (publish, unpublish, change status, delete) and a listing duplicated as a draft. A bulk
 * action runs in one transaction with one audit entry naming the items; each item it could not do is answered
 * with why, in the staff member's language. `delete` moves them to the trash (any member of staff); deleting for
 * good is the trash's (trash.routes.ts, admins only).
 */
export async function listingBulkRoutes(
  app: FastifyInstance,
  options: {
    db: Kysely<Database>;
    listingsChanged: () => void;
    mailer: StaffMailer;
    publicOrigin: string | undefined;
  },
) {
  const { db } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  const bulk = {
    summary:
      "Publish, unpublish, change the status of or move to the trash several listings; says which could not be done",
    body: listingBulkInput,
    response: { 200: bulkAnswer, 400: errorAnswer, 403: errorAnswer },
  };
  api.post("/listings/bulk", { schema: bulk, config: { access: "editor" } }, async (request, reply) => {
    const { action, ids, status } = request.body;
    const actor = request.staffSession!.staff;
    if ((action === "publish" || action === "unpublish") && !can(actor.role, "publishListings")) {
      return sendAdminError(request, reply, 403, "publishers_only");
    }
    /** Listings whose open review this publish decided: their submitters are told after the commit. */
    const reviewed: number[] = [];
    const language = languageFromAcceptLanguage(request.headers["accept-language"]);
    const now = new Date();
    const apply = async (trx: Transaction<Database>, listing: EditorListing): Promise<Outcome> => {
      switch (action) {
        case "publish": {
          if (listing.published) return { ok: true };
          const problems = publishProblems(listing, now);
          if (hasProblems(problems)) return { ok: false, code: "publish_incomplete", fields: problems };
          if (!(await setListingPublished(trx, listing.id, listing.version, true, now.toISOString()))) {
            return { ok: false, code: "version_conflict" };
          }
          if (await closeReviewAsPublished(trx, listing.id, actor.id, now.toISOString())) reviewed.push(listing.id);
          return { ok: true };
        }
        case "unpublish":
          // A save that committed since the read moved the version on: reported, not done.
          if (
            listing.published &&
            !(await setListingPublished(trx, listing.id, listing.version, false, now.toISOString()))
          ) {
            return { ok: false, code: "version_conflict" };
          }
          return { ok: true };
        case "status":
          if (!statusAllowed(listing.kind, status!)) return { ok: false, code: "status_of_kind" };
          if (listing.status !== status) {
            await setListingStatus(trx, listing.id, status!, now.toISOString());
            await recordRevision(trx, request.staffSession!.staff, listing.id, "updated", { before: listing });
          }
          return { ok: true };
        case "delete":
          // To the trash, files and all (docs/decisions/038-trash.md); deleting for good is the trash's, admins'.
          if (!(await moveToTrash(trx, listing.id, listing.version, request.staffSession!.staff, now.toISOString()))) {
            return { ok: false, code: "version_conflict" };
          }
          // A change held for review and the open review go with it (decision 036).
          await discardHeldChange(trx, request, listing);
          return { ok: true };
      }
    };
    const outcome = await db.transaction().execute(async (trx) => {
      const done: { id: number; titleAr: string; titleEn: string }[] = [];
      const refused: BulkRefusal[] = [];
      for (const id of ids) {
        const listing = await findEditorListing(trx, id);
        const result: Outcome = listing ? await apply(trx, listing) : { ok: false, code: "listing_gone" };
        if (result.ok) {
          done.push({ id, titleAr: listing!.titleAr, titleEn: listing!.titleEn });
        } else {
          refused.push({
            id,
            code: result.code,
            message: adminMessage(result.code, language),
            ...(result.fields
              ? {
                  fields: Object.fromEntries(
                    Object.entries(result.fields).map(([field, code]) => [field, adminMessage(code, language)]),
                  ),
                }
              : {}),
          });
        }
      }
      await insertAudit(
        trx,
        auditOf(request, bulkAudit[action], null, {
          ...(action === "status" ? { status } : {}),
          ...(reviewed.length > 0 ? { reviewed } : {}),
          items: done,
          refused: refused.map(({ id, code, fields }) => ({
            id,
            code,
            ...(fields ? { fields: Object.keys(fields) } : {}),
          })),
        }),
      );
      return { done: done.map((item) => item.id), refused };
    });
    if (outcome.done.length > 0) options.listingsChanged();
    const origin = originOf(request, options.publicOrigin);
    for (const listingId of reviewed) {
      const notice = { listingId, outcome: "published" as const, comment: null, by: actor, origin };
      await tellSubmitter(db, options.mailer, notice, request.log);
    }
    return { data: { done: outcome.done, refused: outcome.refused } };
  });

  const duplicate = {
    summary: "Copy a listing as a new draft: texts, details, features, boundaries, lots, and its photos by reference",
    params: idParams,
    response: { 201: editorListingAnswer, 404: errorAnswer },
  };
  api.post("/listings/:id/duplicate", { schema: duplicate, config: { access: "editor" } }, async (request, reply) => {
    const { id } = request.params;
    const copyId = await db.transaction().execute(async (trx) => {
      const newId = await duplicateListing(trx, id, copyTitle);
      if (newId === undefined) return undefined;
      await insertAudit(trx, auditOf(request, "listing_duplicated", `listing:${newId}`, { from: id }));
      await recordRevision(trx, request.staffSession!.staff, newId, "duplicated");
      return newId;
    });
    if (copyId === undefined) return sendError(request, reply, 404, "not_found");
    return reply.status(201).send({ data: (await findEditorListing(db, copyId))! });
  });
}
