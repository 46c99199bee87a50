import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { DatabaseSync } from "node:sqlite";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase, testEngines } from "../../testing/server/databases.ts";
import { testPropertyGraph as listing } from "../../testing/server/listing.ts";
import { openThroughProxy, type startTcpProxy } from "../../testing/server/tcp-proxy.ts";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { type DatabaseHandle, openDatabase } from "../db/connection.ts";
import { insertListingGraph } from "../db/listing.repository.ts";
import { seedCompany } from "../seed/seed-company.ts";
import { createSiteServices } from "../services/site-services.ts";

/** Outages (docs/decisions/028-database-outages.md): a database that cannot be reached is a 503 with Retry-After, answered from caches where it can. */

const enquiry = () => ({
  name: "محمد عبدالله القحطاني",
  phone: "966501234567",
  message: "أرغب في عرض أرض",
  submissionKey: randomUUID(),
  website: "",
  fillMs: 8000,
});

/** The app on `database` with the production caches (10 s), on a clock the test moves. */
function appOn(database: DatabaseHandle, clock: { now: number }): Promise<FastifyInstance> {
  const config = loadConfig({ LOG_LEVEL: "silent", MEDIA_DIR: "data/test-media", LEAD_RATE_LIMIT: "1000" });
  const services = createSiteServices(database.db, { listCacheSeconds: 10, now: () => clock.now });
  return buildApp({ config, database, services });
}

function expectUnavailable(
  response: { statusCode: number; headers: Record<string, unknown>; json: () => unknown },
  message: RegExp,
) {
  expect(response.statusCode).toBe(503);
  expect(response.headers["retry-after"]).toBe("10");
  expect(response.json()).toEqual({ error: { code: "unavailable", message: expect.stringMatching(message) } });
}

// PostgreSQL runs where it answers (always in CI, REQUIRE_POSTGRES=1), like every database test.
describe.each(testEngines.filter((engine) => engine === "postgres"))("an outage of %s", (engine) => {
  let database: TestDatabase;
  let proxied: DatabaseHandle;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let app: FastifyInstance;
  const clock = { now: Date.now() };
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await seedCompany(database.db, undefined);
    await insertListingGraph(database.db, listing);
    ({ proxy, database: proxied } = await openThroughProxy(database.location, {
      poolSize: 2,
      onIdleConnectionError: () => {},
    }));
    app = await appOn(proxied, clock);
  });
  afterAll(async () => {
    await app?.close();
    await proxied?.close();
    await proxy?.stop().catch(() => {});
    await database?.drop();
  });

  it("answers 503 with Retry-After, translated, keeps answering what it read before, and recovers without restart", async () => {
    const list = await app.inject({ url: "/api/property?limit=5" });
    expect(list.statusCode).toBe(200);
    const id = list.json().data[0].id;
    const detail = await app.inject({ url: `/api/property/${id}` });
    expect(detail.statusCode).toBe(200);
    expect((await app.inject({ url: "/api/company" })).statusCode).toBe(200);

    await proxy.stop();
    // Well past every cache's lifetime.
    clock.now += 10 * 60_000;
    // What was read before is still answered, however old.
    const staleList = await app.inject({ url: "/api/property?limit=5" });
    expect(staleList.statusCode).toBe(200);
    expect(staleList.json()).toEqual(list.json());
    expect((await app.inject({ url: `/api/property/${id}` })).json()).toEqual(detail.json());
    expect((await app.inject({ url: "/api/company" })).statusCode).toBe(200);
    // What was never read, and every write, is a 503 in the request's language.
    expectUnavailable(
      await app.inject({ url: "/api/property?limit=6", headers: { "accept-language": "en" } }),
      /temporarily unavailable/,
    );
    expectUnavailable(await app.inject({ url: "/api/auction?limit=5" }), /غير متاحة مؤقتًا/);
    expectUnavailable(
      await app.inject({
        method: "POST",
        url: "/api/contact",
        headers: { "content-type": "application/json", "accept-language": "en" },
        payload: enquiry(),
      }),
      /temporarily unavailable/,
    );
    expect((await app.inject({ url: "/readyz" })).statusCode).toBe(503);

    await proxy.start();
    // The breaker's probe finds the database again (server/db/breaker.ts).
    await expect.poll(async () => (await app.inject({ url: "/readyz" })).statusCode, { timeout: 10_000 }).toBe(200);
    expect((await app.inject({ url: "/api/property?limit=6" })).statusCode).toBe(200);
    const stored = await app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "application/json" },
      payload: enquiry(),
    });
    expect(stored.statusCode).toBe(201);
    expect((await app.inject({ url: "/readyz" })).statusCode).toBe(200);
  });
});

