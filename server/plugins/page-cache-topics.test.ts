import fastify from "fastify";
import { afterEach, describe, expect, it, vi } from "vitest";
import { oneRouteBuild } from "../../testing/server/build.ts";
import { type Cache, createCache } from "../cache/cache.ts";
import { companyChangedTopics, listingsChangedTopics, topics } from "../cache/topics.ts";
import { reactRouterPages } from "./react-router-pages.ts";

/**
 * The page cache on the one cache (docs/decisions/007-caching.md): its keys, which topics forget a page, and the
 * older page answered when a render finds the database unavailable.
 */

async function pagesApp(options: { cache?: Cache; origin?: (host: string) => string; down?: () => boolean } = {}) {
  const { build, renders } = oneRouteBuild(() => {
    // The page services turn an outage into a 503 route error (server/services/page-services.ts).
    if (options.down?.()) throw new Response(null, { status: 503 });
    return null;
  });
  const cache = options.cache ?? createCache();
  const app = fastify();
  app.decorateReply("pageNonce", "");
  await app.register(reactRouterPages, {
    build,
    getLoadContext: () => undefined as never,
    originOf: (request) => options.origin?.(request.headers.host ?? "") ?? "http://localhost",
    clientBuildDirectory: "build/client",
    cacheSeconds: 60,
    rendersPerMinute: 0,
    contentSecurityPolicy: () => "default-src 'self'",
    cache,
  });
  return { app, renders, cache };
}

describe("the page cache on the one cache", () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    vi.useRealTimers();
    await close?.();
  });

  it("keys a page by its origin and its list query, whatever the order, tracking or empty parameters", async () => {
    const { app, renders } = await pagesApp({ origin: (host) => `http://${host}` });
    close = () => app.close();
    await app.inject({ url: "/en/properties?page=2&limit=12", headers: { host: "a.example" } });
    await app.inject({ url: "/en/properties?limit=12&utm_source=x&page=2&search=", headers: { host: "a.example" } });
    expect(renders()).toBe(1);
    // Another origin's absolute links differ; another filter is another page.
    await app.inject({ url: "/en/properties?page=2&limit=12", headers: { host: "b.example" } });
    await app.inject({ url: "/en/properties?page=3&limit=12", headers: { host: "a.example" } });
    expect(renders()).toBe(3);
  });

  it("is forgotten by a change to listings or to the company, and not by other topics", async () => {
    const { app, renders, cache } = await pagesApp();
    close = () => app.close();
    await app.inject({ url: "/en/auctions" });
    cache.invalidate([topics.lists, topics.details, topics.map, topics.leads]);
    await app.inject({ url: "/en/auctions" });
    expect(renders()).toBe(1);
    cache.invalidate(listingsChangedTopics);
    await app.inject({ url: "/en/auctions" });
    expect(renders()).toBe(2);
    cache.invalidate(companyChangedTopics);
    await app.inject({ url: "/en/auctions" });
    expect(renders()).toBe(3);
  });

  it("answers the older page, marked stale, when a render after its expiry answers 503, then renders again", async () => {
    let down = false;
    const { app, renders } = await pagesApp({ down: () => down });
    close = () => app.close();
    const kept = await app.inject({ url: "/en/projects" });
    expect(kept.statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 61_000);
    down = true;
    const stale = await app.inject({ url: "/en/projects" });
    expect(renders()).toBe(2);
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(kept.body);
    expect(stale.headers["cache-status"]).toBe("aqar-site; hit; detail=stale-database-unavailable");
    // A page never kept has no older copy: the 503 page, never kept.
    const never = await app.inject({ url: "/en/projects/4" });
    expect(never.statusCode).toBe(503);
    expect(never.headers["cache-control"]).toBe("no-store");
    expect(never.headers["retry-after"]).toBe("10");
    down = false;
    const back = await app.inject({ url: "/en/projects" });
    expect(back.headers["cache-status"]).toBeUndefined();
    expect(renders()).toBe(4);
  });
});
