import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase, testEngines } from "../../testing/server/databases.ts";
import { startTcpProxy } from "../../testing/server/tcp-proxy.ts";
import { type DatabaseHandle, openDatabase } from "./connection.ts";
import { isDatabaseDown, isDatabaseUnavailable } from "./outage.ts";

/**
 * PostgreSQL's bounds (docs/decisions/028-database-outages.md): a statement past DATABASE_QUERY_TIMEOUT_MS is
 * cancelled, a wait for a free pool connection past DATABASE_CONNECT_TIMEOUT_MS fails, both as a 503 for that request
 * only (the database answers: the breaker stays closed); a query the server never answers fails on the client's
 * side, drops its connection and opens the breaker, which one probe closes once the database answers again.
 */

const timeouts = { connectTimeoutMs: 400, queryTimeoutMs: 300, probeIntervalMs: 100 };

/** The error a promise rejects with. */
async function errorOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected the query to fail");
}

describe.each(testEngines.filter((engine) => engine === "postgres"))("bounds on waiting for %s", (engine) => {
  let database: TestDatabase;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let handle: DatabaseHandle;
  let proxiedUrl: string;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const url = new URL(database.location);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.host = `127.0.0.1:${proxy.port}`;
    proxiedUrl = url.toString();
    handle = openDatabase({
      databaseUrl: proxiedUrl,
      sqlitePath: "",
      poolSize: 1,
      timeouts,
      onIdleConnectionError: () => {},
    });
  });
  afterAll(async () => {
    await handle?.close();
    await proxy?.stop().catch(() => {});
    await database?.drop();
  });

  it("cancels a statement past the query timeout, without taking the database for down", async () => {
    const error = await errorOf(sql`select pg_sleep(3)`.execute(handle.db));
    expect(error).toMatchObject({ code: "57014" });
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseDown(error)).toBe(false);
    expect(handle.isDown()).toBe(false);
    expect((await sql<{ one: number }>`select 1 as one`.execute(handle.db)).rows).toEqual([{ one: 1 }]);
  });

  it("refuses a query that waits for a free connection past the connect timeout, the database still up", async () => {
    let waited: unknown;
    await handle.db.transaction().execute(async (transaction) => {
      await sql`select 1`.execute(transaction);
      // The pool's one connection is lent to this transaction.
      waited = await errorOf(sql`select 1`.execute(handle.db));
    });
    expect(waited).toMatchObject({ message: expect.stringMatching(/timeout exceeded when trying to connect/) });
    expect(isDatabaseUnavailable(waited)).toBe(true);
    expect(handle.isDown()).toBe(false);
  });

  it("gives up on a query the server never answers, drops the connection, opens the breaker and closes it again", async () => {
    expect((await sql`select 1`.execute(handle.db)).rows).toHaveLength(1);
    const beforeFreeze = proxy.openConnectionIds();
    expect(beforeFreeze).toHaveLength(1);
    proxy.setMode("freeze");
    const started = performance.now();
    const error = await errorOf(sql`select 1`.execute(handle.db));
    // The client's own bound: the server's cancellation could not arrive.
    expect(performance.now() - started).toBeGreaterThanOrEqual(timeouts.queryTimeoutMs + 1000);
    expect(error).toMatchObject({ message: "Query read timeout" });
    expect(handle.isDown()).toBe(true);
    // Refused without being sent while the breaker is open.
    expect(await errorOf(sql`select 1`.execute(handle.db))).toMatchObject({ code: "DATABASE_BREAKER_OPEN" });
    // The frozen connection was hung up on, so the pool never lends it again (only the probe's attempts, which
    // the frozen proxy holds too, are open).
    await expect.poll(() => proxy.openConnectionIds().filter((id) => beforeFreeze.includes(id))).toEqual([]);
    proxy.setMode("pass");
    await expect.poll(() => handle.isDown(), { timeout: 5000 }).toBe(false);
    expect((await sql<{ one: number }>`select 1 as one`.execute(handle.db)).rows).toEqual([{ one: 1 }]);
  });

  it("fails a connection that is never accepted after the connect timeout, and opens the breaker", async () => {
    // A process that starts while the database is black-holed: it has no connection yet.
    const fresh = openDatabase({
      databaseUrl: proxiedUrl,
      sqlitePath: "",
      timeouts,
      onIdleConnectionError: () => {},
    });
    try {
      proxy.setMode("black-hole");
      const started = performance.now();
      const error = await errorOf(sql`select 1`.execute(fresh.db));
      expect(performance.now() - started).toBeGreaterThanOrEqual(timeouts.connectTimeoutMs - 5);
      expect(error).toMatchObject({ message: expect.stringMatching(/connection timeout/) });
      expect(fresh.isDown()).toBe(true);
      proxy.setMode("pass");
      await expect.poll(() => fresh.isDown(), { timeout: 5000 }).toBe(false);
      expect((await sql`select 1`.execute(fresh.db)).rows).toHaveLength(1);
    } finally {
      proxy.setMode("pass");
      await fresh.close();
    }
  });
});
