import { randomBytes } from "node:crypto";
import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

declare module "fastify" {
  interface FastifyReply {
    /** Per-response nonce that the page's own inline scripts carry (CSP). */
    pageNonce: string;
  }
}

export interface SecurityHeadersOptions {
  /** Origin pattern of the map tiles, allowed as an image source. */
  tileOrigin: string;
  /** The dev server injects inline scripts of its own; CSP is only enforced on built pages. */
  enforceCsp: boolean;
  /** Adds `preload` to HSTS: only once the whole domain, subdomains included, is served over HTTPS for good. */
  hstsPreload?: boolean;
}

/**
 * Headers that only a document acts on (framing, its policy, its features, where its links send the
 * referrer) or that only a revalidation reads. A first load fetches 15–30 fingerprinted, immutable files
 * from /assets/ over HTTP/1.1, where every header is resent each time: they go without these, about half
 * a kilobyte each (docs/decisions/020-first-load.md). HSTS goes too: a browser reads it from any response of
 * the host, and the documents carry it. nosniff, CORP and the cache headers stay.
 */
const documentOnlyHeaders = [
  "content-security-policy",
  "permissions-policy",
  "x-frame-options",
  "x-xss-protection",
  "x-download-options",
  "x-dns-prefetch-control",
  "x-permitted-cross-domain-policies",
  "origin-agent-cluster",
  "cross-origin-opener-policy",
  "referrer-policy",
  "etag",
  "last-modified",
  "strict-transport-security",
];

/** Strict headers on every response: helmet's defaults plus a nonce-based CSP written here. */
export const securityHeaders = fp<SecurityHeadersOptions>(
  async (app: FastifyInstance, options) => {
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: false,
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      // The same as the policies' frame-ancestors 'none', for browsers that read only this header.
      xFrameOptions: { action: "deny" },
      strictTransportSecurity: {
        maxAge: 31_536_000,
        includeSubDomains: true,
        preload: options.hstsPreload ?? false,
      },
    });
    app.decorateReply("pageNonce", "");
    app.addHook("onSend", async (request, reply) => {
      if (!request.url.startsWith("/assets/") || reply.statusCode !== 200) return;
      for (const header of documentOnlyHeaders) reply.removeHeader(header);
    });
    app.addHook("onRequest", async (request, reply) => {
      reply.header("permissions-policy", "camera=(), microphone=(), payment=(), geolocation=(self)");
      if (!options.enforceCsp) return;
      // Data and files never run scripts: they get a policy that allows nothing, and no nonce.
      if (/^\/(api|media|assets)\/|^\/(livez|readyz)$/.test(request.url)) {
        reply.header("content-security-policy", "default-src 'none'; frame-ancestors 'none'");
        return;
      }
      reply.pageNonce = randomBytes(16).toString("base64");
      reply.header(
        "content-security-policy",
        contentSecurityPolicy([`'nonce-${reply.pageNonce}'`], options.tileOrigin),
      );
    });
  },
  { name: "security-headers" },
);

/**
 * The pages' policy. Scripts run only when they carry the response's nonce or match one
 * of the hashes (cached pages), and what those scripts load ('strict-dynamic').
 */
export function contentSecurityPolicy(scriptSources: string[], tileOrigin: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptSources.join(" ")} 'strict-dynamic'`,
    // No inline styles: pages carry no style attribute or <style> element (styles set from scripts through
    // the CSSOM, as React, Leaflet and the lightbox do, are not subject to this).
    "style-src 'self'",
    `img-src 'self' data: blob: ${tileOrigin}`,
    "font-src 'self'",
    "connect-src 'self'",
    // The map page reads its pins in a worker of our own (app/components/map/pins.worker.ts).
    "worker-src 'self'",
    "frame-src https://www.youtube-nocookie.com https://www.youtube.com",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** `https://{s}.tile.example.org/{z}/{x}/{y}.png` → `https://*.tile.example.org`. */
export function tileOriginOf(tileUrl: string): string {
  const match = /^(https?:\/\/[^/]+)/.exec(tileUrl.replace("{s}", "*"));
  return match?.[1] ?? "";
}
