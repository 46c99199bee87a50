import type { Kysely } from "kysely";
import { publishProblems } from "../../domain/admin/listing-rules.ts";
import { insertAudit } from "../db/audit.repository.ts";
import { findEditorListing } from "../db/listing-editor.repository.ts";
import { closeReviewAsPublished } from "../db/listing-review.repository.ts";
import { applyScheduledChange, listingsWithDueSchedule } from "../db/listing-schedule.repository.ts";
import type { Database } from "../db/schema.ts";
import { tellSubmitter } from "../services/review-notice.ts";
import type { StaffMailer } from "../services/staff-mail.ts";
import type { JobPayload, JobRunner, RunnerLog } from "./job-runner.ts";

export const publishJob = "listing-publish";
export const unpublishJob = "listing-unpublish";
const dueScheduleSweep = "listing-schedule-sweep";

export interface ScheduledChangePayload extends JobPayload {
  listingId: number;
  /** The time staff set (ISO): the job acts only while the listing still holds it. */
  at: string;
  /** Who set it, for the audit log. */
  staffId: number | null;
  actorEmail: string | null;
}

/** The one waiting job per listing and change: a new time moves it. */
export const scheduleKey = (listingId: number) => `listing:${listingId}`;

/**
 * A listing's scheduled publish and unpublish. The publish goes by the publish route's own rule: a listing without
 * a valid advertising licence (or a required field) stays a draft, and the audit log records why.
 */
export function registerListingScheduleJobs(
  runner: JobRunner,
  deps: {
    db: Kysely<Database>;
    listingsChanged: () => void;
    now?: () => Date;
    /** The staff mailer and the origin of its links: a review the publish closes is e-mailed to its submitter. */
    staffMail?: { mailer: StaffMailer; origin: string; log: RunnerLog };
  },
): void {
  const now = deps.now ?? (() => new Date());
  const auditOf = (
    payload: ScheduledChangePayload,
    action: "listing_published" | "listing_unpublished" | "scheduled_publish_refused",
    detail: Record<string, unknown>,
  ) => ({
    at: now().toISOString(),
    staffId: payload.staffId,
    actorEmail: payload.actorEmail,
    action,
    subject: `listing:${payload.listingId}`,
    detail: { scheduledFor: payload.at, ...detail },
  });

  async function publish(payload: ScheduledChangePayload) {
    const listing = await findEditorListing(deps.db, payload.listingId);
    if (!listing) return;
    const problems = publishProblems(listing, now());
    const refused = Object.keys(problems).length > 0;
    const done = await deps.db.transaction().execute(async (trx) => {
      const outcome = refused ? { refused: true as const } : { published: true };
      if (!(await applyScheduledChange(trx, payload.listingId, "publish", payload.at, now().toISOString(), outcome))) {
        return null;
      }
      // A scheduled publish decides a review still open as well: its submitter sees a badge and is e-mailed
      // (decision 036).
      const reviewed =
        !refused && (await closeReviewAsPublished(trx, payload.listingId, payload.staffId, now().toISOString()));
      await insertAudit(
        trx,
        refused
          ? auditOf(payload, "scheduled_publish_refused", { problems })
          : auditOf(payload, "listing_published", { scheduled: true, ...(reviewed ? { reviewed: true } : {}) }),
      );
      return { reviewed };
    });
    if (done && !refused) deps.listingsChanged();
    // After the commit, as the publish route does; a retry of this job finds the time gone and sends nothing twice.
    if (done?.reviewed && deps.staffMail) {
      const { mailer, origin, log } = deps.staffMail;
      const setBy =
        payload.staffId === null
          ? undefined
          : await deps.db.selectFrom("staff").select("name").where("id", "=", payload.staffId).executeTakeFirst();
      const by = { id: payload.staffId, name: setBy?.name ?? "" };
      const notice = { listingId: payload.listingId, outcome: "published" as const, scheduled: true, comment: null };
      await tellSubmitter(deps.db, mailer, { ...notice, by, origin }, log).catch((error: unknown) =>
        log.warn({ err: error }, "telling a review's submitter of a scheduled publish failed"),
      );
    }
  }

  async function unpublish(payload: ScheduledChangePayload) {
    const done = await deps.db.transaction().execute(async (trx) => {
      const outcome = { published: false };
      if (
        !(await applyScheduledChange(trx, payload.listingId, "unpublish", payload.at, now().toISOString(), outcome))
      ) {
        return false;
      }
      await insertAudit(trx, auditOf(payload, "listing_unpublished", { scheduled: true }));
      return true;
    });
    if (done) deps.listingsChanged();
  }

  runner.register(publishJob, (payload) => publish(payload as ScheduledChangePayload));
  runner.register(unpublishJob, (payload) => unpublish(payload as ScheduledChangePayload));
  // The net under the queue: a time whose job was never queued (the process stopped between the save and the
  // queue) is carried out within the minute. Both paths go through the same conditional update, so once.
  runner.register(
    dueScheduleSweep,
    async () => {
      for (const row of await listingsWithDueSchedule(deps.db, now())) {
        const base = { listingId: row.id, staffId: null, actorEmail: null };
        if (row.publish_at && Date.parse(row.publish_at) <= now().getTime())
          await publish({ ...base, at: row.publish_at });
        if (row.unpublish_at && Date.parse(row.unpublish_at) <= now().getTime()) {
          await unpublish({ ...base, at: row.unpublish_at });
        }
      }
    },
    { retryLimit: 0 },
  );
  runner.recurring(dueScheduleSweep, "* * * * *");
}
