import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { codeSchema, disableTwoFactorSchema } from "../../../domain/admin/staff-accounts.ts";
import type { StaffAccounts } from "../../services/staff-accounts.ts";
import type { StaffAuth } from "../../services/staff-auth.ts";
import { errorAnswer, noContent } from "../contract.ts";
import { sendAdminError } from "./admin-scope.ts";
import { sendLocked } from "./session.routes.ts";

const enrolmentAnswer = z.object({ data: z.object({ secret: z.string(), uri: z.string(), qrSvg: z.string() }) });
const recoveryCodesAnswer = z.object({ data: z.object({ recoveryCodes: z.array(z.string()) }) });

/** One's own two-factor sign-in: turn on with a QR code and a first code, turn off with password and code. */
export async function twoFactorRoutes(app: FastifyInstance, options: { accounts: StaffAccounts; auth: StaffAuth }) {
  const { accounts, auth } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  // An admin who must turn it on may use these before anything else.
  const config = { access: "editor", beforeTwoFactor: true } as const;

  api.post(
    "/account/two-factor/setup",
    { schema: { summary: "A new secret to scan (QR code and text)", response: { 200: enrolmentAnswer } }, config },
    async (request) => ({ data: await accounts.beginTwoFactor(request.staffSession!.staff, "Back office") }),
  );

  api.post(
    "/account/two-factor/confirm",
    {
      schema: {
        summary: "Confirm with a first code: two-factor sign-in is on; the recovery codes are shown once",
        body: codeSchema,
        response: { 200: recoveryCodesAnswer, 400: errorAnswer },
      },
      config: { ...config, rateLimit: { max: 20, timeWindow: "1 minute" } },
    },
    async (request, reply) => {
      const codes = await accounts.confirmTwoFactor(request.staffSession!.staff, request.body.code, request.ip);
      if (!codes) return sendAdminError(request, reply, 400, "invalid_code", { code: "invalid_code" });
      return { data: { recoveryCodes: codes } };
    },
  );

  api.post(
    "/account/two-factor/disable",
    {
      schema: {
        summary: "Turn two-factor sign-in off with the password and a code",
        body: disableTwoFactorSchema,
        response: { 204: noContent, 400: errorAnswer, 429: errorAnswer },
      },
      config: { access: "editor" },
    },
    async (request, reply) => {
      const me = request.staffSession!.staff;
      const checked = await auth.checkOwnPassword(me, request.body.password, request.ip);
      if (typeof checked === "object") return sendLocked(request, reply, checked);
      if (checked === "wrong")
        return sendAdminError(request, reply, 400, "wrong_password", { password: "wrong_password" });
      if (!(await accounts.disableTwoFactor(me, request.body.code, request.ip))) {
        return sendAdminError(request, reply, 400, "invalid_code", { code: "invalid_code" });
      }
      return reply.status(204).send(null);
    },
  );
}
