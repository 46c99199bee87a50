import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Kysely } from "kysely";
import { adminMessage } from "../../../domain/admin/admin-messages.ts";
import { accessFor } from "../../../domain/admin/permissions.ts";
import { languageFromAcceptLanguage } from "../../../domain/language.ts";
import { insertAudit } from "../../db/audit.repository.ts";
import { findEditorListing } from "../../db/listing-editor.repository.ts";
import type { Database } from "../../db/schema.ts";
import { listTrash, restoreFromTrash, trashedIds } from "../../db/trash.repository.ts";
import { type Purge, purgeTrashed } from "../../services/trash.service.ts";
import type { MediaStorage } from "../../storage/media-storage.ts";
import { errorAnswer } from "../contract.ts";
import { auditOf } from "./audit-of.ts";
import { discardHeldChange } from "./listing-pending.routes.ts";
import { bulkAnswer } from "./listings.contract.ts";
import { emptyTrashAnswer, trashAnswer, trashIdsInput, trashQuery } from "./trash.contract.ts";

const pageSize = 25;

/**
 * The listings' trash (docs/decisions/038-trash.md). Deleting a listing moves it here (listings.routes.ts and the
 * bulk action); staff put it back as an unpublished draft, and admins delete it for good with the files no other
 * listing uses, one or several at a time or the whole trash.
 */
export async function trashRoutes(
  app: FastifyInstance,
  options: { db: Kysely<Database>; storage: MediaStorage; trashDays: number },
) {
  const { db } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  /** After the commit: a failed removal leaves files the sweeps remove later (logged), never rows without files. */
  const removeFiles = (request: FastifyRequest, keys: readonly string[]) =>
    options.storage
      .remove(keys)
      .catch((error: unknown) => request.log.warn({ err: error, keys }, "removing files nothing uses failed"));
  const refusalsOf = (request: FastifyRequest, refused: Purge["refused"]) => {
    const language = languageFromAcceptLanguage(request.headers["accept-language"]);
    return refused.map(({ id, code }) => ({ id, code, message: adminMessage(code, language) }));
  };
  const purge = async (request: FastifyRequest, ids: readonly number[], how: "chosen" | "emptied") => {
    const outcome = await purgeTrashed(db, ids, (subject, detail) =>
      auditOf(request, "listing_deleted", subject, { ...detail, fromTrash: how }),
    );
    await removeFiles(request, outcome.files);
    return outcome;
  };

  const list = {
    summary: "The listings in the trash, the most recently trashed first, with who trashed each and when it goes",
    querystring: trashQuery,
    response: { 200: trashAnswer, 400: errorAnswer },
  };
  api.get("/trash", { schema: list, config: { access: accessFor("editListings") } }, async (request) => {
    const { page } = request.query;
    const { data, total } = await listTrash(db, { page, limit: pageSize }, options.trashDays);
    return { data, meta: { page, limit: pageSize, total, trashDays: options.trashDays } };
  });

  const restore = {
    summary: "Put listings back from the trash as unpublished drafts, with their photos and files",
    body: trashIdsInput,
    response: { 200: bulkAnswer, 400: errorAnswer },
  };
  api.post("/trash/restore", { schema: restore, config: { access: accessFor("editListings") } }, async (request) => {
    const now = new Date().toISOString();
    const outcome = await db.transaction().execute(async (trx) => {
      const done: number[] = [];
      const refused: Purge["refused"] = [];
      for (const id of request.body.ids) {
        if (await restoreFromTrash(trx, id, now)) {
          // Back as a draft: a change still held for the published version it had (trashed before trashing
          // discarded it) goes, so the draft's form never says the site shows a published version (decision 036).
          const restored = await findEditorListing(trx, id);
          if (restored) await discardHeldChange(trx, request, restored);
          await insertAudit(trx, auditOf(request, "listing_untrashed", `listing:${id}`));
          done.push(id);
        } else {
          refused.push({ id, code: "not_in_trash" });
        }
      }
      return { done, refused };
    });
    // A restored listing is a draft: no public page changes, so no cache topic is stale.
    return { data: { done: outcome.done, refused: refusalsOf(request, outcome.refused) } };
  });

  const purgeChosen = {
    summary: "Delete listings in the trash for good, with the photos and documents no other listing uses (admins)",
    body: trashIdsInput,
    response: { 200: bulkAnswer, 400: errorAnswer },
  };
  api.post("/trash/purge", { schema: purgeChosen, config: { access: accessFor("purgeListings") } }, async (request) => {
    const outcome = await purge(request, request.body.ids, "chosen");
    return {
      data: { done: outcome.done.map((item) => item.id), refused: refusalsOf(request, outcome.refused) },
    };
  });

  const empty = {
    summary: "Delete every listing in the trash for good, with the files no other listing uses (admins)",
    response: { 200: emptyTrashAnswer },
  };
  api.post("/trash/empty", { schema: empty, config: { access: accessFor("purgeListings") } }, async (request) => {
    const outcome = await purge(request, await trashedIds(db), "emptied");
    return { data: { deleted: outcome.done.map((item) => item.id) } };
  });
}
