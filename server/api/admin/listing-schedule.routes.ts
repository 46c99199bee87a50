import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Kysely } from "kysely";
import type { AdminMessageCode } from "../../../domain/admin/admin-messages.ts";
import { listingScheduleAnswer, listingScheduleInput } from "../../../domain/admin/listing-schedule.ts";
import { insertAudit } from "../../db/audit.repository.ts";
import { findListingSchedule, setListingSchedule } from "../../db/listing-schedule.repository.ts";
import type { Database } from "../../db/schema.ts";
import type { JobRunner } from "../../jobs/job-runner.ts";
import {
  publishJob,
  type ScheduledChangePayload,
  scheduleKey,
  unpublishJob,
} from "../../jobs/listing-schedule.jobs.ts";
import { errorAnswer } from "../contract.ts";
import { sendError } from "../errors.ts";
import { idParams } from "./admin.contract.ts";
import { sendAdminError } from "./admin-scope.ts";

/**
 * A listing's scheduled publish and unpublish (docs/decisions/032-jobs.md): the times are kept on the listing and a
 * job is queued for each; the job acts only while the listing still holds its time. Set by the role that publishes.
 */
export async function listingScheduleRoutes(app: FastifyInstance, options: { db: Kysely<Database>; jobs: JobRunner }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, jobs } = options;

  const answerOf = async (id: number) => {
    const row = await findListingSchedule(db, id);
    if (!row) return undefined;
    return {
      data: {
        publishAt: row.publish_at,
        unpublishAt: row.unpublish_at,
        published: row.published === 1,
        version: row.version,
      },
    };
  };

  const read = {
    summary: "A listing's scheduled publish and unpublish times",
    params: idParams,
    response: { 200: listingScheduleAnswer, 404: errorAnswer },
  };
  api.get("/listings/:id/schedule", { schema: read, config: { access: "editor" } }, async (request, reply) => {
    const answer = await answerOf(request.params.id);
    return answer ?? sendError(request, reply, 404, "not_found");
  });

  const change = {
    summary: "Set or clear a listing's scheduled publish and unpublish times (instants; staff enter Riyadh time)",
    params: idParams,
    body: listingScheduleInput,
    response: { 200: listingScheduleAnswer, 400: errorAnswer, 404: errorAnswer },
  };
  // Scheduling is publishing: a publisher's or an admin's (docs/decisions/036-review-before-publishing.md).
  api.put("/listings/:id/schedule", { schema: change, config: { access: "publisher" } }, async (request, reply) => {
    const { id } = request.params;
    const now = new Date();
    const publishAt = request.body.publishAt && new Date(request.body.publishAt).toISOString();
    const unpublishAt = request.body.unpublishAt && new Date(request.body.unpublishAt).toISOString();
    const problems: Record<string, AdminMessageCode> = {};
    if (publishAt && Date.parse(publishAt) <= now.getTime()) problems.publishAt = "schedule_in_past";
    if (unpublishAt && Date.parse(unpublishAt) <= now.getTime()) problems.unpublishAt = "schedule_in_past";
    else if (publishAt && unpublishAt && Date.parse(unpublishAt) <= Date.parse(publishAt)) {
      problems.unpublishAt = "unpublish_before_publish";
    }
    if (Object.keys(problems).length > 0) return sendAdminError(request, reply, 400, "invalid_field", problems);
    const actor = request.staffSession!.staff;
    const found = await db.transaction().execute(async (trx) => {
      if (!(await setListingSchedule(trx, id, { publishAt, unpublishAt }))) return false;
      await insertAudit(trx, {
        at: now.toISOString(),
        staffId: actor.id,
        actorEmail: actor.email,
        action: "listing_schedule_changed",
        subject: `listing:${id}`,
        detail: { publishAt, unpublishAt },
        address: request.ip,
      });
      return true;
    });
    if (!found) return sendError(request, reply, 404, "not_found");
    // After the commit: a job that finds no time on the listing does nothing, and a time whose job was lost here is
    // carried out by the minute's sweep (server/jobs/listing-schedule.jobs.ts).
    const key = scheduleKey(id);
    for (const [name, at] of [
      [publishJob, publishAt],
      [unpublishJob, unpublishAt],
    ] as const) {
      if (at) {
        const payload: ScheduledChangePayload = { listingId: id, at, staffId: actor.id, actorEmail: actor.email };
        await jobs.schedule(name, payload, new Date(at), { singletonKey: key });
      } else {
        await jobs.unschedule(name, key);
      }
    }
    return (await answerOf(id))!;
  });
}
