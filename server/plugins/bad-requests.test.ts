import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../testing/server/app.ts";
import { createTestDatabase, type TestDatabase, testEngines } from "../../testing/server/databases.ts";
import { seedCompany } from "../seed/seed-company.ts";
import { checkedProtocol, isWellFormedHost, rewriteOddPagePath } from "./bad-requests.ts";

interface RawAnswer {
  status: number;
  headers: string;
  body: string;
}

/** Sends bytes as they are (inject and HTTP clients refuse to send most of these) and reads the first answer. */
function sendRaw(port: number, text: string, endAfterWrite = false): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => {
      socket.write(text);
      if (endAfterWrite) socket.end();
    });
    let data = Buffer.alloc(0);
    const finish = () => {
      const raw = data.toString("utf8");
      const split = raw.indexOf("\r\n\r\n");
      const headers = raw.slice(0, split);
      const length = Number(/\r\ncontent-length: (\d+)/i.exec(headers)?.[1] ?? "0");
      const body = Buffer.from(raw.slice(split + 4), "utf8")
        .subarray(0, length)
        .toString("utf8");
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1] ?? 0), headers, body });
    };
    socket.on("data", (chunk: Buffer) => {
      data = Buffer.concat([data, chunk]);
      const raw = data.toString("utf8");
      const split = raw.indexOf("\r\n\r\n");
      const length = Number(/\r\ncontent-length: (\d+)/i.exec(raw.slice(0, split))?.[1] ?? "-1");
      if (split >= 0 && length >= 0 && data.length - Buffer.byteLength(raw.slice(0, split + 4)) >= length) {
        socket.destroy();
        finish();
      }
    });
    socket.on("close", finish);
    socket.on("error", reject);
  });
}

const get = (path: string, headers: Record<string, string>) =>
  `GET ${path} HTTP/1.1\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("")}Connection: close\r\n\r\n`;

const english = { code: "invalid_request", message: "The request contains invalid data." };
const arabic = { code: "invalid_request", message: "يحتوي الطلب على بيانات غير صحيحة." };

describe("rewriteOddPagePath", () => {
  it("sends a page path with a control character or broken encoding to the 404 page of its language", () => {
    expect(rewriteOddPagePath("/en/%0Ax")).toBe("/en/404");
    expect(rewriteOddPagePath("/en/auctions%0A?page=2")).toBe("/en/404");
    expect(rewriteOddPagePath("/%0D%0Aauctions")).toBe("/404");
    expect(rewriteOddPagePath("/auction/1%00")).toBe("/404");
    expect(rewriteOddPagePath("/en/%E2%80%A8")).toBe("/en/404");
    expect(rewriteOddPagePath("/en/%E0%A4%A")).toBe("/en/404");
  });

  it("leaves ordinary paths, and API and media paths, as they are", () => {
    for (const url of ["/", "/en/auctions?search=%D8%A3%D8%B1%D8%B6", "/auction/12", "/en/a%20b", "/api/x%0A"]) {
      expect(rewriteOddPagePath(url)).toBe(url);
    }
    expect(rewriteOddPagePath("/media/%E0%A4%A")).toBe("/media/%E0%A4%A");
  });
});

describe("isWellFormedHost", () => {
  it("accepts names, addresses and ports, and refuses anything else", () => {
    for (const host of ["localhost", "localhost:3000", "www.example.sa", "127.0.0.1:80", "[::1]", "[::1]:8080"]) {
      expect(isWellFormedHost(host), host).toBe(true);
    }
    for (const host of ["a b", "a<b", "%", "a:99999", "[::1", "a:", "a/b", "a@b", "-a", "a..b", "é.sa", "a\tb"]) {
      expect(isWellFormedHost(host), host).toBe(false);
    }
  });
});

