import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { LRUCache } from "lru-cache";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import type { Cache, CacheStore } from "./cache/cache.ts";
import { onCacheOutcome } from "./cache/outcomes.ts";
import type { DatabaseHandle } from "./db/connection.ts";
import type { QueryEvent } from "./db/observe.ts";

/**
 * The process's metrics in the Prometheus text format (docs/decisions/031-metrics-and-logs.md). One registry per
 * process, as Prometheus scrapes processes: the caches, the lead routes and the limiters count into it from
 * wherever they are, without being handed an app. Every label takes a bounded set of values (a route's pattern,
 * never its URL; a cache's topic; a limiter's name), so no client can grow the number of series.
 */
export const registry = new Registry();

const requestDuration = new Histogram({
  name: "site_http_request_duration_seconds",
  help: "Time to answer a request, by route pattern (pages: React Router's route id) and status class.",
  labelNames: ["method", "route", "status"] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

const cacheOutcomes = new Counter({
  name: "site_cache_requests_total",
  help: "Cache look-ups by topic and outcome: hit (fresh), miss (computed), stale (an older copy answered), error (failed, nothing older).",
  labelNames: ["topic", "outcome"] as const,
  registers: [registry],
});

const queryDuration = new Histogram({
  name: "site_db_query_duration_seconds",
  help: "Time of one SQL statement, by engine, statement kind and whether it failed.",
  labelNames: ["engine", "operation", "failed"] as const,
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [registry],
});

const connectionWait = new Histogram({
  name: "site_db_connection_wait_seconds",
  help: "Time a query waited for a connection: PostgreSQL's pool, or SQLite's one connection's turn.",
  labelNames: ["engine"] as const,
  buckets: [0.0001, 0.0005, 0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 3, 5],
  registers: [registry],
});

/** The pools of the databases the apps of this process use (one in production; tests build several). */
const pools = new Set<() => { total: number; idle: number; waiting: number }>();
new Gauge({
  name: "site_db_pool_connections",
  help: "PostgreSQL's pool: connections open, idle, and queries waiting for one.",
  labelNames: ["state"] as const,
  registers: [registry],
  collect() {
    const sum = { total: 0, idle: 0, waiting: 0 };
    for (const state of pools) {
      const now = state();
      sum.total += now.total;
      sum.idle += now.idle;
      sum.waiting += now.waiting;
    }
    this.set({ state: "open" }, sum.total);
    this.set({ state: "idle" }, sum.idle);
    this.set({ state: "waiting" }, sum.waiting);
  },
});

/** The caches of the apps of this process (one in production; tests build several). */
const caches = new Set<Cache>();
new Gauge({
  name: "site_cache_bytes",
  help: "Bytes the cache holds, by store (data, pages), and its bound (CACHE_DATA_MAX_MB, CACHE_PAGES_MAX_MB).",
  labelNames: ["store", "kind"] as const,
  registers: [registry],
  collect() {
    const held = { data: 0, pages: 0 };
    const bound = { data: 0, pages: 0 };
    for (const cache of caches) {
      for (const [store, bytes] of Object.entries(cache.bytes()) as [CacheStore, number][]) held[store] += bytes;
      for (const [store, bytes] of Object.entries(cache.maxBytes()) as [CacheStore, number][]) bound[store] += bytes;
    }
    for (const store of ["data", "pages"] as const) {
      this.set({ store, kind: "held" }, held[store]);
      this.set({ store, kind: "bound" }, bound[store]);
    }
  },
});

/** Shows a cache's bytes in the metrics until the function it returns is called. */
export function observeCache(cache: Cache): () => void {
  caches.add(cache);
  return () => caches.delete(cache);
}

const leads = new Counter({
  name: "site_leads_total",
  help: "Enquiries: stored (in the inbox), suspected (kept apart as likely spam), e-mailed, e-mail attempts failed.",
  labelNames: ["event"] as const,
  registers: [registry],
});

const refusals = new Counter({
  name: "site_rate_limit_refusals_total",
  help: "Requests and connections refused by a limit, by the limit's name.",
  labelNames: ["limiter"] as const,
  registers: [registry],
});

for (const event of ["stored", "suspected", "emailed", "email_failed"] as const) leads.inc({ event }, 0);

export type CacheOutcome = "hit" | "miss" | "stale" | "error";

/** Counts one look-up of a cache: `topic` is the cache's fixed name (list, detail, map, pages…). */
export function countCacheOutcome(topic: string | undefined, outcome: CacheOutcome): void {
  if (topic) cacheOutcomes.inc({ topic, outcome });
}

// Every answer of the one cache passes its outcome hook, by the value's family (docs/decisions/007-caching.md).
onCacheOutcome(({ topic, outcome }) => countCacheOutcome(topic, outcome));

export type LeadEvent = "stored" | "suspected" | "emailed" | "email_failed";

export function countLead(event: LeadEvent): void {
  leads.inc({ event });
}

/**
 * Counts a refusal by a limit: the @fastify/rate-limit route limits by their group (or route), and the site's own
 * budgets by name (api-uncached-reads, page-renders, sign-in, connections-per-address, requests-in-flight).
 */
export function countRefusal(limiter: string): void {
  refusals.inc({ limiter });
}

let defaultsStarted = false;
/** RSS, heap, event-loop lag (perf_hooks' monitorEventLoopDelay), GC and handles: prom-client's defaults. */
function startDefaultMetrics(): void {
  if (defaultsStarted) return;
  defaultsStarted = true;
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });
}

