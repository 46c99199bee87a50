import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createStaff, signIn } from "../../testing/server/admin-helpers.ts";
import { buildTestApp } from "../../testing/server/app.ts";
import { createTestDatabase, type TestDatabase, testEngines } from "../../testing/server/databases.ts";
import { dayFromNow, sampleInput } from "../../testing/server/listing-input.ts";
import { startMailServer } from "../../testing/server/mail-server.ts";
import { seedCompany } from "../seed/seed-company.ts";
import { licenceExpiryJob } from "./licence-expiry.job.ts";
import { jobRunnerFor } from "./runner-for.ts";

const wait = { timeout: 90_000, interval: 200 };

describe.each(testEngines)("scheduled publishing on %s", { timeout: 120_000 }, (engine) => {
  let database: TestDatabase;
  let mail: Awaited<ReturnType<typeof startMailServer>>;
  const apps: FastifyInstance[] = [];

  /** A running site process on the test database, working jobs or only queueing them. */
  async function site(worker: boolean): Promise<FastifyInstance> {
    const app = await buildTestApp(database, {
      JOBS_WORKER: worker ? "1" : "0",
      SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
      LEAD_EMAIL_TO: "sales@example.sa",
      LEAD_EMAIL_FROM: "Website <website@example.sa>",
    });
    apps.push(app);
    await app.ready();
    return app;
  }

  const call = (app: FastifyInstance, cookie: string, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
    app.inject({ method, url, headers: { cookie, "accept-language": "en" }, ...(payload ? { payload } : {}) });

  async function newListing(app: FastifyInstance, cookie: string, overrides = {}): Promise<number> {
    const response = await call(app, cookie, "POST", "/api/admin/listings", {
      kind: "property",
      ...sampleInput(overrides),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.id;
  }

  const auditRows = (id: number, action: string) =>
    database.db
      .selectFrom("audit_log")
      .selectAll()
      .where("subject", "=", `listing:${id}`)
      .where("action", "=", action)
      .execute();
  const isPublished = async (id: number) =>
    (await database.db.selectFrom("listings").select("published").where("id", "=", id).executeTakeFirstOrThrow())
      .published === 1;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await seedCompany(database.db, undefined);
    mail = await startMailServer();
    // Publishes, unpublishes and schedules: a publisher (docs/decisions/036-review-before-publishing.md).
    await createStaff(database, "editor@example.sa", "publisher");
    await createStaff(database, "owner@example.sa", "admin");
    // An editor submits for review; the publisher above schedules the publish.
    await createStaff(database, "writer@example.sa", "editor");
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await mail.close();
    await database.drop();
  });

  it("refuses times that have passed and an unpublish before the publish, in the request's language", async () => {
    const app = await site(false);
    const editor = await signIn(app, "editor@example.sa");
    const id = await newListing(app, editor);
    const past = await call(app, editor, "PUT", `/api/admin/listings/${id}/schedule`, {
      publishAt: new Date(Date.now() - 60_000).toISOString(),
      unpublishAt: null,
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.fields.publishAt).toMatch(/Riyadh time/);
    const reversed = await call(app, editor, "PUT", `/api/admin/listings/${id}/schedule`, {
      publishAt: new Date(Date.now() + 7_200_000).toISOString(),
      unpublishAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(reversed.statusCode).toBe(400);
    expect(Object.keys(reversed.json().error.fields)).toEqual(["unpublishAt"]);
    expect((await call(app, editor, "GET", "/api/admin/listings/999999/schedule")).statusCode).toBe(404);
    const anonymous = await app.inject({ method: "GET", url: `/api/admin/listings/${id}/schedule` });
    expect(anonymous.statusCode).toBe(401);
  });

  it("two running processes carry out a scheduled publish once, and again after a restart", async () => {
    const first = await site(true);
    const second = await site(true);
    const editor = await signIn(first, "editor@example.sa");
    const id = await newListing(first, editor);
    const publishAt = new Date(Date.now() + 2000).toISOString();
    const set = await call(first, editor, "PUT", `/api/admin/listings/${id}/schedule`, {
      publishAt,
      unpublishAt: null,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toMatchObject({ publishAt, unpublishAt: null, published: false });
    expect(await auditRows(id, "listing_schedule_changed")).toHaveLength(1);
    await vi.waitFor(async () => expect(await isPublished(id)).toBe(true), wait);
    const rows = await auditRows(id, "listing_published");
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]!.detail)).toMatchObject({ scheduled: true, scheduledFor: publishAt });
    expect(rows[0]!.actor_email).toBe("editor@example.sa");
    const after = await call(second, editor, "GET", `/api/admin/listings/${id}/schedule`);
    expect(after.json().data).toMatchObject({ publishAt: null, published: true });

    // Both processes stop with an unpublish queued; a process started later carries it out.
    const unpublishAt = new Date(Date.now() + 3000).toISOString();
    await call(second, editor, "PUT", `/api/admin/listings/${id}/schedule`, { publishAt: null, unpublishAt });
    await first.close();
    await second.close();
    expect(await isPublished(id)).toBe(true);
    await site(true);
    await vi.waitFor(async () => expect(await isPublished(id)).toBe(false), wait);
    expect(await auditRows(id, "listing_unpublished")).toHaveLength(1);
  });

  it("e-mails the submitter, through the real SMTP listener, when a scheduled publish closes their review", async () => {
    const app = await site(true);
    const writer = await signIn(app, "writer@example.sa");
    const publisher = await signIn(app, "editor@example.sa");
    const id = await newListing(app, writer, { titleAr: "فيلا مجدولة في الملقا", titleEn: "Scheduled villa" });
    const submitted = await call(app, writer, "POST", `/api/admin/listings/${id}/review`, { note: "" });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const publishAt = new Date(Date.now() + 1500).toISOString();
    const set = await call(app, publisher, "PUT", `/api/admin/listings/${id}/schedule`, {
      publishAt,
      unpublishAt: null,
    });
    expect(set.statusCode, set.body).toBe(200);
    const told = await vi.waitFor(() => {
      const found = mail.mails.find((received) => received.to.includes("writer@example.sa"));
      expect(found).toBeDefined();
      return found!;
    }, wait);
    // In the submitter's language (Arabic), naming who set the time, with the listing's link.
    expect(told.subject).toBe("نُشر الإعلان في موعده: فيلا مجدولة في الملقا");
    expect(told.text).toContain("في الموعد الذي حدّده editor");
    expect(told.text).toContain(`/admin/listings/${id}`);
    expect(await isPublished(id)).toBe(true);
    const review = await call(app, writer, "GET", `/api/admin/listings/${id}/review`);
    expect(review.json().data).toMatchObject({ state: "published", unseen: true });
    const [published] = await auditRows(id, "listing_published");
    expect(JSON.parse(published!.detail)).toMatchObject({ scheduled: true, reviewed: true });
    // Once: the job's retry or the minute's sweep finds the time gone.
    expect(mail.mails.filter((received) => received.to.includes("writer@example.sa"))).toHaveLength(1);
  });

  it("keeps a listing without a valid licence a draft, and says why in the audit log", async () => {
    const app = await site(true);
    const editor = await signIn(app, "editor@example.sa");
    const id = await newListing(app, editor, { adLicenceNumber: null });
    const publishAt = new Date(Date.now() + 1500).toISOString();
    const set = await call(app, editor, "PUT", `/api/admin/listings/${id}/schedule`, { publishAt, unpublishAt: null });
    expect(set.statusCode).toBe(200);
    await vi.waitFor(async () => expect(await auditRows(id, "scheduled_publish_refused")).toHaveLength(1), wait);
    const [refused] = await auditRows(id, "scheduled_publish_refused");
    expect(JSON.parse(refused!.detail)).toMatchObject({ problems: { adLicenceNumber: "licence_required" } });
    expect(await isPublished(id)).toBe(false);
  });

  it("e-mails the admins once a week before a published listing's licence ends", async () => {
    const app = await site(false);
    const editor = await signIn(app, "editor@example.sa");
    const soon = await newListing(app, editor, { adLicenceExpiresOn: dayFromNow(5), titleEn: "Licence ends soon" });
    const later = await newListing(app, editor, { adLicenceExpiresOn: dayFromNow(30), titleEn: "Licence ends later" });
    for (const id of [soon, later]) {
      expect((await call(app, editor, "POST", `/api/admin/listings/${id}/publish`, { version: 1 })).statusCode).toBe(
        200,
      );
    }
    // The hourly job, run now by a worker (as its schedule would), twice: one e-mail.
    await site(true);
    await runLicenceJob();
    await vi.waitFor(async () => expect(await finishedLicenceJobs()).toBe(1), wait);
    await runLicenceJob();
    await vi.waitFor(async () => expect(await finishedLicenceJobs()).toBe(2), wait);
    expect(mail.mails.filter((m) => m.subject.includes("Licence ends soon"))).toHaveLength(1);
    expect(await auditRows(soon, "licence_expiry_notice_sent")).toHaveLength(1);
    const notice = mail.mails.find((m) => m.subject.includes("Licence ends soon"))!;
    expect(notice.to).toEqual(["owner@example.sa"]);
    expect(notice.text).toContain(`/admin/listings/${soon}`);
    expect(notice.text).toContain(dayFromNow(5));
    expect(mail.mails.some((m) => m.subject.includes("Licence ends later"))).toBe(false);
  });

  async function finishedLicenceJobs(): Promise<number> {
    if (engine === "sqlite") {
      const rows = await database.db
        .selectFrom("jobs")
        .select("id")
        .where("name", "=", licenceExpiryJob)
        .where("state", "=", "done")
        .execute();
      return rows.length;
    }
    const { rows } = await sql<{ count: number }>`
      select count(*)::int as count from pgboss.job where name = ${licenceExpiryJob} and state = 'completed'`.execute(
      database.db,
    );
    return rows[0]!.count;
  }

  async function runLicenceJob() {
    // Queued like any job: the worker's runner picks it up.
    const queue = await jobRunnerFor(database, { log: console, work: false });
    queue.register(licenceExpiryJob, async () => {});
    await queue.schedule(licenceExpiryJob, {}, new Date());
    await queue.stop();
  }
});
