import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Kysely } from "kysely";
import { z } from "zod";
import { newStaffSchema, passwordChangeSchema, staffUpdateSchema } from "../../../domain/admin/staff.ts";
import { accountSettingsSchema, invitationSchema } from "../../../domain/admin/staff-accounts.ts";
import { insertAudit } from "../../db/audit.repository.ts";
import type { Database } from "../../db/schema.ts";
import {
  findStaffByEmail,
  findStaffById,
  insertStaff,
  listStaff,
  otherActiveAdminsLocked,
  toStaffMember,
  updateStaff,
} from "../../db/staff.repository.ts";
import { deleteSessionsOfStaff } from "../../db/staff-session.repository.ts";
import { isUniqueViolation } from "../../db/unique-violation.ts";
import { hashPassword, passwordProblem, verifyPassword } from "../../services/passwords.ts";
import type { StaffAccounts } from "../../services/staff-accounts.ts";
import type { StaffAuth } from "../../services/staff-auth.ts";
import { errorAnswer, noContent } from "../contract.ts";
import { sendError } from "../errors.ts";
import { accountSettingsAnswer, invitationListAnswer, invitationSentAnswer } from "./accounts.contract.ts";
import { assignableAnswer, idParams, staffAnswer, staffListAnswer } from "./admin.contract.ts";
import { sendAdminError } from "./admin-scope.ts";
import { auditOf } from "./audit-of.ts";

