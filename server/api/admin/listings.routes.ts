import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Kysely } from "kysely";
import type { AdminMessageCode } from "../../../domain/admin/admin-messages.ts";
import type { AuditAction } from "../../../domain/admin/audit-actions.ts";
import { changesOf } from "../../../domain/admin/audit-changes.ts";
import { type EditorListing, type ListingInput, licenceExpiryInstant } from "../../../domain/admin/listing-editor.ts";
import { languageFromAcceptLanguage } from "../../../domain/language.ts";
import { type ListingKind, statusesOfKind } from "../../../domain/listing.ts";
import { insertAudit } from "../../db/audit.repository.ts";
import { findListingDetail } from "../../db/listing-detail.repository.ts";
import {
  deleteEditorListing,
  findEditorListing,
  insertEditorListing,
  listAdminCategories,
  listAdminListings,
  setListingPublished,
  updateEditorListing,
} from "../../db/listing-editor.repository.ts";
import {
  deleteUnusedMedia,
  mediaKeysOfListing,
  storedDocumentKeys,
  unlinkedDocuments,
} from "../../db/media.repository.ts";
import type { Database } from "../../db/schema.ts";
import { toListingDetail } from "../../services/listing-detail.service.ts";
import { filesOfImage } from "../../services/media.service.ts";
import type { MediaStorage } from "../../storage/media-storage.ts";
import { errorAnswer, noContent } from "../contract.ts";
import { sendError } from "../errors.ts";
import { listingAnswer } from "../listings/listing.contract.ts";
import { idParams } from "./admin.contract.ts";
import { sendAdminError } from "./admin-scope.ts";
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

type FieldProblems = Record<string, AdminMessageCode>;

const pageSize = 25;

/** Rules that depend on the kind of listing: its statuses, a rent for properties only, its own categories. */
async function kindProblems(db: Kysely<Database>, kind: ListingKind, input: ListingInput): Promise<FieldProblems> {
  const problems: FieldProblems = {};
  if (!statusesOfKind[kind].includes(input.status) && !(kind === "property" && input.status === "ACTIVE")) {
    problems.status = "status_of_kind";
  }
  if (input.rentPeriod !== null && kind !== "property") problems.rentPeriod = "rent_not_for_kind";
  const categoryIds = [input.categoryId, ...input.lots.map((lot) => lot.categoryId)].filter((id) => id !== null);
  if (categoryIds.length > 0) {
    const known = await db
      .selectFrom("categories")
      .select("id")
      .where("kind", "=", kind)
      .where("id", "in", categoryIds)
      .execute();
    const ids = new Set(known.map((row) => row.id));
    if (input.categoryId !== null && !ids.has(input.categoryId)) problems.categoryId = "unknown_category";
    input.lots.forEach((lot, index) => {
      if (lot.categoryId !== null && !ids.has(lot.categoryId))
        problems[`lots.${index}.categoryId`] = "unknown_category";
    });
  }
  if (kind !== "auction" && input.lots.length > 0) problems.lots = "invalid_field";
  return problems;
}

/**
 * What a public listing needs (REGA): the advertising licence number and its expiry still ahead, the advertiser
 * and the FAL licence, and the texts a visitor reads in both languages.
 */
function publishProblems(input: ListingInput, now: Date): FieldProblems {
  const problems: FieldProblems = {};
  const required: [keyof ListingInput, AdminMessageCode][] = [
    ["adLicenceNumber", "licence_required"],
    ["advertiserNameAr", "licence_required"],
    ["advertiserNameEn", "licence_required"],
    ["advertiserFalLicence", "licence_required"],
    ["locationAr", "required"],
    ["locationEn", "required"],
  ];
  for (const [field, code] of required) {
    if (!input[field]) problems[field] = code;
  }
  if (!input.adLicenceExpiresOn) problems.adLicenceExpiresOn = "licence_required";
  else if (Date.parse(licenceExpiryInstant(input.adLicenceExpiresOn)) <= now.getTime()) {
    problems.adLicenceExpiresOn = "licence_expired";
  }
  return problems;
}

