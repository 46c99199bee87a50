import { AsyncLocalStorage } from "node:async_hooks";
import { createHash } from "node:crypto";
import { resolve, sep } from "node:path";
import { Readable } from "node:stream";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import fastifyStatic from "@fastify/static";
import { type GetLoadContextFunction, sendResponse } from "@mcansh/react-router-fastify";
import { createReadableStreamFromReadable } from "@react-router/node";
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type HandleErrorFunction, isRouteErrorResponse, type ServerBuild } from "react-router";
import { languageFromCookie } from "../../domain/language.ts";
import { isListingQueryField } from "../../domain/listing-query.ts";
import { formatListingRefs, parseListingRefs } from "../../domain/listing-ref.ts";
import { languageChoiceParameter } from "../../domain/localized-path.ts";
import { acceptsEncoding } from "../api/prepared-json.ts";
import { retryAfterSeconds } from "../db/outage.ts";
import { countCacheOutcome, countRefusal } from "../metrics.ts";
import { createWindowCounter } from "../services/window-counter.ts";
import { sendEarlyError } from "./bad-requests.ts";

export interface PagesOptions {
  build: ServerBuild;
  getLoadContext: GetLoadContextFunction;
  /** The origin of the request's URL as React Router sees it (PUBLIC_ORIGIN, or the checked Host). */
  originOf: (request: FastifyRequest) => string;
  clientBuildDirectory: string;
  /** How long a rendered page is reused for the same URL; 0 renders every request. */
  cacheSeconds: number;
  /** The page CSP for the given script sources (nonces or hashes). */
  contentSecurityPolicy: (scriptSources: string[]) => string;
  /** Given the function that empties this process's page cache (called after staff change what pages show). */
  onCacheReady?: (forget: () => void) => void;
  /** Renders one client address may cause per minute, past every cache (the back office's too); 0: no limit. */
  rendersPerMinute: number;
  /**
   * Whether the database is known to be down (server/db/breaker.ts): a kept page is then answered at once however
   * old, without a render that would only fail.
   */
  databaseDown?: () => boolean;
}

interface CachedPage {
  expires: number;
  headers: [string, string][];
  body: Buffer;
  gzip?: Buffer;
  br?: Buffer;
}

const maxCachedPages = 500;

/**
 * Serves the built React Router app (production): the client build's files, then every
 * other path rendered on the server.
 *
 * Pages are the same for every visitor (no accounts), so a rendered page is reused for a
 * few seconds for the same URL and preferences, with its compressed forms. A cached page
 * cannot carry one response's nonce, so its CSP allows its inline scripts by their SHA-256
 * hashes instead: injected markup still cannot run a script.
 */
