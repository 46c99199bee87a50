import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase, type TestDatabase, testEngines } from "../../testing/server/databases.ts";
import { openDatabase } from "../db/connection.ts";
import type { Engine } from "../db/portable.ts";
import type { JobRunner, RunnerLog } from "./job-runner.ts";
import { createPgBossRunner } from "./pg-boss-runner.ts";
import { createSqliteRunner } from "./sqlite-runner.ts";

interface Logged {
  level: string;
  message: string;
  object: object;
}

function recordingLog(into: Logged[]): RunnerLog {
  const at = (level: string) => (object: object, message: string) => void into.push({ level, message, object });
  return { info: at("info"), warn: at("warn"), error: at("error") };
}

const wait = { timeout: 60_000, interval: 100 };

describe.each(testEngines)("job runner on %s", (engine: Engine) => {
  let database: TestDatabase;
  const runners: JobRunner[] = [];
  const closers: (() => Promise<void>)[] = [];

  /** A runner as another process would have it: its own connection to the same database. */
  function runner(work: boolean, log: Logged[] = []): JobRunner {
    let made: JobRunner;
    if (engine === "sqlite") {
      const handle = openDatabase({ sqlitePath: database.location });
      closers.push(() => handle.close());
      made = createSqliteRunner(handle.db, { log: recordingLog(log), work, pollMs: 50 });
    } else {
      made = createPgBossRunner(database.location, { log: recordingLog(log), work, pollSeconds: 0.5 });
    }
    runners.push(made);
    return made;
  }

  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    for (const made of runners) await made.stop();
    for (const close of closers) await close();
    await database.drop();
  });

  it("runs each job exactly once with two runners racing on one database", async () => {
    const runs: string[] = [];
    const handler = async (payload: Record<string, unknown>) => {
      runs.push(String(payload.n));
      await new Promise((resolve) => setImmediate(resolve));
    };
    const first = runner(true);
    const second = runner(true);
    first.register("race", handler);
    second.register("race", handler);
    await Promise.all([first.start(), second.start()]);
    const due = new Date();
    await Promise.all(Array.from({ length: 20 }, (_, n) => first.schedule("race", { n }, due)));
    await vi.waitFor(() => expect(runs).toHaveLength(20), wait);
    // Every job is finished, so no second run of any can still come.
    await vi.waitFor(async () => expect(await finishedCount(database, engine, "race")).toBe(20), wait);
    expect(new Set(runs).size).toBe(20);
    expect(runs).toHaveLength(20);
  });

  it("retries a failed job after a backoff, and a job failing past its retries is dead and logged", async () => {
    const log: Logged[] = [];
    const worker = runner(true, log);
    let attempts = 0;
    worker.register(
      "flaky",
      async () => {
        attempts += 1;
        if (attempts === 1) throw new Error("the mail server is away");
      },
      { retryLimit: 2, retryDelaySeconds: 1 },
    );
    worker.register(
      "hopeless",
      async () => {
        throw new Error("never works");
      },
      { retryLimit: 1, retryDelaySeconds: 1 },
    );
    await worker.start();
    await worker.schedule("flaky", {}, new Date());
    await worker.schedule("hopeless", {}, new Date());
    await vi.waitFor(() => expect(attempts).toBe(2), wait);
    await vi.waitFor(() => expect(log.filter((entry) => entry.message === "job dead")).toHaveLength(1), wait);
    expect(log.find((entry) => entry.message === "job dead")?.object).toMatchObject({ job: "hopeless" });
    expect(log.some((entry) => entry.message === "job failed; retried later")).toBe(true);
    // The second attempt's success is stored after its handler returns.
    await vi.waitFor(async () => expect(await finishedCount(database, engine, "flaky")).toBe(1), wait);
  });

  it("keeps a queued job through a restart: a new runner picks up a job an earlier one queued", async () => {
    const before = runner(false);
    before.register("after-restart", async () => {});
    await before.start();
    await before.schedule("after-restart", { hello: "again" }, new Date(Date.now() + 500));
    // Moved, not added: one waiting job per key.
    await before.schedule("after-restart", { hello: "world" }, new Date(Date.now() + 500), { singletonKey: "k" });
    await before.schedule("after-restart", { hello: "moved" }, new Date(Date.now() + 500), { singletonKey: "k" });
    await before.stop();

    const seen: unknown[] = [];
    const after = runner(true);
    after.register("after-restart", async (payload) => void seen.push(payload.hello));
    await after.start();
    await vi.waitFor(() => expect(seen.toSorted()).toEqual(["again", "moved"]), wait);
  });

  it("drops a waiting job by its key", async () => {
    const seen: unknown[] = [];
    const worker = runner(true);
    worker.register("dropped", async (payload) => void seen.push(payload.n));
    await worker.start();
    await worker.schedule("dropped", { n: 1 }, new Date(Date.now() + 1500), { singletonKey: "listing-1" });
    await worker.unschedule("dropped", "listing-1");
    await worker.schedule("dropped", { n: 2 }, new Date(Date.now() + 1500), { singletonKey: "listing-2" });
    await vi.waitFor(() => expect(seen).toEqual([2]), wait);
    // pg-boss marks a job completed after its handler has returned: awaited, not assumed (it raced in CI).
    await vi.waitFor(async () => expect(await finishedCount(database, engine, "dropped")).toBe(1), wait);
  });
});