function hasProblems(problems: FieldProblems): boolean {
  return Object.keys(problems).length > 0;
}

/** The fields that may link to a PDF staff uploaded. */
const documentFields = ["auctionCertificateUrl", "fileUrl", "termsUrl", "marketingProfileUrl"] as const;

/**
 * A field that now links to one of our stored PDFs that is not there (uploaded in an editor left open past the
 * sweep's grace period, docs/decisions/021-media-pipeline.md): refused, so that no listing links to a missing file.
 * Links the listing already had are not checked again.
 */
async function missingDocumentProblems(
  storage: MediaStorage,
  input: ListingInput,
  before?: EditorListing,
): Promise<FieldProblems> {
  const had = new Set(before ? documentsOf(before) : []);
  const problems: FieldProblems = {};
  for (const field of documentFields) {
    const [key] = storedDocumentKeys([input[field]]);
    if (key === undefined || had.has(key)) continue;
    if (!(await storage.list(key)).includes(key)) problems[field] = "document_missing";
  }
  return problems;
}

/** The PDFs of ours a listing links to (its certificate, file, terms and marketing profile). */
function documentsOf(listing: ListingInput | EditorListing): string[] {
  return storedDocumentKeys(documentFields.map((field) => listing[field]));
}

function withoutVersion<T extends { version: number }>(body: T): Omit<T, "version"> {
  const { version: _version, ...input } = body;
  return input;
}