export async function reactRouterPages(app: FastifyInstance, options: PagesOptions) {
  const clientDirectory = resolve(options.clientBuildDirectory);
  const assetsDirectory = `${clientDirectory}${sep}assets${sep}`;
  await app.register(fastifyStatic, {
    root: clientDirectory,
    wildcard: false,
    cacheControl: false,
    dotfiles: "ignore",
    // The build writes .br and .gz beside each asset (precompressAssets in vite.config.ts).
    preCompressed: true,
    // Scripts, style sheets and fonts are fetched whole: no Accept-Ranges header on each of them.
    acceptRanges: false,
    setHeaders(res, filePath) {
      // Fingerprinted assets never change under the same name.
      const immutable = filePath.startsWith(assetsDirectory);
      res.setHeader("cache-control", immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600");
      res.setHeader("vary", "accept-encoding");
    },
  });

  // The React Router app reads request bodies itself (actions).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", (_request, payload, done) => done(null, payload));

  // A page that throws is logged by its request's logger, as one JSON line with the request id and the stack in
  // it, never by React Router's default console.error (a raw multi-line stack with no request id).
  const requestLog = new AsyncLocalStorage<FastifyBaseLogger>();
  const handle = createRequestHandler(
    withErrorLogging(options.build, () => requestLog.getStore() ?? app.log),
    "production",
  );
  const cache = pageCache<CachedPage>(maxCachedPages, options.databaseDown);
  options.onCacheReady?.(cache.forget);

  // What a client can make this process compute: every render that no cache answered counts (docs/decisions/023-shared-rate-limits.md).
  const renders = createWindowCounter({ windowMs: 60_000, maxKeys: 20_000 });
  const overBudget = (request: FastifyRequest, reply: FastifyReply): boolean => {
    if (options.rendersPerMinute <= 0) return false;
    const { count, resetMs } = renders.hit(request.ip);
    if (count <= options.rendersPerMinute) return false;
    if (count === options.rendersPerMinute + 1) request.log.warn("page render budget spent");
    countRefusal("page-renders");
    reply.header("retry-after", String(Math.ceil(resetMs / 1000)));
    return true;
  };
  const tooMany = () => new Response(null, { status: 429 });

  const render = async (request: FastifyRequest, reply: FastifyReply) => {
    const context = await options.getLoadContext(request, reply);
    const webRequest = webRequestOf(request, reply, options.originOf(request));
    const response = await requestLog.run(request.log, () => handle(webRequest, context));
    // The database is unavailable (server/services/page-services.ts): the page says so, and when to come back.
    if (response.status === 503) {
      response.headers.set("retry-after", String(retryAfterSeconds));
      response.headers.set("cache-control", "no-store");
    }
    return response;
  };

  /** A page to keep, or the response itself when it must not be reused (errors, redirects, cookies). */
  const renderForCache = async (request: FastifyRequest, reply: FastifyReply): Promise<CachedPage | Response> => {
    const response = await render(request, reply);
    const reusable =
      response.status === 200 &&
      response.headers.get("content-type")?.startsWith("text/html") &&
      !response.headers.has("set-cookie");
    if (!reusable) return response;
    const html = (await response.text()).replaceAll(` nonce="${reply.pageNonce}"`, "");
    const headers = [...response.headers.entries()];
    headers.push(["content-security-policy", options.contentSecurityPolicy(inlineScriptHashes(html))]);
    return { expires: Date.now() + options.cacheSeconds * 1000, headers, body: Buffer.from(html) };
  };

  // No page takes data (forms post to the API): anything but GET and HEAD is refused before it costs a render,
  // in the path's language, rather than with React Router's own 405 text.
  const pagesTakeData = Object.values(options.build.assets.routes).some((route) => route?.hasAction);
  const refuseMethod = (request: FastifyRequest, reply: FastifyReply) => {
    reply.header("allow", "GET, HEAD");
    return sendEarlyError(request, reply, 405, "method_not_allowed");
  };

  app.all("*", async (request, reply) => {
    if (!pagesTakeData && request.method !== "GET" && request.method !== "HEAD") return refuseMethod(request, reply);
    if (isBackOfficePath(request.url)) {
      // Every render counts, the back office's too (its unknown paths render the 404 page): staff pages load
      // their data in the browser, so a person makes a render per full page load, far below the budget.
      if (overBudget(request, reply)) return sendEarlyError(request, reply, 429, "too_many_requests");
      // Staff pages: never kept by this cache, a browser or a proxy, and never indexed.
      const response = await render(request, reply);
      response.headers.set("cache-control", "no-store");
      response.headers.set("x-robots-tag", "noindex, nofollow");
      return sendResponse(reply, response);
    }
    const key = options.cacheSeconds > 0 ? cacheKeyOf(request, options.originOf(request)) : undefined;
    if (!key) {
      if (overBudget(request, reply)) return sendEarlyError(request, reply, 429, "too_many_requests");
      return sendResponse(reply, await render(request, reply));
    }

    const {
      result: page,
      shared,
      stale,
    } = await cache.get(key, () =>
      overBudget(request, reply) ? Promise.resolve(tooMany()) : renderForCache(request, reply),
    );
    if (stale) reply.header("cache-status", "aqar-site; hit; detail=stale-database-unavailable");
    if (page instanceof Response) {
      if (page.status === 429 && !shared) return sendEarlyError(request, reply, 429, "too_many_requests");
      // A render that is not reusable answers its own request; one that waited for it renders its own answer.
      if (!shared) return sendResponse(reply, page);
      if (overBudget(request, reply)) return sendEarlyError(request, reply, 429, "too_many_requests");
      return sendResponse(reply, await render(request, reply));
    }
    for (const [name, value] of page.headers) reply.header(name, value);
    reply.header("vary", "Accept-Encoding");
    const acceptEncoding = request.headers["accept-encoding"];
    if (acceptsEncoding(acceptEncoding, "br")) {
      page.br ??= brotliCompressSync(page.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } });
      return reply.header("content-encoding", "br").send(page.br);
    }
    if (acceptsEncoding(acceptEncoding, "gzip")) {
      page.gzip ??= gzipSync(page.body);
      return reply.header("content-encoding", "gzip").send(page.gzip);
    }
    return reply.send(page.body);
  });
}

/**
 * The build with its entry's `handleError` replaced: an error React Router reports (a loader or a render that
 * threw) goes to the logger of the request being handled (`currentLog`). Errors of requests the client abandoned
 * are not logged, as React Router's default does; a 404 or other response a route throws on purpose is never
 * reported.
 */
export function withErrorLogging(build: ServerBuild, currentLog: () => FastifyBaseLogger): ServerBuild {
  const handleError: HandleErrorFunction = (error, { request }) => {
    if (request.signal.aborted) return;
    // React Router's own error responses (a 405, a 404 of a data request) carry the error behind them.
    const inner = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
    const cause = inner ?? error;
    currentLog().error({ err: cause }, "page failed");
  };
  return { ...build, entry: { ...build.entry, module: { ...build.entry.module, handleError } } };
}

/**
 * Rendered pages by key, each kept until it expires, with the renders under way: when a page expires, the requests
 * waiting for it share one render. A render that answers 503 (the database is unavailable) is replaced by the
 * expired page of the key, if there is one (`stale`), kept until a render succeeds again or the page is pushed out;
 * while `databaseDown()` says so, that page is answered without a render. `forget` (after staff change what pages
 * show) empties it, and a render begun
 * before it, in an older generation, is neither kept nor shared with requests that come after it: they render anew.
 */
