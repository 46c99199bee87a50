import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { busySignInMessage, lockedMessage } from "../../../domain/admin/admin-messages.ts";
import { passwordChangeSchema, signInSchema } from "../../../domain/admin/staff.ts";
import { languageFromAcceptLanguage } from "../../../domain/language.ts";
import { countRefusal } from "../../metrics.ts";
import { passwordProblem } from "../../services/passwords.ts";
import type { StaffAuth } from "../../services/staff-auth.ts";
import { errorAnswer, noContent } from "../contract.ts";
import { sessionAnswer } from "./admin.contract.ts";
import { clearSessionCookie, sendAdminError, setSessionCookie } from "./admin-scope.ts";

const ownPasswordSchema = passwordChangeSchema.extend({ currentPassword: z.string().max(512) });

/** 429 for a locked account ("sign_in_locked") or an address whose checks are queued too far ahead ("sign_in_busy"). */
function sendLocked(
  request: FastifyRequest,
  reply: FastifyReply,
  refusal: { reason: "locked" | "busy"; retryAfterSeconds: number },
) {
  const language = languageFromAcceptLanguage(request.headers["accept-language"]);
  const { reason, retryAfterSeconds } = refusal;
  countRefusal(`sign-in-${reason}`);
  const error =
    reason === "busy"
      ? { code: "sign_in_busy", message: busySignInMessage(retryAfterSeconds, language) }
      : { code: "sign_in_locked", message: lockedMessage(retryAfterSeconds, language) };
  return reply.status(429).header("retry-after", String(retryAfterSeconds)).send({ error });
}

/** Sign in, who am I, sign out, sign out everywhere, change my password. */
export async function sessionRoutes(app: FastifyInstance, options: { auth: StaffAuth }) {
  const { auth } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const signedOut = { response: { 204: noContent } };

  const signInAnswers = { 200: sessionAnswer, 400: errorAnswer, 401: errorAnswer, 429: errorAnswer };
  api.post(
    "/session",
    {
      schema: { summary: "Sign in", body: signInSchema, response: signInAnswers },
      // Beside the account locks and the address's turns (services/staff-auth.ts): each attempt costs an Argon2
      // check on the thread pool.
      config: { access: "public", rateLimit: { max: 60, timeWindow: "1 minute" } },
    },
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
      if (result.reason !== "invalid") return sendLocked(request, reply, result);
      return sendAdminError(request, reply, 401, "invalid_credentials");
    },
  );

  // Who is signed in, or null: the back office asks before every page, signed in or not.
  const whoAmI = { summary: "Who is signed in, or null", response: { 200: sessionAnswer } };
  api.get("/session", { schema: whoAmI, config: { access: "public" } }, async (request) => ({
    data: { staff: request.staffSession?.staff ?? null },
  }));

  // A form being typed in keeps its session: the session scope's check has already moved its idle limit on
  // (sliding, within the absolute limit); this answers only whether the session is still there.
  const keepAlive = { summary: "Keep the signed-in session alive while a form is being filled in", ...signedOut };
  api.post("/session/keep-alive", { schema: keepAlive, config: { access: "editor" } }, async (_request, reply) =>
    reply.status(204).send(null),
  );

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
    response: { 204: noContent, 400: errorAnswer, 429: errorAnswer },
  };
  api.put("/account/password", { schema: changePassword, config: { access: "editor" } }, async (request, reply) => {
    const input = request.body;
    const me = request.staffSession!.staff;
    const current = await auth.checkOwnPassword(me, input.currentPassword, request.ip);
    if (typeof current === "object") return sendLocked(request, reply, current);
    if (current === "wrong") {
      return sendAdminError(request, reply, 400, "wrong_current_password", {
        currentPassword: "wrong_current_password",
      });
    }
    // The current password was just checked: the same text again would change nothing and end no other session
    // for a reason (whoever knew it still does).
    if (input.password === input.currentPassword) {
      return sendAdminError(request, reply, 400, "same_password", { password: "same_password" });
    }
    const problem = await passwordProblem(input.password, [me.email, me.name]);
    if (problem) return sendAdminError(request, reply, 400, `password_${problem}`, { password: `password_${problem}` });
    // Every other session ends: whoever knew the old password is out.
    await auth.setPassword(me, input.password, me, request.ip);
    // This device stays signed in with a new session; the throttle has no say in it.
    setSessionCookie(reply, await auth.renewSession(me, request.ip, request.headers["user-agent"]));
    return reply.status(204).send(null);
  });
}
