import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Kysely } from "kysely";
import type { AdminMessageCode } from "../../../domain/admin/admin-messages.ts";
import { changesOf } from "../../../domain/admin/audit-changes.ts";
import { type FieldProblems, hasProblems, publishProblems } from "../../../domain/admin/listing-rules.ts";
import { can } from "../../../domain/admin/permissions.ts";
import { languageFromAcceptLanguage } from "../../../domain/language.ts";
import type { ListingKind } from "../../../domain/listing.ts";
import { listAdminListings } from "../../db/admin-listings.repository.ts";
import { insertAudit } from "../../db/audit.repository.ts";
import { findListingDetail } from "../../db/listing-detail.repository.ts";
import {
  findEditorListing,
  insertEditorListing,
  listAdminCategories,
  setListingPublished,
  updateEditorListing,
} from "../../db/listing-editor.repository.ts";
import { deletePendingChange } from "../../db/listing-pending-change.repository.ts";
import { closeReviewAsPublished } from "../../db/listing-review.repository.ts";
import { unlinkedDocuments } from "../../db/media.repository.ts";
import type { Database } from "../../db/schema.ts";
import { moveToTrash } from "../../db/trash.repository.ts";
import { toListingDetail } from "../../services/listing-detail.service.ts";
import { recordRevision } from "../../services/listing-revisions.ts";
import { documentsOf, kindProblemsOf, missingDocumentProblems } from "../../services/listing-rules.service.ts";
import { tellSubmitter } from "../../services/review-notice.ts";
import type { StaffMailer } from "../../services/staff-mail.ts";
import type { MediaStorage } from "../../storage/media-storage.ts";
import { errorAnswer, noContent } from "../contract.ts";
import { sendError } from "../errors.ts";
import { listingAnswer } from "../listings/listing.contract.ts";
import { idParams } from "./admin.contract.ts";
import { sendAdminError } from "./admin-scope.ts";
import { auditOf } from "./audit-of.ts";
import { listingBulkRoutes } from "./listing-bulk.routes.ts";
import { discardHeldChange, holdForReview, listingPendingRoutes, pendingChangeOf } from "./listing-pending.routes.ts";
import { savedListingAnswer } from "./listing-review.contract.ts";
import { originOf } from "./listing-review.routes.ts";
import { listingRevisionRoutes } from "./listing-revisions.routes.ts";
import {
  adminCategoriesAnswer,
  adminListingsAnswer,
  adminListingsQuery,
  editorListingAnswer,
  listingUpdate,
  newListingInput,
  versionBody,
  versionQuery,
} from "./listings.contract.ts";

const pageSize = 25;

function withoutVersion<T extends { version: number }>(body: T): Omit<T, "version"> {
  const { version: _version, ...input } = body;
  return input;
}

/**
 * Auctions (with their lots), projects and properties: staff create, edit, preview, publish and delete them; a
 * deleted listing goes to the trash (trash.routes.ts).
 */
