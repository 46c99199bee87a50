import { randomUUID } from "node:crypto";
import { Server } from "node:net";
import { resolve } from "node:path";
import compress from "@fastify/compress";
import rateLimit from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";
import { fastifyReactRouter } from "@mcansh/react-router-fastify";
import fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import type { DestinationStream } from "pino";
import { RouterContextProvider, type ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { alertsContext } from "../app/lib/alerts-context.ts";
import {
  companyPagePreviewContext,
  listingPreviewContext,
  publicSettingsContext,
  requestInfoContext,
  servicesContext,
} from "../app/lib/load-context.ts";
import { can } from "../domain/admin/permissions.ts";
import { cacheControl } from "../domain/cache-control.ts";
import { adminRoutes } from "./api/admin/admin.routes.ts";
import { type AdminRouteEntry, sessionCookie } from "./api/admin/admin-scope.ts";
import { alertRoutes } from "./api/alerts/alert.routes.ts";
import { calendarRoutes } from "./api/calendar/calendar.routes.ts";
import { answerClientError, rememberRequestLanguage } from "./api/client-error.ts";
import { companyPageRoutes, companyRoutes } from "./api/company/company.routes.ts";
import { installContracts, openApiRoutes, type RouteContracts } from "./api/contract.ts";
import { installErrorHandlers, sendError } from "./api/errors.ts";
import { healthRoutes } from "./api/health/health.routes.ts";
import { leadRoutes } from "./api/leads/lead.routes.ts";
import { listingRoutes } from "./api/listings/listing.routes.ts";
import { mapRoutes } from "./api/map/map.routes.ts";
import { seoRoutes } from "./api/seo/seo.routes.ts";
import { createUncachedReadLimit } from "./api/uncached-read-limit.ts";
import { createCacheSync } from "./cache/generations.ts";
import { companyChangedTopics, companyPagesChangedTopics, listingsChangedTopics } from "./cache/topics.ts";
import type { ServerConfig } from "./config.ts";
import type { DatabaseHandle } from "./db/connection.ts";
import { jobRunnerFor } from "./jobs/runner-for.ts";
import { registerServerJobs } from "./jobs/server-jobs.ts";
import { loggerOptions, requestScope } from "./logging.ts";
import { countRefusal, observeCache, observeDatabase, pageRouteLabeler, requestMetrics } from "./metrics.ts";
import { metricsRoute } from "./metrics-endpoint.ts";
import { answerFrameworkError, hostCheck, rewriteOddPagePath } from "./plugins/bad-requests.ts";
import { connectionCap, connectionTimeouts } from "./plugins/connection-limits.ts";
import { originCheck } from "./plugins/origin-check.ts";
import { reactRouterPages } from "./plugins/react-router-pages.ts";
import { contentSecurityPolicy, securityHeaders, tileOriginOf } from "./plugins/security-headers.ts";
import { createAlertMailer } from "./services/alert-mail.ts";
import { pagePreviewContent } from "./services/company-pages.service.ts";
import { createLeadNotifier } from "./services/lead-notifier.ts";
import { previewListing } from "./services/listing-detail.service.ts";
import { pageServicesOf } from "./services/page-services.ts";
import { databaseRateLimitStore, memoryRateLimitStore } from "./services/rate-limit-store.ts";
import { createSearchAlerts } from "./services/search-alerts.ts";
import type { ServerSiteServices } from "./services/site-services.ts";
import { createStaffAccounts } from "./services/staff-accounts.ts";
import { type Clock, createStaffAuth, type Sleep } from "./services/staff-auth.ts";
import { createStaffMailer } from "./services/staff-mail.ts";
import { countListingViews, createViewCounter } from "./services/view-counter.ts";
import { documentHeaders } from "./storage/document-disposition.ts";
import { mediaFromStorage } from "./storage/media-serving.ts";
import { storageFromConfig } from "./storage/storage-from-config.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Every /api/admin route with the access it declares (the permission test walks it). */
    adminRouteTable: AdminRouteEntry[];
    /** Every route's declared input and answer schemas (the contract test checks real answers against them). */
    routeContracts: RouteContracts;
    /**
     * Before `close()` on SIGTERM: stops accepting connections, answers every request still coming on an open
     * one with `Connection: close`, and waits until the clients have closed them (at most `deadlineMs`).
     */
    drain(options?: { idleMs?: number; deadlineMs?: number }): Promise<void>;
  }
}

