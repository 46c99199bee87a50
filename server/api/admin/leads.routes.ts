import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Kysely } from "kysely";
import { z } from "zod";
import { adminMessage } from "../../../domain/admin/admin-messages.ts";
import {
  type LeadFilter,
  leadBulkSchema,
  leadFilterSchema,
  leadIdList,
  leadListQuerySchema,
  leadNoteSchema,
  leadUpdateSchema,
} from "../../../domain/admin/lead-inbox.ts";
import type { BulkRefusal } from "../../../domain/admin/listing-list.ts";
import { languageFromAcceptLanguage, languages } from "../../../domain/language.ts";
import { insertAudit } from "../../db/audit.repository.ts";
import {
  allLeads,
  countLeads,
  countNewLeads,
  findLead,
  insertLeadNote,
  listLeadNotes,
  listLeads,
  moveLeadToInbox,
  updateLead,
} from "../../db/lead-inbox.repository.ts";
import type { Database } from "../../db/schema.ts";
import { findStaffById } from "../../db/staff.repository.ts";
import type { LeadNotifier } from "../../services/lead-notifier.ts";
import { createTtlCache } from "../../services/ttl-cache.ts";
import { errorAnswer } from "../contract.ts";
import { sendError } from "../errors.ts";
import {
  csvAnswer,
  idParams,
  leadAnswer,
  leadListAnswer,
  leadNotesAnswer,
  newLeadCountAnswer,
} from "./admin.contract.ts";
import { sendAdminError } from "./admin-scope.ts";
import { auditOf } from "./audit-of.ts";
import { leadsCsv } from "./leads-csv.ts";
import { bulkAnswer } from "./listings.contract.ts";

/** How long the inbox reuses a filter's count of matching leads. */
const countSeconds = 5;

// A download link sends no Accept-Language of the back office's choosing: it names the language.
const csvQuery = leadFilterSchema.extend({ lang: z.enum(languages).optional(), ids: leadIdList.optional() });

/**
 * The leads inbox: list with filters (the inbox, or the suspected leads kept apart), one lead with its notes, status
 * and assignee, notes, moving a suspected lead to the inbox, CSV export.
 */