describe("a SQLite database locked by another writer", () => {
  let database: TestDatabase;
  let impatient: DatabaseHandle;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
    await seedCompany(database.db, undefined);
    impatient = openDatabase({ sqlitePath: database.location, busyTimeoutMs: 50 });
    app = await appOn(impatient, { now: Date.now() });
  });
  afterAll(async () => {
    await app?.close();
    await impatient?.close();
    await database?.drop();
  });

  it("answers a lead with 503 and Retry-After while the lock lasts, and stores it after", async () => {
    const locker = new DatabaseSync(database.location);
    locker.exec("begin immediate");
    try {
      const refused = await app.inject({
        method: "POST",
        url: "/api/contact",
        headers: { "content-type": "application/json", "accept-language": "en" },
        payload: enquiry(),
      });
      expectUnavailable(refused, /temporarily unavailable/);
    } finally {
      locker.exec("rollback");
      locker.close();
    }
    const payload = enquiry();
    const stored = await app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "application/json" },
      payload,
    });
    expect(stored.statusCode).toBe(201);
    const rows = await database.db
      .selectFrom("leads")
      .select("id")
      .where("submission_key", "=", payload.submissionKey)
      .execute();
    expect(rows).toHaveLength(1);
  });
});

/**
 * Another process (a backup, a script, a shell on the file) holds SQLite's write lock. node:sqlite is synchronous:
 * a statement waiting in SQLite's own busy_timeout would stop the whole process for that long, so the wait is
 * short attempts on a timer (server/db/node-sqlite-dialect.ts, docs/decisions/028-database-outages.md).
 */
describe("a SQLite database locked by another process", () => {
  let database: TestDatabase;
  let patient: DatabaseHandle;
  let app: FastifyInstance;
  let waits = 0;
  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
    await seedCompany(database.db, undefined);
    // The default budget (5 s), and a count of the waits on a timer.
    patient = openDatabase({
      sqlitePath: database.location,
      onSqliteBusyWait: () => {
        waits += 1;
      },
    });
    app = await appOn(patient, { now: Date.now() });
  });
  afterAll(async () => {
    await app?.close();
    await patient?.close();
    await database?.drop();
  });

  /** A process holding the write lock until `release()`. */
  async function lockInAnotherProcess(path: string) {
    const script = `
      const { DatabaseSync } = require("node:sqlite");
      const db = new DatabaseSync(process.argv[1]);
      db.exec("begin immediate");
      process.stdout.write("locked\\n");
      process.stdin.once("data", () => { db.exec("rollback"); db.close(); process.exit(0); });`;
    const child = spawn(process.execPath, ["-e", script, path], { stdio: ["pipe", "pipe", "inherit"] });
    await new Promise<void>((resolve, reject) => {
      child.stdout.once("data", () => resolve());
      child.once("exit", (code) => reject(new Error(`the locking process ended with ${code}`)));
    });
    return {
      release: () =>
        new Promise<void>((resolve) => {
          child.once("exit", () => resolve());
          child.stdin.write("go\n");
        }),
    };
  }

  it("answers /livez while a lead waits for the lock, then stores the lead once", async () => {
    const lock = await lockInAnotherProcess(database.location);
    const payload = enquiry();
    let settled = false;
    const waiting = app
      .inject({ method: "POST", url: "/api/contact", headers: { "content-type": "application/json" }, payload })
      .finally(() => {
        settled = true;
      });
    // The lead waits for the lock on a timer (with SQLite's own 5 s wait, the event loop would be held until the
    // lead gave up, and no wait on a timer would ever be counted)...
    await expect.poll(() => waits).toBeGreaterThan(0);
    // ...and meanwhile the process answers.
    for (let check = 0; check < 5; check += 1) {
      expect((await app.inject({ url: "/livez" })).statusCode).toBe(200);
      expect((await app.inject({ url: "/api/company" })).statusCode).toBe(200);
    }
    expect(settled).toBe(false);
    await lock.release();
    const stored = await waiting;
    expect(stored.statusCode).toBe(201);
    const rows = await database.db
      .selectFrom("leads")
      .select("id")
      .where("submission_key", "=", payload.submissionKey)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("gives up after the wait's budget with 503 and Retry-After, the process answering meanwhile", async () => {
    const impatient = openDatabase({ sqlitePath: database.location, busyTimeoutMs: 300 });
    const impatientApp = await appOn(impatient, { now: Date.now() });
    const lock = await lockInAnotherProcess(database.location);
    try {
      const refused = impatientApp.inject({
        method: "POST",
        url: "/api/contact",
        headers: { "content-type": "application/json", "accept-language": "en" },
        payload: enquiry(),
      });
      expect((await impatientApp.inject({ url: "/livez" })).statusCode).toBe(200);
      expectUnavailable(await refused, /temporarily unavailable/);
    } finally {
      await lock.release();
      await impatientApp.close();
      await impatient.close();
    }
  });
});
