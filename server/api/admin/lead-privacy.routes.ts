import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Kysely } from "kysely";
import { accessFor } from "../../../domain/admin/permissions.ts";
import type { Cache } from "../../cache/cache.ts";
import { topics } from "../../cache/topics.ts";
import { findLead, listLeadNotes } from "../../db/lead-inbox.repository.ts";
import type { Database } from "../../db/schema.ts";
import { type AuditOf, anonymiseLead, eraseLead } from "../../services/lead-privacy.ts";
import { sendError } from "../errors.ts";
import { auditOf } from "./audit-of.ts";
import { anonymiseLeadContract, eraseLeadContract } from "./lead-privacy.contract.ts";

/**
 * A visitor's request to have their enquiry erased or anonymised (Saudi PDPL; docs/decisions/039-lead-privacy.md),
 * carried out by an admin from the lead's page.
 */
export async function leadPrivacyRoutes(app: FastifyInstance, options: { db: Kysely<Database>; cache: Cache }) {
  const { db } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const access = accessFor("eraseLeads");

  api.delete("/leads/:id", { schema: eraseLeadContract, config: { access } }, async (request, reply) => {
    const audit: AuditOf = (action, subject, detail) =>
      auditOf(request, action, subject, { ...detail, onRequest: true });
    if (!(await eraseLead(db, request.params.id, audit))) return sendError(request, reply, 404, "not_found");
    // After the commit: the inbox's counts forget the lead.
    options.cache.invalidate(topics.leads);
    return reply.status(204).send(null);
  });

  api.post("/leads/:id/anonymise", { schema: anonymiseLeadContract, config: { access } }, async (request, reply) => {
    const audit: AuditOf = (action, subject, detail) =>
      auditOf(request, action, subject, { ...detail, onRequest: true });
    const outcome = await anonymiseLead(db, request.params.id, audit);
    if (outcome === "gone") return sendError(request, reply, 404, "not_found");
    // A search that found the lead by its name counts it no more.
    options.cache.invalidate(topics.leads);
    const lead = await findLead(db, request.params.id);
    if (!lead) return sendError(request, reply, 404, "not_found");
    return { data: { ...lead, notes: await listLeadNotes(db, lead.id) } };
  });
}
