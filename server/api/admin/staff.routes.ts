import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { z } from "zod";
import type { AdminMessageCode } from "../../../domain/admin/admin-messages.ts";
import { newStaffSchema, passwordChangeSchema, staffUpdateSchema } from "../../../domain/admin/staff.ts";
import { insertAudit } from "../../db/audit.repository.ts";
import type { Database } from "../../db/schema.ts";
import {
  countOtherActiveAdmins,
  findStaffByEmail,
  findStaffById,
  insertStaff,
  listStaff,
  setStaffPassword,
  toStaffMember,
  updateStaff,
} from "../../db/staff.repository.ts";
import { deleteSessionsOfStaff } from "../../db/staff-session.repository.ts";
import { hashPassword, passwordProblem } from "../../services/passwords.ts";
import { sendError } from "../errors.ts";
import { sendAdminError } from "./admin-scope.ts";

const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

function fieldCodes(error: z.ZodError): Record<string, AdminMessageCode> {
  return Object.fromEntries(error.issues.map((issue) => [String(issue.path[0] ?? "body"), "invalid_field" as const]));
}

/** Admins list, create, change, disable staff and reset their passwords. */
export async function staffRoutes(app: FastifyInstance, options: { db: Kysely<Database> }) {
  const { db } = options;

  app.get("/staff", { config: { access: "admin" } }, async () => ({
    data: (await listStaff(db)).map(toStaffMember),
  }));

  // Whom a lead can be assigned to: every enabled account, names only.
  app.get("/staff/assignable", { config: { access: "editor" } }, async () => ({
    data: (await listStaff(db)).filter((row) => row.disabled === 0).map((row) => ({ id: row.id, name: row.name })),
  }));

  app.post("/staff", { config: { access: "admin" } }, async (request, reply) => {
    const parsed = newStaffSchema.safeParse(request.body);
    if (!parsed.success) return sendAdminError(request, reply, 400, "invalid_field", fieldCodes(parsed.error));
    const input = parsed.data;
    const problem = await passwordProblem(input.password, [input.email, input.name]);
    if (problem) return sendAdminError(request, reply, 400, `password_${problem}`, { password: `password_${problem}` });
    if (await findStaffByEmail(db, input.email)) {
      return sendAdminError(request, reply, 409, "email_taken", { email: "email_taken" });
    }
    const actor = request.staffSession!.staff;
    const passwordHash = await hashPassword(input.password);
    const at = new Date().toISOString();
    const id = await db.transaction().execute(async (trx) => {
      const newId = await insertStaff(trx, { ...input, passwordHash, now: at });
      await insertAudit(trx, {
        at,
        staffId: actor.id,
        actorEmail: actor.email,
        action: "staff_created",
        subject: `staff:${newId}`,
        detail: { email: input.email, role: input.role },
        address: request.ip,
      });
      return newId;
    });
    return reply.status(201).send({ data: toStaffMember((await findStaffById(db, id))!) });
  });

  app.patch("/staff/:id", { config: { access: "admin" } }, async (request, reply) => {
    const params = idParams.safeParse(request.params);
    if (!params.success) return sendError(request, reply, 404, "not_found");
    const parsed = staffUpdateSchema.safeParse(request.body);
    if (!parsed.success) return sendAdminError(request, reply, 400, "invalid_field", fieldCodes(parsed.error));
    const target = await findStaffById(db, params.data.id);
    if (!target) return sendError(request, reply, 404, "not_found");
    const changes = parsed.data;
    const losesAdmin = target.role === "admin" && (changes.role === "editor" || changes.disabled === true);
    if (losesAdmin && (await countOtherActiveAdmins(db, target.id)) === 0) {
      return sendAdminError(request, reply, 409, "last_admin");
    }
    const actor = request.staffSession!.staff;
    const at = new Date().toISOString();
    await db.transaction().execute(async (trx) => {
      await updateStaff(trx, target.id, changes);
      // A disabled account is out at once, on every process: its sessions are gone from the database.
      if (changes.disabled) await deleteSessionsOfStaff(trx, target.id);
      await insertAudit(trx, {
        at,
        staffId: actor.id,
        actorEmail: actor.email,
        action: "staff_updated",
        subject: `staff:${target.id}`,
        detail: { email: target.email, ...changes },
        address: request.ip,
      });
    });
    return { data: toStaffMember((await findStaffById(db, target.id))!) };
  });

  app.put("/staff/:id/password", { config: { access: "admin" } }, async (request, reply) => {
    const params = idParams.safeParse(request.params);
    if (!params.success) return sendError(request, reply, 404, "not_found");
    const parsed = passwordChangeSchema.safeParse(request.body);
    if (!parsed.success) return sendAdminError(request, reply, 400, "invalid_field", fieldCodes(parsed.error));
    const target = await findStaffById(db, params.data.id);
    if (!target) return sendError(request, reply, 404, "not_found");
    const problem = await passwordProblem(parsed.data.password, [target.email, target.name]);
    if (problem) return sendAdminError(request, reply, 400, `password_${problem}`, { password: `password_${problem}` });
    const actor = request.staffSession!.staff;
    const passwordHash = await hashPassword(parsed.data.password);
    const at = new Date().toISOString();
    await db.transaction().execute(async (trx) => {
      await setStaffPassword(trx, target.id, passwordHash, at);
      await deleteSessionsOfStaff(trx, target.id);
      await insertAudit(trx, {
        at,
        staffId: actor.id,
        actorEmail: actor.email,
        action: "password_reset",
        subject: `staff:${target.id}`,
        detail: { email: target.email },
        address: request.ip,
      });
    });
    return reply.status(204).send();
  });
}
