import fastify from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { oneRouteBuild } from "../../testing/server/build.ts";
import { createCache } from "../cache/cache.ts";
import { topics } from "../cache/topics.ts";
import { cacheKeyOf } from "./pages/cache-key.ts";
import { pageCache } from "./pages/page-cache.ts";
import { reactRouterPages } from "./react-router-pages.ts";

/**
 * The page cache as the host uses it (docs/decisions/007-caching.md): which requests reuse a rendered page,
 * which bypass it, what its key holds, and how a staff change empties it.
 */

type Entry = (request: Request, status: number, headers: Headers) => Response;

async function pagesApp(options: { setCookieOn?: string } = {}) {
  const { build, renders } = oneRouteBuild();
  const module = build.entry.module as unknown as { default: Entry };
  const render = module.default;
  // A page may set a cookie (a redirect of the language, a session): that answer is one visitor's.
  module.default = (request, status, headers) => {
    if (options.setCookieOn && new URL(request.url).pathname === options.setCookieOn) {
      headers.set("set-cookie", "lang=en; Path=/");
    }
    return render(request, status, headers);
  };
  const cache = createCache();
  const app = fastify();
  app.decorateReply("pageNonce", "");
  await app.register(reactRouterPages, {
    build,
    getLoadContext: () => undefined as never,
    originOf: () => "http://localhost",
    clientBuildDirectory: "build/client",
    cacheSeconds: 60,
    rendersPerMinute: 0,
    contentSecurityPolicy: () => "default-src 'self'",
    cache,
  });
  return { app, renders, forget: () => cache.invalidate(topics.pages) };
}

describe("the page cache", () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
  });

  it("reuses a rendered page for the same key, and renders again once staff changed what pages show", async () => {
    const { app, renders, forget } = await pagesApp();
    close = () => app.close();
    const first = await app.inject({ url: "/en/auctions" });
    const second = await app.inject({ url: "/en/auctions" });
    expect(second.body).toBe(first.body);
    expect(renders()).toBe(1);
    expect((await app.inject({ url: "/en/auctions", headers: { "accept-encoding": "br" } })).headers).toMatchObject({
      "content-encoding": "br",
    });
    expect(renders()).toBe(1);
    // A listing saved in the back office empties this process's cache (listingsChanged in server/app.ts).
    forget();
    await app.inject({ url: "/en/auctions" });
    expect(renders()).toBe(2);
  });

  it("answers an expired page without a render while the database is known to be down", async () => {
    let down = false;
    let renders = 0;
    const cache = pageCache<{ expires: number; html: string }>(createCache({ databaseDown: () => down }));
    const render = async () => ({ expires: Date.now() - 1, html: `render ${++renders}` });
    expect((await cache.get("/en/auctions", render)).result).toMatchObject({ html: "render 1" });
    down = true;
    expect(await cache.get("/en/auctions", render)).toEqual({
      result: expect.objectContaining({ html: "render 1" }),
      shared: false,
      stale: true,
    });
    expect(renders).toBe(1);
    // A page never rendered is rendered (its loaders fail fast and it answers 503).
    await cache.get("/en/projects", render);
    expect(renders).toBe(2);
    down = false;
    expect((await cache.get("/en/auctions", render)).result).toMatchObject({ html: "render 3" });
  });

  it("keys pages by the list view cookie and the typed-address language, not by other cookies", async () => {
    const { app, renders } = await pagesApp();
    close = () => app.close();
    await app.inject({ url: "/auctions" });
    await app.inject({ url: "/auctions", headers: { cookie: "listingView=grid; _ga=GA1.2.3" } });
    expect(renders()).toBe(1);
    await app.inject({ url: "/auctions", headers: { cookie: "listingView=list" } });
    expect(renders()).toBe(2);
    await app.inject({ url: "/auctions", headers: { cookie: "lang=en", "sec-fetch-site": "none" } });
    expect(renders()).toBe(3);
    await app.inject({ url: "/auctions", headers: { cookie: "lang=en", "sec-fetch-site": "same-origin" } });
    expect(renders()).toBe(3);
    // Both directions: an English address typed by a visitor who chose Arabic is redirected, so keyed apart.
    await app.inject({ url: "/en/auctions", headers: { cookie: "lang=ar", "sec-fetch-site": "none" } });
    await app.inject({ url: "/en/auctions" });
    expect(renders()).toBe(5);
    // The language switch's marked link always reaches the root loader, which records the choice.
    expect(cacheKeyOf({ method: "GET", url: "/en/auctions?lang=en", headers: {} }, "http://localhost")).toBeUndefined();
  });

  it("never keeps an answer that sets a cookie, a staff page, a preview, an alert page, a data request or a POST", async () => {
    const { app, renders } = await pagesApp({ setCookieOn: "/en" });
    close = () => app.close();
    // The alert pages carry a token and an address in their query (docs/decisions/040-search-alerts.md).
    const paths = [
      "/en",
      "/admin/listings/3",
      "/en/admin/preview/property/3",
      "/alerts/confirm?token=abc",
      "/en/alerts/manage?token=def",
    ];
    for (const url of paths) {
      await app.inject({ url });
      await app.inject({ url });
    }
    expect(renders()).toBe(paths.length * 2);
    const staff = await app.inject({ url: "/admin/preview/property/3" });
    expect(staff.headers["cache-control"]).toBe("no-store");
    expect(staff.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(renders()).toBe(paths.length * 2 + 1);
    // Client navigations' data requests and form posts have no page key: the services' own caches serve the former.
    expect(cacheKeyOf({ method: "GET", url: "/en/auctions.data", headers: {} }, "http://localhost")).toBeUndefined();
    expect(cacheKeyOf({ method: "POST", url: "/contactus", headers: {} }, "http://localhost")).toBeUndefined();
  });
});
