import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./react-router-pages.ts";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes the text of every inline script, once each", () => {
    const html =
      '<head><script>window.a = 1;</script></head><body><script type="module" async>import "/x.js";</script>' +
      "<script>window.a = 1;</script></body>";
    expect(inlineScriptHashes(html)).toEqual([sha("window.a = 1;"), sha('import "/x.js";')]);
  });

  it("leaves out scripts loaded from a URL, which 'strict-dynamic' and 'self' govern", () => {
    expect(inlineScriptHashes('<script src="/assets/x.js"></script><script>go()</script>')).toEqual([sha("go()")]);
  });
});

describe("isBackOfficePath", () => {
  it("recognises the back office's pages and data requests in both languages", async () => {
    const { isBackOfficePath } = await import("./react-router-pages.ts");
    for (const url of ["/admin", "/admin/", "/admin/leads/3", "/admin.data", "/en/admin?x=1", "/en/admin/staff.data"]) {
      expect(isBackOfficePath(url), url).toBe(true);
    }
    for (const url of ["/", "/administrator", "/auctions?admin=1", "/en", "/en/administration"]) {
      expect(isBackOfficePath(url), url).toBe(false);
    }
  });
});

describe("webRequestOf (issue 15)", () => {
  it("builds the page's URL on the given origin, so a malformed Host cannot break a render", async () => {
    const { default: fastify } = await import("fastify");
    const { webRequestOf } = await import("./react-router-pages.ts");
    const app = fastify();
    app.get("/*", async (request, reply) => ({ url: webRequestOf(request, reply, "https://www.example.sa/").url }));
    for (const host of ["a b", "a<b", "%", "[::1"]) {
      const answer = await app.inject({ url: "/en/auctions?page=2", headers: { host } });
      expect(answer.json(), host).toEqual({ url: "https://www.example.sa/en/auctions?page=2" });
    }
    await app.close();
  });
});
