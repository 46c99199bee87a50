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