/** Auctions (with their lots), projects and properties: staff create, edit, preview, publish and delete them. */
export async function listingEditorRoutes(
  app: FastifyInstance,
  options: { db: Kysely<Database>; listingsChanged: () => void; storage: MediaStorage },
) {
  const { db } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  const audit = (request: FastifyRequest, action: AuditAction, id: number, detail: Record<string, unknown>) => {
    const actor = request.staffSession!.staff;
    return {
      at: new Date().toISOString(),
      staffId: actor.id,
      actorEmail: actor.email,
      action,
      subject: `listing:${id}`,
      detail,
      address: request.ip,
    };
  };
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
    const { data, total } = await listAdminListings(db, { ...filter, page, limit: pageSize });
    return { data, meta: { page, limit: pageSize, total } };
  });

  const create = {
    summary: "Create a listing as a draft (not public until published)",
    body: newListingInput,
    response: { 201: editorListingAnswer, 400: errorAnswer },
  };
  api.post("/listings", { schema: create, config: { access: "editor" } }, async (request, reply) => {
    const { kind, ...input } = request.body;
    const problems = await kindProblems(db, kind, input);
    if (hasProblems(problems)) return refused(request, reply, problems, "invalid_field");
    const missing = await missingDocumentProblems(options.storage, input);
    if (hasProblems(missing)) return refused(request, reply, missing, "invalid_field");
    const id = await db.transaction().execute(async (trx) => {
      const newId = await insertEditorListing(trx, kind, input);
      await insertAudit(trx, audit(request, "listing_created", newId, { kind, titleAr: input.titleAr }));
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
    summary: "Save a listing over the version it was loaded at; 409 when someone saved it since",
    params: idParams,
    body: listingUpdate,
    response: { 200: editorListingAnswer, 400: errorAnswer, 404: errorAnswer, 409: errorAnswer },
  };
  api.put("/listings/:id", { schema: save, config: { access: "editor" } }, async (request, reply) => {
    const { id } = request.params;
    const before = await findEditorListing(db, id);
    if (!before) return sendError(request, reply, 404, "not_found");
    if (before.version !== request.body.version) return conflict(request, reply);
    const input = withoutVersion(request.body);
    const problems = await kindProblems(db, before.kind, input);
    if (hasProblems(problems)) return refused(request, reply, problems, "invalid_field");
    const missing = await missingDocumentProblems(options.storage, input, before);
    if (hasProblems(missing)) return refused(request, reply, missing, "invalid_field");
    // A public listing stays publishable: an edit cannot take its licence away while it is on the site.
    if (before.published) {
      const publishing = publishProblems(input, new Date());
      if (hasProblems(publishing)) return refused(request, reply, publishing, "publish_incomplete");
    }
    const now = new Date().toISOString();
    const kept = new Set(documentsOf(input));
    const replaced = documentsOf(before).filter((key) => !kept.has(key));
    const saved = await db.transaction().execute(async (trx) => {
      if (!(await updateEditorListing(trx, id, request.body.version, input, now))) return null;
      await insertAudit(
        trx,
        audit(request, "listing_updated", id, {
          changes: changesOf(before, input, Object.keys(input), ["descriptionAr", "descriptionEn"]),
        }),
      );
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
  api.post("/listings/:id/publish", { schema: publish, config: { access: "editor" } }, async (request, reply) => {
    const { id } = request.params;
    const listing = await findEditorListing(db, id);
    if (!listing) return sendError(request, reply, 404, "not_found");
    if (listing.version !== request.body.version) return conflict(request, reply);
    const problems = publishProblems(listing, new Date());
    if (hasProblems(problems)) return refused(request, reply, problems, "publish_incomplete");
    const done = await db.transaction().execute(async (trx) => {
      if (!(await setListingPublished(trx, id, listing.version, true, new Date().toISOString()))) return false;
      await insertAudit(trx, audit(request, "listing_published", id, {}));
      return true;
    });
    if (!done) return conflict(request, reply);
    options.listingsChanged();
    return { data: (await findEditorListing(db, id))! };
  });

  const unpublish = {
    summary: "Take a listing off the public site (it becomes a draft)",
    params: idParams,
    body: versionBody,
    response: { 200: editorListingAnswer, 404: errorAnswer, 409: errorAnswer },
  };
  api.post("/listings/:id/unpublish", { schema: unpublish, config: { access: "editor" } }, async (request, reply) => {
    const { id } = request.params;
    const done = await db.transaction().execute(async (trx) => {
      if (!(await setListingPublished(trx, id, request.body.version, false, new Date().toISOString()))) return false;
      await insertAudit(trx, audit(request, "listing_unpublished", id, {}));
      return true;
    });
    if (!done) {
      const exists = await findEditorListing(db, id);
      return exists ? conflict(request, reply) : sendError(request, reply, 404, "not_found");
    }
    options.listingsChanged();
    return { data: (await findEditorListing(db, id))! };
  });

  const remove = {
    summary: "Delete a listing with its lots, features and boundaries, and the files of images nothing else uses",
    params: idParams,
    querystring: versionQuery,
    response: { 204: noContent, 404: errorAnswer, 409: errorAnswer },
  };
  api.delete("/listings/:id", { schema: remove, config: { access: "editor" } }, async (request, reply) => {
    const { id } = request.params;
    const before = await findEditorListing(db, id);
    if (!before) return sendError(request, reply, 404, "not_found");
    const removed = await db.transaction().execute(async (trx) => {
      const images = await mediaKeysOfListing(trx, id);
      if (!(await deleteEditorListing(trx, id, request.query.version))) return null;
      // Its images and PDFs leave with it unless another listing (or lot) uses them too.
      const unused = await deleteUnusedMedia(trx, images);
      const documents = await unlinkedDocuments(trx, documentsOf(before));
      await insertAudit(
        trx,
        audit(request, "listing_deleted", id, {
          kind: before.kind,
          titleAr: before.titleAr,
          titleEn: before.titleEn,
          imagesRemoved: unused.length,
          documentsRemoved: documents.length,
        }),
      );
      return [...unused.flatMap(filesOfImage), ...documents];
    });
    if (!removed) return conflict(request, reply);
    options.listingsChanged();
    await removeFiles(request, removed);
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
}
