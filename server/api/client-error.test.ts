import { connect } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../testing/server/app.ts";
import { createTestDatabase, type TestDatabase } from "../../testing/server/databases.ts";

/** Sends raw bytes to the server, as a script would that does not encode its address, and reads the answer. */
function rawRequest(port: number, head: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(Buffer.from(head, "utf8")));
    const chunks: Buffer[] = [];
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    socket.on("error", reject);
  });
}

function parse(answer: string) {
  const [head = "", body = ""] = answer.split("\r\n\r\n");
  return { status: Number(head.split(" ")[1]), head, body: JSON.parse(body) as unknown };
}

describe("a request Node's HTTP parser refuses", () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
    app = await buildTestApp(database);
    await app.listen({ host: "127.0.0.1", port: 0 });
    port = (app.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it("answers a raw UTF-8 query with a 400 in the API's shape, in Arabic by default", async () => {
    const answer = parse(await rawRequest(port, "GET /api/project?search=فيلا HTTP/1.1\r\nHost: localhost\r\n\r\n"));
    expect(answer.status).toBe(400);
    expect(answer.head).toMatch(/content-type: application\/json; charset=utf-8/i);
    expect(answer.body).toEqual({
      error: {
        code: "invalid_request",
        message: "تعذّرت قراءة الطلب: يجب ترميز الأحرف غير اللاتينية في العنوان (ترميز URL).",
      },
    });
  });

  it("answers in the language of Accept-Language", async () => {
    const answer = parse(
      await rawRequest(
        port,
        "GET /api/project?search=فيلا HTTP/1.1\r\nHost: localhost\r\nAccept-Language: en-GB,en;q=0.9\r\n\r\n",
      ),
    );
    expect(answer.status).toBe(400);
    expect(answer.head).toMatch(/content-language: en/i);
    expect(answer.body).toMatchObject({
      error: { code: "invalid_request", message: expect.stringMatching(/URL-encoded/) },
    });
  });

  it("still answers the same query encoded", async () => {
    const answer = await rawRequest(
      port,
      `GET /api/project?search=${encodeURIComponent("فيلا")} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
    );
    expect(answer.split(" ")[1]).toBe("200");
  });
});
