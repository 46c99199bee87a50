import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { sendError } from "../api/errors.ts";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Whether a state-changing request comes from this site. Browsers send Fetch Metadata (Sec-Fetch-Site);
 * older ones send at least Origin on a cross-origin POST. A request with neither is not from a browser page
 * (curl, a server) and cannot ride on a visitor's or a staff member's cookies, so it passes.
 */
export function isSameSiteRequest(request: FastifyRequest, publicOrigin: string | undefined): boolean {
  const site = request.headers["sec-fetch-site"];
  if (typeof site === "string") return site === "same-origin" || site === "none";
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  const expected = publicOrigin ?? `${request.protocol}://${request.host}`;
  return origin === new URL(expected).origin;
}

/** OWASP's CSRF defence by Fetch Metadata with an Origin fallback, on every state-changing request. */
export const originCheck = fp<{ publicOrigin?: string }>(
  async (app: FastifyInstance, options) => {
    app.addHook("onRequest", async (request, reply) => {
      if (safeMethods.has(request.method)) return;
      if (!isSameSiteRequest(request, options.publicOrigin)) return sendError(request, reply, 403, "cross_site");
    });
  },
  { name: "origin-check" },
);
