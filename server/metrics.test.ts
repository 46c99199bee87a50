import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { type AddressInfo, connect } from "node:net";
import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../testing/server/app.ts";
import { oneRouteBuild } from "../testing/server/build.ts";
import { createTestDatabase, type TestDatabase, testEngines } from "../testing/server/databases.ts";
import { testPropertyGraph } from "../testing/server/listing.ts";
import { startMailServer } from "../testing/server/mail-server.ts";
import { insertListingGraph } from "./db/listing.repository.ts";
import { pageRouteLabeler } from "./metrics.ts";
import { startMetricsServer } from "./metrics-endpoint.ts";

/** The metrics endpoint and the request-scoped logs (docs/decisions/031-metrics-and-logs.md). */

const token = "a-scraper-token-of-32-characters";
const scrapeHeaders = { authorization: `Bearer ${token}` };

/** The sum of a metric's samples whose labels include `labels`, from the Prometheus text. */
function sampleOf(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  let total: number | undefined;
  for (const line of text.split("\n")) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) total = (total ?? 0) + Number(match[3]);
  }
  return total;
}

/** How many series of a metric the text has. */
function seriesCount(text: string, name: string): number {
  return text.split("\n").filter((line) => line.startsWith(`${name}{`)).length;
}

async function scrape(app: FastifyInstance): Promise<string> {
  const answer = await app.inject({ url: "/metrics", headers: scrapeHeaders });
  expect(answer.statusCode).toBe(200);
  return answer.body;
}

interface LogLine {
  msg: string;
  reqId?: string;
  [key: string]: unknown;
}

function captureLogs() {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, stream };
}

async function eventually<T>(check: () => Promise<T | undefined | false> | T | undefined | false, timeoutMs = 15_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > end) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const enquiry = (extra: Record<string, unknown> = {}) => ({
  name: "Zubair Qasim Alharbi",
  email: "zubair.visitor@example.sa",
  phone: "966501239876",
  message: "أرغب في بيع أرض في حي الملقا",
  submissionKey: randomUUID(),
  website: "",
  fillMs: 6000,
  ...extra,
});

const postLead = (app: FastifyInstance, payload: unknown) =>
  app.inject({
    method: "POST",
    url: "/api/contact",
    headers: { "content-type": "application/json", "accept-language": "en" },
    payload: JSON.stringify(payload),
  });

