import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createCache } from "../cache/cache.ts";
import { topics } from "../cache/topics.ts";
import { keptPageOf } from "./pages/csp-hashes.ts";

const inlineScriptHashes = (html: string) => keptPageOf(Buffer.from(html), "").scriptSources;

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("keptPageOf: the inline scripts' hashes", () => {
  it("hashes the text of every inline script, once each", () => {
    const html =
      '<head><script>window.a = 1;</script></head><body><script type="module" async>import "/x.js";</script>' +
      "<script>window.a = 1;</script></body>";
    expect(inlineScriptHashes(html)).toEqual([sha("window.a = 1;"), sha('import "/x.js";')]);
  });

  it("leaves out scripts loaded from a URL, which 'strict-dynamic' and 'self' govern", () => {
    expect(inlineScriptHashes('<script src="/assets/x.js"></script><script>go()</script>')).toEqual([sha("go()")]);
  });

  it("hashes the UTF-8 of the scripts' text, as the browser does", () => {
    expect(inlineScriptHashes("<p>نص</p><script>alert('مرحبا')</script>")).toEqual([sha("alert('مرحبا')")]);
  });

  it("hashes empty scripts and Arabic text, and does not take other tags that start alike for scripts", () => {
    const html = '<scripts>no</scripts><script nonce="x"></script><p>قبل</p><script>t("مرحبا")</script><script';
    expect(inlineScriptHashes(html)).toEqual([sha(""), sha('t("مرحبا")')]);
  });
});

describe("keptPageOf: the response's nonce", () => {
  it("takes the response's nonce off every script, its text and hash unchanged, and leaves everything else as it was", () => {
    const page = Buffer.from(
      '<script nonce="n1">a</script><p nonce="n1">ب nonce="n1"</p><script src="/x.js" nonce="n1"></script>' +
        '<script type="module" nonce="n1" async="">import "/y.js";</script><script nonce="other">c</script>',
    );
    const kept = keptPageOf(page, "n1");
    expect(kept.body.toString()).toBe(
      '<script>a</script><p nonce="n1">ب nonce="n1"</p><script src="/x.js"></script>' +
        '<script type="module" async="">import "/y.js";</script><script nonce="other">c</script>',
    );
    expect(kept.scriptSources).toEqual([sha("a"), sha('import "/y.js";'), sha("c")]);
  });

  it("returns a page without the nonce as it is, not a copy", () => {
    const none = Buffer.from("<p>ج</p><script>d</script>");
    expect(keptPageOf(none, "n1").body).toBe(none);
    expect(keptPageOf(none, "").body).toBe(none);
  });
});

describe("isBackOfficePath", () => {
  it("recognises the back office's pages and data requests in both languages", async () => {
    const { isBackOfficePath } = await import("./pages/cache-key.ts");
    for (const url of ["/admin", "/admin/", "/admin/leads/3", "/admin.data", "/en/admin?x=1", "/en/admin/staff.data"]) {
      expect(isBackOfficePath(url), url).toBe(true);
    }
    for (const url of ["/", "/administrator", "/auctions?admin=1", "/en", "/en/administration"]) {
      expect(isBackOfficePath(url), url).toBe(false);
    }
  });
});

describe("webRequestOf", () => {
  it("builds the page's URL on the given origin, so a malformed Host cannot break a render", async () => {
    const { default: fastify } = await import("fastify");
    const { webRequestOf } = await import("./pages/request-adapter.ts");
    const app = fastify();
    app.get("/*", async (request, reply) => ({ url: webRequestOf(request, reply, "https://www.example.sa/").url }));
    for (const host of ["a b", "a<b", "%", "[::1"]) {
      const answer = await app.inject({ url: "/en/auctions?page=2", headers: { host } });
      expect(answer.json(), host).toEqual({ url: "https://www.example.sa/en/auctions?page=2" });
    }
    await app.close();
  });
});

describe("pageCache", () => {
  interface Page {
    expires: number;
    body: string;
  }
  const page = (body: string): Page => ({ expires: Date.now() + 60_000, body });
  /** A render that finishes when told to. */
  function deferred(body: string) {
    let finish!: () => void;
    const done = new Promise<Page>((resolve) => {
      finish = () => resolve(page(body));
    });
    return { render: () => done, finish };
  }

  it("keeps a page and shares a render under way", async () => {
    const { pageCache } = await import("./pages/page-cache.ts");
    const site = createCache();
    const cache = pageCache<Page>(site);
    const slow = deferred("first");
    const first = cache.get("/", slow.render);
    const second = cache.get("/", async () => page("second"));
    slow.finish();
    expect(await first).toEqual({ result: expect.objectContaining({ body: "first" }), shared: false });
    expect(await second).toEqual({ result: expect.objectContaining({ body: "first" }), shared: true });
    expect((await cache.get("/", async () => page("third"))).result).toMatchObject({ body: "first" });
  });

  it("keeps no render begun before the cache was emptied, nor shares it with later requests", async () => {
    const { pageCache } = await import("./pages/page-cache.ts");
    const site = createCache();
    const cache = pageCache<Page>(site);
    const old = deferred("old company data");
    const before = cache.get("/", old.render);
    // Staff save the company's settings while that render is under way.
    site.invalidate(topics.pages);
    const after = cache.get("/", async () => page("new company data"));
    old.finish();
    expect((await before).result).toMatchObject({ body: "old company data" });
    expect(await after).toEqual({ result: expect.objectContaining({ body: "new company data" }), shared: false });
    expect((await cache.get("/", async () => page("again"))).result).toMatchObject({ body: "new company data" });
  });

  it("stores nothing from an old render that finishes after the cache was emptied", async () => {
    const { pageCache } = await import("./pages/page-cache.ts");
    const site = createCache();
    const cache = pageCache<Page>(site);
    const old = deferred("old company data");
    const before = cache.get("/", old.render);
    site.invalidate(topics.pages);
    old.finish();
    await before;
    expect((await cache.get("/", async () => page("new company data"))).result).toMatchObject({
      body: "new company data",
    });
  });

  it("answers the expired page while renders answer 503 (database unavailable), then renders again", async () => {
    const { pageCache } = await import("./pages/page-cache.ts");
    const site = createCache();
    const cache = pageCache<Page>(site);
    await cache.get("/", async () => ({ expires: Date.now() - 1, body: "before the outage" }));
    const unavailable = async () => new Response("unavailable", { status: 503 });
    expect(await cache.get("/", unavailable)).toEqual({
      result: expect.objectContaining({ body: "before the outage" }),
      shared: false,
      stale: true,
    });
    // Other failures are answered as they are, and a page never rendered has no older copy.
    const failed = await cache.get("/", async () => new Response("bug", { status: 500 }));
    expect((failed.result as Response).status).toBe(500);
    expect(((await cache.get("/other", unavailable)).result as Response).status).toBe(503);
    // Back up: the next request renders the page anew.
    expect((await cache.get("/", async () => page("after"))).result).toMatchObject({ body: "after" });
  });
});
