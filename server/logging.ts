import { AsyncLocalStorage } from "node:async_hooks";
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest, FastifyServerOptions } from "fastify";
import fp from "fastify-plugin";
import { type DestinationStream, symbols } from "pino";

/**
 * Which request the code running now works for. Code far from the route (services, repositories, the database
 * hooks, an e-mail sent after the answer) logs through the app's logger; the logger's mixin then adds this
 * request's id to the line, so every line a request causes carries its `reqId` without passing the request down.
 */
interface RequestScope {
  id: string;
  log: FastifyBaseLogger;
}

const scopes = new AsyncLocalStorage<RequestScope>();

/** The logger of the request being handled now, or `fallback` outside any request (start-up, jobs). */
export function currentLog(fallback: FastifyBaseLogger): FastifyBaseLogger {
  return scopes.getStore()?.log ?? fallback;
}

/** Runs `work` as part of the request (for code that starts outside it, such as a parser's callback). */
export function inRequestScope<T>(request: FastifyRequest, work: () => T): T {
  return scopes.run({ id: request.id, log: request.log }, work);
}

/**
 * The site's logger options for Fastify (pino): one JSON line per entry; a line logged while a request is handled
 * gets its `reqId` unless the logger that wrote it is the request's own (its bindings carry it already).
 */
export function loggerOptions(level: string, stream?: DestinationStream): FastifyServerOptions["logger"] {
  return {
    level,
    ...(stream ? { stream } : {}),
    mixin(_object: object, _level: number, logger: unknown) {
      const scope = scopes.getStore();
      if (!scope) return {};
      const bindings = (logger as Record<symbol, string | undefined>)[symbols.chindingsSym] ?? "";
      return bindings.includes('"reqId":') ? {} : { reqId: scope.id };
    },
  };
}

/**
 * Enters the request's scope when it arrives, and again where Fastify may resume it from the socket's events
 * rather than from its own chain: after its body was read, and once its answer has gone (route `onResponse`
 * hooks start work after the answer, such as a lead's e-mail). Hooks with `done` run the rest of the request's
 * chain inside `run`. @fastify/request-context re-enters after the body for the same reason; only the logger
 * and id are needed here, so not that plugin.
 */
export const requestScope = fp(
  async (app: FastifyInstance) => {
    const enter = (request: FastifyRequest, _reply: unknown, done: () => void) => inRequestScope(request, done);
    app.addHook("onRequest", enter);
    app.addHook("preValidation", enter);
    app.addHook("onResponse", enter);
  },
  { name: "request-scope" },
);