describe.each(testEngines)("metrics on %s", (engine) => {
  let database: TestDatabase;
  let propertyId: number;
  let smtp: Awaited<ReturnType<typeof startMailServer>>;
  const apps: FastifyInstance[] = [];

  const site = async (environment: Record<string, string>, options: Parameters<typeof buildTestApp>[2] = {}) => {
    const app = await buildTestApp(
      database,
      {
        METRICS_TOKEN: token,
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        LEAD_EMAIL_TO: "sales@example.sa",
        LEAD_EMAIL_FROM: "Website <website@example.sa>",
        ...environment,
      },
      { leadRetryDelaysMs: [0], ...options },
    );
    apps.push(app);
    await app.ready();
    return app;
  };

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    propertyId = await insertListingGraph(database.db, testPropertyGraph);
    smtp = await startMailServer();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await smtp?.close();
    await database?.drop();
  });

  it("is not served without METRICS_TOKEN, and refused without the token or with another", async () => {
    const closed = await site({ METRICS_TOKEN: "" });
    expect((await closed.inject({ url: "/metrics" })).statusCode).toBe(404);
    expect((await closed.inject({ url: "/metrics", headers: scrapeHeaders })).statusCode).toBe(404);

    const app = await site({});
    for (const authorization of [undefined, "Bearer ", `Bearer ${token}x`, `Bearer ${token.slice(1)}`, token]) {
      const answer = await app.inject({ url: "/metrics", headers: authorization ? { authorization } : {} });
      expect(answer.statusCode, authorization).toBe(401);
      expect(answer.headers["www-authenticate"]).toMatch(/^Bearer/);
      expect(answer.body).not.toContain("site_");
    }
    const answer = await app.inject({ url: "/metrics", headers: scrapeHeaders });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(answer.headers["cache-control"]).toBe("no-store");
  });

  it("exposes each series after a request, a lead, a refusal and cache look-ups", async () => {
    // The cache gauges add up the caches of the apps open in this process: this app's alone.
    for (const open of apps.splice(0)) await open.close();
    const app = await site(
      { LEAD_RATE_LIMIT: "3", CACHE_DATA_MAX_MB: "3", CACHE_PAGES_MAX_MB: "5" },
      { listCacheSeconds: 60 },
    );
    const before = await scrape(app);

    // A list three times and a detail three times: two misses (the value is kept from the second ask,
    // CACHE_MIN_USES), then a hit, on each cache.
    for (let round = 0; round < 3; round += 1) {
      expect((await app.inject({ url: "/api/property?limit=5" })).statusCode).toBe(200);
      expect((await app.inject({ url: `/api/property/${propertyId}` })).statusCode).toBe(200);
    }
    // A lead e-mailed, a suspected one (sent too fast), and one over the budget of 3 a minute.
    expect((await postLead(app, enquiry())).statusCode).toBe(201);
    expect((await postLead(app, enquiry({ fillMs: 100 }))).statusCode).toBe(201);
    expect((await postLead(app, enquiry())).statusCode).toBe(201);
    expect((await postLead(app, enquiry())).statusCode).toBe(429);
    const emailed = (text: string) => sampleOf(text, "site_leads_total", { event: "emailed" }) ?? 0;
    const after = await eventually(async () => {
      const text = await scrape(app);
      return emailed(text) >= emailed(before) + 2 && text;
    });
    const grew = (name: string, labels: Record<string, string> = {}) =>
      (sampleOf(after, name, labels) ?? 0) - (sampleOf(before, name, labels) ?? 0);

    expect(grew("site_http_request_duration_seconds_count", { route: "/api/property", status: "2xx" })).toBe(3);
    expect(grew("site_http_request_duration_seconds_count", { route: "/api/property/:id", status: "2xx" })).toBe(3);
    expect(grew("site_http_request_duration_seconds_count", { route: "/api/contact", status: "4xx" })).toBe(1);
    expect(sampleOf(after, "site_http_request_duration_seconds_bucket", { route: "/api/property", le: "+Inf" })).toBe(
      sampleOf(after, "site_http_request_duration_seconds_count", { route: "/api/property" }),
    );
    expect(grew("site_cache_requests_total", { topic: "list", outcome: "miss" })).toBe(2);
    expect(grew("site_cache_requests_total", { topic: "list", outcome: "hit" })).toBe(1);
    expect(grew("site_cache_requests_total", { topic: "detail", outcome: "miss" })).toBe(2);
    expect(grew("site_cache_requests_total", { topic: "detail", outcome: "hit" })).toBe(1);
    // What the caches hold, against their bounds (the settings, in MB).
    expect(sampleOf(after, "site_cache_bytes", { store: "data", kind: "held" })).toBeGreaterThan(0);
    expect(sampleOf(after, "site_cache_bytes", { store: "data", kind: "bound" })).toBe(3 * 1024 * 1024);
    expect(sampleOf(after, "site_cache_bytes", { store: "pages", kind: "bound" })).toBe(5 * 1024 * 1024);
    expect(grew("site_db_query_duration_seconds_count", { engine, operation: "select" })).toBeGreaterThan(0);
    expect(grew("site_db_query_duration_seconds_count", { engine, operation: "insert" })).toBeGreaterThan(0);
    expect(grew("site_db_connection_wait_seconds_count", { engine })).toBeGreaterThan(0);
    expect(sampleOf(after, "site_db_pool_connections", { state: "open" })).toBeDefined();
    if (engine === "postgres")
      expect(sampleOf(after, "site_db_pool_connections", { state: "open" })).toBeGreaterThan(0);
    expect(grew("site_leads_total", { event: "stored" })).toBe(2);
    expect(grew("site_leads_total", { event: "suspected" })).toBe(1);
    expect(grew("site_leads_total", { event: "emailed" })).toBe(2);
    expect(grew("site_rate_limit_refusals_total", { limiter: "leads" })).toBe(1);
    // The process: event-loop lag, RSS and heap (prom-client's defaults).
    expect(sampleOf(after, "nodejs_eventloop_lag_p99_seconds")).toBeGreaterThanOrEqual(0);
    expect(sampleOf(after, "process_resident_memory_bytes")).toBeGreaterThan(10_000_000);
    expect(sampleOf(after, "nodejs_heap_size_used_bytes")).toBeGreaterThan(1_000_000);

    // The Grafana dashboard asks only for series the endpoint has.
    const dashboard = JSON.stringify(JSON.parse(readFileSync("docs/grafana-dashboard.json", "utf8")));
    const asked = new Set(dashboard.match(/\b(site|nodejs|process)_[a-z0-9_]+/g));
    expect(asked.size).toBeGreaterThan(10);
    for (const name of asked) expect(after, name).toMatch(new RegExp(`^${name}[{ ]`, "m"));
  });

  it("counts a failed lead e-mail", async () => {
    const app = await site({ SMTP_URL: "smtp://127.0.0.1:9" });
    const failed = async () => sampleOf(await scrape(app), "site_leads_total", { event: "email_failed" }) ?? 0;
    const before = await failed();
    expect((await postLead(app, enquiry())).statusCode).toBe(201);
    await eventually(async () => (await failed()) > before);
    expect(await failed()).toBe(before + 1);
  });

  it("keeps one series per route however many unknown paths are asked", async () => {
    const app = await site({});
    for (let i = 0; i < 5; i += 1) await app.inject({ url: `/api/nothing-${i}` });
    const before = await scrape(app);
    for (let i = 0; i < 200; i += 1) {
      expect((await app.inject({ url: `/api/nothing-${randomUUID()}` })).statusCode).toBe(404);
      expect((await app.inject({ url: `/no/such/${randomUUID()}?q=${i}` })).statusCode).toBe(404);
      await app.inject({ method: "PROPFIND" as "GET", url: `/x${i}` });
    }
    const after = await scrape(app);
    expect(seriesCount(after, "site_http_request_duration_seconds_count")).toBeLessThanOrEqual(
      seriesCount(before, "site_http_request_duration_seconds_count") + 3,
    );
    expect(after).not.toMatch(/nothing-|no\/such/);
  });

  it("logs a slow statement with its SQL, duration and request id, never the values", async () => {
    const { lines, stream } = captureLogs();
    const app = await site({ LOG_LEVEL: "info", SLOW_QUERY_MS: "0" }, { logStream: stream });
    const answer = await postLead(app, enquiry());
    expect(answer.statusCode).toBe(201);
    const reqId = lines.find((line) => line.msg === "incoming request" && line.req)?.reqId;
    expect(reqId).toBeDefined();
    const slow = lines.filter((line) => line.msg === "slow query" && line.reqId === reqId);
    expect(slow.length).toBeGreaterThan(0);
    const insert = slow.find((line) => /^\s*insert into "leads"/i.test(String(line.sql)));
    expect(insert).toBeDefined();
    expect(insert?.durationMs).toEqual(expect.any(Number));
    await eventually(() => lines.some((line) => line.msg === "lead e-mailed"));
    const text = JSON.stringify(lines);
    for (const personal of ["Zubair", "zubair.visitor", "966501239876", "الملقا"]) expect(text).not.toContain(personal);

    // Above the threshold nothing is logged.
    const quiet = captureLogs();
    const calm = await site({ LOG_LEVEL: "info", SLOW_QUERY_MS: "60000" }, { logStream: quiet.stream });
    expect((await calm.inject({ url: "/api/property?limit=5" })).statusCode).toBe(200);
    expect(quiet.lines.some((line) => line.msg === "incoming request")).toBe(true);
    expect(quiet.lines.some((line) => line.msg === "slow query")).toBe(false);
  });

  it("puts the request's id on every line the request causes, its lead's e-mail included", async () => {
    const { lines, stream } = captureLogs();
    const app = await site({ LOG_LEVEL: "info", SLOW_QUERY_MS: "0" }, { logStream: stream });
    // Start-up work (leads left to e-mail) is no request's: wait for its statement, then watch one request alone.
    await eventually(() => lines.some((line) => line.msg === "slow query" && /notify/.test(String(line.sql))));
    // Over a real connection, the body sent only once the request has begun: it arrives in the socket's own
    // events, outside the request's call, where an injected request's body would not.
    await app.listen({ host: "127.0.0.1", port: 0 });
    lines.length = 0;
    const sent = smtp.mails.length;
    const body = Buffer.from(JSON.stringify(enquiry()));
    const socket = connect((app.server.address() as AddressInfo).port, "127.0.0.1");
    let answer = "";
    socket.on("data", (chunk) => {
      answer += String(chunk);
    });
    socket.write(
      "POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n" +
        `Accept-Language: en\r\nConnection: close\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    await eventually(() => lines.some((line) => line.msg === "incoming request"));
    socket.write(body);
    await eventually(() => answer.includes("\r\n\r\n") && answer);
    socket.destroy();
    expect(answer).toMatch(/^HTTP\/1\.1 201/);
    await eventually(() => smtp.mails.length > sent && lines.some((line) => line.msg === "lead e-mailed"));
    const reqId = lines[0]?.reqId;
    expect(reqId).toEqual(expect.any(String));
    const messages = new Set(lines.map((line) => line.msg));
    for (const message of ["incoming request", "slow query", "lead stored", "request completed", "lead e-mailed"]) {
      expect(messages, message).toContain(message);
    }
    for (const line of lines) expect(line.reqId, JSON.stringify(line)).toBe(reqId);
    // Each line names the id once (the request's own logger already carries it).
    expect(lines.every((line) => Object.keys(line).filter((key) => key === "reqId").length === 1)).toBe(true);
  });
});

describe("a request the HTTP parser refuses", () => {
  it("is logged with the id of the request it cut short, and without one when no request was read", async () => {
    const database = await createTestDatabase("sqlite");
    const { lines, stream } = captureLogs();
    const app = await buildTestApp(database, { LOG_LEVEL: "info" }, { logStream: stream });
    try {
      await app.listen({ host: "127.0.0.1", port: 0 });
      const port = (app.server.address() as AddressInfo).port;
      const exchange = (text: string) =>
        new Promise<string>((resolve, reject) => {
          let answer = "";
          const socket = connect(port, "127.0.0.1", () => {
            socket.write(text);
            socket.end();
          });
          socket.on("data", (chunk) => {
            answer += String(chunk);
          });
          socket.on("close", () => resolve(answer));
          socket.on("error", reject);
        });
      const cut = await exchange(
        "POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n" +
          'Content-Length: 50\r\n\r\n{"name":"x"}',
      );
      expect(cut).toMatch(/^HTTP\/1\.1 400/);
      const reqId = lines.find((line) => line.msg === "incoming request")?.reqId;
      expect(reqId).toEqual(expect.any(String));
      const refusal = await eventually(() =>
        lines.find((line) => line.msg === "request refused by the HTTP parser" && line.code === "incomplete_body"),
      );
      expect(refusal.reqId).toBe(reqId);

      const unknown = await exchange("BREW /api/company HTTP/1.1\r\nHost: localhost\r\n\r\n");
      expect(unknown).toMatch(/^HTTP\/1\.1 400/);
      const line = await eventually(() => lines.find((entry) => entry.code === "unknown_method"));
      expect(line.reqId).toBeUndefined();
      expect(line.address).toBe("127.0.0.1");
    } finally {
      await app.close();
      await database.drop();
    }
  });
});

describe("page requests", () => {
  it("are labelled by their React Router route, a flood of unknown paths as one", () => {
    const module = { default: () => null };
    const routes = {
      root: { id: "root", path: "", module },
      "ar/home": { id: "ar/home", parentId: "root", index: true, module },
      "ar/property": { id: "ar/property", parentId: "root", path: "property/:id", module },
      en: { id: "en", parentId: "root", path: "en", module },
      "en/property": { id: "en/property", parentId: "en", path: "property/:id", module },
      "ar/not-found": { id: "ar/not-found", parentId: "root", path: "*", module },
    };
    const label = pageRouteLabeler({ routes } as unknown as ServerBuild);
    expect(label("/")).toBe("page:ar/home");
    expect(label("/property/12?x=1")).toBe("page:ar/property");
    expect(label("/property/12.data")).toBe("page:ar/property");
    expect(label("/en/property/7")).toBe("page:en/property");
    // Matched once per shape of path: another id gives the same answer, an unknown path after it its own.
    expect(label("/property/9")).toBe("page:ar/property");
    expect(label("/property/9/x")).toBe("page:ar/not-found");
    expect(label("/en")).toBe("page:en");
    expect(new Set(Array.from({ length: 50 }, (_, i) => label(`/zz${i}/${randomUUID()}`)))).toEqual(
      new Set(["page:ar/not-found"]),
    );
  });
});

describe.each(testEngines)("the page cache's metrics on %s", (engine) => {
  it("counts a rendered page as a miss and its reuse as a hit, under the route's label", async () => {
    const database = await createTestDatabase(engine);
    const { build } = oneRouteBuild();
    const app = await buildTestApp(database, { METRICS_TOKEN: token, CACHE_SECONDS: "60" }, { pages: { build } });
    try {
      const before = await scrape(app);
      // Rendered twice (kept from the second ask, CACHE_MIN_USES), then reused.
      for (let ask = 0; ask < 3; ask += 1) expect((await app.inject({ url: "/en/auctions" })).statusCode).toBe(200);
      const after = await scrape(app);
      const grew = (name: string, labels: Record<string, string>) =>
        (sampleOf(after, name, labels) ?? 0) - (sampleOf(before, name, labels) ?? 0);
      expect(grew("site_cache_requests_total", { topic: "pages", outcome: "miss" })).toBe(2);
      expect(grew("site_cache_requests_total", { topic: "pages", outcome: "hit" })).toBe(1);
      expect(grew("site_http_request_duration_seconds_count", { route: "page:page", status: "2xx" })).toBe(3);
      expect(sampleOf(after, "site_cache_bytes", { store: "pages", kind: "held" })).toBeGreaterThan(0);
    } finally {
      await app.close();
      await database.drop();
    }
  });
});

describe("the metrics listener (METRICS_PORT)", () => {
  it("answers /metrics alone, with the token when one is set", async () => {
    const silent = { error: () => {} } as never;
    const open = await startMetricsServer({ host: "127.0.0.1", port: 0, token: undefined, log: silent });
    const guarded = await startMetricsServer({ host: "127.0.0.1", port: 0, token, log: silent });
    try {
      const url = (server: typeof open, path: string) =>
        `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;
      const answer = await fetch(url(open, "/metrics"));
      expect(answer.status).toBe(200);
      expect(await answer.text()).toMatch(/^# HELP /m);
      expect((await fetch(url(open, "/"))).status).toBe(404);
      expect((await fetch(url(guarded, "/metrics"))).status).toBe(401);
      expect((await fetch(url(guarded, "/metrics"), { headers: scrapeHeaders })).status).toBe(200);
    } finally {
      open.close();
      guarded.close();
    }
  });
});
