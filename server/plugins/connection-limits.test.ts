import { connect, type Socket } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../testing/server/app.ts";
import { createTestDatabase, type TestDatabase } from "../../testing/server/databases.ts";

/**
 * Slow and piled-up clients against the real server on real sockets (docs/decisions/029-connection-limits.md).
 * The engine plays no part in these bounds: SQLite only. The timeouts are shortened; Node checks them every
 * quarter of the headers timeout here, so a connection outlives its deadline by at most that much (plus the
 * machine's scheduling, hence the margin).
 */
const headersTimeoutMs = 400;
const requestTimeoutMs = 1200;
const idleTimeoutMs = 1000;
const margin = 1500;
const cap = 4;
const timeouts = {
  HTTP_HEADERS_TIMEOUT_MS: String(headersTimeoutMs),
  HTTP_REQUEST_TIMEOUT_MS: String(requestTimeoutMs),
  HTTP_IDLE_TIMEOUT_MS: String(idleTimeoutMs),
  CONNECTIONS_PER_ADDRESS: String(cap),
};

interface Client {
  socket: Socket;
  /** Everything the server sent. */
  received: () => string;
  /** Resolves with the ms from connecting until the server closed the connection. */
  closed: Promise<number>;
  /** Resolves once connected (false when the connection failed). */
  connected: Promise<boolean>;
}

const clients: Client[] = [];

function open(port: number, localAddress = "127.0.0.1"): Client {
  const started = Date.now();
  const socket = connect({ port, host: "127.0.0.1", localAddress });
  const chunks: Buffer[] = [];
  socket.on("data", (chunk) => chunks.push(chunk));
  socket.on("error", () => {});
  const closed = new Promise<number>((resolve) => socket.once("close", () => resolve(Date.now() - started)));
  const connected = new Promise<boolean>((resolve) => {
    socket.once("connect", () => resolve(true));
    socket.once("close", () => resolve(false));
  });
  const client = { socket, received: () => Buffer.concat(chunks).toString("utf8"), closed, connected };
  clients.push(client);
  return client;
}

/** A POST that announces `length` bytes and sends one every `everyMs` (until the server closes it). */
function trickle(client: Client, path: string, length: number, everyMs: number, headers = "") {
  client.socket.write(
    `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n${headers}` +
      `Content-Length: ${length}\r\n\r\n`,
  );
  const timer = setInterval(() => {
    if (!client.socket.destroyed) client.socket.write("{");
  }, everyMs);
  void client.closed.then(() => clearInterval(timer));
}

const statusOf = (answer: string) => Number(answer.split(" ")[1]);

async function listening(environment: Record<string, string>) {
  const database = await createTestDatabase("sqlite");
  const app = await buildTestApp(database, { ...timeouts, ...environment });
  await app.listen({ host: "127.0.0.1", port: 0 });
  current = app;
  return { app, database, port: (app.server.address() as { port: number }).port };
}

let current: FastifyInstance | undefined;

// Each test starts with no connection open: the server has seen every earlier one close.
afterEach(async () => {
  for (const client of clients.splice(0)) client.socket.destroy();
  const server = current?.server;
  if (!server) return;
  await until(
    () =>
      new Promise<true | undefined>((resolve) =>
        server.getConnections((_e, count) => resolve(count === 0 || undefined)),
      ),
  );
});