export async function leadInboxRoutes(app: FastifyInstance, options: { db: Kysely<Database>; notifier: LeadNotifier }) {
  const { db, notifier } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  const list = {
    summary: "Contact and interest enquiries, newest first, filtered",
    querystring: leadListQuerySchema,
    response: { 200: leadListAnswer, 400: errorAnswer },
  };
  // How many leads match a filter is kept a few seconds: paging through a search, or opening the same list
  // again, does not count them again (bench/README.md). This process forgets the counts when staff change a
  // lead; a new lead, or a change on another process, shows in the total within `countSeconds`.
  const totals = createTtlCache<number>({ ttlMs: countSeconds * 1000, maxEntries: 500, topic: "lead-counts" });
  const countCached = (filter: LeadFilter) => totals.get(JSON.stringify(filter), () => countLeads(db, filter));

  api.get("/leads", { schema: list, config: { access: "editor" } }, async (request) => {
    const { page, limit, ...filter } = request.query;
    const { leads, total } = await listLeads(db, filter, page, limit, countCached);
    return { data: leads, meta: { page, limit, total } };
  });

  const newCount = { summary: "How many leads are new", response: { 200: newLeadCountAnswer } };
  api.get("/leads/new-count", { schema: newCount, config: { access: "editor" } }, async () => ({
    data: { count: await countNewLeads(db) },
  }));

  const csv = {
    summary: "The filtered leads as CSV for Excel",
    querystring: csvQuery,
    response: { 200: { description: "CSV", content: { "text/csv": { schema: csvAnswer } } }, 400: errorAnswer },
  };
  api.get("/leads.csv", { schema: csv, config: { access: "editor" } }, async (request, reply) => {
    const { lang, ids, ...filter } = request.query;
    const language = lang ?? languageFromAcceptLanguage(request.headers["accept-language"]);
    await insertAudit(db, auditOf(request, "leads_exported", null, { ...filter, ...(ids ? { ids } : {}) }));
    const day = new Date().toISOString().slice(0, 10);
    return (
      reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="leads-${day}.csv"`)
        // A stream of CSV text: the declared schema documents it; streams are not serialised.
        .send(
          leadsCsv(allLeads(db, filter, 1000, ids), language, {
            withReason: filter.box === "suspected",
          }) as unknown as string,
        )
    );
  });

  const bulk = {
    summary: "Assign several leads, or set their status; says which could not be changed",
    body: leadBulkSchema,
    response: { 200: bulkAnswer, 400: errorAnswer },
  };
  api.post("/leads/bulk", { schema: bulk, config: { access: "editor" } }, async (request, reply) => {
    const input = request.body;
    const language = languageFromAcceptLanguage(request.headers["accept-language"]);
    if (input.action === "assign" && input.assignedStaffId !== null) {
      const assignee = await findStaffById(db, input.assignedStaffId);
      if (!assignee || assignee.disabled === 1) {
        return sendAdminError(request, reply, 400, "invalid_field", { assignedStaffId: "invalid_field" });
      }
    }
    const update = input.action === "assign" ? { assignedStaffId: input.assignedStaffId } : { status: input.status };
    const ids = [...new Set(input.ids)];
    const outcome = await db.transaction().execute(async (trx) => {
      const changed: { id: number; name: string; from: { status: string; assignedStaffId: number | null } }[] = [];
      const refused: BulkRefusal[] = [];
      for (const id of ids) {
        const lead = await findLead(trx, id);
        if (!lead) {
          refused.push({ id, code: "lead_gone", message: adminMessage("lead_gone", language) });
          continue;
        }
        await updateLead(trx, id, update);
        changed.push({
          id,
          name: lead.name,
          from: { status: lead.status, assignedStaffId: lead.assignedStaff?.id ?? null },
        });
      }
      await insertAudit(
        trx,
        auditOf(request, input.action === "assign" ? "leads_bulk_assigned" : "leads_bulk_status_changed", null, {
          to: update,
          items: changed,
          refused: refused.map(({ id, code }) => ({ id, code })),
        }),
      );
      return { done: changed.map((item) => item.id), refused };
    });
    totals.clear();
    return { data: outcome };
  });

  const one = {
    summary: "One lead with its notes",
    params: idParams,
    response: { 200: leadAnswer, 400: errorAnswer, 404: errorAnswer },
  };
  api.get("/leads/:id", { schema: one, config: { access: "editor" } }, async (request, reply) => {
    const lead = await findLead(db, request.params.id);
    if (!lead) return sendError(request, reply, 404, "not_found");
    return { data: { ...lead, notes: await listLeadNotes(db, lead.id) } };
  });

  const change = {
    summary: "Change a lead's status or assignee",
    params: idParams,
    body: leadUpdateSchema,
    response: { 200: leadAnswer, 400: errorAnswer, 404: errorAnswer },
  };
  api.patch("/leads/:id", { schema: change, config: { access: "editor" } }, async (request, reply) => {
    const lead = await findLead(db, request.params.id);
    if (!lead) return sendError(request, reply, 404, "not_found");
    const update = request.body;
    const { assignedStaffId } = update;
    // Keeping the lead's assignee is always allowed, even one disabled since; a new assignee must be active.
    if (assignedStaffId && assignedStaffId !== lead.assignedStaff?.id) {
      const assignee = await findStaffById(db, assignedStaffId);
      if (!assignee || assignee.disabled === 1) {
        return sendAdminError(request, reply, 400, "invalid_field", { assignedStaffId: "invalid_field" });
      }
    }
    await db.transaction().execute(async (trx) => {
      await updateLead(trx, lead.id, update);
      await insertAudit(
        trx,
        auditOf(request, "lead_updated", `lead:${lead.id}`, {
          from: { status: lead.status, assignedStaffId: lead.assignedStaff?.id ?? null },
          to: update,
        }),
      );
    });
    // After the commit, so that no list counts the old state again in between.
    totals.clear();
    return { data: { ...(await findLead(db, lead.id))!, notes: await listLeadNotes(db, lead.id) } };
  });

  const move = {
    summary: "Move a suspected lead to the inbox",
    description:
      "A lead kept apart as suspected (honeypot filled, sent too fast) joins the inbox, and the company is e-mailed " +
      "about it as about any new lead. A lead already in the inbox is answered as it is, with no change.",
    params: idParams,
    response: { 200: leadAnswer, 400: errorAnswer, 404: errorAnswer },
  };
  api.post("/leads/:id/move-to-inbox", { schema: move, config: { access: "editor" } }, async (request, reply) => {
    const lead = await findLead(db, request.params.id);
    if (!lead) return sendError(request, reply, 404, "not_found");
    const moved = await db.transaction().execute(async (trx) => {
      // Two people pressing at once: one moves it and writes the audit row, the other finds it moved.
      if (!(await moveLeadToInbox(trx, lead.id))) return false;
      await insertAudit(
        trx,
        auditOf(request, "lead_moved_to_inbox", `lead:${lead.id}`, {
          reason: lead.suspicion?.reason ?? null,
          fillMs: lead.suspicion?.fillMs ?? null,
        }),
      );
      return true;
    });
    if (moved) {
      totals.clear();
      notifier.schedule(lead.id);
    }
    return { data: { ...(await findLead(db, lead.id))!, notes: await listLeadNotes(db, lead.id) } };
  });

  const addNote = {
    summary: "Add a note to a lead",
    params: idParams,
    body: leadNoteSchema,
    response: { 201: leadNotesAnswer, 400: errorAnswer, 404: errorAnswer },
  };
  api.post("/leads/:id/notes", { schema: addNote, config: { access: "editor" } }, async (request, reply) => {
    const lead = await findLead(db, request.params.id);
    if (!lead) return sendError(request, reply, 404, "not_found");
    const note = request.body;
    const actor = request.staffSession!.staff;
    const now = new Date().toISOString();
    await db.transaction().execute(async (trx) => {
      await insertLeadNote(trx, {
        leadId: lead.id,
        staffId: actor.id,
        authorName: actor.name,
        body: note.body,
        now,
      });
      await insertAudit(trx, { ...auditOf(request, "lead_note_added", `lead:${lead.id}`), at: now });
    });
    return reply.status(201).send({ data: await listLeadNotes(db, lead.id) });
  });
}
