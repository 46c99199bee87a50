import { randomUUID } from "node:crypto";
import { CronExpressionParser } from "cron-parser";
import type { ExpressionBuilder, Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import {
  backoffSeconds,
  defaultRetryDelaySeconds,
  defaultRetryLimit,
  type HandlerOptions,
  type JobHandler,
  type JobPayload,
  type JobRunner,
  type RunnerLog,
  type ScheduleOptions,
} from "./job-runner.ts";

export interface SqliteRunnerOptions {
  log: RunnerLog;
  /** Whether this process claims and runs jobs (else it only queues them). */
  work: boolean;
  /** How often a working runner looks for due jobs. Default 1 s. */
  pollMs?: number;
  /** How long a claimed job is this runner's; past it, another runner takes it (its process died). Default 10 min. */
  leaseSeconds?: number;
  now?: () => Date;
}

export interface SqliteJobRunner extends JobRunner {
  /** Queues the due recurring jobs, then runs due jobs until none is left; returns how many ran. */
  tick(): Promise<number>;
  readonly id: string;
}

/** How long finished jobs stay readable. */
const keepDoneMs = 7 * 86_400_000;

export function nextOccurrence(cron: string, after: Date): Date {
  return CronExpressionParser.parse(cron, { currentDate: after, tz: "UTC" }).next().toDate();
}

/**
 * The embedded default's runner (docs/decisions/032-jobs.md): jobs are rows, and a runner claims one with a single
 * `update … where id = (select … limit 1) returning`, which SQLite runs atomically under its write lock, so two
 * processes on one file never run the same job. A claim is a lease: a runner that died mid-job leaves it to be
 * claimed again when the lease ends. A recurring schedule queues its next run by moving `next_run_at` on with a
 * conditional update; only the runner whose update changed the row queues the job.
 */
export function createSqliteRunner(db: Kysely<Database>, options: SqliteRunnerOptions): SqliteJobRunner {
  const id = randomUUID();
  const now = options.now ?? (() => new Date());
  const leaseMs = (options.leaseSeconds ?? 600) * 1000;
  const handlers = new Map<string, { handler: JobHandler; retryLimit: number; retryDelaySeconds: number }>();
  const recurrences: { name: string; cron: string; payload: JobPayload }[] = [];
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;

  async function queueDueRecurrences(at: Date): Promise<void> {
    const due = await db.selectFrom("job_schedules").selectAll().where("next_run_at", "<=", at.toISOString()).execute();
    for (const schedule of due) {
      const handler = handlers.get(schedule.name);
      await db.transaction().execute(async (trx) => {
        const moved = await trx
          .updateTable("job_schedules")
          .set({ next_run_at: nextOccurrence(schedule.cron, at).toISOString() })
          .where("name", "=", schedule.name)
          .where("next_run_at", "=", schedule.next_run_at)
          .executeTakeFirst();
        if (Number(moved.numUpdatedRows) !== 1) return;
        await trx
          .insertInto("jobs")
          .values({
            name: schedule.name,
            payload: schedule.payload,
            run_at: schedule.next_run_at,
            singleton_key: null,
            state: "queued",
            retry_limit: handler?.retryLimit ?? defaultRetryLimit,
            retry_delay_seconds: handler?.retryDelaySeconds ?? defaultRetryDelaySeconds,
            created_at: at.toISOString(),
            updated_at: at.toISOString(),
          })
          .execute();
      });
    }
  }

  async function claim(at: Date) {
    const names = [...handlers.keys()];
    if (names.length === 0) return undefined;
    const iso = at.toISOString();
    const due = (eb: ExpressionBuilder<Database, "jobs">) =>
      eb.or([
        eb.and([eb("state", "=", "queued"), eb("run_at", "<=", iso)]),
        eb.and([eb("state", "=", "running"), eb("locked_until", "<", iso)]),
      ]);
    return db
      .updateTable("jobs")
      .set((eb) => ({
        state: "running",
        attempts: eb("attempts", "+", 1),
        locked_by: id,
        locked_until: new Date(at.getTime() + leaseMs).toISOString(),
        updated_at: iso,
      }))
      .where("id", "=", (eb) =>
        eb
          .selectFrom("jobs")
          .select("id")
          .where("name", "in", names)
          .where(due)
          .orderBy("run_at")
          .orderBy("id")
          .limit(1),
      )
      .where(due)
      .returningAll()
      .executeTakeFirst();
  }

  async function runOne(): Promise<boolean> {
    const job = await claim(now());
    if (!job) return false;
    const entry = handlers.get(job.name)!;
    const mine = (trx: Kysely<Database>) =>
      trx.updateTable("jobs").where("id", "=", job.id).where("locked_by", "=", id).where("state", "=", "running");
    try {
      await entry.handler(JSON.parse(job.payload) as JobPayload);
      await mine(db).set({ state: "done", locked_until: null, updated_at: now().toISOString() }).execute();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const at = now();
      if (job.attempts > job.retry_limit) {
        await mine(db)
          .set({ state: "dead", locked_until: null, last_error: message, updated_at: at.toISOString() })
          .execute();
        options.log.error({ err: error, job: job.name, jobId: job.id, attempts: job.attempts }, "job dead");
      } else {
        const retryAt = new Date(at.getTime() + backoffSeconds(job.retry_delay_seconds, job.attempts) * 1000);
        await mine(db)
          .set({
            state: "queued",
            run_at: retryAt.toISOString(),
            locked_by: null,
            locked_until: null,
            last_error: message,
            updated_at: at.toISOString(),
          })
          .execute();
        options.log.warn({ err: error, job: job.name, jobId: job.id, retryAt }, "job failed; retried later");
      }
    }
    return true;
  }

  async function tick(): Promise<number> {
    const at = now();
    await queueDueRecurrences(at);
    let ran = 0;
    while (!stopped && (await runOne())) ran += 1;
    await db
      .deleteFrom("jobs")
      .where("state", "=", "done")
      .where("updated_at", "<", new Date(at.getTime() - keepDoneMs).toISOString())
      .execute();
    return ran;
  }

  function loop() {
    if (stopped) return;
    running = tick()
      .catch((error: unknown) => options.log.warn({ err: error }, "job poll failed"))
      .finally(() => {
        if (stopped) return;
        timer = setTimeout(loop, options.pollMs ?? 1000);
        timer.unref();
      });
  }

  return {
    engine: "sqlite",
    id,
    tick,
    register(name: string, handler: JobHandler, handlerOptions: HandlerOptions = {}) {
      handlers.set(name, {
        handler,
        retryLimit: handlerOptions.retryLimit ?? defaultRetryLimit,
        retryDelaySeconds: handlerOptions.retryDelaySeconds ?? defaultRetryDelaySeconds,
      });
    },
    recurring(name: string, cron: string, payload: JobPayload = {}) {
      nextOccurrence(cron, now());
      recurrences.push({ name, cron, payload });
    },
    async schedule(name: string, payload: JobPayload, runAt: Date, scheduleOptions: ScheduleOptions = {}) {
      const entry = handlers.get(name);
      const at = now().toISOString();
      const key = scheduleOptions.singletonKey ?? null;
      await db.transaction().execute(async (trx) => {
        if (key !== null) {
          const moved = await trx
            .updateTable("jobs")
            .set({ payload: JSON.stringify(payload), run_at: runAt.toISOString(), updated_at: at })
            .where("name", "=", name)
            .where("singleton_key", "=", key)
            .where("state", "=", "queued")
            .executeTakeFirst();
          if (Number(moved.numUpdatedRows) > 0) return;
        }
        await trx
          .insertInto("jobs")
          .values({
            name,
            payload: JSON.stringify(payload),
            run_at: runAt.toISOString(),
            singleton_key: key,
            state: "queued",
            retry_limit: entry?.retryLimit ?? defaultRetryLimit,
            retry_delay_seconds: entry?.retryDelaySeconds ?? defaultRetryDelaySeconds,
            created_at: at,
            updated_at: at,
          })
          .execute();
      });
    },
    async unschedule(name: string, singletonKey: string) {
      await db
        .deleteFrom("jobs")
        .where("name", "=", name)
        .where("singleton_key", "=", singletonKey)
        .where("state", "=", "queued")
        .execute();
    },
    async start() {
      const at = now();
      for (const { name, cron, payload } of recurrences) {
        const next = nextOccurrence(cron, at).toISOString();
        await db
          .insertInto("job_schedules")
          .values({ name, cron, payload: JSON.stringify(payload), next_run_at: next })
          .onConflict((conflict) =>
            conflict
              .column("name")
              .doUpdateSet({ cron, payload: JSON.stringify(payload), next_run_at: next })
              // A changed expression starts from its own next occurrence.
              .where("job_schedules.cron", "!=", cron),
          )
          .execute();
      }
      if (options.work) loop();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
