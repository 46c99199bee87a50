import { Agent, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../testing/server/app.ts";
import { createTestDatabase, type TestDatabase, testEngines } from "../testing/server/databases.ts";
import { seedCompany } from "./seed/seed-company.ts";

async function appOn(database: TestDatabase): Promise<FastifyInstance> {
  await seedCompany(database.db, undefined);
  return buildTestApp(database);
}

describe.each(testEngines)("HTTP API on %s", (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = await appOn(database);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it("answers liveness and readiness, never cached", async () => {
    const live = await app.inject({ url: "/livez" });
    expect(live.statusCode).toBe(200);
    const ready = await app.inject({ url: "/readyz" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ok", database: "ok" });
    expect(ready.headers["cache-control"]).toBe("no-store");
  });

  it("serves the company's details", async () => {
    const response = await app.inject({ url: "/api/company" });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.name.ar).toBeTruthy();
    expect(data.customersCount).toBe(25000);
    expect(data.social).toHaveLength(3);
  });

  it("describes the API in an OpenAPI document", async () => {
    const response = await app.inject({ url: "/api/openapi.json" });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe("3.1.0");
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(["/api/auction", "/api/project", "/api/property", "/api/categories"]),
    );
  });

  it("answers an unknown API path with a JSON 404 in the request's language", async () => {
    const arabic = await app.inject({ url: "/api/nothing-here" });
    expect(arabic.statusCode).toBe(404);
    expect(arabic.json().error).toMatchObject({ code: "not_found", message: "لم نجد ما تبحث عنه." });
    const english = await app.inject({ url: "/api/nothing-here", headers: { "accept-language": "en-US,en;q=0.9" } });
    expect(english.json().error.message).toBe("We could not find what you asked for.");
  });

  it("refuses a body over the size limit with a clear error", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/company",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ text: "x".repeat(100 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe("payload_too_large");
  });

  it("sends strict security headers, and API answers allow nothing to run", async () => {
    const response = await app.inject({ url: "/api/company" });
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(response.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    // Framing is refused the same way by the old header as by frame-ancestors 'none'.
    expect(response.headers["x-frame-options"]).toBe("DENY");
    expect(response.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    const preloading = await buildTestApp(database, { HSTS_PRELOAD: "true" });
    const preloaded = await preloading.inject({ url: "/api/company" });
    expect(preloaded.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains; preload");
    await preloading.close();
  });

  it("compresses large responses and leaves small ones alone", async () => {
    const probe = await appOn(database);
    probe.get("/large", async () => ({ text: "عقار ".repeat(2000) }));
    const large = await probe.inject({ url: "/large", headers: { "accept-encoding": "gzip" } });
    expect(large.headers["content-encoding"]).toBe("gzip");
    const small = await probe.inject({ url: "/livez", headers: { "accept-encoding": "gzip" } });
    expect(small.headers["content-encoding"]).toBeUndefined();
    await probe.close();
  });

  it("reports not ready when the database is gone", async () => {
    const other = await createTestDatabase(engine);
    const probe = await appOn(other);
    await other.close();
    const response = await probe.inject({ url: "/readyz" });
    expect(response.statusCode).toBe(503);
    await probe.close();
    await other.drop().catch(() => {});
  });
});

describe("graceful close", () => {
  it("finishes a request in flight before closing", async () => {
    const database = await createTestDatabase("sqlite");
    const app = await appOn(database);
    let started: () => void = () => {};
    const handlerStarted = new Promise<void>((resolve) => {
      started = resolve;
    });
    app.get("/slow", async () => {
      started();
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { done: true };
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = app.server.address() as AddressInfo;
    const inFlight = new Promise<{ status: number; connection?: string; body: string }>((resolve, reject) => {
      httpRequest({ port, host: "127.0.0.1", path: "/slow" }, (response) => {
        let body = "";
        response.on("data", (chunk) => {
          body += chunk;
        });
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body }),
        );
      })
        .on("error", reject)
        .end();
    });
    await handlerStarted;
    await app.close();
    // The answer arrives whole, and tells the client to drop the connection rather than keep it alive.
    await expect(inFlight).resolves.toEqual({ status: 200, connection: "close", body: JSON.stringify({ done: true }) });
    await database.drop();
  });

  it("answers /readyz 503 once it drains, on a connection a load balancer kept open", async () => {
    const database = await createTestDatabase("sqlite");
    const app = await appOn(database);
    await app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = app.server.address() as AddressInfo;
    // One socket, kept alive: the second check goes on the connection the first opened.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const ready = () =>
      new Promise<{ status: number; connection?: string; body: string }>((resolve, reject) => {
        httpRequest({ agent, port, host: "127.0.0.1", path: "/readyz" }, (response) => {
          let body = "";
          response.on("data", (chunk) => {
            body += chunk;
          });
          response.on("end", () =>
            resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body }),
          );
        })
          .on("error", reject)
          .end();
      });
    expect((await ready()).status).toBe(200);
    const draining = app.drain();
    await expect(ready()).resolves.toEqual({
      status: 503,
      connection: "close",
      body: JSON.stringify({ status: "draining" }),
    });
    await draining;
    await app.close();
    agent.destroy();
    await database.drop();
  });

  it("resets no keep-alive client that keeps sending while the server drains and closes", async () => {
    const database = await createTestDatabase("sqlite");
    const app = await appOn(database);
    await app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = app.server.address() as AddressInfo;
    const agent = new Agent({ keepAlive: true, maxSockets: 20 });
    const errors: string[] = [];
    let answered = 0;
    const get = () =>
      new Promise<void>((resolve) => {
        httpRequest({ agent, port, host: "127.0.0.1", path: "/livez" }, (response) => {
          response.resume();
          response.on("end", () => {
            answered += 1;
            resolve();
          });
        })
          .on("error", (error: NodeJS.ErrnoException) => {
            errors.push(error.code ?? error.message);
            resolve();
          })
          .end();
      });
    // 20 clients, each sending its next request as soon as the last is answered, until the server is gone.
    const clients = Array.from({ length: 20 }, async () => {
      while (!errors.includes("ECONNREFUSED")) await get();
    });
    while (answered < 300) await new Promise((resolve) => setTimeout(resolve, 5));
    await app.drain();
    await app.close();
    await Promise.all(clients);
    agent.destroy();
    // After the drain a client can only find the port closed; none had a connection reset under it.
    expect(errors.filter((code) => code !== "ECONNREFUSED")).toEqual([]);
    await database.drop();
  });
});
