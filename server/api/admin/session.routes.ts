import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
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
import { errorAnswer, noContent } from "../contract.ts";
import { sessionAnswer } from "./admin.contract.ts";
import { clearSessionCookie, sendAdminError, setSessionCookie } from "./admin-scope.ts";

const ownPasswordSchema = passwordChangeSchema.extend({ currentPassword: z.string().max(512) });

/** Sign in, who am I, sign out, sign out everywhere, change my password. */
export async function sessionRoutes(app: FastifyInstance, options: { auth: StaffAuth; db: Kysely<Database> }) {
  const { auth, db } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const signedOut = { response: { 204: noContent } };

  const signInAnswers = { 200: sessionAnswer, 400: errorAnswer, 401: errorAnswer, 429: errorAnswer };
  api.post(
    "/session",
    { schema: { summary: "Sign in", body: signInSchema, response: signInAnswers }, config: { access: "public" } },
    async (request, reply) => {
      const result = await auth.signIn({
        ...request.body,
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
    },
  );

  // Who is signed in, or null: the back office asks before every page, signed in or not.
  const whoAmI = { summary: "Who is signed in, or null", response: { 200: sessionAnswer } };
  api.get("/session", { schema: whoAmI, config: { access: "public" } }, async (request) => ({
    data: { staff: request.staffSession?.staff ?? null },
  }));

  api.delete(
    "/session",
    { schema: { summary: "Sign out", ...signedOut }, config: { access: "editor" } },
    async (request, reply) => {
      await auth.signOut(request.staffSession!, request.ip);
      clearSessionCookie(reply);
      return reply.status(204).send(null);
    },
  );

  const everywhere = { summary: "End every session of the signed-in staff member", ...signedOut };
  api.post(
    "/session/sign-out-everywhere",
    { schema: everywhere, config: { access: "editor" } },
    async (request, reply) => {
      await auth.signOutEverywhere(request.staffSession!, request.ip);
      clearSessionCookie(reply);
      return reply.status(204).send(null);
    },
  );

  const changePassword = {
    summary: "Change one's own password; every other session ends",
    body: ownPasswordSchema,
    response: { 204: noContent, 400: errorAnswer },
  };
  api.put("/account/password", { schema: changePassword, config: { access: "editor" } }, async (request, reply) => {
    const input = request.body;
    const me = request.staffSession!.staff;
    const record = await findStaffById(db, me.id);
    if (!record || !(await verifyPassword(record.password_hash, input.currentPassword))) {
      return sendAdminError(request, reply, 400, "wrong_current_password", {
        currentPassword: "wrong_current_password",
      });
    }
    const problem = await passwordProblem(input.password, [me.email, me.name]);
    if (problem) return sendAdminError(request, reply, 400, `password_${problem}`, { password: `password_${problem}` });
    const passwordHash = await hashPassword(input.password);
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
      password: input.password,
      address: request.ip,
      userAgent: request.headers["user-agent"],
    });
    if (signedIn.ok) setSessionCookie(reply, signedIn.token);
    return reply.status(204).send(null);
  });
}
