import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditDetailOf, createStaff, signIn } from "../../../testing/server/admin-helpers.ts";
import { buildTestApp } from "../../../testing/server/app.ts";
import { createTestDatabase, type TestDatabase, testEngines } from "../../../testing/server/databases.ts";
import { sampleInput } from "../../../testing/server/listing-input.ts";
import { type ReceivedMail, startMailServer } from "../../../testing/server/mail-server.ts";
import { seedCompany } from "../../seed/seed-company.ts";

const origin = "https://www.example.sa";

async function eventually<T>(check: () => T | undefined, timeoutMs = 15_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Review before publishing and the publisher role (docs/decisions/036-review-before-publishing.md). */
describe.each(testEngines)("review before publishing on %s", (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let mail: Awaited<ReturnType<typeof startMailServer>>;
  let editor: string;
  let englishEditor: string;
  let publisher: string;
  let admin: string;
  let editorId: number;

  const call = (
    cookie: string,
    method: "GET" | "POST" | "PUT" | "PATCH",
    url: string,
    payload?: unknown,
    language = "en",
  ) =>
    app.inject({
      method,
      url: `/api/admin${url}`,
      headers: { cookie, "accept-language": language },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const create = async (cookie: string) => {
    const response = await call(cookie, "POST", "/listings", { kind: "property", ...sampleInput() });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: number; version: number; titleAr: string; titleEn: string };
  };
  const mailTo = (address: string, after: number): Promise<ReceivedMail> =>
    eventually(() => mail.mails.slice(after).find((received) => received.to.includes(address)));
  const countsOf = async (cookie: string) => (await call(cookie, "GET", "/review-counts")).json().data;
  const rowOf = async (cookie: string, id: number, query = "") => {
    const list = (await call(cookie, "GET", `/listings?${query}`)).json().data as { id: number; review: unknown }[];
    return list.find((row) => row.id === id);
  };

  beforeAll(async () => {
    mail = await startMailServer();
    database = await createTestDatabase(engine);
    await seedCompany(database.db, undefined);
    app = await buildTestApp(database, {
      SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
      LEAD_EMAIL_TO: "sales@example.sa",
      LEAD_EMAIL_FROM: "Website <website@example.sa>",
      PUBLIC_ORIGIN: origin,
    });
    editorId = await createStaff(database, "editor@example.sa", "editor");
    const englishId = await createStaff(database, "sam@example.sa", "editor");
    await database.db.updateTable("staff").set({ language: "en" }).where("id", "=", englishId).execute();
    await createStaff(database, "publisher@example.sa", "publisher");
    await createStaff(database, "owner@example.sa", "admin");
    editor = await signIn(app, "editor@example.sa");
    englishEditor = await signIn(app, "sam@example.sa");
    publisher = await signIn(app, "publisher@example.sa");
    admin = await signIn(app, "owner@example.sa");
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.drop();
    await mail?.close();
  });

  it("refuses an editor every way of publishing, with a message in their language saying what to do", async () => {
    const listing = await create(editor);
    const refusals = [
      await call(editor, "POST", `/listings/${listing.id}/publish`, { version: listing.version }, "ar"),
      await call(editor, "POST", `/listings/${listing.id}/unpublish`, { version: listing.version }),
      await call(editor, "PUT", `/listings/${listing.id}/schedule`, {
        publishAt: new Date(Date.now() + 86_400_000).toISOString(),
        unpublishAt: null,
      }),
      await call(editor, "POST", "/listings/bulk", { action: "publish", ids: [listing.id] }, "ar"),
      await call(editor, "POST", "/listings/bulk", { action: "unpublish", ids: [listing.id] }),
    ];
    for (const refusal of refusals) {
      expect(refusal.statusCode, refusal.body).toBe(403);
      expect(refusal.json().error.code).toBe("publishers_only");
    }
    expect(refusals[0]!.json().error.message).toContain("أرسل الإعلان للمراجعة");
    expect(refusals[1]!.json().error.message).toContain("Submit the listing for review");
    expect((await call(editor, "GET", `/listings/${listing.id}`)).json().data.published).toBe(false);
    // An editor still changes statuses in bulk, and reads the schedule.
    expect(
      (await call(editor, "POST", "/listings/bulk", { action: "status", ids: [listing.id], status: "SOLD" }))
        .statusCode,
    ).toBe(200);
    expect((await call(editor, "GET", `/listings/${listing.id}/schedule`)).statusCode).toBe(200);
    // A publisher publishes and unpublishes; so does an admin.
    const { version } = (await call(publisher, "GET", `/listings/${listing.id}`)).json().data;
    const published = await call(publisher, "POST", `/listings/${listing.id}/publish`, { version });
    expect(published.statusCode, published.body).toBe(200);
    const unpublished = await call(admin, "POST", `/listings/${listing.id}/unpublish`, {
      version: published.json().data.version,
    });
    expect(unpublished.statusCode, unpublished.body).toBe(200);
  });

  it("takes a listing from submission through sent back, resubmission and publishing, telling the submitter each time", async () => {
    const listing = await create(editor);
    expect((await call(editor, "GET", `/listings/${listing.id}/review`)).json().data).toBeNull();

    // The editor submits with a note typed with Arabic punctuation and digits, kept as typed.
    const note = "جاهز للنشر؛ السعر ٣٥٠٠٠٠ ريال، راجِعه من فضلك.";
    const submitted = await call(editor, "POST", `/listings/${listing.id}/review`, { note });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().data).toMatchObject({ state: "awaiting", note, submittedBy: editorId, unseen: false });
    expect(submitted.json().data.submitterName).toBe("editor");
    expect(await auditDetailOf(database, `listing:${listing.id}`, "listing_submitted_for_review")).toMatchObject({
      note,
    });

    // The queue: a filter of the list, and a count for the menu.
    expect(await rowOf(publisher, listing.id, "state=review")).toMatchObject({ review: { state: "awaiting" } });
    expect((await countsOf(publisher)).awaiting).toBeGreaterThanOrEqual(1);
    const queue = (await call(publisher, "GET", "/listings?state=review")).json().data as {
      review: { state: string };
    }[];
    expect(queue.every((row) => row.review.state === "awaiting")).toBe(true);

    // An edit while it waits keeps it in the queue (and does not need a new submission).
    const saved = await call(editor, "PUT", `/listings/${listing.id}`, {
      version: listing.version,
      ...sampleInput({ titleAr: `${listing.titleAr} معدّل` }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call(editor, "GET", `/listings/${listing.id}/review`)).json().data.state).toBe("awaiting");

    // Sending back needs a comment: refused on its field, in the publisher's language.
    const empty = await call(publisher, "POST", `/listings/${listing.id}/review/send-back`, { comment: "  " }, "ar");
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.comment).toBe("هذا الحقل مطلوب.");
    // An editor may not send back.
    const byEditor = await call(editor, "POST", `/listings/${listing.id}/review/send-back`, { comment: "لا" });
    expect(byEditor.statusCode).toBe(403);

    const before = mail.mails.length;
    const comment = "أضف صورة الواجهة وصحّح المساحة إلى ٤٥٠ م².";
    const sentBack = await call(publisher, "POST", `/listings/${listing.id}/review/send-back`, { comment });
    expect(sentBack.statusCode, sentBack.body).toBe(200);
    expect(sentBack.json().data).toMatchObject({ state: "sent_back", comment, unseen: true, deciderName: "publisher" });
    expect(await auditDetailOf(database, `listing:${listing.id}`, "listing_sent_back")).toMatchObject({ comment });
    // Twice is refused: it no longer waits.
    const again = await call(publisher, "POST", `/listings/${listing.id}/review/send-back`, { comment: "x" });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe("review_not_awaiting");

    // The submitter's e-mail, in Arabic (their language), with the comment and the listing's link.
    const sentBackMail = await mailTo("editor@example.sa", before);
    expect(sentBackMail.subject).toContain("أُعيد إليك الإعلان للتعديل");
    expect(sentBackMail.text).toContain(comment);
    expect(sentBackMail.text).toContain(`${origin}/admin/listings/${listing.id}`);

    // The badge: counted for the submitter only, shown on their row until they open the listing.
    expect((await countsOf(editor)).outcomes).toBe(1);
    expect((await countsOf(publisher)).outcomes).toBe(0);
    expect(await rowOf(editor, listing.id)).toMatchObject({
      review: { state: "sent_back", comment, submittedBy: editorId, unseen: true },
    });
    // Someone else opening it changes nothing; the submitter opening it does.
    await call(publisher, "POST", `/listings/${listing.id}/review/seen`);
    expect((await countsOf(editor)).outcomes).toBe(1);
    const seen = await call(editor, "POST", `/listings/${listing.id}/review/seen`);
    expect(seen.json().data).toMatchObject({ state: "sent_back", unseen: false, comment });
    expect((await countsOf(editor)).outcomes).toBe(0);

    // Fixed and resubmitted: the comment is cleared, it waits again.
    const resubmitted = await call(editor, "POST", `/listings/${listing.id}/review`, {});
    expect(resubmitted.json().data).toMatchObject({ state: "awaiting", note: "", comment: null, unseen: false });

    // The admin publishes: the review closes as published, the audit log says it was reviewed, the submitter is told.
    const current = (await call(admin, "GET", `/listings/${listing.id}`)).json().data;
    const beforePublish = mail.mails.length;
    const published = await call(admin, "POST", `/listings/${listing.id}/publish`, { version: current.version });
    expect(published.statusCode, published.body).toBe(200);
    const review = (await call(editor, "GET", `/listings/${listing.id}/review`)).json().data;
    expect(review).toMatchObject({ state: "published", unseen: true, deciderName: "owner" });
    expect(await auditDetailOf(database, `listing:${listing.id}`, "listing_review_published")).toEqual({});
    const publishedMail = await mailTo("editor@example.sa", beforePublish);
    expect(publishedMail.subject).toContain("نُشر الإعلان");
    expect((await countsOf(editor)).outcomes).toBe(1);
    expect(await rowOf(editor, listing.id, "state=review")).toBeUndefined();
    // A published listing is not submitted again.
    const late = await call(editor, "POST", `/listings/${listing.id}/review`, {}, "ar");
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe("هذا الإعلان منشور، فلا حاجة إلى إرساله للمراجعة.");
    await call(editor, "POST", `/listings/${listing.id}/review/seen`);
    expect((await countsOf(editor)).outcomes).toBe(0);
  });

  it("closes reviews published in bulk and e-mails an English-speaking submitter in English", async () => {
    const listing = await create(englishEditor);
    await call(englishEditor, "POST", `/listings/${listing.id}/review`, { note: "Ready" });
    const before = mail.mails.length;
    const bulk = await call(publisher, "POST", "/listings/bulk", { action: "publish", ids: [listing.id] });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(bulk.json().data.done).toEqual([listing.id]);
    const review = (await call(englishEditor, "GET", `/listings/${listing.id}/review`)).json().data;
    expect(review).toMatchObject({ state: "published", unseen: true });
    const received = await mailTo("sam@example.sa", before);
    expect(received.subject).toBe(`Listing published: ${listing.titleEn}`);
    expect(received.text).toContain(`${origin}/en/admin/listings/${listing.id}`);
  });

  it("lets an admin give the publisher role, and keeps the last admin from becoming one", async () => {
    const staff = (await call(admin, "GET", "/staff")).json().data as { id: number; email: string; role: string }[];
    const sam = staff.find((member) => member.email === "sam@example.sa")!;
    const promoted = await call(admin, "PATCH", `/staff/${sam.id}`, { role: "publisher" });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json().data.role).toBe("publisher");
    // The new role holds from the next request on.
    const listing = await create(englishEditor);
    const published = await call(englishEditor, "POST", `/listings/${listing.id}/publish`, {
      version: listing.version,
    });
    expect(published.statusCode, published.body).toBe(200);
    // A publisher is not an admin.
    expect((await call(englishEditor, "GET", "/staff")).statusCode).toBe(403);
    const owner = staff.find((member) => member.email === "owner@example.sa")!;
    const demoted = await call(admin, "PATCH", `/staff/${owner.id}`, { role: "publisher" });
    expect(demoted.statusCode).toBe(409);
    expect(demoted.json().error.code).toBe("last_admin");
  });
});
