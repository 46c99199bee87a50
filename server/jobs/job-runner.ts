/**
 * Scheduled work kept in the database (docs/decisions/032-jobs.md): a job runs once across every process on the
 * database, waits there through restarts, and is retried with backoff when its handler throws; past its retries it
 * is dead (logged, kept for reading). A feature adds work by registering a handler by name, and then schedules
 * jobs of that name or makes it recurring. Two implementations: pg-boss on PostgreSQL, a table on SQLite.
 */
export type JobPayload = Record<string, unknown>;

export type JobHandler = (payload: JobPayload) => Promise<void>;

export interface HandlerOptions {
  /** Retries after the first failed run before the job is dead. Default 4. */
  retryLimit?: number;
  /** The wait before the first retry, doubled for each next one. Default 30 s. */
  retryDelaySeconds?: number;
}

export interface ScheduleOptions {
  /** At most one waiting job per name and key: scheduling again moves it (new time and payload). */
  singletonKey?: string;
}

export interface JobRunner {
  readonly engine: "sqlite" | "postgres";
  /** Registers the handler of jobs of this name (before `start`). */
  register(name: string, handler: JobHandler, options?: HandlerOptions): void;
  /** Makes a registered job recurring on a cron expression (UTC), one run per occurrence across processes. */
  recurring(name: string, cron: string, payload?: JobPayload): void;
  /** Queues a job of this name for `runAt` (now or past: as soon as a worker is free). */
  schedule(name: string, payload: JobPayload, runAt: Date, options?: ScheduleOptions): Promise<void>;
  /** Drops the waiting job of this name and key, if any. */
  unschedule(name: string, singletonKey: string): Promise<void>;
  /** Installs the recurring schedules and, when this process works jobs, starts polling. */
  start(): Promise<void>;
  /** Stops polling and waits for the runs in progress. */
  stop(): Promise<void>;
}

export interface RunnerLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export const defaultRetryLimit = 4;
export const defaultRetryDelaySeconds = 30;

/** The wait before retry number `retry` (1 for the first): the delay doubled each time, capped at a day. */
export function backoffSeconds(retryDelaySeconds: number, retry: number): number {
  return Math.min(86_400, retryDelaySeconds * 2 ** Math.max(0, retry - 1));
}
