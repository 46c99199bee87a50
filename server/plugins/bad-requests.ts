import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { cacheControl } from "../../domain/cache-control.ts";
import { directionOf, type Language } from "../../domain/language.ts";
import { languageOfPath } from "../../domain/localized-path.ts";
import { type ErrorCode, errorMessage, sendError } from "../api/errors.ts";

/**
 * Requests the routes never see in a usable form: a path that cannot be decoded or holds control characters,
 * a malformed Host (what Node's HTTP parser refuses is answered by api/client-error.ts). Each gets the site's own error: `{ error: { code, message } }` in the
 * request's language for the API and everything that is not a page, the 404 page or a short HTML page in the
 * path's language for pages. No answer repeats the URL.
 */

/** Paths that are not pages: the API and the uploaded media answer in JSON. */
export function isPagePath(path: string): boolean {
  return !/^\/(api|media)(\/|$)/.test(path);
}

/** Line breaks, NUL and other control characters, and the line and paragraph separators no route can match. */
const oddCharacter = /[\p{Cc}\u2028\u2029]/u;

/** The path of a URL, decoded; undefined when its percent-encoding is broken or it holds a control character. */
function decodedPath(url: string): string | undefined {
  const path = url.split("?")[0] ?? "";
  try {
    const decoded = decodeURIComponent(path);
    return oddCharacter.test(decoded) ? undefined : decoded;
  } catch {
    return undefined;
  }
}

/** Where the pages' route table answers with the 404 page (no route has these paths). */
export const notFoundPagePath = { ar: "/404", en: "/en/404" } as const;

/**
 * Fastify's `rewriteUrl`: a page path that cannot be decoded or holds a control character (`/en/%0Ax`) is
 * the 404 page of its language. React Router matches no route on such a path (not even the catch-all), which
 * would render the error page without its data and log a stack trace. API and media paths are left as sent:
 * their routes refuse them in JSON.
 */
export function rewriteOddPagePath(url: string): string {
  if (!isPagePath(url) || decodedPath(url) !== undefined) return url;
  return notFoundPagePath[languageOfPath(url)];
}

/** `host[:port]` as RFC 3986 allows it: a name or IPv4 address, or an IPv6 address in brackets; port ≤ 65535. */
export function isWellFormedHost(host: string): boolean {
  const match =
    /^(?:[A-Za-z0-9](?:[A-Za-z0-9_-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9_-]*[A-Za-z0-9])?)*\.?|\[[0-9A-Fa-f:.]+\])(?::(\d{1,5}))?$/.exec(
      host,
    );
  if (!match) return false;
  if (match[1] !== undefined && Number(match[1]) > 65535) return false;
  try {
    return new URL(`http://${host}/`).host !== "";
  } catch {
    return false;
  }
}

const htmlTitles = {
  invalid_request: { ar: "طلب غير صالح", en: "Bad request" },
  not_found: { ar: "الصفحة غير موجودة", en: "Page not found" },
  internal: { ar: "خطأ في النظام", en: "System error" },
  too_many_requests: { ar: "طلبات كثيرة", en: "Too many requests" },
  method_not_allowed: { ar: "طلب غير مسموح", en: "Method not allowed" },
} as const satisfies Partial<Record<ErrorCode, Record<Language, string>>>;
type HtmlCode = keyof typeof htmlTitles;

/** A short error page in a language: its title, what went wrong, and a link home. Both texts are our own. */
export function errorPage(language: Language, title: string, message: string): string {
  const home = language === "ar" ? "/" : "/en";
  const homeLabel = language === "ar" ? "الصفحة الرئيسية" : "Home page";
  return (
    `<!doctype html><html lang="${language}" dir="${directionOf(language)}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${title}</title></head><body><main><h1>${title}</h1>` +
    `<p>${message}</p><p><a href="${home}">${homeLabel}</a></p></main></body></html>`
  );
}

/** A short page for a page path the app cannot render (the request is refused before React Router sees it). */
export function errorDocument(code: HtmlCode, language: Language): string {
  return errorPage(language, htmlTitles[code][language], errorMessage(code, language));
}

/** The site's error for a request refused before routing: JSON off the pages, a short HTML page on them. */
export function sendEarlyError(request: FastifyRequest, reply: FastifyReply, status: number, code: HtmlCode) {
  if (!isPagePath(request.url)) return sendError(request, reply, status, code);
  return reply
    .status(status)
    .header("content-type", "text/html; charset=utf-8")
    .header("cache-control", cacheControl.noStore)
    .send(errorDocument(code, languageOfPath(request.url)));
}

/**
 * Fastify's `frameworkErrors`: an API or media path whose percent-encoding is broken (`/api/auction/%E0%A4%A`)
 * or whose parameter is too long. Page paths never get here (rewriteOddPagePath).
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 400;
  if (status >= 500) {
    request.log.error({ err: error }, "request failed");
    return sendEarlyError(request, reply, 500, "internal");
  }
  request.log.info({ code: error.code }, "bad url");
  return sendEarlyError(request, reply, 400, "invalid_request");
}

/**
 * The scheme a request came in by, lower-cased, or undefined when it is neither http nor https. Behind a trusted
 * proxy it is the last `X-Forwarded-Proto` entry, which a proxy that passes the client's header on lets the
 * client write (`javascript`, `ftp`, `a b`).
 */
export function checkedProtocol(protocol: string | undefined): "http" | "https" | undefined {
  const lower = protocol?.trim().toLowerCase();
  return lower === "http" || lower === "https" ? lower : undefined;
}

/**
 * Without PUBLIC_ORIGIN the site's absolute links (canonical, hreflang, the sitemap) are made from the Host
 * header and the request's scheme: a malformed Host (`a b`, `a<b`, `a:99999`, `[::1`) or a forwarded scheme other
 * than http or https is refused with 400 before anything uses it. `HTTPS` is taken as `https`: the header is
 * rewritten so that every reader of `request.protocol` sees the lower-case form. A missing Host (HTTP/1.0)
 * passes: the pages then use `localhost`.
 */
export const hostCheck = fp<{ publicOrigin?: string }>(
  async (app: FastifyInstance, options) => {
    if (options.publicOrigin) return;
    app.addHook("onRequest", async (request, reply) => {
      const host = request.host;
      if (host && !isWellFormedHost(host)) {
        request.log.info("malformed host");
        return sendEarlyError(request, reply, 400, "invalid_request");
      }
      const protocol = request.protocol;
      if (protocol === "http" || protocol === "https") return;
      const checked = checkedProtocol(protocol);
      if (!checked) {
        request.log.info("forwarded scheme neither http nor https");
        return sendEarlyError(request, reply, 400, "invalid_request");
      }
      request.raw.headers["x-forwarded-proto"] = checked;
    });
  },
  { name: "host-check" },
);
