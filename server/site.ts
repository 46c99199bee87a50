import type { FastifyInstance } from "fastify";
import { type AppOptions, buildApp } from "./app.ts";
import type { ServerConfig } from "./config.ts";
import { type DatabaseHandle, openDatabase } from "./db/connection.ts";
import { migrateToLatest } from "./db/migrate.ts";
import { seedCompany } from "./seed/seed-company.ts";
import { seedDemoContent } from "./seed/seed-demo.ts";
import { createSiteServices } from "./services/site-services.ts";

/** Opens and prepares the database (migrations, company, demo content), then builds the app on it. */
export async function startSite(
  config: ServerConfig,
  pages: AppOptions["pages"],
): Promise<{ app: FastifyInstance; database: DatabaseHandle }> {
  // The app's logger exists only once the app is built; until then the default report goes to stderr.
  let reportIdleConnectionError: ((error: Error) => void) | undefined;
  let reportBreaker: ((open: boolean, error?: unknown) => void) | undefined;
  let reportSideWriteError: ((error: unknown) => void) | undefined;
  const database = openDatabase({
    databaseUrl: config.DATABASE_URL,
    sqlitePath: config.SQLITE_PATH,
    poolSize: config.DATABASE_POOL_SIZE,
    busyTimeoutMs: config.SQLITE_BUSY_TIMEOUT_MS,
    timeouts: {
      connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
      queryTimeoutMs: config.DATABASE_QUERY_TIMEOUT_MS,
    },
    onIdleConnectionError: (error) =>
      reportIdleConnectionError ? reportIdleConnectionError(error) : console.error(error.message),
    onBreakerChange: (open, error) =>
      reportBreaker ? reportBreaker(open, error) : console.error(`database ${open ? "unreachable" : "reachable"}`),
  });
  try {
    await migrateToLatest(database.db);
    await seedCompany(database.db, config.COMPANY_FILE);
    if (config.SEED_DEMO) await seedDemoContent(database.db, { mediaDir: config.MEDIA_DIR });
  } catch (error) {
    await database.close();
    throw error;
  }
  // Half of CACHE_SECONDS for the data and half for the pages rendered from it: a page another process keeps
  // shows a change within CACHE_SECONDS in all (docs/decisions/007-caching.md).
  const services = createSiteServices(database.db, {
    listCacheSeconds: config.CACHE_SECONDS / 2,
    cacheSettings: config,
    databaseDown: database.isDown,
    reportError: (error) => reportSideWriteError?.(error),
  });
  const app = await buildApp({ config, database, services, pages });
  reportSideWriteError = (error) => app.log.warn({ err: error }, "a listing could not be noted as seen");
  reportIdleConnectionError = (error) => app.log.error({ err: error }, "PostgreSQL connection lost while idle");
  // One line when the breaker opens and one when it closes, not one per refused request.
  reportBreaker = (open, error) =>
    open
      ? app.log.error({ err: error }, "database unreachable: answering from caches or 503 until a probe reaches it")
      : app.log.info("database reachable again");
  app.addHook("onClose", async () => {
    await services.settle();
    await database.close();
  });
  return { app, database };
}
