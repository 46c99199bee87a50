import { createServer, type Server } from "node:http";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { sendError } from "./api/errors.ts";
import { hasToken, metricsText } from "./metrics.ts";

/**
 * GET /metrics on the site's own port, served only when METRICS_TOKEN is set: a scraper sends
 * `Authorization: Bearer <token>`; without it or with another the answer is 401. Without the setting the path is
 * one of the pages' (their 404), so nothing tells a visitor that metrics exist.
 */
export async function metricsRoute(app: FastifyInstance, options: { token: string | undefined }) {
  const { token } = options;
  if (!token) return;
  app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
    reply.header("cache-control", "no-store");
    if (!hasToken(request.headers.authorization, token)) {
      reply.header("www-authenticate", 'Bearer realm="metrics"');
      return sendError(request, reply, 401, "unauthorized");
    }
    const { contentType, body } = await metricsText();
    return reply.type(contentType).send(body);
  });
}

/**
 * The same text on a listener of its own (METRICS_PORT on METRICS_HOST, 127.0.0.1 unless set): a scraper on the
 * same host or a private network reaches it, the public never does (the site's port has no /metrics then unless
 * METRICS_TOKEN is set). With METRICS_TOKEN set the token is asked here too.
 */
export async function startMetricsServer(options: {
  host: string;
  port: number;
  token: string | undefined;
  log: FastifyBaseLogger;
}): Promise<Server> {
  const server = createServer((request, response) => {
    const path = (request.url ?? "/").split("?")[0];
    if (path !== "/metrics" || (request.method !== "GET" && request.method !== "HEAD")) {
      response.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Not found\n");
      return;
    }
    if (options.token && !hasToken(request.headers.authorization, options.token)) {
      response.writeHead(401, { "www-authenticate": 'Bearer realm="metrics"' }).end();
      return;
    }
    metricsText().then(
      ({ contentType, body }) => response.writeHead(200, { "content-type": contentType }).end(body),
      (error: unknown) => {
        options.log.error({ err: error }, "metrics could not be collected");
        response.writeHead(500).end();
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return server;
}
