import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { sweepPendingAlerts } from "../db/search-alert.repository.ts";
import type { SearchAlerts } from "../services/search-alerts.ts";
import type { JobRunner, RunnerLog } from "./job-runner.ts";

export const alertDigestJob = "search-alert-digest";

/**
 * The search alerts' digests (docs/decisions/040-search-alerts.md): hourly, each alert that is on and has new
 * matches gets its period's one e-mail. Each alert's period is claimed in the database, so a run repeated by a retry
 * or racing another process sends nothing twice; a failed send is given back and the job retried.
 */
export function registerAlertDigestJob(runner: JobRunner, alerts: SearchAlerts, log: RunnerLog): void {
  runner.register(
    alertDigestJob,
    async () => {
      const { sent, deferred } = await alerts.sendDigests();
      if (sent > 0 || deferred > 0) log.info({ sent, deferred }, "alert digests sent");
    },
    { retryLimit: 4, retryDelaySeconds: 60 },
  );
  runner.recurring(alertDigestJob, "23 * * * *");
}

export const alertPendingSweepJob = "search-alert-pending-sweep";

/**
 * ALERT_PENDING_DAYS (docs/decisions/040-search-alerts.md): once a day, alerts whose confirmation link was never
 * followed within that many days are deleted (the address had said nothing more than "maybe"; nothing was ever sent
 * to it but the confirmation). Alerts that are on, or turned off by staff, stay. Registered with or without e-mail
 * settings: a site without them still keeps the alerts asked for before.
 */
export function registerAlertPendingSweepJob(
  runner: JobRunner,
  deps: { db: Kysely<Database>; log: RunnerLog; days: number; now?: () => Date },
): void {
  const now = deps.now ?? (() => new Date());
  runner.register(alertPendingSweepJob, async () => {
    const removed = await sweepPendingAlerts(deps.db, new Date(now().getTime() - deps.days * 86_400_000));
    if (removed > 0) deps.log.info({ removed, days: deps.days }, "unconfirmed search alerts deleted");
  });
  // 03:53 in Riyadh: a minute no other job starts on.
  runner.recurring(alertPendingSweepJob, "53 0 * * *");
}
