import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { z } from "zod";
import { lockedMessage } from "../../../domain/admin/admin-messages.ts";
import { passwordChangeSchema, signInSchema } from "../../../domain/admin/staff.ts";
import { languageFromAcceptLanguage } from "../../../domain/language.ts";
import { insertAudit } from "../../db/audit.repository.ts";
import type { Database } from "../../db/schema.ts";
import { findStaffById, setStaffPassword } from "../../db/staff.repository.ts";
import { deleteSessionsOfStaff } from "../../db/staff-session.repository.ts";
import { hashPassword, passwordProblem, verifyPassword } from "../../services/passwords.ts";
import type { StaffAuth } from "../../services/staff-auth.ts";
import { sendError } from "../errors.ts";
import { clearSessionCookie, sendAdminError, setSessionCookie } from "./admin-scope.ts";

const ownPasswordSchema = passwordChangeSchema.extend({ currentPassword: z.string().max(512) });

/** Sign in, who am I, sign out, sign out everywhere, change my password. */
export async function sessionRoutes(app: FastifyInstance, options: { auth: StaffAuth; db: Kysely<Database> }) {
  const { auth, db } = options;

  app.post("/session", { config: { access: "public" } }, async (request, reply) => {
    const parsed = signInSchema.safeParse(request.body);
    if (!parsed.success) return sendAdminError(request, reply, 400, "invalid_credentials");
    const result = await auth.signIn({
      ...parsed.data,
      address: request.ip,
      userAgent: request.headers["user-agent"],
    });
    if (result.ok) {
      setSessionCookie(reply, result.token);
      return { data: { staff: result.staff } };
    }
    if (result.reason === "locked") {
      const language = languageFromAcceptLanguage(request.headers["accept-language"]);
      return reply
        .status(429)
        .header("retry-after", String(result.retryAfterSeconds))
        .send({ error: { code: "sign_in_locked", message: lockedMessage(result.retryAfterSeconds, language) } });
    }
    return sendAdminError(request, reply, 401, "invalid_credentials");
  });

  // Who is signed in, or null: the back office asks before every page, signed in or not.
  app.get("/session", { config: { access: "public" } }, async (request) => ({
    data: { staff: request.staffSession?.staff ?? null },
  }));

  app.delete("/session", { config: { access: "editor" } }, async (request, reply) => {
    await auth.signOut(request.staffSession!, request.ip);
    clearSessionCookie(reply);
    return reply.status(204).send();
  });

  app.post("/session/sign-out-everywhere", { config: { access: "editor" } }, async (request, reply) => {
    await auth.signOutEverywhere(request.staffSession!, request.ip);
    clearSessionCookie(reply);
    return reply.status(204).send();
  });

  app.put("/account/password", { config: { access: "editor" } }, async (request, reply) => {
    const parsed = ownPasswordSchema.safeParse(request.body);
    if (!parsed.success) return sendError(request, reply, 400, "invalid_request");
    const me = request.staffSession!.staff;
    const record = await findStaffById(db, me.id);
    if (!record || !(await verifyPassword(record.password_hash, parsed.data.currentPassword))) {
      return sendAdminError(request, reply, 400, "wrong_current_password", {
        currentPassword: "wrong_current_password",
      });
    }
    const problem = await passwordProblem(parsed.data.password, [me.email, me.name]);
    if (problem) return sendAdminError(request, reply, 400, `password_${problem}`, { password: `password_${problem}` });
    const passwordHash = await hashPassword(parsed.data.password);
    const at = new Date().toISOString();
    await db.transaction().execute(async (trx) => {
      await setStaffPassword(trx, me.id, passwordHash, at);
      // Every other session ends: whoever knew the old password is out.
      await deleteSessionsOfStaff(trx, me.id);
      await insertAudit(trx, {
        at,
        staffId: me.id,
        actorEmail: me.email,
        action: "password_changed",
        address: request.ip,
      });
    });
    const signedIn = await auth.signIn({
      email: me.email,
      password: parsed.data.password,
      address: request.ip,
      userAgent: request.headers["user-agent"],
    });
    if (signedIn.ok) setSessionCookie(reply, signedIn.token);
    return reply.status(204).send();
  });
}
