import type { ServerOptions } from "node:http";
import proxyAddr from "@fastify/proxy-addr";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { ServerConfig } from "../config.ts";
import { countRefusal } from "../metrics.ts";
import { sendEarlyError } from "./bad-requests.ts";

/**
 * How long a client may take, as Fastify's and Node's server options (docs/decisions/029-connection-limits.md).
 * Node checks the headers and request deadlines on a timer: it runs every second (a quarter of the headers
 * timeout when that is shorter), so a connection outlives its deadline by at most that much.
 */
export function connectionTimeouts(config: ServerConfig) {
  const headersTimeout = config.HTTP_HEADERS_TIMEOUT_MS;
  const requestTimeout = config.HTTP_REQUEST_TIMEOUT_MS;
  const http: ServerOptions = {
    headersTimeout,
    requestTimeout,
    connectionsCheckingInterval: Math.max(25, Math.min(1000, Math.floor(headersTimeout / 4))),
  };
  return {
    http,
    requestTimeout,
    // No bytes either way for this long: the socket is closed (mid-request as between keep-alive requests).
    connectionTimeout: config.HTTP_IDLE_TIMEOUT_MS,
    keepAliveTimeout: config.HTTP_IDLE_TIMEOUT_MS,
  };
}

export interface ConnectionCapOptions {
  /** Connections per address, or requests in flight per client behind a trusted proxy; 0 turns the cap off. */
  perAddress: number;
  /** TRUST_PROXY: the proxies whose connections are not capped (Fastify's `trustProxy` believes the same). */
  trustProxy: false | string[];
}

/**
 * The cap on what one address may hold open. A peer that is not a trusted proxy may have `perAddress`
 * connections; one more is closed at once, before a byte of it is read (cheaper than reading a request to refuse
 * it, and a browser opens at most six). A trusted proxy carries many clients on its connections, so they are not
 * capped; each client it forwards (request.ip, the same address the rate limits count) may instead have
 * `perAddress` requests in flight, and is answered 429 past that.
 */
export const connectionCap = fp<ConnectionCapOptions>(
  async (app: FastifyInstance, options) => {
    const max = options.perAddress;
    if (max <= 0) return;
    const trusted = options.trustProxy ? proxyAddr.compile(options.trustProxy) : () => false;
    const isProxy = (address: string | undefined) => address !== undefined && trusted(address, 0);

    const open = new Map<string, number>();
    const warned = new Set<string>();
    app.server.on("connection", (socket) => {
      const address = socket.remoteAddress;
      if (address === undefined || isProxy(address)) return;
      const count = open.get(address) ?? 0;
      if (count >= max) {
        // One line per address while it stays over the cap, not one per refused connection.
        if (!warned.has(address)) app.log.warn({ address, open: count }, "connection cap reached");
        warned.add(address);
        countRefusal("connections-per-address");
        socket.destroy();
        return;
      }
      open.set(address, count + 1);
      socket.once("close", () => {
        const left = (open.get(address) ?? 1) - 1;
        if (left > 0) open.set(address, left);
        else {
          open.delete(address);
          warned.delete(address);
        }
      });
    });

    const inFlight = new Map<string, number>();
    app.addHook("onRequest", async (request, reply) => {
      if (!isProxy(request.socket.remoteAddress)) return;
      const client = request.ip;
      const count = inFlight.get(client) ?? 0;
      if (count >= max) {
        request.log.warn({ inFlight: count }, "requests in flight cap reached");
        countRefusal("requests-in-flight");
        reply.header("retry-after", "1");
        return sendEarlyError(request, reply, 429, "too_many_requests");
      }
      inFlight.set(client, count + 1);
      reply.raw.once("close", () => {
        const left = (inFlight.get(client) ?? 1) - 1;
        if (left > 0) inFlight.set(client, left);
        else inFlight.delete(client);
      });
    });
  },
  { name: "connection-cap" },
);
