import { type GetLoadContextFunction, sendResponse } from "@mcansh/react-router-fastify";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ServerBuild } from "react-router";
import { cacheControl } from "../../domain/cache-control.ts";
import { acceptsEncoding } from "../api/prepared-json.ts";
import type { Cache } from "../cache/cache.ts";
import { sendEarlyError } from "./bad-requests.ts";
import { cacheKeyOf, isBackOfficePath } from "./pages/cache-key.ts";
import { compressPage } from "./pages/compress.ts";
import { keptPageOf } from "./pages/csp-hashes.ts";
import { type KeptPage, pageCache } from "./pages/page-cache.ts";
import { pageBytesOf, pageRenderer } from "./pages/render.ts";
import { renderBudget } from "./pages/render-budget.ts";
import { staticFiles } from "./pages/static-files.ts";

export interface PagesOptions {
  build: ServerBuild;
  getLoadContext: GetLoadContextFunction;
  /** The origin of the request's URL as React Router sees it (PUBLIC_ORIGIN, or the checked Host). */
  originOf: (request: FastifyRequest) => string;
  clientBuildDirectory: string;
  /** How long a rendered page is reused for the same URL; 0 renders every request. */
  cacheSeconds: number;
  /**
   * The site's cache (server/cache/): pages are kept there under the topic `pages`, which staff changes invalidate;
   * it answers a kept page at once, however old, while the database is known to be down.
   */
  cache: Cache;
  /** The page CSP for the given script sources (nonces or hashes). */
  contentSecurityPolicy: (scriptSources: string[]) => string;
  /** Renders one client address may cause per minute, past every cache (the back office's too); 0: no limit. */
  rendersPerMinute: number;
}

/**
 * Serves the built React Router app (production): the client build's files, then every other path rendered on the
 * server (pages/render.ts).
 *
 * Pages are the same for every visitor (no accounts), so a rendered page is reused for a few seconds for the same
 * key (pages/cache-key.ts), with its compressed forms (pages/page-cache.ts). A kept page cannot carry one response's
 * nonce, so its CSP allows its inline scripts by their SHA-256 hashes instead (pages/csp-hashes.ts). Every render no
 * cache answered counts against the address's budget (pages/render-budget.ts).
 */
export async function reactRouterPages(app: FastifyInstance, options: PagesOptions) {
  await app.register(staticFiles, { clientBuildDirectory: options.clientBuildDirectory });

  // The React Router app reads request bodies itself (actions).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", (_request, payload, done) => done(null, payload));

  const render = pageRenderer({ ...options, log: app.log });
  const cache = pageCache<KeptPage>(options.cache);
  const overBudget = renderBudget(options.rendersPerMinute);
  const tooMany = () => new Response(null, { status: 429 });

  /** A page to keep, or the response itself when it must not be reused (errors, redirects, cookies). */
  const renderForCache = async (request: FastifyRequest, reply: FastifyReply): Promise<KeptPage | Response> => {
    const response = await render(request, reply);
    const reusable =
      response.status === 200 &&
      response.headers.get("content-type")?.startsWith("text/html") &&
      !response.headers.has("set-cookie");
    if (!reusable) return response;
    const { body, scriptSources } = keptPageOf(await pageBytesOf(response), reply.pageNonce);
    const headers = [...response.headers.entries()];
    headers.push(["content-security-policy", options.contentSecurityPolicy(scriptSources)]);
    return { expires: Date.now() + options.cacheSeconds * 1000, headers, body };
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
      response.headers.set("cache-control", cacheControl.admin);
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
      page.br ??= compressPage(page.body, "br");
      return reply.header("content-encoding", "br").send(await page.br);
    }
    if (acceptsEncoding(acceptEncoding, "gzip")) {
      page.gzip ??= compressPage(page.body, "gzip");
      return reply.header("content-encoding", "gzip").send(await page.gzip);
    }
    return reply.send(page.body);
  });
}