describe.each(testEngines)("bad requests on %s", (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await seedCompany(database.db, undefined);
    app = await buildTestApp(database);
    await app.listen({ port: 0, host: "127.0.0.1" });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it("answers a broken percent-encoding in an API path in the API's shape, without the URL", async () => {
    for (const [language, error] of [
      ["en", english],
      ["ar", arabic],
    ] as const) {
      const answer = await sendRaw(
        port,
        get("/api/auction/%E0%A4%A", { Host: "localhost", "Accept-Language": language }),
      );
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body)).toEqual({ error });
    }
  });

  it("answers a media path that climbs out of the folder with the JSON 404", async () => {
    for (const path of ["/media/..%2f..%2fetc%2fpasswd", "/media/..%2fsite.db", "/media/%2e%2e/%2e%2e/package.json"]) {
      const answer = await app.inject({ url: path, headers: { "accept-language": "en" } });
      expect(answer.statusCode, path).toBe(404);
      expect(answer.json(), path).toEqual({
        error: { code: "not_found", message: "We could not find what you asked for." },
      });
    }
  });

  it("answers headers too large with 431: the API's shape in the request's language, a page in the path's", async () => {
    const big = "x".repeat(20_000);
    const api = await sendRaw(port, get("/api/company", { Host: "localhost", "Accept-Language": "en", "X-Big": big }));
    expect(api.status).toBe(431);
    expect(JSON.parse(api.body)).toEqual({
      error: { code: "headers_too_large", message: "The request's headers are too large." },
    });
    for (const [path, language, text] of [
      ["/en/auctions", "en", "The request's headers are too large."],
      ["/auctions", "ar", "تجاوزت ترويسات الطلب الحجم المسموح."],
    ] as const) {
      // The Accept-Language says otherwise: a page answers in its path's language.
      const page = await sendRaw(port, get(path, { Host: "localhost", "Accept-Language": "fr", "X-Big": big }));
      expect(page.status, path).toBe(431);
      expect(page.headers, path).toMatch(/content-type: text\/html; charset=utf-8/i);
      expect(page.body, path).toContain(`<html lang="${language}" dir="${language === "ar" ? "rtl" : "ltr"}">`);
      expect(page.body, path).toContain(text);
      expect(page.body, path).not.toContain("xxxx");
    }
  });

  it("gives each request the parser refuses its own message, not the one about URL-encoding", async () => {
    const post = (path: string, headers: string, body = "") =>
      `POST ${path} HTTP/1.1\r\nHost: localhost\r\nAccept-Language: en\r\n${headers}\r\n${body}`;
    const cases = [
      {
        name: "Content-Length with Transfer-Encoding",
        raw: post("/api/contact", "Content-Length: 5\r\nTransfer-Encoding: chunked\r\n", "0\r\n\r\n"),
        code: "conflicting_length",
        message: /Content-Length or Transfer-Encoding, not both/,
      },
      {
        name: "an unknown method",
        raw: "BREW /api/company HTTP/1.1\r\nHost: localhost\r\nAccept-Language: en\r\n\r\n",
        code: "unknown_method",
        message: /method is unknown/,
      },
      {
        name: "a malformed header",
        raw: "GET /api/company HTTP/1.1\r\nHost: localhost\r\nAccept-Language: en\r\nBad Header: x\r\n\r\n",
        code: "malformed_request",
        message: /not well-formed HTTP/,
      },
    ];
    for (const { name, raw, code, message } of cases) {
      const answer = await sendRaw(port, raw);
      expect(answer.status, name).toBe(400);
      const error = JSON.parse(answer.body).error;
      expect(error, name).toMatchObject({ code, message: expect.stringMatching(message) });
      expect(error.message, name).not.toMatch(/URL-encoded/);
    }
    // The same on a page: an HTML page in the path's language.
    const page = await sendRaw(port, "BREW /en/auctions HTTP/1.1\r\nHost: localhost\r\n\r\n");
    expect(page.status).toBe(400);
    expect(page.body).toContain('<html lang="en"');
    expect(page.body).toContain("method is unknown");
  });

  it("answers a body that does not match its Content-Length with its own message in the request's language", async () => {
    const shorter = await sendRaw(
      port,
      'POST /api/contact HTTP/1.1\r\nHost: localhost\r\nAccept-Language: en\r\nContent-Type: application/json\r\nContent-Length: 50\r\n\r\n{"name":"x"}',
      true,
    );
    expect(shorter.status).toBe(400);
    expect(JSON.parse(shorter.body).error).toEqual({
      code: "incomplete_body",
      message: "The request ended before its body was complete (shorter than its Content-Length).",
    });
    // Bytes beyond a short Content-Length are read as a next request, which is no request at all.
    const garbage = await sendRaw(port, '":"x"}\r\n\r\n');
    expect(garbage.status).toBe(400);
    expect(JSON.parse(garbage.body).error).toMatchObject({
      code: "unknown_method",
      message: expect.stringMatching(/^نوع الطلب غير معروف/),
    });
    expect(garbage.body).not.toContain('"x"');
  });

  it("refuses a malformed Host with 400 in the site's own answer, in the request's language", async () => {
    for (const host of ["a b", "a<b", "%", "a:99999", "[::1"]) {
      const api = await sendRaw(port, get("/api/company", { Host: host, "Accept-Language": "en" }));
      expect(api.status, host).toBe(400);
      expect(JSON.parse(api.body), host).toEqual({ error: english });
      const page = await sendRaw(port, get("/en/auctions", { Host: host }));
      expect(page.status, host).toBe(400);
      expect(page.body, host).toContain('<html lang="en" dir="ltr">');
      expect(page.body, host).toContain(english.message);
      expect(page.body, host).not.toContain(host);
      const arabicPage = await sendRaw(port, get("/auctions", { Host: host }));
      expect(arabicPage.body, host).toContain(arabic.message);
    }
    const wellFormed = await sendRaw(port, get("/api/company", { Host: "127.0.0.1:3000" }));
    expect(wellFormed.status).toBe(200);
  });

  it("ignores the Host when PUBLIC_ORIGIN is set", async () => {
    const withOrigin = await buildTestApp(database, { PUBLIC_ORIGIN: "https://www.example.sa" });
    await withOrigin.listen({ port: 0, host: "127.0.0.1" });
    try {
      const answer = await sendRaw(
        (withOrigin.server.address() as AddressInfo).port,
        get("/api/company", { Host: "a b" }),
      );
      expect(answer.status).toBe(200);
    } finally {
      await withOrigin.close();
    }
  });
});

