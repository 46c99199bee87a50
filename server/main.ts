// The production server, loaded by server/index.ts once NODE_ENV is settled; bundled by Vite together with the
// React Router server build (vite.config.ts).
import * as build from "virtual:react-router/server-build";
import { loadConfig } from "./config.ts";
import { startMemoryTrim } from "./memory-trim.ts";
import { startMetricsServer } from "./metrics-endpoint.ts";
import { startSite } from "./site.ts";

const config = loadConfig();
const { app } = await startSite(config, { build });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, "shutting down: finishing requests in flight");
  // Fastify stops accepting, answers the requests in flight, then closes the database (onClose).
  const timer = setTimeout(() => {
    app.log.error("shutdown took longer than 10 s; exiting");
    process.exit(1);
  }, 10_000);
  timer.unref();
  await app.drain();
  await app.close();
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

await app.listen({ host: config.HOST, port: config.PORT });
await startMemoryTrim({ intervalSeconds: config.MALLOC_TRIM_SECONDS, log: app.log });
if (config.METRICS_PORT) {
  // A listener of its own for the scraper, on loopback or a private address (docs/decisions/031-metrics-and-logs.md).
  const metrics = await startMetricsServer({
    host: config.METRICS_HOST,
    port: config.METRICS_PORT,
    token: config.METRICS_TOKEN,
    log: app.log,
  });
  // It never holds the process: shutdown ends with the site's own server.
  metrics.unref();
  app.log.info({ host: config.METRICS_HOST, port: config.METRICS_PORT }, "metrics served");
}