export function pageCache<Page extends { expires: number }>(maxPages: number, databaseDown = () => false) {
  const pages = new Map<string, Page>();
  const rendering = new Map<string, Promise<Page | Response>>();
  let generation = 0;
  return {
    forget(): void {
      generation += 1;
      pages.clear();
      rendering.clear();
    },
    /** The page for `key`, fresh from the cache or rendered; `shared` when the render was another request's. */
    async get(
      key: string,
      render: () => Promise<Page | Response>,
    ): Promise<{ result: Page | Response; shared: boolean; stale?: boolean }> {
      const page = pages.get(key);
      countCacheOutcome("pages", page && page.expires > Date.now() ? "hit" : page && databaseDown() ? "stale" : "miss");
      if (page && page.expires > Date.now()) return { result: page, shared: false };
      if (page && databaseDown()) return { result: page, shared: false, stale: true };
      const orStale = (result: Page | Response, shared: boolean) => {
        if (!(page && result instanceof Response && result.status === 503)) return { result, shared };
        if (!shared) void result.body?.cancel();
        return { result: page, shared: false, stale: true };
      };
      const waiting = rendering.get(key);
      if (waiting) return orStale(await waiting, true);
      const started = generation;
      const pending = render();
      rendering.set(key, pending);
      try {
        const result = await pending;
        if (!(result instanceof Response) && started === generation) {
          if (pages.size >= maxPages && !pages.has(key)) pages.delete(pages.keys().next().value ?? "");
          pages.set(key, result);
        }
        return orStale(result, false);
      } finally {
        if (rendering.get(key) === pending) rendering.delete(key);
      }
    },
  };
}

/**
 * The request as React Router takes it. Unlike the adapter's own, its URL is the one routing saw (an odd path
 * rewritten to the 404 page, plugins/bad-requests.ts) on the given origin, never a raw Host header.
 */
export function webRequestOf(request: FastifyRequest, reply: FastifyReply, origin: string): Request {
  const controller = new AbortController();
  let finished = false;
  reply.raw.once("finish", () => {
    finished = true;
  });
  reply.raw.once("close", () => {
    if (!finished) controller.abort();
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  return new Request(`${new URL(origin).origin}${request.url}`, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: createReadableStreamFromReadable(bodyStreamOf(request)), duplex: "half" } : {}),
  });
}

/** The body as the catch-all content parser left it (the request itself when there was nothing to parse). */
function bodyStreamOf(request: FastifyRequest): Readable {
  return request.body instanceof Readable ? request.body : request.raw;
}

/** /admin and /en/admin pages (and their data requests). */
export function isBackOfficePath(url: string): boolean {
  return /^(\/en)?\/admin(\/|\.data|\?|$)/.test(url);
}

/** CSP sources for the inline scripts of a page: 'sha256-…' of each script's text. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    hashes.add(
      `'sha256-${createHash("sha256")
        .update(match[1] ?? "")
        .digest("base64")}'`,
    );
  }
  return [...hashes];
}

/**
 * What a page's HTML depends on: its path and the query parameters a page reads (the list query), trimmed,
 * without empty ones, in a fixed order (docs/decisions/023-shared-rate-limits.md: any other parameter, an order or an empty value would
 * otherwise make a new render); the origin (absolute links), the list view cookie, and the language redirect of
 * a typed address (root loader); the language switch's marked link is never kept. Data requests and everything but GET are never cached.
 *
 * Pages whose raw query differs share one render: only the language switch's link and the filter form's action
 * repeat the raw query, and the browser sets both from its own address once the page has hydrated.
 */
export function cacheKeyOf(
  request: Pick<FastifyRequest, "method" | "url" | "headers">,
  origin: string,
): string | undefined {
  if (request.method !== "GET") return undefined;
  const [path = "", search = ""] = request.url.split(/\?(.*)/s);
  if (path.endsWith(".data") || path.startsWith("/__manifest")) return undefined;
  // The language switch's link: the root loader records the choice and redirects (docs/decisions/003-language-urls.md).
  if (new URLSearchParams(search).has(languageChoiceParameter)) return undefined;
  const cookie = request.headers.cookie;
  const view = /(?:^|;\s*)listingView=list(?:;|$)/.test(cookie ?? "") ? "list" : "grid";
  const typedIn = request.headers["sec-fetch-site"] === "none" ? (languageFromCookie(cookie) ?? "") : "";
  return `${origin}|${path}?${pageQueryOf(search)}|${view}|${typedIn ? `typed-${typedIn}` : ""}`;
}

/**
 * The list query's parameters of a query string, trimmed, non-empty, sorted by name (their order kept), and the
 * listings of a shared favourites link (`ids`), as the page reads them.
 */
function pageQueryOf(search: string): string {
  const kept: [string, string][] = [];
  for (const [name, raw] of new URLSearchParams(search)) {
    const value = name === "ids" ? formatListingRefs(parseListingRefs(raw)) : raw.trim();
    if ((isListingQueryField(name) || name === "ids") && value !== "") kept.push([name, value]);
  }
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return new URLSearchParams(kept).toString();
}