/** The first word of a statement: a handful of values, whatever the SQL. */
export function operationOf(sql: string): string {
  const word = /^\s*(?:with\b[\s\S]*?\)\s*)?([a-z]+)/i.exec(sql)?.[1]?.toLowerCase() ?? "other";
  return ["select", "insert", "update", "delete", "begin", "commit", "rollback", "savepoint", "release"].includes(word)
    ? word
    : "other";
}

/**
 * Watches a database handle: statement durations and connection waits into the metrics, its pool's state on
 * each scrape, and `onQuery` for each statement (the app's slow-query log). Returns the function that stops it.
 */
export function observeDatabase(database: DatabaseHandle, onQuery?: (event: QueryEvent) => void): () => void {
  const engine = database.engine;
  const stop = database.observe({
    query: (event) => {
      queryDuration.observe(
        { engine, operation: operationOf(event.sql), failed: String(event.failed) },
        event.durationMs / 1000,
      );
      onQuery?.(event);
    },
    connectionWait: (durationMs) => connectionWait.observe({ engine }, durationMs / 1000),
  });
  const { poolState } = database;
  if (poolState) pools.add(poolState);
  return () => {
    stop();
    if (poolState) pools.delete(poolState);
  };
}

/**
 * A page request's label: the id of the deepest React Router route its path matches (`en/property`,
 * `ar/not-found`), so a flood of unknown paths is one series. Data requests (`.data`) share their page's route.
 */
export function pageRouteLabeler(build: ServerBuild): (url: string) => string {
  type BuildRoute = NonNullable<ServerBuild["routes"][string]>;
  const byParent = new Map<string | undefined, BuildRoute[]>();
  for (const route of Object.values(build.routes)) {
    if (route) byParent.set(route.parentId, [...(byParent.get(route.parentId) ?? []), route]);
  }
  const tree = (parentId: string | undefined): RouteObject[] =>
    (byParent.get(parentId) ?? []).map((route) =>
      route.index
        ? { id: route.id, index: true, path: route.path }
        : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: tree(route.id) },
    );
  const routes = tree(undefined);
  // matchRoutes flattens and ranks every route again on each call (7 % of an uncached detail page's CPU). No route has
  // a number of its own, so a numeric segment is always an id: /property/12 and /property/9 share one match.
  const labels = new LRUCache<string, string>({ max: 1000 });
  return (url) => {
    const path = (url.split("?")[0] ?? "/").replace(/\.data$/, "").replace(/^\/_root$/, "/");
    const shape = path.replace(/\/\d+(?=\/|$)/g, "/0");
    let label = labels.get(shape);
    if (label === undefined) {
      label = `page:${matchRoutes(routes, shape)?.at(-1)?.route.id ?? "none"}`;
      labels.set(shape, label);
    }
    return label;
  };
}

export interface MetricsOptions {
  /** A page request's label (pageRouteLabeler); absent, pages are one series. */
  pageRoute?: (url: string) => string;
}

/** Times every request by its route's pattern and its status class. */
export const requestMetrics = fp<MetricsOptions>(
  async (app: FastifyInstance, options) => {
    startDefaultMetrics();
    app.addHook("onResponse", async (request, reply) => {
      requestDuration.observe(
        { method: methodOf(request.method), route: routeOf(request, options.pageRoute), status: statusOf(reply) },
        reply.elapsedTime / 1000,
      );
    });
  },
  { name: "request-metrics" },
);

const knownMethods = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
function methodOf(method: string): string {
  return knownMethods.has(method) ? method : "other";
}

function routeOf(request: FastifyRequest, pageRoute?: (url: string) => string): string {
  const pattern = request.routeOptions.url;
  // No route matched (Fastify's own 404) or the refusal came before routing.
  if (pattern === undefined) return "none";
  if (pattern === "*") return pageRoute ? pageRoute(request.url) : "page";
  return pattern;
}

function statusOf(reply: FastifyReply): string {
  return `${Math.floor(reply.statusCode / 100)}xx`;
}

/** Whether the Authorization header carries the token, compared in constant time. */
export function hasToken(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer\s+(\S+)\s*$/i.exec(header ?? "")?.[1] ?? "");
  const expected = Buffer.from(token);
  // timingSafeEqual needs equal lengths; comparing with itself keeps the time the same when they differ.
  return (
    timingSafeEqual(given.length === expected.length ? given : expected, expected) && given.length === expected.length
  );
}

/** The text Prometheus scrapes. */
export async function metricsText(): Promise<{ contentType: string; body: string }> {
  return { contentType: registry.contentType, body: await registry.metrics() };
}
