import { Writable } from "node:stream";
import fastify from "fastify";
import { afterEach, describe, expect, it, vi } from "vitest";
import { oneRouteBuild } from "../../testing/server/build.ts";
import { reactRouterPages } from "./react-router-pages.ts";

/** The pages' error answers and logs (docs/decisions/029-connection-limits.md). */

async function pagesApp(loader?: () => unknown) {
  const { build, renders } = oneRouteBuild(loader);
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  });
  // The site's logger settings (server/app.ts), writing here instead of to standard output.
  const app = fastify({ logger: { level: "info", stream }, genReqId: () => crypto.randomUUID() });
  app.decorateReply("pageNonce", "");
  await app.register(reactRouterPages, {
    build,
    getLoadContext: () => undefined as never,
    originOf: () => "http://localhost",
    clientBuildDirectory: "build/client",
    cacheSeconds: 60,
    rendersPerMinute: 100,
    contentSecurityPolicy: () => "default-src 'self'",
  });
  return { app, renders, lines };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("a post to a page", () => {
  it("is refused with 405 and a short page in the path's language, before any render", async () => {
    const { app, renders } = await pagesApp();
    for (const [url, language, text] of [
      ["/en/auctions", "en", "This page can only be viewed"],
      ["/auctions", "ar", "هذه الصفحة تُعرض فقط"],
    ] as const) {
      for (const method of ["POST", "PUT", "DELETE", "PATCH"] as const) {
        const answer = await app.inject({ method, url, payload: "a=1", headers: { "accept-language": "fr" } });
        expect(answer.statusCode, `${method} ${url}`).toBe(405);
        expect(answer.headers.allow).toBe("GET, HEAD");
        expect(answer.headers["content-type"]).toMatch(/^text\/html/);
        expect(answer.body).toContain(`<html lang="${language}"`);
        expect(answer.body).toContain(text);
        expect(answer.body).not.toMatch(/action|React Router/i);
      }
    }
    expect(renders()).toBe(0);
    expect((await app.inject({ url: "/en/auctions" })).statusCode).toBe(200);
    await app.close();
  });
});

describe("a page that throws", () => {
  it("is logged as one JSON line with the request id, like every other line of the request", async () => {
    const { app, lines } = await pagesApp(() => {
      throw new Error("the listing's loader broke\non two lines");
    });
    // From here on every line belongs to a request (start-up lines, such as a missing client build, do not).
    await app.ready();
    lines.length = 0;
    // Whatever else would print (React Router's default prints the raw stack with console.error) is caught too.
    for (const method of ["error", "warn", "log", "info"] as const) {
      vi.spyOn(console, method).mockImplementation((...values: unknown[]) => {
        lines.push(...values.map(String).join(" ").split("\n"));
      });
    }
    const page = await app.inject({ url: "/en/auction/5" });
    expect(page.statusCode).toBe(500);
    const data = await app.inject({ url: "/en/auction/6.data" });
    expect(data.statusCode).toBeGreaterThanOrEqual(200);
    const logged = [...lines];
    await app.close();

    expect(logged.length).toBeGreaterThan(0);
    const entries = logged.map((line) => {
      const entry = JSON.parse(line) as { reqId?: string; msg?: string; err?: { message?: string; stack?: string } };
      expect(entry.reqId ?? "", line).toMatch(/^[0-9a-f-]{36}$/);
      return entry;
    });
    const failures = entries.filter((entry) => entry.msg === "page failed");
    expect(failures.length).toBe(2);
    expect(failures[0]?.err?.message).toBe("the listing's loader broke\non two lines");
    expect(failures[0]?.err?.stack).toContain("page-errors.test.ts");
    // Each failure is logged with the id of the request that failed.
    const requestIds = new Set(entries.filter((entry) => entry.msg === "incoming request").map((e) => e.reqId));
    expect(new Set(failures.map((entry) => entry.reqId))).toEqual(requestIds);
  });
});
