import cookie from "@fastify/cookie";
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import { type AdminMessageCode, adminMessage, isAdminMessageCode } from "../../../domain/admin/admin-messages.ts";
import type { Grant } from "../../../domain/admin/permissions.ts";
import { roleAllows, type StaffRole } from "../../../domain/admin/staff.ts";
import { cacheControl } from "../../../domain/cache-control.ts";
import { type Language, languageFromAcceptLanguage } from "../../../domain/language.ts";
import { type StaffAuth, type StaffSession, sessionLimits } from "../../services/staff-auth.ts";
import { errorAnswer } from "../contract.ts";
import { sendError } from "../errors.ts";

/** `__Host-`: only ever set by this host over HTTPS, for the whole site, never by a sub-domain. */
export const sessionCookie = "__Host-staff_session";
/** The pending second step of a sign-in (a code is asked): minutes long, used once. */
export const pendingCookie = "__Host-staff_pending";

/** Who may call an admin route: `public` (sign-in), any signed-in staff (`editor`), publishers and admins, or admins only. */
export type AdminAccess = "public" | StaffRole;

declare module "fastify" {
  interface FastifyContextConfig {
    access?: AdminAccess;
    /** A right an admin gives one staff member that also opens the route (domain/admin/permissions.ts `grants`). */
    grant?: Grant;
    /** Open to an admin who must still turn on two-factor sign-in (docs/decisions/033-staff-accounts.md). */
    beforeTwoFactor?: boolean;
  }
  interface FastifyRequest {
    staffSession?: StaffSession;
  }
}

/** Every admin route and the access it declares, for the permission test that walks them all. */
export interface AdminRouteEntry {
  method: string;
  url: string;
  access: AdminAccess;
}

export function setSessionCookie(reply: FastifyReply, token: string): void {
  reply.setCookie(sessionCookie, token, {
    path: "/",
    httpOnly: true,
    secure: true,
    sameSite: "lax",
    maxAge: sessionLimits.absoluteMs / 1000,
  });
}

export function setPendingCookie(reply: FastifyReply, token: string, maxAgeSeconds: number): void {
  reply.setCookie(pendingCookie, token, {
    path: "/",
    httpOnly: true,
    secure: true,
    sameSite: "strict",
    maxAge: maxAgeSeconds,
  });
}

export function clearPendingCookie(reply: FastifyReply): void {
  reply.clearCookie(pendingCookie, { path: "/", httpOnly: true, secure: true, sameSite: "strict" });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(sessionCookie, { path: "/", httpOnly: true, secure: true, sameSite: "lax" });
}

export function sendAdminError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: AdminMessageCode,
  fields?: Record<string, AdminMessageCode>,
) {
  const language = languageFromAcceptLanguage(request.headers["accept-language"]);
  return reply.status(status).send({
    error: {
      code,
      message: adminMessage(code, language),
      ...(fields
        ? { fields: Object.fromEntries(Object.entries(fields).map(([field, c]) => [field, adminMessage(c, language)])) }
        : {}),
    },
  });
}

/** The back office's word for a bad field, whatever the rule it broke: the form says which field. */
function adminInputMessage(_field: string, issue: string, language: Language): string {
  return adminMessage(isAdminMessageCode(issue) ? issue : "invalid_field", language);
}

/**
 * The scope every /api/admin route lives in: reads the session cookie, refuses a route without a declared
 * access rule at start-up, answers 401 without a valid session and 403 for a role the route does not allow.
 * Nothing here is cached by a browser or a proxy.
 */
export async function adminScope(
  app: FastifyInstance,
  options: { auth: StaffAuth; routeTable: AdminRouteEntry[] },
): Promise<void> {
  await app.register(cookie);
  app.addHook("onRoute", (route: RouteOptions) => {
    const config = route.config;
    const access = config?.access;
    if (!config || !access) throw new Error(`Admin route ${route.method} ${route.url} declares no access rule`);
    config.inputMessage ??= adminInputMessage;
    if (access !== "public" && route.schema?.response) {
      Object.assign(route.schema.response, { 401: errorAnswer, ...(access !== "editor" ? { 403: errorAnswer } : {}) });
    }
    for (const method of [route.method].flat()) {
      if (method !== "HEAD") options.routeTable.push({ method, url: route.url, access });
    }
  });
  app.addHook("onRequest", async (_request, reply) => {
    reply.header("cache-control", cacheControl.admin);
  });
  // Before the input is validated: an anonymous caller learns nothing about a route's input.
  app.addHook("preValidation", async (request, reply) => {
    const access = request.routeOptions.config.access;
    const session = await options.auth.sessionOf(request.cookies[sessionCookie]);
    if (session) request.staffSession = session;
    if (access === "public") return;
    if (!session) {
      if (request.cookies[sessionCookie]) clearSessionCookie(reply);
      return sendError(request, reply, 401, "unauthorized");
    }
    const grant = request.routeOptions.config.grant;
    const granted = grant !== undefined && session.staff[grant];
    if (!access || !(roleAllows(session.staff.role, access) || granted)) {
      // Publishing's refusal says who may, and what an editor does instead (docs/decisions/036-review-before-publishing.md).
      if (access === "publisher") return sendAdminError(request, reply, 403, "publishers_only");
      return sendError(request, reply, 403, "forbidden");
    }
    // Where two-factor sign-in is required for admins, an admin without it may only turn it on (or leave).
    if (!request.routeOptions.config.beforeTwoFactor && (await options.auth.mustEnrolTwoFactor(session))) {
      return sendAdminError(request, reply, 403, "two_factor_required");
    }
  });
}
