import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase, type TestDatabase, testEngines } from "../../testing/server/databases.ts";
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/connection.ts";
import type { Engine } from "../db/portable.ts";
import { savePendingAlert, sweepPendingAlerts } from "../db/search-alert.repository.ts";
import { storageFromConfig } from "../storage/storage-from-config.ts";
import type { JobRunner, RunnerLog } from "./job-runner.ts";
import { createPgBossRunner } from "./pg-boss-runner.ts";
import { alertPendingSweepJob } from "./search-alert.job.ts";
import { registerServerJobs } from "./server-jobs.ts";
import { createSqliteRunner } from "./sqlite-runner.ts";

const quiet: RunnerLog = { info: () => {}, warn: () => {}, error: () => {} };
const wait = { timeout: 60_000, interval: 100 };
const daysAgo = (days: number, hours = 0) => new Date(Date.now() - days * 86_400_000 - hours * 3_600_000);

// ALERT_PENDING_DAYS (docs/decisions/040-search-alerts.md): the daily job, as the server registers it, deletes the
// alerts still waiting for their confirmation after that many days, and only those.
describe.each(testEngines)("the sweep of unconfirmed search alerts on %s", (engine: Engine) => {
  let database: TestDatabase;
  const runners: JobRunner[] = [];
  const closers: (() => Promise<void>)[] = [];
  let count = 0;

  /** An alert asked for at `at`, then left pending, confirmed, or turned off by staff. */
  async function alertAt(at: Date, state: "pending" | "active" | "off") {
    count += 1;
    const { id } = await savePendingAlert(
      database.db,
      { email: `sweep-${count}@example.sa`, kind: "property", filters: "", language: "ar", frequency: "daily" },
      `sweep-token-${engine}-${count}`,
      at,
    );
    if (state !== "pending") {
      await database.db
        .updateTable("search_alerts")
        .set({ state, confirm_token_hash: null, confirmed_at: state === "active" ? at.toISOString() : null })
        .where("id", "=", id)
        .execute();
    }
    return id;
  }
  const left = async () =>
    (await database.db.selectFrom("search_alerts").select("id").orderBy("id").execute()).map((row) => row.id);

  /** A job worker as another process would have it, with the server's jobs: its own connection to the database. */
  async function worker(): Promise<JobRunner> {
    const handle =
      engine === "sqlite"
        ? openDatabase({ sqlitePath: database.location })
        : openDatabase({ databaseUrl: database.location, sqlitePath: "" });
    closers.push(() => handle.close());
    const made =
      engine === "sqlite"
        ? createSqliteRunner(handle.db, { log: quiet, work: true, pollMs: 50 })
        : createPgBossRunner(database.location, { log: quiet, work: true, pollSeconds: 0.5 });
    registerServerJobs(made, {
      db: handle.db,
      storage: await storageFromConfig(loadConfig({ MEDIA_DIR: "data/test-media" })),
      log: quiet,
      listingsChanged: () => {},
      trashDays: 30,
      mail: {},
      sweepStaffSessions: async () => {},
      alertPendingDays: 7,
    });
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

  it("deletes only the alerts pending for longer than ALERT_PENDING_DAYS, once a day", async () => {
    const oldPending = [await alertAt(daysAgo(7, 1), "pending"), await alertAt(daysAgo(30), "pending")];
    const kept = [
      await alertAt(daysAgo(6, 23), "pending"),
      await alertAt(daysAgo(0), "pending"),
      await alertAt(daysAgo(40), "active"),
      await alertAt(daysAgo(40), "off"),
    ];
    const runner = await worker();
    await runner.start();
    if (engine === "sqlite") {
      const schedule = await database.db
        .selectFrom("job_schedules")
        .select("cron")
        .where("name", "=", alertPendingSweepJob)
        .executeTakeFirstOrThrow();
      expect(schedule.cron).toBe("53 0 * * *");
    }
    // The day's occurrence, queued as the cron would.
    await runner.schedule(alertPendingSweepJob, {}, new Date());
    await vi.waitFor(async () => expect(await left()).toEqual(kept), wait);
    expect(oldPending.every((id) => !kept.includes(id))).toBe(true);
    // Run again (a retry, the next day): nothing more goes.
    expect(await sweepPendingAlerts(database.db, daysAgo(7))).toBe(0);
    expect(await left()).toEqual(kept);
  });

  it("counts a pending alert asked for again from the new confirmation e-mail", async () => {
    const asked = {
      email: "again@example.sa",
      kind: "auction" as const,
      filters: "",
      language: "en",
      frequency: "weekly" as const,
    };
    const { id } = await savePendingAlert(database.db, asked, `again-1-${engine}`, daysAgo(10));
    await savePendingAlert(database.db, asked, `again-2-${engine}`, daysAgo(1));
    expect(await sweepPendingAlerts(database.db, daysAgo(7))).toBe(0);
    expect(await left()).toContain(id);
  });
});