/** Admins list, create, change, disable staff and reset their passwords. */
export async function staffRoutes(
  app: FastifyInstance,
  options: { db: Kysely<Database>; auth: StaffAuth; accounts: StaffAccounts; publicOrigin: string | undefined },
) {
  const { db, auth, accounts } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const originOf = (request: FastifyRequest) =>
    options.publicOrigin ?? `${request.protocol}://${request.host || "localhost"}`;

  const invitations = { summary: "Invitations not accepted yet", response: { 200: invitationListAnswer } };
  api.get("/staff/invitations", { schema: invitations, config: { access: "admin" } }, async () => ({
    data: await accounts.listInvitations(),
    mailConfigured: accounts.mailConfigured(),
  }));

  const invite = {
    summary: "Invite a colleague by e-mail: a link that works once sets their own password",
    body: invitationSchema,
    response: { 201: invitationSentAnswer, 400: errorAnswer, 409: errorAnswer },
  };
  api.post("/staff/invitations", { schema: invite, config: { access: "admin" } }, async (request, reply) => {
    const outcome = await accounts.invite(request.body, request.staffSession!.staff, originOf(request), request.ip);
    if (outcome === "email_taken") return sendAdminError(request, reply, 409, "email_taken", { email: "email_taken" });
    if (outcome === "invitation_pending") {
      return sendAdminError(request, reply, 409, "invitation_pending", { email: "invitation_pending" });
    }
    return reply.status(201).send({ data: outcome });
  });

  const resend = {
    summary: "Send an invitation again with a new link (the old one stops working)",
    params: idParams,
    response: { 200: z.object({ data: z.object({ emailed: z.boolean() }) }), 404: errorAnswer },
  };
  api.post("/staff/invitations/:id/resend", { schema: resend, config: { access: "admin" } }, async (request, reply) => {
    const outcome = await accounts.resend(
      request.params.id,
      request.staffSession!.staff,
      originOf(request),
      request.ip,
    );
    if (outcome === "not_found") return sendError(request, reply, 404, "not_found");
    return { data: outcome };
  });

  const cancel = { summary: "Cancel an invitation", params: idParams, response: { 204: noContent, 404: errorAnswer } };
  api.delete("/staff/invitations/:id", { schema: cancel, config: { access: "admin" } }, async (request, reply) => {
    if (!(await accounts.cancel(request.params.id, request.staffSession!.staff, request.ip))) {
      return sendError(request, reply, 404, "not_found");
    }
    return reply.status(204).send(null);
  });

  const readSettings = {
    summary: "How invitations last; whether admins must use two-step sign-in",
    response: { 200: accountSettingsAnswer },
  };
  api.get("/staff/settings", { schema: readSettings, config: { access: "admin" } }, async () => ({
    data: await accounts.settings(),
  }));
  const writeSettings = {
    summary: "Change how invitations last and whether admins must use two-step sign-in",
    body: accountSettingsSchema,
    response: { 200: accountSettingsAnswer, 400: errorAnswer },
  };
  api.put("/staff/settings", { schema: writeSettings, config: { access: "admin" } }, async (request) => {
    await accounts.saveSettings(request.body, request.staffSession!.staff, request.ip);
    return { data: await accounts.settings() };
  });

  const list = { summary: "Every staff account", response: { 200: staffListAnswer } };
  api.get("/staff", { schema: list, config: { access: "admin" } }, async () => ({
    data: (await listStaff(db)).map((row) => ({ ...toStaffMember(row), twoFactor: row.totp_secret !== null })),
  }));

  // Whom a lead can be assigned to: every enabled account, names only.
  const assignable = { summary: "Whom a lead can be assigned to", response: { 200: assignableAnswer } };
  api.get("/staff/assignable", { schema: assignable, config: { access: "editor" } }, async () => ({
    data: (await listStaff(db)).filter((row) => row.disabled === 0).map((row) => ({ id: row.id, name: row.name })),
  }));

  const create = {
    summary: "Create a staff account",
    body: newStaffSchema,
    response: { 201: staffAnswer, 400: errorAnswer, 409: errorAnswer },
  };
  api.post("/staff", { schema: create, config: { access: "admin" } }, async (request, reply) => {
    const input = request.body;
    const problem = await passwordProblem(input.password, [input.email, input.name]);
    if (problem) return sendAdminError(request, reply, 400, `password_${problem}`, { password: `password_${problem}` });
    if (await findStaffByEmail(db, input.email)) {
      return sendAdminError(request, reply, 409, "email_taken", { email: "email_taken" });
    }
    const passwordHash = await hashPassword(input.password);
    const at = new Date().toISOString();
    const created = db.transaction().execute(async (trx) => {
      const newId = await insertStaff(trx, { ...input, passwordHash, now: at });
      await insertAudit(
        trx,
        auditOf(request, "staff_created", `staff:${newId}`, { email: input.email, role: input.role }),
      );
      return newId;
    });
    // Two admins creating the same e-mail at once: the second meets the unique index, not the check above.
    const id = await created.catch((error: unknown) => {
      if (isUniqueViolation(error)) return null;
      throw error;
    });
    if (id === null) return sendAdminError(request, reply, 409, "email_taken", { email: "email_taken" });
    return reply.status(201).send({ data: toStaffMember((await findStaffById(db, id))!) });
  });

  const update = {
    summary: "Change a staff account's name, role, language, or disable it (its sessions end at once)",
    params: idParams,
    body: staffUpdateSchema,
    response: { 200: staffAnswer, 400: errorAnswer, 404: errorAnswer, 409: errorAnswer },
  };
  api.patch("/staff/:id", { schema: update, config: { access: "admin" } }, async (request, reply) => {
    const target = await findStaffById(db, request.params.id);
    if (!target) return sendError(request, reply, 404, "not_found");
    const changes = request.body;
    const outcome = await db.transaction().execute(async (trx) => {
      // Read again under the admins' row locks (PostgreSQL; SQLite lets one writer in at a time): two admins
      // demoting each other at once take turns, and the second sees the first's change, so one admin is left.
      const demotes = (changes.role !== undefined && changes.role !== "admin") || changes.disabled === true;
      const others = demotes ? await otherActiveAdminsLocked(trx, target.id) : 1;
      const current = await findStaffById(trx, target.id);
      if (!current) return "not_found";
      if (demotes && current.role === "admin" && current.disabled === 0 && others === 0) return "last_admin";
      await updateStaff(trx, target.id, changes);
      // A disabled account is out at once, on every process: its sessions are gone from the database.
      if (changes.disabled) await deleteSessionsOfStaff(trx, target.id);
      await insertAudit(
        trx,
        auditOf(request, "staff_updated", `staff:${target.id}`, { email: target.email, ...changes }),
      );
      return "updated";
    });
    if (outcome === "not_found") return sendError(request, reply, 404, "not_found");
    if (outcome === "last_admin") return sendAdminError(request, reply, 409, "last_admin");
    return { data: toStaffMember((await findStaffById(db, target.id))!) };
  });

  const reset = {
    summary: "Set a staff member's password; their sessions end",
    params: idParams,
    body: passwordChangeSchema,
    response: { 204: noContent, 400: errorAnswer, 404: errorAnswer, 409: errorAnswer },
  };
  api.put("/staff/:id/password", { schema: reset, config: { access: "admin" } }, async (request, reply) => {
    const input = request.body;
    const target = await findStaffById(db, request.params.id);
    if (!target) return sendError(request, reply, 404, "not_found");
    // A reset skips the current password: for one's own account, that is the account page's job.
    if (target.id === request.staffSession!.staff.id) return sendAdminError(request, reply, 409, "own_password_here");
    const problem = await passwordProblem(input.password, [target.email, target.name]);
    if (problem) return sendAdminError(request, reply, 400, `password_${problem}`, { password: `password_${problem}` });
    // A reset is for a password someone else may know: setting the same one again would protect nothing.
    if (await verifyPassword(target.password_hash, input.password)) {
      return sendAdminError(request, reply, 400, "same_password", { password: "same_password" });
    }
    await auth.setPassword(target, input.password, request.staffSession!.staff, request.ip);
    return reply.status(204).send(null);
  });

  const resetTwoFactor = {
    summary: "Turn off a colleague's two-step sign-in (lost phone and recovery codes); their sessions end",
    params: idParams,
    response: { 204: noContent, 404: errorAnswer, 409: errorAnswer },
  };
  api.delete(
    "/staff/:id/two-factor",
    { schema: resetTwoFactor, config: { access: "admin" } },
    async (request, reply) => {
      const target = await findStaffById(db, request.params.id);
      if (!target) return sendError(request, reply, 404, "not_found");
      // One's own goes off on the account page, which asks for the password and a code.
      if (target.id === request.staffSession!.staff.id)
        return sendAdminError(request, reply, 409, "own_two_factor_here");
      await accounts.resetTwoFactorOf(target, request.staffSession!.staff, request.ip);
      return reply.status(204).send(null);
    },
  );
}
