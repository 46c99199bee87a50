import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { sweepRateLimits } from "./db/rate-limit.repository.ts";
import type { Database } from "./db/schema.ts";
import { documentSweepIntervalMs, sweepUnlinkedDocuments } from "./services/document-sweep.ts";
import { sweepOrphanImages } from "./services/image-sweep.ts";
import type { MediaStorage } from "./storage/media-storage.ts";

/** Work a server process repeats on its own, with no request asking for it. */
export interface RepeatedJob {
  name: string;
  everyMs: number;
  /** The first run, when it should not wait a whole period (a random spread keeps processes apart). */
  firstAfterMs?: number;
  run: () => Promise<unknown>;
}

/** Every repeated job of the server: the one list to read when asking what runs in the background. */
export function serverJobs(db: Kysely<Database>, storage: MediaStorage, log: FastifyBaseLogger): RepeatedJob[] {
  const reportRemoved = (what: string) => (removed: string[]) => {
    if (removed.length > 0) log.info({ removed }, what);
  };
  return [
    // Ended windows of the rate limits counted in the database (docs/decisions/023-shared-rate-limits.md).
    { name: "rate limit sweep", everyMs: 10 * 60_000, run: () => sweepRateLimits(db, new Date()) },
    // PDFs uploaded in the editor but never saved into a listing, and the files of photos whose upload never
    // recorded them (docs/decisions/021-media-pipeline.md): a first sweep some minutes after start (spread out,
    // so processes started together do not sweep together), then every few hours.
    {
      name: "document sweep",
      everyMs: documentSweepIntervalMs,
      firstAfterMs: (5 + Math.random() * 10) * 60_000,
      run: () => sweepUnlinkedDocuments(db, storage, new Date()).then(reportRemoved("unlinked documents removed")),
    },
    {
      name: "image sweep",
      everyMs: documentSweepIntervalMs,
      firstAfterMs: (5 + Math.random() * 10) * 60_000,
      run: () => sweepOrphanImages(db, storage, new Date()).then(reportRemoved("leftover image files removed")),
    },
  ];
}

/** Runs each job on its timer for as long as the app is open; a failed run is logged and the next one comes. */
export function scheduleJobs(app: FastifyInstance, jobs: readonly RepeatedJob[]): void {
  const timers: NodeJS.Timeout[] = [];
  for (const job of jobs) {
    const run = () => {
      job.run().catch((error: unknown) => app.log.warn({ err: error, job: job.name }, `${job.name} failed`));
    };
    if (job.firstAfterMs !== undefined) timers.push(setTimeout(run, job.firstAfterMs));
    timers.push(setInterval(run, job.everyMs));
  }
  // Timers never keep the process alive: a closing server does not wait for the next sweep.
  for (const timer of timers) timer.unref();
  app.addHook("onClose", async () => {
    for (const timer of timers) clearTimeout(timer);
  });
}
