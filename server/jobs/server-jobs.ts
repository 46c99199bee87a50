import type { Kysely } from "kysely";
import { sweepRateLimits } from "../db/rate-limit.repository.ts";
import type { Database } from "../db/schema.ts";
import { sweepUnlinkedDocuments } from "../services/document-sweep.ts";
import { sweepOrphanImages } from "../services/image-sweep.ts";
import type { SearchAlerts } from "../services/search-alerts.ts";
import type { StaffMailer } from "../services/staff-mail.ts";
import { sweepTrash } from "../services/trash.service.ts";
import type { MediaStorage } from "../storage/media-storage.ts";
import type { JobRunner, RunnerLog } from "./job-runner.ts";
import { registerLeadRetentionJob } from "./lead-retention.job.ts";
import { type MailSettings, registerLicenceExpiryJob } from "./licence-expiry.job.ts";
import { registerListingScheduleJobs } from "./listing-schedule.jobs.ts";
import { registerAlertDigestJob, registerAlertPendingSweepJob } from "./search-alert.job.ts";

export interface ServerJobDeps {
  db: Kysely<Database>;
  storage: MediaStorage;
  log: RunnerLog;
  listingsChanged: () => void;
  /** How many days a deleted listing stays in the trash (TRASH_DAYS). */
  trashDays: number;
  mail: MailSettings;
  /** Removes staff sessions past their limits, quiet sign-in counts and spent account links. */
  sweepStaffSessions: () => Promise<void>;
  /** LEAD_RETENTION_MONTHS: leads older than this are anonymised daily; 0 keeps them. */
  leadRetentionMonths?: number;
  /**
   * The back office's mailer (invitations, resets, review outcomes) and the origin of its links: a scheduled
   * publish that closes a review e-mails its submitter (decision 036). Absent: the badge alone tells them.
   */
  staffMail?: { mailer: StaffMailer; origin: string };
  /** The search alerts' digests; absent without e-mail settings. */
  alerts?: SearchAlerts;
  /** ALERT_PENDING_DAYS: search alerts unconfirmed for longer are deleted daily. Default 7. */
  alertPendingDays?: number;
}

/** Every job of the server: the one list to read when asking what runs in the background. */
export function registerServerJobs(runner: JobRunner, deps: ServerJobDeps): void {
  const { db, storage, log } = deps;
  const reportRemoved = (what: string) => (removed: string[]) => {
    if (removed.length > 0) log.info({ removed }, what);
  };
  // Ended windows of the rate limits counted in the database (docs/decisions/023-shared-rate-limits.md).
  runner.register("rate-limit-sweep", async () => void (await sweepRateLimits(db, new Date())), { retryLimit: 0 });
  runner.recurring("rate-limit-sweep", "*/10 * * * *");
  runner.register("staff-session-sweep", deps.sweepStaffSessions, { retryLimit: 0 });
  runner.recurring("staff-session-sweep", "5-59/10 * * * *");
  // PDFs uploaded in the editor but never saved into a listing, and the files of photos whose upload never
  // recorded them (docs/decisions/021-media-pipeline.md): every six hours, at different minutes.
  runner.register("document-sweep", () =>
    sweepUnlinkedDocuments(db, storage, new Date()).then(reportRemoved("unlinked documents removed")),
  );
  runner.recurring("document-sweep", "17 */6 * * *");
  runner.register("image-sweep", () =>
    sweepOrphanImages(db, storage, new Date()).then(reportRemoved("leftover image files removed")),
  );
  runner.recurring("image-sweep", "47 */6 * * *");
  // Listings kept in the trash longer than TRASH_DAYS go for good, with their files, once a day (decision 038).
  runner.register("trash-sweep", () =>
    sweepTrash(db, storage, deps.trashDays, new Date()).then((deleted) => {
      if (deleted.length > 0) log.info({ deleted }, "listings kept in the trash too long deleted");
    }),
  );
  runner.recurring("trash-sweep", "37 0 * * *");
  registerListingScheduleJobs(runner, {
    db,
    listingsChanged: deps.listingsChanged,
    ...(deps.staffMail ? { staffMail: { ...deps.staffMail, log } } : {}),
  });
  registerLicenceExpiryJob(runner, { db, mail: deps.mail });
  registerLeadRetentionJob(runner, { db, log, months: deps.leadRetentionMonths ?? 0 });
  if (deps.alerts) registerAlertDigestJob(runner, deps.alerts, log);
  registerAlertPendingSweepJob(runner, { db, log, days: deps.alertPendingDays ?? 7 });
}
