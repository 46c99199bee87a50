import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { resetRequestSchema, tokenPasswordSchema, tokenSchema } from "../../../domain/admin/staff-accounts.ts";
import type { PasswordProblem } from "../../services/passwords.ts";
import type { LinkState, StaffAccounts } from "../../services/staff-accounts.ts";
import { errorAnswer, noContent } from "../contract.ts";
import { sessionAnswer } from "./admin.contract.ts";
import { sendAdminError, setSessionCookie } from "./admin-scope.ts";

const linkStateAnswer = z.object({
  data: z.object({
    state: z.enum(["valid", "expired", "used"]),
    email: z.string().optional(),
    name: z.string().optional(),
  }),
});

/** The public pages' links: an invitation accepted, a forgotten password reset (docs/decisions/033-staff-accounts.md). */
export async function accountLinkRoutes(
  app: FastifyInstance,
  options: { accounts: StaffAccounts; publicOrigin: string | undefined },
) {
  const { accounts } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Each check of a link or a new password costs a hash or two; a person opens a link a few times at most.
  const linkLimit = { max: 30, timeWindow: "1 minute" };
  const originOf = (request: FastifyRequest) =>
    options.publicOrigin ?? `${request.protocol}://${request.host || "localhost"}`;

  const refuseLink = (request: FastifyRequest, reply: FastifyReply, reason: LinkState | "email_taken") => {
    if (reason === "expired") return sendAdminError(request, reply, 410, "link_expired");
    if (reason === "email_taken") return sendAdminError(request, reply, 409, "email_taken");
    return sendAdminError(request, reply, 410, "link_used");
  };
  const refusePassword = (request: FastifyRequest, reply: FastifyReply, problem: PasswordProblem) =>
    sendAdminError(request, reply, 400, `password_${problem}`, { password: `password_${problem}` });

  api.post(
    "/invitations/check",
    {
      schema: {
        summary: "Whether an invitation link still works",
        body: tokenSchema,
        response: { 200: linkStateAnswer },
      },
      config: { access: "public", rateLimit: linkLimit },
    },
    async (request) => ({ data: await accounts.invitationState(request.body.token) }),
  );

  api.post(
    "/invitations/accept",
    {
      schema: {
        summary: "Accept an invitation with one's own password; signs in",
        body: tokenPasswordSchema,
        response: { 200: sessionAnswer, 400: errorAnswer, 409: errorAnswer, 410: errorAnswer },
      },
      config: { access: "public", rateLimit: linkLimit },
    },
    async (request, reply) => {
      const result = await accounts.acceptInvitation(
        request.body.token,
        request.body.password,
        request.ip,
        request.headers["user-agent"],
      );
      if (result.ok) {
        setSessionCookie(reply, result.token);
        return { data: { staff: result.staff } };
      }
      if (result.reason === "password") return refusePassword(request, reply, result.problem);
      return refuseLink(request, reply, result.reason);
    },
  );

  api.post(
    "/password-reset",
    {
      schema: {
        summary: "Ask for a password reset link; the answer is the same whether or not the e-mail has an account",
        body: resetRequestSchema,
        response: { 202: noContent },
      },
      // The shared limiter (decision 023): per address, across processes on PostgreSQL.
      config: { access: "public", rateLimit: { max: 5, timeWindow: "15 minutes" } },
    },
    async (request, reply) => {
      accounts.requestReset(request.body.email, originOf(request), request.ip);
      return reply.status(202).send(null);
    },
  );

  api.post(
    "/password-reset/check",
    {
      schema: { summary: "Whether a reset link still works", body: tokenSchema, response: { 200: linkStateAnswer } },
      config: { access: "public", rateLimit: linkLimit },
    },
    async (request) => ({ data: await accounts.resetState(request.body.token) }),
  );

  api.post(
    "/password-reset/complete",
    {
      schema: {
        summary: "Set a new password from a reset link; every session of the account ends",
        body: tokenPasswordSchema,
        response: { 204: noContent, 400: errorAnswer, 410: errorAnswer },
      },
      config: { access: "public", rateLimit: linkLimit },
    },
    async (request, reply) => {
      const result = await accounts.completeReset(request.body.token, request.body.password, request.ip);
      if (result.ok) return reply.status(204).send(null);
      if (result.reason === "password") return refusePassword(request, reply, result.problem);
      return refuseLink(request, reply, result.reason);
    },
  );
}