export interface AppOptions {
  config: ServerConfig;
  database: DatabaseHandle;
  services: ServerSiteServices;
  /** Serve the pages from a React Router build, or through Vite in development. Absent in API tests. */
  pages?: { build: ServerBuild } | { devServer: ViteDevServer };
  /** Waits between attempts to e-mail about a lead (tests shorten them). */
  leadRetryDelaysMs?: number[];
  /** The time as staff sessions and sign-in locks see it (tests move it forward). */
  clock?: Clock;
  /** How a sign-in waits for its address's turn (tests record the waits instead). */
  sleep?: Sleep;
  /** Where the log lines go instead of standard output (tests read them). */
  logStream?: DestinationStream;
}

/** The whole site as one Fastify app: security layer, API, media and the React Router pages. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database, services } = options;
  const app = fastify({
    // JSON lines; a line written while a request is handled carries its id, wherever it is written (logging.ts).
    logger: loggerOptions(config.LOG_LEVEL, options.logStream),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 64 * 1024,
    genReqId: () => randomUUID(),
    // Finish requests in flight on close, but drop idle keep-alive sockets at once.
    forceCloseConnections: "idle",
    // Header, request (body included) and idle timeouts (docs/decisions/029-connection-limits.md).
    ...connectionTimeouts(config),
    // What Node's HTTP parser refuses (a raw UTF-8 address) is answered in the request's language.
    clientErrorHandler: answerClientError,
    // Other bad requests get the site's errors too, never Fastify's defaults (plugins/bad-requests.ts).
    rewriteUrl: (raw) => rewriteOddPagePath(raw.url ?? "/"),
    frameworkErrors: answerFrameworkError,
  });

  // First, so that every hook after it, and all they call, run in the request's scope (its id on every log line).
  await app.register(requestScope);
  const built = options.pages && "build" in options.pages ? options.pages.build : undefined;
  await app.register(requestMetrics, { pageRoute: built ? pageRouteLabeler(built) : undefined });
  // Each statement's duration into the metrics; a slow one logged with its SQL text (never the values: they
  // may be a visitor's name or phone) and, through the request's scope, the request's id.
  const stopObserving = observeDatabase(database, ({ sql, durationMs, failed }) => {
    if (durationMs < config.SLOW_QUERY_MS) return;
    app.log.warn({ sql: sql.slice(0, 2000), durationMs: Math.round(durationMs * 10) / 10, failed }, "slow query");
  });
  app.addHook("onClose", async () => stopObserving());
  const stopObservingCache = observeCache(services.cache);
  app.addHook("onClose", async () => stopObservingCache());
  await app.register(securityHeaders, {
    tileOrigin: tileOriginOf(config.MAP_TILE_URL),
    enforceCsp: !("devServer" in (options.pages ?? {})),
    hstsPreload: config.HSTS_PRELOAD,
  });
  await app.register(connectionCap, { perAddress: config.CONNECTIONS_PER_ADDRESS, trustProxy: config.TRUST_PROXY });
  await app.register(compress, { threshold: 1024 });
  // Off by default; each form route opts in with its own limit. On PostgreSQL counted in the database, so every
  // process on it shares the budgets (docs/decisions/023-shared-rate-limits.md; ended windows are swept by a job of
  // server/jobs/server-jobs.ts); on SQLite, one process, in its memory.
  const store = database.engine === "postgres" ? databaseRateLimitStore(database.db) : memoryRateLimitStore();
  await app.register(rateLimit, {
    global: false,
    store,
    // Named by the route's group (one budget for several routes) or its pattern: a bounded set of labels.
    onExceeded: (request) => {
      const limit = request.routeOptions.config.rateLimit || undefined;
      countRefusal(limit?.groupId ?? request.routeOptions.url ?? "other");
    },
  });
  installErrorHandlers(app);
  const routeContracts: RouteContracts = new Map();
  app.decorate("routeContracts", routeContracts);
  await installContracts(app, routeContracts);
  await app.register(rememberRequestLanguage);
  await app.register(hostCheck, { publicOrigin: config.PUBLIC_ORIGIN });
  await app.register(originCheck, { publicOrigin: config.PUBLIC_ORIGIN });
  const isDraining = closeConnectionsWhenShuttingDown(app);
  const adminRouteTable: AdminRouteEntry[] = [];
  // Staff changes invalidate the cache's topics: in this process at once, in the others within
  // CACHE_INVALIDATION_POLL_MS (server/cache/generations.ts, docs/decisions/007-caching.md).
  const cacheSync = createCacheSync(database.db, services.cache, {
    pollMs: config.CACHE_INVALIDATION_POLL_MS,
    onError: (error, doing) =>
      // A failed poll repeats every interval while the database is away: not one warning per poll.
      doing === "publish"
        ? app.log.warn(
            { err: error },
            "cache invalidation not published: other processes catch up within CACHE_SECONDS",
          )
        : app.log.debug({ err: error }, "cache invalidation poll failed"),
  });
  cacheSync.start();
  app.addHook("onClose", async () => cacheSync.stop());
  const companyChanged = () => void cacheSync.invalidate(companyChangedTopics);
  const listingsChanged = () => void cacheSync.invalidate(listingsChangedTopics);
  const pagesPublished = () => void cacheSync.invalidate(companyPagesChangedTopics);
  app.decorate("adminRouteTable", adminRouteTable);
  const storage = await storageFromConfig(config);
  // Scheduled work kept in the database, run once across processes (server/jobs/, docs/decisions/032-jobs.md).
  const jobs = await jobRunnerFor(database, { log: app.log, work: config.JOBS_WORKER });
  const staffAuth = createStaffAuth(database.db, options.clock, options.sleep);
  // Saved searches with e-mail alerts (docs/decisions/040-search-alerts.md).
  const alertMailer = createAlertMailer({
    smtpUrl: config.SMTP_URL,
    from: config.ALERT_EMAIL_FROM ?? config.LEAD_EMAIL_FROM,
  });
  app.addHook("onClose", async () => alertMailer.close());
  const searchAlerts = createSearchAlerts({
    db: database.db,
    mailer: alertMailer,
    origin: config.PUBLIC_ORIGIN ?? `http://localhost:${config.PORT}`,
    emailsPerHour: config.ALERT_EMAILS_PER_HOUR,
  });
  // Invitations and reset links go out through the lead e-mails' SMTP server (docs/decisions/033-staff-accounts.md);
  // review outcomes too, a scheduled publish's from the job runner (docs/decisions/036-review-before-publishing.md).
  const staffMailer = createStaffMailer({
    smtpUrl: config.SMTP_URL,
    from: config.STAFF_EMAIL_FROM ?? config.LEAD_EMAIL_FROM,
    log: app.log,
  });
  app.addHook("onClose", async () => staffMailer.close());
  registerServerJobs(jobs, {
    staffMail: { mailer: staffMailer, origin: config.PUBLIC_ORIGIN ?? `http://localhost:${config.PORT}` },
    alerts: alertMailer.configured ? searchAlerts : undefined,
    db: database.db,
    storage,
    log: app.log,
    listingsChanged: () => listingsChanged(),
    trashDays: config.TRASH_DAYS,
    mail: { smtpUrl: config.SMTP_URL, from: config.LEAD_EMAIL_FROM, origin: config.PUBLIC_ORIGIN },
    sweepStaffSessions: () => staffAuth.sweep(),
    leadRetentionMonths: config.LEAD_RETENTION_MONTHS,
    alertPendingDays: config.ALERT_PENDING_DAYS,
  });
  // Not awaited: a queue that cannot start now (the database away) must not keep the site from serving.
  if (config.JOBS_WORKER) {
    app.addHook("onReady", async () => {
      jobs.start().catch((error: unknown) => app.log.error({ err: error }, "scheduled work could not start"));
    });
  }
  app.addHook("onClose", () => jobs.stop());
  // Listing page views for the dashboard, counted in memory and written every few seconds (decision 035).
  countListingViews(app, createViewCounter(database.db, { log: app.log }));

  const staffAccounts = createStaffAccounts({
    db: database.db,
    auth: staffAuth,
    mailer: staffMailer,
    clock: options.clock,
    log: app.log,
  });
  // Public reads no cache answers: one budget per address, shared like the lead budget (docs/decisions/023-shared-rate-limits.md).
  const misses = createUncachedReadLimit(app, config.API_UNCACHED_RATE_LIMIT);
  await app.register(healthRoutes, { db: database.db, isDraining });
  await app.register(metricsRoute, { token: config.METRICS_TOKEN });
  await app.register(seoRoutes, { db: database.db, misses, publicOrigin: config.PUBLIC_ORIGIN });
  await app.register(
    async (api) => {
      await api.register(companyRoutes, { services });
      await api.register(companyPageRoutes, { services });
      await api.register(listingRoutes, { services, misses });
      await api.register(calendarRoutes, { services, misses, publicOrigin: config.PUBLIC_ORIGIN });
      await api.register(mapRoutes, { services });
      // One notifier: the enquiry routes e-mail new leads, the inbox a suspected lead staff moved to the inbox.
      const notifier = createLeadNotifier(database.db, {
        smtpUrl: config.SMTP_URL,
        to: config.LEAD_EMAIL_TO,
        from: config.LEAD_EMAIL_FROM,
        origin: config.PUBLIC_ORIGIN,
        log: app.log,
        retryDelaysMs: options.leadRetryDelaysMs,
      });
      await api.register(alertRoutes, { alerts: searchAlerts, ratePerMinute: config.ALERT_RATE_LIMIT });
      await api.register(leadRoutes, { db: database.db, ratePerMinute: config.LEAD_RATE_LIMIT, notifier });
      await api.register(adminRoutes, {
        prefix: "/admin",
        db: database.db,
        auth: staffAuth,
        routeTable: adminRouteTable,
        notifier,
        cache: services.cache,
        companyChanged,
        listingsChanged,
        pagesPublished,
        storage,
        jobs,
        accounts: staffAccounts,
        publicOrigin: config.PUBLIC_ORIGIN,
        trashDays: config.TRASH_DAYS,
        mailer: staffMailer,
      });
      await api.register(openApiRoutes);
      api.all("/*", async (request, reply) => sendError(request, reply, 404, "not_found"));
    },
    { prefix: "/api" },
  );

  // Uploaded PDFs are downloaded, never shown in the site's origin (docs/decisions/021-media-pipeline.md).
  app.addHook("onSend", documentHeaders);
  if (storage.kind === "s3") {
    // Uploads are in the bucket; the demo images stay in MEDIA_DIR (each process makes its own).
    await app.register(mediaFromStorage, { storage, fallbackRoot: resolve(config.MEDIA_DIR) });
  } else {
    await app.register(fastifyStatic, {
      root: resolve(config.MEDIA_DIR),
      prefix: "/media/",
      decorateReply: false,
      // Media keys are never reused for other content, so variants can be cached for good.
      cacheControl: false,
      setHeaders: (res) => res.setHeader("cache-control", cacheControl.media),
    });
  }

  const pages = options.pages;
  if (pages) {
    const publicSettings = { mapTiles: { url: config.MAP_TILE_URL, attribution: config.MAP_TILE_ATTRIBUTION } };
    // The origin of absolute links: PUBLIC_ORIGIN in production; else the request's own, its Host checked
    // (hostCheck), or localhost for a request without one.
    const originOf = (request: FastifyRequest) =>
      config.PUBLIC_ORIGIN ?? `${request.protocol}://${request.host || "localhost"}`;
    const pageServices = pageServicesOf(services);
    const getLoadContext = (request: FastifyRequest, reply: FastifyReply) => {
      const context = new RouterContextProvider();
      context.set(servicesContext, pageServices);
      context.set(publicSettingsContext, publicSettings);
      context.set(alertsContext, { manageView: searchAlerts.manageView, pendingView: searchAlerts.pendingView });
      // The back office's preview: a listing, drafts included, for a request with a staff session only.
      context.set(listingPreviewContext, async (kind, id, language) => {
        const token = staffSessionToken(request.headers.cookie);
        if (!token || !(await staffAuth.sessionOf(token))) return null;
        return previewListing(database.db, kind, id, language);
      });
      // The preview of a company page: its draft, for a staff member allowed to edit pages only.
      context.set(companyPagePreviewContext, async (page) => {
        const token = staffSessionToken(request.headers.cookie);
        const session = token ? await staffAuth.sessionOf(token) : undefined;
        if (!session || !can(session.staff, "editPages")) return undefined;
        return { content: await pagePreviewContent(database.db, page) };
      });
      context.set(requestInfoContext, {
        nonce: reply.pageNonce,
        origin: originOf(request),
      });
      return context;
    };
    // Their own scope: the page handler replaces the body parsers where it is registered.
    await app.register(async (scope) => {
      if ("build" in pages) {
        await scope.register(reactRouterPages, {
          build: pages.build,
          getLoadContext,
          originOf,
          clientBuildDirectory: "build/client",
          // The other half of CACHE_SECONDS: the data a page is rendered from may be half of it old (site.ts).
          cacheSeconds: config.CACHE_SECONDS / 2,
          rendersPerMinute: config.PAGE_RENDER_RATE_LIMIT,
          cache: services.cache,
          contentSecurityPolicy: (sources) => contentSecurityPolicy(sources, tileOriginOf(config.MAP_TILE_URL)),
        });
      } else {
        await scope.register(fastifyReactRouter, { devServer: pages.devServer, getLoadContext });
      }
    });
  }
  return app;
}

/** The staff session cookie's value in a Cookie header (pages have no cookie parser of their own). */
function staffSessionToken(header: string | undefined): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === sessionCookie) return value.join("=");
  }
  return undefined;
}

