import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { anonymiseLeadsOlderThan } from "../services/lead-privacy.ts";
import type { JobRunner, RunnerLog } from "./job-runner.ts";

export const leadRetentionJob = "lead-retention";

/**
 * LEAD_RETENTION_MONTHS (docs/decisions/039-lead-privacy.md): once a day, leads received more than that many months
 * ago are anonymised. The runner runs each day's occurrence once across processes, and a second run finds nothing
 * left to do (only leads not anonymised yet are taken). Registered with the setting off too, doing nothing, so a
 * schedule stored while it was on never finds its handler missing.
 */
export function registerLeadRetentionJob(
  runner: JobRunner,
  deps: { db: Kysely<Database>; log: RunnerLog; months: number; now?: () => Date },
): void {
  const now = deps.now ?? (() => new Date());
  runner.register(leadRetentionJob, async () => {
    if (deps.months <= 0) return;
    const anonymised = await anonymiseLeadsOlderThan(deps.db, deps.months, now());
    if (anonymised > 0) deps.log.info({ anonymised, months: deps.months }, "old leads anonymised");
  });
  // 03:23 in Riyadh: a quiet hour, and a minute no other job starts on.
  runner.recurring(leadRetentionJob, "23 0 * * *");
}
