import { PgBoss } from "pg-boss";
import {
  defaultRetryDelaySeconds,
  defaultRetryLimit,
  type HandlerOptions,
  type JobHandler,
  type JobPayload,
  type JobRunner,
  type RunnerLog,
  type ScheduleOptions,
} from "./job-runner.ts";

export interface PgBossRunnerOptions {
  log: RunnerLog;
  /** Whether this process claims and runs jobs and keeps the cron schedules (else it only queues jobs). */
  work: boolean;
  /** How often a worker looks for due jobs. Default 1 s (pg-boss's floor is 0.5). */
  pollSeconds?: number;
}

/**
 * PostgreSQL's runner (docs/decisions/032-jobs.md): pg-boss keeps the queue in its own `pgboss` schema of the
 * site's database, claims with `for update skip locked` (one process per job), retries with exponential backoff,
 * and runs each cron schedule once per occurrence whatever the number of processes.
 */
export function createPgBossRunner(connectionString: string, options: PgBossRunnerOptions): JobRunner {
  const boss = new PgBoss({
    connectionString,
    // Its own small pool beside the site's: a handler's queries go through the site's pool.
    max: 3,
    connectionTimeoutMillis: 3000,
    application_name: "site-jobs",
    supervise: options.work,
    schedule: options.work,
  });
  boss.on("error", (error) => options.log.warn({ err: error }, "job queue error"));
  const handlers = new Map<string, { handler: JobHandler; retryLimit: number; retryDelaySeconds: number }>();
  const recurrences: { name: string; cron: string; payload: JobPayload }[] = [];
  let started: Promise<void> | undefined;

  async function startOnce(): Promise<void> {
    // A database still starting up: a few tries, 1 s apart and doubling.
    await boss.start({ attempts: 4 });
    for (const [name, entry] of handlers) {
      // Settings of the queue: every job of it inherits them.
      await boss.createQueue(name, {
        retryLimit: entry.retryLimit,
        retryDelay: entry.retryDelaySeconds,
        retryBackoff: true,
        retryDelayMax: 86_400,
      });
    }
    if (!options.work) return;
    for (const { name, cron, payload } of recurrences) await boss.schedule(name, cron, payload, { tz: "UTC" });
    for (const [name, entry] of handlers) {
      await boss.work<JobPayload>(name, { pollingIntervalSeconds: options.pollSeconds ?? 1 }, async (jobs) => {
        for (const job of jobs) {
          try {
            await entry.handler(job.data);
          } catch (error) {
            if (job.retryCount >= entry.retryLimit) {
              options.log.error({ err: error, job: name, jobId: job.id, attempts: job.retryCount + 1 }, "job dead");
            } else {
              options.log.warn({ err: error, job: name, jobId: job.id }, "job failed; retried later");
            }
            throw error;
          }
        }
      });
    }
  }

  const ensureStarted = () => {
    // A start that failed is tried again by the next call, not remembered as failed for good.
    started ??= startOnce().catch((error: unknown) => {
      started = undefined;
      throw error;
    });
    return started;
  };

  return {
    engine: "postgres",
    register(name: string, handler: JobHandler, handlerOptions: HandlerOptions = {}) {
      handlers.set(name, {
        handler,
        retryLimit: handlerOptions.retryLimit ?? defaultRetryLimit,
        retryDelaySeconds: handlerOptions.retryDelaySeconds ?? defaultRetryDelaySeconds,
      });
    },
    recurring(name: string, cron: string, payload: JobPayload = {}) {
      recurrences.push({ name, cron, payload });
    },
    async schedule(name: string, payload: JobPayload, runAt: Date, scheduleOptions: ScheduleOptions = {}) {
      await ensureStarted();
      if (scheduleOptions.singletonKey === undefined) {
        await boss.send(name, payload, { startAfter: runAt });
      } else {
        await boss.upsert(name, payload, { singletonKey: scheduleOptions.singletonKey, startAfter: runAt });
      }
    },
    async unschedule(name: string, singletonKey: string) {
      await ensureStarted();
      const waiting = await boss.findJobs(name, { key: singletonKey, queued: true });
      if (waiting.length > 0)
        await boss.deleteJob(
          name,
          waiting.map((job) => job.id),
        );
    },
    start: ensureStarted,
    async stop() {
      if (!started) return;
      await started.catch(() => {});
      await boss.stop({ graceful: true, timeout: 5000, close: true });
    },
  };
}
