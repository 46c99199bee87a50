import { randomUUID } from "node:crypto";
import type { FastifyInstance, InjectOptions } from "fastify";
import type { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { servicesContext } from "../../app/lib/load-context.ts";
import { defaultListingQuery } from "../../domain/listing-query.ts";
import { oneRouteBuild } from "../../testing/server/build.ts";
import { createTestDatabase, type TestDatabase, testEngines } from "../../testing/server/databases.ts";
import { testPropertyGraph as listing } from "../../testing/server/listing.ts";
import { openThroughProxy, type startTcpProxy } from "../../testing/server/tcp-proxy.ts";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import type { DatabaseHandle } from "../db/connection.ts";
import { insertListingGraph } from "../db/listing.repository.ts";
import { seedCompany } from "../seed/seed-company.ts";
import { createSiteServices } from "../services/site-services.ts";

/**
 * A PostgreSQL that hangs rather than refuses (docs/decisions/028-database-outages.md): a proxy between the app and
 * the database first freezes the open connections (nothing forwarded, sockets open), then black-holes new ones.
 * The first request that meets the hang waits for its timeout and opens the breaker; from then on, what the caches
 * hold is answered at once however old, everything else is a 503 with Retry-After at once, one probe at a time
 * checks the database, and the site recovers by itself once the database answers.
 *
 * The bound said here: once the breaker is open, every answer comes in under half the shortest database timeout
 * (`fastMs`), so none of them waited for the database.
 */

const timeouts = { connectTimeoutMs: 1000, queryTimeoutMs: 1000, probeIntervalMs: 100 };
const fastMs = 500;

const enquiry = () => ({
  name: "Mohammed Abdullah Alqahtani",
  phone: "966501234567",
  message: "I would like to see the land",
  submissionKey: randomUUID(),
  website: "",
  fillMs: 8000,
});

/** The request's answer and how long it took. */
async function timed(app: FastifyInstance, options: InjectOptions) {
  const started = performance.now();
  const response = await app.inject(options);
  return { response, ms: performance.now() - started };
}

describe.each(testEngines.filter((engine) => engine === "postgres"))("a hanging %s database", (engine) => {
  let database: TestDatabase;
  let proxied: DatabaseHandle;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let app: FastifyInstance;
  let services: ReturnType<typeof createSiteServices>;
  const clock = { now: Date.now() };
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await seedCompany(database.db, undefined);
    await insertListingGraph(database.db, listing);
    ({ proxy, database: proxied } = await openThroughProxy(database.location, {
      poolSize: 3,
      timeouts,
      onIdleConnectionError: () => {},
    }));
    // A page whose loader reads the list its `limit` names, like the list pages.
    const { build } = oneRouteBuild(async ({ request, context }) => {
      const limit = Number(new URL(request.url).searchParams.get("limit") ?? 5);
      const services = (context as RouterContextProvider).get(servicesContext);
      return services.listListings("property", { ...defaultListingQuery, limit }, "en");
    });
    services = createSiteServices(proxied.db, {
      listCacheSeconds: 10,
      now: () => clock.now,
      databaseDown: proxied.isDown,
    });
    const config = {
      ...loadConfig({
        LOG_LEVEL: "silent",
        MEDIA_DIR: "data/test-media",
        LEAD_RATE_LIMIT: "1000",
        PAGE_RENDER_RATE_LIMIT: "0",
        API_UNCACHED_RATE_LIMIT: "0",
        // The pages and the API are tried here; scheduled work has a pool of its own (server/jobs/).
        JOBS_WORKER: "0",
      }),
      // Pages are kept for 0.1 s: expired by the time the breaker has opened.
      CACHE_SECONDS: 0.2,
    };
    app = await buildApp({ config, database: proxied, services, pages: { build } });
  });
  afterAll(async () => {
    await app?.close();
    await proxied?.close();
    await proxy?.stop().catch(() => {});
    await database?.drop();
  });

  /** What must stay fast while the database hangs, read once while it answered. */
  async function expectFastWhileDown(seen: { list: unknown; detail: unknown; id: number }) {
    // Well past every cache's lifetime.
    clock.now += 10 * 60_000;
    const answers = [
      await timed(app, { url: "/api/property?limit=5" }),
      await timed(app, { url: `/api/property/${seen.id}` }),
      await timed(app, { url: "/api/company" }),
      await timed(app, { url: "/en/properties?limit=5" }),
      await timed(app, { url: "/api/property?limit=7", headers: { "accept-language": "en" } }),
      await timed(app, { url: "/en/properties?limit=7" }),
      await timed(app, {
        method: "POST",
        url: "/api/contact",
        headers: { "content-type": "application/json", "accept-language": "en" },
        payload: enquiry(),
      }),
      await timed(app, {
        method: "POST",
        url: "/api/contact",
        headers: { "content-type": "application/json", "accept-language": "ar" },
        payload: enquiry(),
      }),
      await timed(app, { url: "/readyz" }),
    ];
    const [list, detail, company, page, uncachedList, uncachedPage, lead, arabicLead, ready] = answers.map(
      (answer) => answer.response,
    );
    // Read before: answered, however old.
    expect(list?.statusCode).toBe(200);
    expect(list?.json()).toEqual(seen.list);
    expect(detail?.json()).toEqual(seen.detail);
    expect(company?.statusCode).toBe(200);
    expect(page?.statusCode).toBe(200);
    expect(page?.headers["cache-status"]).toContain("stale-database-unavailable");
    expect(page?.body).toContain("<p>/en/properties</p>");
    // Never read, and every write: 503, when to come back, in the request's language.
    for (const refused of [uncachedList, lead]) {
      expect(refused?.statusCode).toBe(503);
      expect(refused?.headers["retry-after"]).toBe("10");
      expect(refused?.json()).toEqual({
        error: { code: "unavailable", message: "The service is temporarily unavailable. Please try again shortly." },
      });
    }
    expect(arabicLead?.statusCode).toBe(503);
    expect(arabicLead?.json().error.message).toMatch(/غير متاحة مؤقتًا/);
    expect(uncachedPage?.statusCode).toBe(503);
    expect(uncachedPage?.headers["retry-after"]).toBe("10");
    expect(uncachedPage?.headers["content-type"]).toContain("text/html");
    expect(uncachedPage?.body).toContain("/en/properties 503");
    expect(ready?.statusCode).toBe(503);
    for (const [index, answer] of answers.entries()) expect(answer.ms, `answer ${index}`).toBeLessThan(fastMs);
  }

  it("answers from the caches or 503 at once while it hangs, probes one at a time, and recovers by itself", async () => {
    const list = await app.inject({ url: "/api/property?limit=5" });
    expect(list.statusCode).toBe(200);
    const id = list.json().data[0].id;
    const detail = await app.inject({ url: `/api/property/${id}` });
    expect(detail.statusCode).toBe(200);
    expect((await app.inject({ url: "/api/company" })).statusCode).toBe(200);
    expect((await app.inject({ url: "/en/properties?limit=5" })).statusCode).toBe(200);
    const seen = { list: list.json(), detail: detail.json(), id };
    // The detail's read notes its listing as seen a moment later (server/services/seen-notes.ts): written now, not on
    // a connection the hang below freezes (its timeout would then open the breaker again after the recovery).
    await services.settle();

    // Frozen: the open connections stay open and nothing comes back. The first request that needs the database
    // waits for the query timeout (the server never answers, so the client's: 1 s more), then the breaker opens.
    proxy.setMode("freeze");
    clock.now += 10 * 60_000;
    const first = await timed(app, { url: "/api/property?limit=9" });
    expect(first.response.statusCode).toBe(503);
    expect(first.ms).toBeGreaterThanOrEqual(timeouts.queryTimeoutMs);
    expect(proxied.isDown()).toBe(true);
    await expectFastWhileDown(seen);

    // Black-holed: new connections are accepted and never answered. Requests never open one: only the probe does,
    // one at a time, so a burst of uncached requests opens at most one connection.
    proxy.setMode("black-hole");
    await expectFastWhileDown(seen);
    const accepted = proxy.acceptedConnections;
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, index) => app.inject({ url: `/api/property?limit=${20 + index}` })),
    );
    expect(burst.map((response) => response.statusCode)).toEqual(Array(20).fill(503));
    expect(proxy.acceptedConnections - accepted).toBeLessThanOrEqual(1);

    // Back: a probe finds the database, and everything answers again without a restart.
    proxy.setMode("pass");
    await expect.poll(async () => (await app.inject({ url: "/readyz" })).statusCode, { timeout: 10_000 }).toBe(200);
    expect(proxied.isDown()).toBe(false);
    expect((await app.inject({ url: "/api/property?limit=9" })).statusCode).toBe(200);
    expect((await app.inject({ url: "/en/properties?limit=7" })).statusCode).toBe(200);
    const payload = enquiry();
    const stored = await app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "application/json" },
      payload,
    });
    expect(stored.statusCode).toBe(201);
    const rows = await database.db
      .selectFrom("leads")
      .select("id")
      .where("submission_key", "=", payload.submissionKey)
      .execute();
    expect(rows).toHaveLength(1);
    // None of the refused enquiries was stored: nobody was told "sent" for them.
    expect(await database.db.selectFrom("leads").select("id").execute()).toHaveLength(1);
  });
});
