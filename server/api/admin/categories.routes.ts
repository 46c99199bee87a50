import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Kysely } from "kysely";
import { accessFor } from "../../../domain/admin/permissions.ts";
import { insertAudit } from "../../db/audit.repository.ts";
import { listAdminCategories } from "../../db/listing-editor.repository.ts";
import type { Database } from "../../db/schema.ts";
import { isUniqueViolation } from "../../db/unique-violation.ts";
import { errorAnswer, noContent } from "../contract.ts";
import { sendError } from "../errors.ts";
import { idParams } from "./admin.contract.ts";
import { sendAdminError } from "./admin-scope.ts";
import { auditOf } from "./audit-of.ts";
import { adminCategoryAnswer, categoryInput } from "./listings.contract.ts";

/** Admins manage the categories listings are filed under (the public lists filter by them). */
export async function categoryRoutes(
  app: FastifyInstance,
  options: { db: Kysely<Database>; listingsChanged: () => void },
) {
  const { db } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  const one = async (id: number) => (await listAdminCategories(db)).find((category) => category.id === id);

  const create = {
    summary: "Add a category",
    body: categoryInput,
    response: { 201: adminCategoryAnswer, 400: errorAnswer, 409: errorAnswer },
  };
  api.post(
    "/categories",
    { schema: create, config: { access: accessFor("manageCategories") } },
    async (request, reply) => {
      const input = request.body;
      const id = await db
        .transaction()
        .execute(async (trx) => {
          const { id: newId } = await trx
            .insertInto("categories")
            .values({
              kind: input.kind,
              slug: input.slug,
              name_ar: input.nameAr,
              name_en: input.nameEn,
              sort_order: input.sortOrder,
            })
            .returning("id")
            .executeTakeFirstOrThrow();
          await insertAudit(trx, auditOf(request, "category_created", `category:${newId}`, { slug: input.slug }));
          return newId;
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) return null;
          throw error;
        });
      if (id === null) return sendAdminError(request, reply, 409, "slug_taken", { slug: "slug_taken" });
      options.listingsChanged();
      return reply.status(201).send({ data: (await one(id))! });
    },
  );

  const update = {
    summary: "Rename or reorder a category",
    params: idParams,
    body: categoryInput,
    response: { 200: adminCategoryAnswer, 400: errorAnswer, 404: errorAnswer, 409: errorAnswer },
  };
  api.put(
    "/categories/:id",
    { schema: update, config: { access: accessFor("manageCategories") } },
    async (request, reply) => {
      const { id } = request.params;
      const input = request.body;
      const before = await one(id);
      if (!before) return sendError(request, reply, 404, "not_found");
      // A category in use keeps its kind: its listings are of that kind.
      if (before.usedBy > 0 && before.kind !== input.kind) {
        return sendAdminError(request, reply, 409, "category_in_use", { kind: "category_in_use" });
      }
      const saved = await db
        .transaction()
        .execute(async (trx) => {
          await trx
            .updateTable("categories")
            .set({
              kind: input.kind,
              slug: input.slug,
              name_ar: input.nameAr,
              name_en: input.nameEn,
              sort_order: input.sortOrder,
            })
            .where("id", "=", id)
            .execute();
          await insertAudit(trx, auditOf(request, "category_updated", `category:${id}`, { slug: input.slug }));
          return true;
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) return false;
          throw error;
        });
      if (!saved) return sendAdminError(request, reply, 409, "slug_taken", { slug: "slug_taken" });
      options.listingsChanged();
      return { data: (await one(id))! };
    },
  );

  const remove = {
    summary: "Delete a category no listing uses",
    params: idParams,
    response: { 204: noContent, 404: errorAnswer, 409: errorAnswer },
  };
  api.delete(
    "/categories/:id",
    { schema: remove, config: { access: accessFor("manageCategories") } },
    async (request, reply) => {
      const { id } = request.params;
      const before = await one(id);
      if (!before) return sendError(request, reply, 404, "not_found");
      if (before.usedBy > 0) return sendAdminError(request, reply, 409, "category_in_use");
      // Refused in the same statement if a listing or a lot was filed under it since it was read: the foreign keys
      // would otherwise take the category off them in silence (`on delete set null`).
      const deleted = await db.transaction().execute(async (trx) => {
        const result = await trx
          .deleteFrom("categories")
          .where("id", "=", id)
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom("listings")
                  .select("id")
                  .where("category_id", "=", id)
                  .unionAll(selectFrom("auction_lots").select("id").where("category_id", "=", id)),
              ),
            ),
          )
          .executeTakeFirst();
        if (Number(result.numDeletedRows) === 0) return false;
        await insertAudit(trx, auditOf(request, "category_deleted", `category:${id}`, { slug: before.slug }));
        return true;
      });
      if (!deleted) {
        // Deleted by another admin meanwhile, or in use.
        if (!(await one(id))) return sendError(request, reply, 404, "not_found");
        return sendAdminError(request, reply, 409, "category_in_use");
      }
      options.listingsChanged();
      return reply.status(204).send(null);
    },
  );
}
