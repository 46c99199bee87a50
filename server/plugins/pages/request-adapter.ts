import { Readable } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import type { FastifyReply, FastifyRequest } from "fastify";

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
