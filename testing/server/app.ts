import type { FastifyInstance } from "fastify";
import { type AppOptions, buildApp } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";
import type { DatabaseHandle } from "../../server/db/connection.ts";
import { createSiteServices } from "../../server/services/site-services.ts";

/**
 * The API on a test database for integration tests: configured from `environment` as in production (the cache's
 * bounds and when it keeps a value too), but quiet, with media in data/test-media and no result cache (tests change
 * listings under the running app, unless `listCacheSeconds` sets one), so also no budget for reads that miss it
 * unless `environment` sets one, and no job worker unless it sets JOBS_WORKER.
 */
export function buildTestApp(
  database: DatabaseHandle,
  environment: Record<string, string> = {},
  options: Pick<AppOptions, "leadRetryDelaysMs" | "clock" | "sleep" | "logStream" | "pages"> & {
    listCacheSeconds?: number;
  } = {},
): Promise<FastifyInstance> {
  const config = loadConfig({
    LOG_LEVEL: "silent",
    MEDIA_DIR: "data/test-media",
    API_UNCACHED_RATE_LIMIT: "0",
    // Tests that run scheduled work turn it on; the others only queue it (server/jobs/).
    JOBS_WORKER: "0",
    // One app on its database: no other process's changes to hear (server/cache/generations.ts), and no background
    // statement among the lines a test reads.
    CACHE_INVALIDATION_POLL_MS: "0",
    ...environment,
  });
  const { listCacheSeconds = 0, ...appOptions } = options;
  const services = createSiteServices(database.db, { listCacheSeconds, cacheSettings: config });
  return buildApp({ config, database, services, ...appOptions });
}
