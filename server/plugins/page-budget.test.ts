import fastify from "fastify";
import { describe, expect, it } from "vitest";
import { oneRouteBuild } from "../../testing/server/build.ts";
import { cacheKeyOf, reactRouterPages } from "./react-router-pages.ts";

/** Uncached reads (docs/decisions/023-shared-rate-limits.md): unique query strings neither fill the page cache nor make the CPU render without end. */

async function pagesApp(rendersPerMinute: number) {
  const { build, renders } = oneRouteBuild();
  const app = fastify();
  app.decorateReply("pageNonce", "");
  await app.register(reactRouterPages, {
    build,
    getLoadContext: () => undefined as never,
    originOf: () => "http://localhost",
    clientBuildDirectory: "build/client",
    cacheSeconds: 60,
    rendersPerMinute,
    contentSecurityPolicy: () => "default-src 'self'",
  });
  return { app, renders };
}

describe("the page cache's key", () => {
  const key = (url: string) => cacheKeyOf({ method: "GET", url, headers: {} }, "http://localhost");

  it("keeps only the parameters a page reads, trimmed, without empty ones, in a fixed order", () => {
    expect(key("/en/auctions?utm_source=ad&fbclid=1&x=")).toBe(key("/en/auctions"));
    expect(key("/auctions?status=ACTIVE&categoryId=3")).toBe(key("/auctions?categoryId=3&status=ACTIVE"));
    expect(key("/auctions?search=&status=")).toBe(key("/auctions"));
    expect(key("/auctions?search=%20villa%20")).toBe(key("/auctions?search=villa"));
    expect(key("/auctions?page=2")).not.toBe(key("/auctions"));
    expect(key("/auctions?search=a&search=b")).not.toBe(key("/auctions?search=b&search=a"));
    expect(key("/en/auction/5?anything=1")).toBe(key("/en/auction/5"));
  });

  it("keeps the listings of a shared favourites link, as the page reads them", () => {
    expect(key("/favourites?ids=project-2,property-5")).not.toBe(key("/favourites?ids=property-5"));
    expect(key("/favourites?ids=project-2,property-5")).not.toBe(key("/favourites"));
    expect(key("/favourites?ids=project-2,%20property-5,project-2,house-1")).toBe(
      key("/favourites?ids=project-2,property-5"),
    );
    expect(key("/favourites?ids=house-1")).toBe(key("/favourites"));
  });
});

describe("renders past every cache", () => {
  it("are limited per address with a translated 429 page, while cached pages still answer", async () => {
    const { app, renders } = await pagesApp(3);
    const get = (url: string, remoteAddress = "203.0.113.9") => app.inject({ url, remoteAddress });
    expect((await get("/en/auctions")).statusCode).toBe(200);
    // Unknown parameters, another order, empty values: the page already rendered.
    for (const url of ["/en/auctions?utm_source=x", "/en/auctions?search=", "/en/auctions?gclid=1&x=2"]) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
    expect(renders()).toBe(1);
    expect((await get("/en/auctions?search=a")).statusCode).toBe(200);
    expect((await get("/en/auctions?search=b")).statusCode).toBe(200);
    const refused = await get("/en/auctions?search=c");
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toMatch(/^\d+$/);
    expect(refused.body).toContain("Too many requests");
    expect((await get("/auctions?search=d")).body).toContain("طلبات كثيرة");
    expect(renders()).toBe(3);
    // What is cached is still served to that address, and other addresses have their own budget.
    expect((await get("/en/auctions?search=a")).statusCode).toBe(200);
    expect((await get("/en/auctions?search=c", "203.0.113.10")).statusCode).toBe(200);
    await app.close();
  });

  it("counts every render, known route or not, the back office's too: a flood of unknown paths gets 429", async () => {
    const { app, renders } = await pagesApp(5);
    const answers = [];
    for (let n = 0; n < 20; n += 1) {
      const url = n % 2 === 0 ? `/admin/zz${n}` : `/en/zz${n}`;
      answers.push(await app.inject({ url, remoteAddress: "203.0.113.20" }));
    }
    expect(answers.slice(0, 5).map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.slice(5).every((answer) => answer.statusCode === 429)).toBe(true);
    expect(renders()).toBe(5);
    const refused = answers[6];
    expect(refused?.headers["retry-after"]).toMatch(/^\d+$/);
    expect(refused?.headers["content-type"]).toMatch(/^text\/html/);
    expect(refused?.body).toContain("طلبات كثيرة");
    expect(answers[7]?.body).toContain("Too many requests");
    // Data requests are renders too; a post is refused before any render (no page takes data) and costs none.
    const other = "203.0.113.21";
    for (let n = 0; n < 3; n += 1) {
      expect((await app.inject({ method: "POST", url: `/en/x${n}`, remoteAddress: other })).statusCode).toBe(405);
    }
    for (let n = 0; n < 5; n += 1) await app.inject({ url: `/en/x${n}.data`, remoteAddress: other });
    expect((await app.inject({ url: "/en/admin/leads.data", remoteAddress: other })).statusCode).toBe(429);
    await app.close();
  });
});