describe("checkedProtocol", () => {
  it("takes http and https in any case, and nothing else", () => {
    expect(checkedProtocol("https")).toBe("https");
    expect(checkedProtocol("HTTPS")).toBe("https");
    expect(checkedProtocol(" Http ")).toBe("http");
    for (const protocol of ["javascript", "ftp", "a b", "https:", "", undefined]) {
      expect(checkedProtocol(protocol), String(protocol)).toBeUndefined();
    }
  });
});

describe.each(testEngines)("forwarded schemes behind a trusted proxy on %s", (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await seedCompany(database.db, undefined);
    app = await buildTestApp(database, { TRUST_PROXY: "127.0.0.1" });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const fromProxy = (url: string, proto: string, language = "en") =>
    app.inject({
      url,
      headers: { host: "www.example.sa", "x-forwarded-proto": proto, "accept-language": language },
    });

  it("refuses a forwarded scheme other than http or https with 400 in the request's language, never echoed", async () => {
    for (const proto of ["javascript", "ftp", "a b", "data", "https:"]) {
      const sitemap = await fromProxy("/sitemap.xml", proto);
      expect(sitemap.statusCode, proto).toBe(400);
      // Not an API path: the short error page, as for a malformed Host.
      expect(sitemap.body, proto).not.toContain(`${proto}:`);
      expect(sitemap.body, proto).not.toContain("<loc>");
      const api = await fromProxy("/api/company", proto, "ar");
      expect(api.statusCode, proto).toBe(400);
      expect(api.json(), proto).toEqual({ error: arabic });
      expect(api.body, proto).not.toContain(proto);
    }
  });

  it("takes HTTPS as https in the sitemap's links", async () => {
    const sitemap = await fromProxy("/sitemap.xml", "HTTPS");
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain("<loc>https://www.example.sa/</loc>");
    expect(sitemap.body).not.toContain("HTTPS");
    const plain = await fromProxy("/sitemap.xml", "http");
    expect(plain.body).toContain("<loc>http://www.example.sa/</loc>");
  });
});