export async function listingEditorRoutes(
  app: FastifyInstance,
  options: {
    db: Kysely<Database>;
    listingsChanged: () => void;
    storage: MediaStorage;
    /** Tells the submitter of a reviewed listing it was published (docs/decisions/036-review-before-publishing.md). */
    mailer: StaffMailer;
    publicOrigin: string | undefined;
  },
) {
  const { db } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  /**
   * After the commit: a failed removal leaves files nothing uses behind (logged), never a listing without its
   * files.
   */
  const removeFiles = (request: FastifyRequest, keys: readonly string[]) =>
    options.storage
      .remove(keys)
      .catch((error: unknown) => request.log.warn({ err: error, keys }, "removing files nothing uses failed"));
  const conflict = (request: FastifyRequest, reply: FastifyReply) =>
    sendAdminError(request, reply, 409, "version_conflict");
  const refused = (request: FastifyRequest, reply: FastifyReply, problems: FieldProblems, code: AdminMessageCode) =>
    sendAdminError(request, reply, 400, code, problems);

  const list = {
    summary: "Every listing, drafts included, the last changed first",
    querystring: adminListingsQuery,
    response: { 200: adminListingsAnswer, 400: errorAnswer },
  };
  api.get("/listings", { schema: list, config: { access: "editor" } }, async (request) => {
    const { page, ...filter } = request.query;
    const language = languageFromAcceptLanguage(request.headers["accept-language"]);
    const { data, total } = await listAdminListings(db, { ...filter, page, limit: pageSize }, language);
    return { data, meta: { page, limit: pageSize, total } };
  });

  const create = {
    summary: "Create a listing as a draft (not public until published)",
    body: newListingInput,
    response: { 201: editorListingAnswer, 400: errorAnswer },
  };
  api.post("/listings", { schema: create, config: { access: "editor" } }, async (request, reply) => {
    const { kind, ...input } = request.body;
    const problems = await kindProblemsOf(db, kind, input);
    if (hasProblems(problems)) return refused(request, reply, problems, "invalid_field");
    const missing = await missingDocumentProblems(options.storage, input);
    if (hasProblems(missing)) return refused(request, reply, missing, "invalid_field");
    const id = await db.transaction().execute(async (trx) => {
      const newId = await insertEditorListing(trx, kind, input);
      await insertAudit(trx, auditOf(request, "listing_created", `listing:${newId}`, { kind, titleAr: input.titleAr }));
      await recordRevision(trx, request.staffSession!.staff, newId, "created");
      return newId;
    });
    return reply.status(201).send({ data: (await findEditorListing(db, id))! });
  });

  const read = {
    summary: "A listing as the editor shows it",
    params: idParams,
    response: { 200: editorListingAnswer, 404: errorAnswer },
  };
  api.get("/listings/:id", { schema: read, config: { access: "editor" } }, async (request, reply) => {
    const listing = await findEditorListing(db, request.params.id);
    if (!listing) return sendError(request, reply, 404, "not_found");
    return { data: listing };
  });

  const preview = {
    summary: "A listing, draft or not, as its public page would show it, in the request's language",
    params: idParams,
    response: { 200: listingAnswer, 404: errorAnswer },
  };
  api.get("/listings/:id/preview", { schema: preview, config: { access: "editor" } }, async (request, reply) => {
    const row = await db.selectFrom("listings").select("kind").where("id", "=", request.params.id).executeTakeFirst();
    const record = row
      ? await findListingDetail(db, row.kind as ListingKind, request.params.id, new Date(), { drafts: true })
      : undefined;
    if (!record) return sendError(request, reply, 404, "not_found");
    return { data: toListingDetail(record, languageFromAcceptLanguage(request.headers["accept-language"])) };
  });

  const save = {
    summary:
      "Save a listing over the version it was loaded at; 409 when someone saved it since. An editor's save of a published listing is held for review (`pending`)",
    params: idParams,
    body: listingUpdate,
    response: { 200: savedListingAnswer, 400: errorAnswer, 404: errorAnswer, 409: errorAnswer },
  };
  api.put("/listings/:id", { schema: save, config: { access: "editor" } }, async (request, reply) => {
    const { id } = request.params;
    const before = await findEditorListing(db, id);
    if (!before) return sendError(request, reply, 404, "not_found");
    if (before.version !== request.body.version) return conflict(request, reply);
    const input = withoutVersion(request.body);
    const problems = await kindProblemsOf(db, before.kind, input);
    if (hasProblems(problems)) return refused(request, reply, problems, "invalid_field");
    const missing = await missingDocumentProblems(options.storage, input, before);
    if (hasProblems(missing)) return refused(request, reply, missing, "invalid_field");
    // A public listing stays publishable: an edit cannot take its licence away while it is on the site.
    if (before.published) {
      const publishing = publishProblems(input, new Date());
      if (hasProblems(publishing)) return refused(request, reply, publishing, "publish_incomplete");
    }
    const now = new Date().toISOString();
    // An editor's change of a live listing waits for a publisher; the site keeps the published version (decision 036).
    if (before.published && !can(request.staffSession!.staff.role, "publishListings")) {
      await db.transaction().execute((trx) => holdForReview(trx, request, before, input, now));
      return { data: before, pending: (await pendingChangeOf(db, before))! };
    }
    const kept = new Set(documentsOf(input));
    const replaced = documentsOf(before).filter((key) => !kept.has(key));
    const saved = await db.transaction().execute(async (trx) => {
      if (!(await updateEditorListing(trx, id, request.body.version, input, now))) return null;
      await insertAudit(
        trx,
        auditOf(request, "listing_updated", `listing:${id}`, {
          changes: changesOf(before, input, Object.keys(input), ["descriptionAr", "descriptionEn"]),
        }),
      );
      await recordRevision(trx, request.staffSession!.staff, id, "updated", { before });
      // An editor's save of a draft whose held change they had open applies it: nothing is left to review.
      if (!before.published) await deletePendingChange(trx, id);
      // A PDF replaced or taken out of a field goes, unless another listing links to it.
      return { unlinked: await unlinkedDocuments(trx, replaced) };
    });
    if (!saved) return conflict(request, reply);
    options.listingsChanged();
    await removeFiles(request, saved.unlinked);
    return { data: (await findEditorListing(db, id))! };
  });

  const publish = {
    summary: "Publish a listing: it needs a valid advertising licence",
    params: idParams,
    body: versionBody,
    response: { 200: editorListingAnswer, 400: errorAnswer, 404: errorAnswer, 409: errorAnswer },
  };
  api.post("/listings/:id/publish", { schema: publish, config: { access: "publisher" } }, async (request, reply) => {
    const { id } = request.params;
    const listing = await findEditorListing(db, id);
    if (!listing) return sendError(request, reply, 404, "not_found");
    if (listing.version !== request.body.version) return conflict(request, reply);
    const problems = publishProblems(listing, new Date());
    if (hasProblems(problems)) return refused(request, reply, problems, "publish_incomplete");
    const actor = request.staffSession!.staff;
    const done = await db.transaction().execute(async (trx) => {
      const now = new Date().toISOString();
      if (!(await setListingPublished(trx, id, listing.version, true, now))) return undefined;
      // Publishing decides a review still open: its submitter sees "Published" (decision 036).
      const reviewed = await closeReviewAsPublished(trx, id, actor.id, now);
      await insertAudit(
        trx,
        auditOf(request, reviewed ? "listing_review_published" : "listing_published", `listing:${id}`),
      );
      return { reviewed };
    });
    if (!done) return conflict(request, reply);
    options.listingsChanged();
    if (done.reviewed) {
      const origin = originOf(request, options.publicOrigin);
      const notice = { listingId: id, outcome: "published" as const, comment: null, by: actor, origin };
      await tellSubmitter(db, options.mailer, notice, request.log);
    }
    return { data: (await findEditorListing(db, id))! };
  });

  const unpublish = {
    summary: "Take a listing off the public site (it becomes a draft)",
    params: idParams,
    body: versionBody,
    response: { 200: editorListingAnswer, 404: errorAnswer, 409: errorAnswer },
  };
  api.post(
    "/listings/:id/unpublish",
    { schema: unpublish, config: { access: "publisher" } },
    async (request, reply) => {
      const { id } = request.params;
      const done = await db.transaction().execute(async (trx) => {
        if (!(await setListingPublished(trx, id, request.body.version, false, new Date().toISOString()))) return false;
        await insertAudit(trx, auditOf(request, "listing_unpublished", `listing:${id}`));
        return true;
      });
      if (!done) {
        const exists = await findEditorListing(db, id);
        return exists ? conflict(request, reply) : sendError(request, reply, 404, "not_found");
      }
      options.listingsChanged();
      return { data: (await findEditorListing(db, id))! };
    },
  );

  const remove = {
    summary:
      "Move a listing to the trash: off the public site at once, kept with its files for TRASH_DAYS days, restorable",
    params: idParams,
    querystring: versionQuery,
    response: { 204: noContent, 404: errorAnswer, 409: errorAnswer },
  };
  api.delete("/listings/:id", { schema: remove, config: { access: "editor" } }, async (request, reply) => {
    const { id } = request.params;
    const before = await findEditorListing(db, id);
    if (!before) return sendError(request, reply, 404, "not_found");
    const { staff } = request.staffSession!;
    const trashed = await db.transaction().execute(async (trx) => {
      const now = new Date().toISOString();
      if (!(await moveToTrash(trx, id, request.query.version, staff, now))) return false;
      // A change held for review and the open review go with it (decision 036).
      const discarded = await discardHeldChange(trx, request, before);
      await insertAudit(
        trx,
        auditOf(request, "listing_trashed", `listing:${id}`, {
          kind: before.kind,
          titleAr: before.titleAr,
          titleEn: before.titleEn,
          wasPublished: before.published,
          ...(discarded.review ? { reviewClosed: true } : {}),
        }),
      );
      return true;
    });
    if (!trashed) return conflict(request, reply);
    options.listingsChanged();
    return reply.status(204).send(null);
  });

  // Every listing's categories, for the editor's pickers (the admins' category screen is categories.routes.ts).
  const categories = {
    summary: "Every category of every kind, with how many listings use it",
    response: { 200: adminCategoriesAnswer },
  };
  api.get("/categories", { schema: categories, config: { access: "editor" } }, async () => ({
    data: await listAdminCategories(db),
  }));

  await listingBulkRoutes(app, options);
  await listingRevisionRoutes(app, { ...options, removeFiles });
  await listingPendingRoutes(app, { ...options, removeFiles });
}
