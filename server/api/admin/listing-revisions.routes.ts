import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Kysely } from "kysely";
import { type AdminMessageCode, isAdminMessageCode } from "../../../domain/admin/admin-messages.ts";
import { type FieldProblems, hasProblems, publishProblems } from "../../../domain/admin/listing-rules.ts";
import { can } from "../../../domain/admin/permissions.ts";
import { insertAudit } from "../../db/audit.repository.ts";
import { findEditorListing, updateEditorListing } from "../../db/listing-editor.repository.ts";
import { findRevision, listRevisions } from "../../db/listing-revisions.repository.ts";
import { listListingImages, replaceListingImages, unlinkedDocuments } from "../../db/media.repository.ts";
import type { Database } from "../../db/schema.ts";
import { recordRevision, restorableOf, restoredGallery } from "../../services/listing-revisions.ts";
import { documentsOf, kindProblemsOf } from "../../services/listing-rules.service.ts";
import type { MediaStorage } from "../../storage/media-storage.ts";
import { errorAnswer } from "../contract.ts";
import { sendError } from "../errors.ts";
import { idParams } from "./admin.contract.ts";
import { sendAdminError } from "./admin-scope.ts";
import { auditOf } from "./audit-of.ts";
import { holdForReview, pendingChangeOf } from "./listing-pending.routes.ts";
import { heldRestoreAnswer } from "./listing-review.contract.ts";
import { revisionAnswer, revisionParams, revisionsAnswer } from "./listing-revisions.contract.ts";
import { listingInput, versionBody } from "./listings.contract.ts";

/**
 * A listing's history (docs/decisions/037-listing-revisions.md): its revisions newest first, one with what it kept,
 * and a restore, which saves a revision again over the version the editor shows (a newer one is a 409, as a save).
 * Staff who may edit the listing may read and restore its history.
 */
export async function listingRevisionRoutes(
  app: FastifyInstance,
  options: {
    db: Kysely<Database>;
    storage: MediaStorage;
    listingsChanged: () => void;
    removeFiles: (request: FastifyRequest, keys: readonly string[]) => Promise<unknown>;
  },
) {
  const { db } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  const history = {
    summary: "A listing's revisions, newest first: who saved, when and what changed",
    params: idParams,
    response: { 200: revisionsAnswer, 404: errorAnswer },
  };
  api.get("/listings/:id/revisions", { schema: history, config: { access: "editor" } }, async (request, reply) => {
    const listing = await db.selectFrom("listings").select("id").where("id", "=", request.params.id).executeTakeFirst();
    if (!listing) return sendError(request, reply, 404, "not_found");
    return { data: await listRevisions(db, listing.id) };
  });

  const one = {
    summary: "One revision of a listing with the fields and photos it kept",
    params: revisionParams,
    response: { 200: revisionAnswer, 404: errorAnswer },
  };
  api.get("/listings/:id/revisions/:number", { schema: one, config: { access: "editor" } }, async (request, reply) => {
    const revision = await findRevision(db, request.params.id, request.params.number);
    if (!revision) return sendError(request, reply, 404, "not_found");
    return { data: revision };
  });

  const restore = {
    summary:
      "Save a revision again as the listing's newest, over the version named; photos and documents gone since are left out",
    params: revisionParams,
    body: versionBody,
    response: { 200: heldRestoreAnswer, 400: errorAnswer, 404: errorAnswer, 409: errorAnswer },
  };
  api.post(
    "/listings/:id/revisions/:number/restore",
    { schema: restore, config: { access: "editor" } },
    async (request, reply) => {
      const { id, number } = request.params;
      const [before, revision] = await Promise.all([findEditorListing(db, id), findRevision(db, id, number)]);
      if (!before || !revision) return sendError(request, reply, 404, "not_found");
      if (before.version !== request.body.version) return sendAdminError(request, reply, 409, "version_conflict");
      const restorable = await restorableOf(db, options.storage, revision.snapshot);
      // Held to today's rules, as a save is: a revision of older rules answers with the fields to change.
      const parsed = listingInput.safeParse(restorable.input);
      if (!parsed.success) {
        const fields: FieldProblems = {};
        for (const issue of parsed.error.issues) {
          fields[issue.path.join(".")] = isAdminMessageCode(issue.message)
            ? (issue.message as AdminMessageCode)
            : "invalid_field";
        }
        return sendAdminError(request, reply, 400, "invalid_field", fields);
      }
      const input = parsed.data;
      const problems = await kindProblemsOf(db, before.kind, input);
      if (hasProblems(problems)) return sendAdminError(request, reply, 400, "invalid_field", problems);
      if (before.published) {
        const publishing = publishProblems(input, new Date());
        if (hasProblems(publishing)) return sendAdminError(request, reply, 400, "publish_incomplete", publishing);
      }
      const now = new Date().toISOString();
      // An editor's restore of a published listing is a change like their save: held for review, the gallery as it
      // is (decision 036).
      if (before.published && !can(request.staffSession!.staff.role, "publishListings")) {
        await db.transaction().execute((trx) => holdForReview(trx, request, before, input, now));
        const pending = (await pendingChangeOf(db, before))!;
        return { data: { listing: before, leftOut: restorable.leftOut, pending } };
      }
      const kept = new Set(documentsOf(input));
      const replaced = documentsOf(before).filter((key) => !kept.has(key));
      const saved = await db.transaction().execute(async (trx) => {
        if (!(await updateEditorListing(trx, id, request.body.version, input, now))) return null;
        const current = (await listListingImages(trx, id)).map((image) => ({
          key: image.key,
          altAr: image.alt_ar,
          altEn: image.alt_en,
        }));
        await replaceListingImages(trx, id, restoredGallery(current, restorable.photos));
        await insertAudit(
          trx,
          auditOf(request, "listing_restored", `listing:${id}`, { revision: number, leftOut: restorable.leftOut }),
        );
        await recordRevision(trx, request.staffSession!.staff, id, "restored", { before, restoredFrom: number });
        return { unlinked: await unlinkedDocuments(trx, replaced) };
      });
      if (!saved) return sendAdminError(request, reply, 409, "version_conflict");
      options.listingsChanged();
      await options.removeFiles(request, saved.unlinked);
      return { data: { listing: (await findEditorListing(db, id))!, leftOut: restorable.leftOut } };
    },
  );
}