/** Jobs of this name that finished successfully. */
async function finishedCount(database: TestDatabase, engine: Engine, name: string): Promise<number> {
  if (engine === "sqlite") {
    const rows = await database.db.selectFrom("jobs").select("state").where("name", "=", name).execute();
    return rows.filter((row) => row.state === "done").length;
  }
  const { rows } = await sql<{ count: number }>`
    select count(*)::int as count from pgboss.job where name = ${name} and state = 'completed'`.execute(database.db);
  return rows[0]!.count;
}

describe("recurring jobs", () => {
  it.each(testEngines)(
    "on %s, two runners queue one run per occurrence, not one each",
    async (engine) => {
      const database = await createTestDatabase(engine);
      const closers: (() => Promise<void>)[] = [];
      const runs: string[] = [];
      try {
        if (engine === "sqlite") {
          // The time as both runners see it, moved by the test: the occurrence at 10:10 comes due for both at once.
          let now = new Date("2026-11-28T10:05:00Z");
          const runners = [0, 1].map(() => {
            const handle = openDatabase({ sqlitePath: database.location });
            closers.push(() => handle.close());
            const made = createSqliteRunner(handle.db, { log: recordingLog([]), work: false, now: () => now });
            made.register("sweep", async () => void runs.push(now.toISOString()));
            made.recurring("sweep", "*/10 * * * *");
            return made;
          });
          await Promise.all(runners.map((made) => made.start()));
          expect(await Promise.all(runners.map((made) => made.tick()))).toEqual([0, 0]);
          now = new Date("2026-11-28T10:10:01Z");
          await Promise.all(runners.map((made) => made.tick()));
          expect(runs).toHaveLength(1);
          now = new Date("2026-11-28T10:20:30Z");
          await Promise.all(runners.map((made) => made.tick()));
          await Promise.all(runners.map((made) => made.tick()));
          expect(runs).toHaveLength(2);
          return;
        }
        // pg-boss runs cron to the minute: two occurrences take up to two minutes.
        const runners = [0, 1].map(() => {
          const made = createPgBossRunner(database.location, { log: recordingLog([]), work: true, pollSeconds: 0.5 });
          made.register("sweep", async () => void runs.push(new Date().toISOString().slice(0, 16)));
          made.recurring("sweep", "* * * * *");
          closers.push(() => made.stop());
          return made;
        });
        const startedMinute = Math.floor(Date.now() / 60_000);
        await Promise.all(runners.map((made) => made.start()));
        await vi.waitFor(() => expect(new Set(runs).size).toBeGreaterThanOrEqual(2), {
          timeout: 200_000,
          interval: 500,
        });
        // The first occurrence had a whole minute for a second run to show. Counted against the occurrences that
        // came due (the start's own minute included), not by the minute each ran in: on a busy machine an
        // occurrence may run in the next minute, beside that minute's own run. One run each would be twice as many.
        const due = Math.floor(Date.now() / 60_000) - startedMinute + 1;
        expect(runs.length).toBeLessThanOrEqual(due);
      } finally {
        for (const close of closers) await close();
        await database.drop();
      }
    },
    240_000,
  );
});

describe("the SQLite runner's lease", () => {
  it("gives a job whose runner died mid-run to another runner when the lease ends", async () => {
    const database = await createTestDatabase("sqlite");
    const other = openDatabase({ sqlitePath: database.location });
    try {
      // A process that claimed the job and then stopped answering (its handler never ends).
      const dying = createSqliteRunner(database.db, { log: recordingLog([]), work: false, leaseSeconds: 1 });
      let claimed = false;
      dying.register("stuck", () => {
        claimed = true;
        return new Promise(() => {});
      });
      await dying.schedule("stuck", { n: 1 }, new Date());
      void dying.tick();
      await vi.waitFor(() => expect(claimed).toBe(true), wait);

      const seen: unknown[] = [];
      const taker = createSqliteRunner(other.db, { log: recordingLog([]), work: true, pollMs: 100, leaseSeconds: 1 });
      taker.register("stuck", async (payload) => void seen.push(payload.n));
      await taker.start();
      await vi.waitFor(() => expect(seen).toEqual([1]), wait);
      await taker.stop();
      const [row] = await database.db.selectFrom("jobs").selectAll().where("name", "=", "stuck").execute();
      expect(row).toMatchObject({ state: "done", attempts: 2 });
    } finally {
      await other.close();
      await database.drop();
    }
  });
});
