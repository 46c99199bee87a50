import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase, type TestDatabase, testEngines } from "../../testing/server/databases.ts";
import { openDatabase } from "../db/connection.ts";
import { insertLead } from "../db/lead.repository.ts";
import type { Engine } from "../db/portable.ts";
import { anonymiseLeadsOlderThan, retentionBatch } from "../services/lead-privacy.ts";
import type { JobRunner, RunnerLog } from "./job-runner.ts";
import { leadRetentionJob, registerLeadRetentionJob } from "./lead-retention.job.ts";
import { createPgBossRunner } from "./pg-boss-runner.ts";
import { createSqliteRunner } from "./sqlite-runner.ts";

const quiet: RunnerLog = { info: () => {}, warn: () => {}, error: () => {} };
const wait = { timeout: 60_000, interval: 100 };
const now = new Date("2026-11-28T12:00:00Z");
const monthsAgo = (months: number, days = 0) => {
  const at = new Date(now);
  at.setUTCMonth(at.getUTCMonth() - months);
  return new Date(at.getTime() - days * 86_400_000);
};

// LEAD_RETENTION_MONTHS (docs/decisions/039-lead-privacy.md): the daily job anonymises leads older than the setting,
// only those, once however many processes work jobs.
describe.each(testEngines)("lead retention on %s", (engine: Engine) => {
  let database: TestDatabase;
  const runners: JobRunner[] = [];
  const closers: (() => Promise<void>)[] = [];
  let key = 0;

  const store = async (name: string, at: Date) => {
    key += 1;
    const result = await insertLead(
      database.db,
      {
        kind: "contact",
        listing: null,
        name,
        email: `${name.toLowerCase().replace(/\W/g, "")}@example.sa`,
        phone: `+96650${String(1_000_000 + key).slice(-7)}`,
        message: `رسالة ${name}`,
        language: "ar",
        source_page: "/contactus",
        submission_key: `retention-${engine}-${key}`,
        spam_reason: null,
      },
      at,
    );
    if (result.status !== "created") throw new Error("lead not stored");
    return result.id;
  };
  const anonymised = async () =>
    (
      await database.db.selectFrom("leads").select("id").where("anonymised_at", "is not", null).orderBy("id").execute()
    ).map((row) => row.id);
  const retentionEntries = () =>
    database.db
      .selectFrom("audit_log")
      .select("detail")
      .where("action", "=", "leads_anonymised_by_retention")
      .execute();

  /** A job worker as another process would have it: its own connection to the same database. */
  function worker(months: number): JobRunner {
    const handle =
      engine === "sqlite"
        ? openDatabase({ sqlitePath: database.location })
        : openDatabase({ databaseUrl: database.location, sqlitePath: "" });
    closers.push(() => handle.close());
    const made =
      engine === "sqlite"
        ? createSqliteRunner(handle.db, { log: quiet, work: true, pollMs: 50 })
        : createPgBossRunner(database.location, { log: quiet, work: true, pollSeconds: 0.5 });
    registerLeadRetentionJob(made, { db: handle.db, log: quiet, months, now: () => now });
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

  it("anonymises only the leads older than the setting, once with two workers racing", async () => {
    const old = [await store("Old Sender One", monthsAgo(25)), await store("Old Sender Two", monthsAgo(24, 1))];
    const recent = [await store("Recent Sender", monthsAgo(23)), await store("New Sender", now)];
    const first = worker(24);
    const second = worker(24);
    await Promise.all([first.start(), second.start()]);
    // The day's occurrence, queued as the cron would: both workers poll for it.
    await first.schedule(leadRetentionJob, {}, new Date());
    await vi.waitFor(async () => expect(await anonymised()).toEqual(old), wait);
    await vi.waitFor(async () => expect(await retentionEntries()).toHaveLength(1), wait);
    const [entry] = await retentionEntries();
    expect(JSON.parse(entry!.detail)).toMatchObject({ months: 24, leads: 2 });
    const rows = await database.db
      .selectFrom("leads")
      .selectAll()
      .where("id", "in", [...old, ...recent])
      .execute();
    for (const row of rows.filter((item) => old.includes(item.id))) {
      expect(row).toMatchObject({ name: "", email: "", phone: "", message: null, search_text: "", status: "new" });
    }
    expect(rows.filter((item) => recent.includes(item.id)).map((row) => row.name)).toEqual([
      "Recent Sender",
      "New Sender",
    ]);

    // Run again (a retry, another day): nothing left to do, no new entry.
    expect(await anonymiseLeadsOlderThan(database.db, 24, now)).toBe(0);
    expect(await retentionEntries()).toHaveLength(1);
  });

  it("counts each lead once when two processes run it at the same time, batch after batch", async () => {
    const many = retentionBatch + 15;
    for (let n = 0; n < many; n += 1) await store(`Bulk Sender ${n}`, monthsAgo(40, n % 7));
    const other =
      engine === "sqlite"
        ? openDatabase({ sqlitePath: database.location })
        : openDatabase({ databaseUrl: database.location, sqlitePath: "" });
    closers.push(() => other.close());
    const before = (await anonymised()).length;
    const [a, b] = await Promise.all([
      anonymiseLeadsOlderThan(database.db, 36, now),
      anonymiseLeadsOlderThan(other.db, 36, now),
    ]);
    expect(a + b).toBe(many);
    expect((await anonymised()).length).toBe(before + many);
    const counted = (await retentionEntries())
      .map((row) => JSON.parse(row.detail) as { months: number; leads: number })
      .filter((detail) => detail.months === 36)
      .reduce((sum, detail) => sum + detail.leads, 0);
    expect(counted).toBe(many);
  });

  it("does nothing when the setting is 0", async () => {
    await store("Ancient Sender", monthsAgo(120));
    expect(await anonymiseLeadsOlderThan(database.db, 0, now)).toBe(0);
  });
});
