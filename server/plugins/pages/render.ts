import { AsyncLocalStorage } from "node:async_hooks";
import type { GetLoadContextFunction } from "@mcansh/react-router-fastify";
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from "fastify";
import {
  createRequestHandler,
  type HandleErrorFunction,
  isRouteErrorResponse,
  type RequestHandler,
  type ServerBuild,
} from "react-router";
import { requestInfoContext } from "../../../app/lib/load-context.ts";
import { cacheControl } from "../../../domain/cache-control.ts";
import { retryAfterSeconds } from "../../db/outage.ts";
import { webRequestOf } from "./request-adapter.ts";
import { buildForTree, type RouteTree, routeTreeFor } from "./route-trees.ts";

/**
 * Server rendering of one request by the React Router build. A page that throws is logged by its request's logger,
 * as one JSON line with the request id and the stack in it, never by React Router's default console.error (a raw
 * multi-line stack with no request id). A page that answers 503 (the database is unavailable,
 * server/services/page-services.ts) says when to come back, and is never kept. A public page is matched against its
 * language's public routes only (route-trees.ts).
 */
export function pageRenderer(options: {
  build: ServerBuild;
  getLoadContext: GetLoadContextFunction;
  originOf: (request: FastifyRequest) => string;
  log: FastifyBaseLogger;
}): (request: FastifyRequest, reply: FastifyReply) => Promise<Response> {
  const requestLog = new AsyncLocalStorage<FastifyBaseLogger>();
  const build = withErrorLogging(options.build, () => requestLog.getStore() ?? options.log);
  const handlers: Record<RouteTree, RequestHandler> = {
    all: createRequestHandler(build, "production"),
    ar: createRequestHandler(buildForTree(build, "ar"), "production"),
    en: createRequestHandler(buildForTree(build, "en"), "production"),
  };
  return async (request, reply) => {
    const context = await options.getLoadContext(request, reply);
    const webRequest = webRequestOf(request, reply, options.originOf(request));
    const handle = handlers[routeTreeFor(new URL(webRequest.url).pathname)];
    const response = await requestLog.run(request.log, () => handle(webRequest, context));
    if (response.status === 503) {
      response.headers.set("retry-after", String(retryAfterSeconds));
      response.headers.set("cache-control", cacheControl.noStore);
    }
    const page = context?.get(requestInfoContext).renderedPage;
    if (page !== undefined) renderedPages.set(response, page);
    return response;
  };
}

const renderedPages = new WeakMap<Response, Buffer>();

/**
 * The bytes of a page the entry rendered (app/entry.server.tsx), or the response's body (a response React Router
 * made itself). Reads the body either way: call it once, instead of reading the body.
 */
export async function pageBytesOf(response: Response): Promise<Buffer> {
  const page = renderedPages.get(response);
  if (page === undefined) return Buffer.from(await response.arrayBuffer());
  await response.body?.cancel();
  return page;
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
