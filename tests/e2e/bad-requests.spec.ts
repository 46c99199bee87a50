import { connect } from "node:net";
import { expect, test } from "@playwright/test";

/**
 * Odd paths and malformed requests on the built site get the site's own answers (the 404 page, a
 * 400 page, the API's JSON), never a 500 or Fastify's defaults. Raw sockets send what browsers will not.
 */

function portOf(baseURL: string | undefined): number {
  return Number(new URL(baseURL ?? "http://127.0.0.1:3101").port);
}

/** Sends the request as written and reads the whole answer (the server closes: Connection: close). */
function sendRaw(port: number, text: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(text));
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      const split = raw.indexOf("\r\n\r\n");
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1] ?? 0),
        headers: raw.slice(0, split),
        body: raw.slice(split + 4),
      });
    });
  });
}

const get = (path: string, host: string) => `GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`;

test("a path with an encoded line break or a broken encoding is the 404 page of its language", async ({ request }) => {
  const cases = [
    ["/en/%0Ax", "en", "Page Not Found"],
    ["/en/auctions%0A", "en", "Page Not Found"],
    ["/en/%E0%A4%A", "en", "Page Not Found"],
    ["/%0A", "ar", "الصفحة غير موجودة"],
    ["/auctions%0D%0A?page=2", "ar", "الصفحة غير موجودة"],
  ] as const;
  for (const [path, language, title] of cases) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    expect(html, path).toContain(`<html lang="${language}"`);
    expect(html, path).toContain(`<h1 class="mt-4 text-2xl font-bold sm:text-3xl">${title}</h1>`);
    expect(html, path).toContain('content="noindex');
  }
});

test("a malformed Host is refused with a 400 page in the path's language, never reflected", async ({ baseURL }) => {
  const port = portOf(baseURL);
  for (const host of ["a b", "a<b", "%", "a:99999", "[::1"]) {
    const english = await sendRaw(port, get("/en/auctions", host));
    expect(english.status, host).toBe(400);
    expect(english.body, host).toContain('<html lang="en" dir="ltr">');
    expect(english.body, host).toContain("The request contains invalid data.");
    expect(english.body, host).not.toContain(host);
    const arabic = await sendRaw(port, get("/", host));
    expect(arabic.status, host).toBe(400);
    expect(arabic.body, host).toContain('<html lang="ar" dir="rtl">');
  }
  // A well-formed Host still renders the page.
  const page = await sendRaw(port, get("/en/auctions", `127.0.0.1:${port}`));
  expect(page.status).toBe(200);
});

test("headers too large on a page get a 431 page in the path's language", async ({ baseURL }) => {
  for (const [path, language, text] of [
    ["/en/auctions", "en", "The request's headers are too large."],
    ["/auctions", "ar", "تجاوزت ترويسات الطلب الحجم المسموح."],
  ] as const) {
    const answer = await sendRaw(
      portOf(baseURL),
      `GET ${path} HTTP/1.1\r\nHost: localhost\r\nAccept-Language: fr\r\nCookie: ${"x".repeat(20_000)}\r\nConnection: close\r\n\r\n`,
    );
    expect(answer.status, path).toBe(431);
    expect(answer.headers, path).toMatch(/content-type: text\/html/i);
    expect(answer.body, path).toContain(`<html lang="${language}"`);
    expect(answer.body, path).toContain(text);
  }
});

test("a post to a page gets a 405 page in the path's language, not the router's own text", async ({ request }) => {
  for (const [path, language, text] of [
    ["/en/contactus", "en", "This page can only be viewed"],
    ["/contactus", "ar", "هذه الصفحة تُعرض فقط"],
  ] as const) {
    const response = await request.post(path, { form: { name: "x" }, headers: { "sec-fetch-site": "same-origin" } });
    expect(response.status(), path).toBe(405);
    expect(response.headers().allow, path).toBe("GET, HEAD");
    const html = await response.text();
    expect(html, path).toContain(`<html lang="${language}"`);
    expect(html, path).toContain(text);
    expect(html, path).not.toMatch(/did not provide an .action/);
  }
});

test("the API and media answer odd paths in the API's shape, without the URL", async ({ baseURL }) => {
  const port = portOf(baseURL);
  const badEncoding = await sendRaw(
    port,
    "GET /api/auction/%E0%A4%A HTTP/1.1\r\nHost: localhost\r\nAccept-Language: en\r\nConnection: close\r\n\r\n",
  );
  expect(badEncoding.status).toBe(400);
  expect(JSON.parse(badEncoding.body)).toEqual({
    error: { code: "invalid_request", message: "The request contains invalid data." },
  });
  const media = await sendRaw(port, get("/media/..%2f..%2fetc%2fpasswd", "localhost"));
  expect(media.status).toBe(404);
  expect(JSON.parse(media.body)).toEqual({ error: { code: "not_found", message: "لم نجد ما تبحث عنه." } });
});