describe("a site that answers the internet itself", () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    ({ app, database, port } = await listening({}));
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it("closes a trickled body at the request timeout with 408 in the API's shape", async () => {
    const client = open(port);
    await client.connected;
    // One byte every 150 ms: never idle long enough for the idle timeout, so only the request timeout ends it.
    trickle(client, "/api/contact", 1000, 150, "Accept-Language: en\r\n");
    const elapsed = await client.closed;
    expect(elapsed).toBeGreaterThanOrEqual(requestTimeoutMs - 50);
    expect(elapsed).toBeLessThan(requestTimeoutMs + margin);
    const answer = client.received();
    expect(statusOf(answer)).toBe(408);
    expect(JSON.parse(answer.split("\r\n\r\n")[1] ?? "")).toEqual({
      error: { code: "request_timeout", message: "The request took too long. Please try again." },
    });
  });

  it("closes connections past the cap at once, and the others when their headers do not come", async () => {
    const idle = Array.from({ length: 3 * cap }, () => open(port));
    const connected = await Promise.all(idle.map((client) => client.connected));
    expect(connected.filter(Boolean).length).toBeGreaterThan(0);
    const closedAt = await Promise.all(idle.map((client) => client.closed));
    // Every connection past the cap was closed without a byte read or sent, before any held one was.
    const refused = idle.filter((client) => client.received() === "");
    const held = idle.filter((client) => client.received() !== "");
    expect(refused.length).toBe(2 * cap);
    expect(held.length).toBe(cap);
    const when = (client: Client) => closedAt[idle.indexOf(client)] ?? 0;
    expect(Math.max(...refused.map(when))).toBeLessThan(Math.min(...held.map(when)));
    // The ones held were closed at the headers timeout with 408.
    for (const client of held) {
      expect(statusOf(client.received())).toBe(408);
      expect(when(client)).toBeGreaterThanOrEqual(headersTimeoutMs - 50);
    }
    expect(Math.max(...closedAt)).toBeLessThan(headersTimeoutMs + margin);
  });

  it("caps each address alone: another address is served while one is at its cap", async () => {
    const mine = Array.from({ length: cap + 1 }, () => open(port));
    await Promise.all(mine.map((client) => client.connected));
    // Which one is refused depends on the order the server accepts them in: exactly one is.
    const refused = await Promise.race(mine.map((client) => client.closed.then(() => client)));
    expect(await refused.closed).toBeLessThan(headersTimeoutMs);
    expect(refused.received()).toBe("");
    const other = open(port, "127.0.0.2");
    await other.connected;
    other.socket.write("GET /livez HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
    await other.closed;
    expect(statusOf(other.received())).toBe(200);
  });

  it("closes a kept-alive connection that stays idle at the idle timeout, and frees its place", async () => {
    const client = open(port);
    await client.connected;
    client.socket.write("GET /livez HTTP/1.1\r\nHost: localhost\r\n\r\n");
    const elapsed = await client.closed;
    expect(statusOf(client.received())).toBe(200);
    expect(elapsed).toBeGreaterThanOrEqual(idleTimeoutMs - 50);
    expect(elapsed).toBeLessThan(idleTimeoutMs + margin);
    // Every place is free again: `cap` connections are all served.
    const again = Array.from({ length: cap }, () => open(port));
    for (const next of again) {
      await next.connected;
      next.socket.write("GET /livez HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
    }
    await Promise.all(again.map((next) => next.closed));
    expect(again.map((next) => statusOf(next.received()))).toEqual(again.map(() => 200));
  });
});

describe("behind a trusted proxy", () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    ({ app, database, port } = await listening({ TRUST_PROXY: "127.0.0.1" }));
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it("never caps the proxy's own connections", async () => {
    const fromProxy = Array.from({ length: 3 * cap }, () => open(port));
    expect(await Promise.all(fromProxy.map((client) => client.connected))).toEqual(fromProxy.map(() => true));
    for (const client of fromProxy) {
      client.socket.write("GET /livez HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
    }
    await Promise.all(fromProxy.map((client) => client.closed));
    expect(fromProxy.map((client) => statusOf(client.received()))).toEqual(fromProxy.map(() => 200));
  });

  it("caps the requests in flight of each real client, whatever it writes in X-Forwarded-For", async () => {
    const forwardedFor = (spoofed: string, client: string) => `X-Forwarded-For: ${spoofed}, ${client}\r\n`;
    const slow = Array.from({ length: cap }, (_value, index) => {
      const client = open(port);
      trickle(client, "/api/contact", 1000, 150, forwardedFor(`198.51.100.${index}`, "203.0.113.7"));
      return client;
    });
    await Promise.all(slow.map((client) => client.connected));
    // The server has read the slow requests' headers once a request after them on the same client is refused.
    const refused = await until(async () => {
      const one = open(port);
      one.socket.write(
        `GET /api/company HTTP/1.1\r\nHost: localhost\r\nAccept-Language: en\r\n${forwardedFor("198.51.100.99", "203.0.113.7")}Connection: close\r\n\r\n`,
      );
      await one.closed;
      return statusOf(one.received()) === 429 ? one : undefined;
    });
    expect(refused.received()).toMatch(/retry-after: 1/i);
    expect(JSON.parse(refused.received().split("\r\n\r\n")[1] ?? "")).toMatchObject({
      error: { code: "too_many_requests" },
    });
    // Another client behind the same proxy is served.
    const other = open(port);
    other.socket.write(
      `GET /livez HTTP/1.1\r\nHost: localhost\r\n${forwardedFor("203.0.113.7", "203.0.113.8")}Connection: close\r\n\r\n`,
    );
    await other.closed;
    expect(statusOf(other.received())).toBe(200);
    // The slow requests still end at the request timeout.
    const closedAt = await Promise.all(slow.map((client) => client.closed));
    expect(Math.max(...closedAt)).toBeLessThan(requestTimeoutMs + margin);
  });
});

/** Tries `attempt` until it gives a value (at most 40 times, 50 ms apart). */
async function until<T>(attempt: () => Promise<T | undefined>): Promise<T> {
  for (let tries = 0; tries < 40; tries += 1) {
    const value = await attempt();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("never happened");
}