/**
 * Once shutdown begins, responses tell the client to close the connection, so the process does not wait out the
 * keep-alive timeout. `drain` (docs/decisions/029-connection-limits.md) comes first: Node's http.Server#close also cuts the keep-alive
 * connections that are idle at that instant, and a client sending its next request on one at that instant gets
 * a reset. Instead the listening socket alone is closed, requests on open connections are answered with
 * `Connection: close` (each client then closes its connection), and only connections that stayed idle for
 * `idleMs` (their clients sent nothing since) are closed by the server. Returns whether shutdown has begun (then
 * /readyz answers 503, so a load balancer still asking on an open connection sends no more traffic here).
 */
function closeConnectionsWhenShuttingDown(app: FastifyInstance): () => boolean {
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onSend", async (_request, reply) => {
    if (closing) reply.header("connection", "close");
  });
  app.decorate("drain", async ({ idleMs = 1000, deadlineMs = 8000 } = {}) => {
    closing = true;
    const server = app.server;
    if (!server.listening) return;
    Server.prototype.close.call(server);
    const open = () => new Promise<number>((resolve) => server.getConnections((_error, count) => resolve(count)));
    const started = Date.now();
    let idleClosed = false;
    while ((await open()) > 0 && Date.now() - started < deadlineMs) {
      if (!idleClosed && Date.now() - started >= idleMs) {
        server.closeIdleConnections();
        idleClosed = true;
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  });
  return () => closing;
}
