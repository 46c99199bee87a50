import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { z } from "zod";
import {
  leadFilterSchema,
  leadListQuerySchema,
  leadNoteSchema,
  leadUpdateSchema,
} from "../../../domain/admin/lead-inbox.ts";
import { isLanguage, languageFromAcceptLanguage } from "../../../domain/language.ts";
import { insertAudit } from "../../db/audit.repository.ts";
import {
  allLeads,
  countNewLeads,
  findLead,
  insertLeadNote,
  listLeadNotes,
  listLeads,
  updateLead,
} from "../../db/lead-inbox.repository.ts";
import type { Database } from "../../db/schema.ts";
import { findStaffById } from "../../db/staff.repository.ts";
import { sendError } from "../errors.ts";
import { sendAdminError } from "./admin-scope.ts";
import { leadsCsv } from "./leads-csv.ts";

const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** The leads inbox: list with filters, one lead with its notes, status and assignee, notes, CSV export. */
export async function leadInboxRoutes(app: FastifyInstance, options: { db: Kysely<Database> }) {
  const { db } = options;

  app.get("/leads", { config: { access: "editor" } }, async (request, reply) => {
    const parsed = leadListQuerySchema.safeParse(request.query);
    if (!parsed.success) return sendError(request, reply, 400, "invalid_request");
    const { page, limit, ...filter } = parsed.data;
    const { leads, total } = await listLeads(db, filter, page, limit);
    return { data: leads, meta: { page, limit, total } };
  });

  app.get("/leads/new-count", { config: { access: "editor" } }, async () => ({
    data: { count: await countNewLeads(db) },
  }));

  app.get("/leads.csv", { config: { access: "editor" } }, async (request, reply) => {
    const parsed = leadFilterSchema.safeParse(request.query);
    if (!parsed.success) return sendError(request, reply, 400, "invalid_request");
    // A download link sends no Accept-Language of the back office's choosing: it names the language.
    const { lang } = request.query as { lang?: unknown };
    const language = isLanguage(lang) ? lang : languageFromAcceptLanguage(request.headers["accept-language"]);
    const actor = request.staffSession!.staff;
    await insertAudit(db, {
      at: new Date().toISOString(),
      staffId: actor.id,
      actorEmail: actor.email,
      action: "leads_exported",
      detail: parsed.data,
      address: request.ip,
    });
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="leads-${day}.csv"`)
      .send(leadsCsv(allLeads(db, parsed.data), language));
  });

  app.get("/leads/:id", { config: { access: "editor" } }, async (request, reply) => {
    const params = idParams.safeParse(request.params);
    const lead = params.success ? await findLead(db, params.data.id) : undefined;
    if (!lead) return sendError(request, reply, 404, "not_found");
    return { data: { ...lead, notes: await listLeadNotes(db, lead.id) } };
  });

  app.patch("/leads/:id", { config: { access: "editor" } }, async (request, reply) => {
    const params = idParams.safeParse(request.params);
    const lead = params.success ? await findLead(db, params.data.id) : undefined;
    if (!lead) return sendError(request, reply, 404, "not_found");
    const parsed = leadUpdateSchema.safeParse(request.body);
    if (!parsed.success) return sendAdminError(request, reply, 400, "invalid_field");
    const { assignedStaffId } = parsed.data;
    if (assignedStaffId) {
      const assignee = await findStaffById(db, assignedStaffId);
      if (!assignee || assignee.disabled === 1) {
        return sendAdminError(request, reply, 400, "invalid_field", { assignedStaffId: "invalid_field" });
      }
    }
    const actor = request.staffSession!.staff;
    await db.transaction().execute(async (trx) => {
      await updateLead(trx, lead.id, parsed.data);
      await insertAudit(trx, {
        at: new Date().toISOString(),
        staffId: actor.id,
        actorEmail: actor.email,
        action: "lead_updated",
        subject: `lead:${lead.id}`,
        detail: { from: { status: lead.status, assignedStaffId: lead.assignedStaff?.id ?? null }, to: parsed.data },
        address: request.ip,
      });
    });
    return { data: { ...(await findLead(db, lead.id))!, notes: await listLeadNotes(db, lead.id) } };
  });

  app.post("/leads/:id/notes", { config: { access: "editor" } }, async (request, reply) => {
    const params = idParams.safeParse(request.params);
    const lead = params.success ? await findLead(db, params.data.id) : undefined;
    if (!lead) return sendError(request, reply, 404, "not_found");
    const parsed = leadNoteSchema.safeParse(request.body);
    if (!parsed.success) return sendAdminError(request, reply, 400, "invalid_field", { body: "invalid_field" });
    const actor = request.staffSession!.staff;
    const now = new Date().toISOString();
    await db.transaction().execute(async (trx) => {
      await insertLeadNote(trx, {
        leadId: lead.id,
        staffId: actor.id,
        authorName: actor.name,
        body: parsed.data.body,
        now,
      });
      await insertAudit(trx, {
        at: now,
        staffId: actor.id,
        actorEmail: actor.email,
        action: "lead_note_added",
        subject: `lead:${lead.id}`,
        address: request.ip,
      });
    });
    return reply.status(201).send({ data: await listLeadNotes(db, lead.id) });
  });
}
