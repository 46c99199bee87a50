import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createTestDatabase } from "../../testing/server/databases.ts";
import { testPropertyGraph } from "../../testing/server/listing.ts";
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/connection.ts";
import { insertListingGraph } from "../db/listing.repository.ts";
import { storageFromConfig } from "../storage/storage-from-config.ts";
import type { RunnerLog } from "./job-runner.ts";
import { registerServerJobs } from "./server-jobs.ts";
import { createSqliteRunner } from "./sqlite-runner.ts";

const quiet: RunnerLog = { info: () => {}, warn: () => {}, error: () => {} };

/**
 * The daily trash sweep as the server registers it (server-jobs.ts, docs/decisions/038-trash.md), on two SQLite
 * runners of two "processes" sharing one file and a clock the test moves: once a day, once across them. (pg-boss's
 * once-per-occurrence is held by server/jobs/job-runner.test.ts.)
 */
describe("the daily trash sweep", () => {
  it("runs once a day across two processes and deletes for good only what was trashed longer than TRASH_DAYS", async () => {
    const database = await createTestDatabase("sqlite");
    // Three listings: one trashed 31 days ago, one 29 days ago, one never.
    const mediaDir = await mkdtemp(join(tmpdir(), "trash-sweep-"));
    const closers: (() => Promise<void>)[] = [];
    try {
      const storage = await storageFromConfig(loadConfig({ MEDIA_DIR: mediaDir }));
      const old = await insertListingGraph(database.db, testPropertyGraph);
      const recent = await insertListingGraph(database.db, testPropertyGraph);
      const kept = await insertListingGraph(database.db, testPropertyGraph);
      // The sweep reads the real time (the runner's clock below only decides when the job comes due).
      const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
      const trashedAt = { [old]: daysAgo(31), [recent]: daysAgo(29) };
      for (const [id, at] of Object.entries(trashedAt)) {
        await database.db
          .updateTable("listings")
          .set({ trashed_at: at, trashed_by_name: "editor", published: 0 })
          .where("id", "=", Number(id))
          .execute();
      }

      let now = new Date("2026-12-01T00:00:00Z");
      const runners = [0, 1].map(() => {
        const handle = openDatabase({ sqlitePath: database.location });
        closers.push(() => handle.close());
        const runner = createSqliteRunner(handle.db, { log: quiet, work: false, now: () => now });
        registerServerJobs(runner, {
          db: handle.db,
          storage,
          log: quiet,
          listingsChanged: () => {},
          trashDays: 30,
          mail: {},
          // Not this test's job.
          sweepStaffSessions: async () => {},
        });
        return runner;
      });
      await Promise.all(runners.map((runner) => runner.start()));
      const schedule = await database.db
        .selectFrom("job_schedules")
        .select(["cron", "next_run_at"])
        .where("name", "=", "trash-sweep")
        .executeTakeFirstOrThrow();
      expect(schedule).toEqual({ cron: "37 0 * * *", next_run_at: "2026-12-01T00:37:00.000Z" });

      now = new Date("2026-12-01T00:37:30Z");
      await Promise.all(runners.map((runner) => runner.tick()));
      await Promise.all(runners.map((runner) => runner.tick()));
      const left = await database.db.selectFrom("listings").select("id").orderBy("id").execute();
      expect(left.map((row) => row.id)).toEqual([recent, kept]);
      const sweeps = await database.db.selectFrom("jobs").select("state").where("name", "=", "trash-sweep").execute();
      expect(sweeps).toEqual([{ state: "done" }]);
      const audit = await database.db
        .selectFrom("audit_log")
        .select(["subject", "staff_id"])
        .where("action", "=", "listing_deleted")
        .execute();
      expect(audit).toEqual([{ subject: `listing:${old}`, staff_id: null }]);

      // The next day's occurrence runs once more, and finds nothing else due.
      now = new Date("2026-12-02T00:37:30Z");
      await Promise.all(runners.map((runner) => runner.tick()));
      await Promise.all(runners.map((runner) => runner.tick()));
      const nextDay = await database.db.selectFrom("jobs").select("state").where("name", "=", "trash-sweep").execute();
      expect(nextDay).toEqual([{ state: "done" }, { state: "done" }]);
      const after = await database.db.selectFrom("listings").select("id").orderBy("id").execute();
      expect(after.map((row) => row.id)).toEqual([recent, kept]);
    } finally {
      for (const close of closers) await close();
      await database.drop();
      await rm(mediaDir, { recursive: true, force: true });
    }
  }, 120_000);
});
