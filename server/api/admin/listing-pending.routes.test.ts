import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditDetailOf, createStaff, signIn } from "../../../testing/server/admin-helpers.ts";
import { buildTestApp } from "../../../testing/server/app.ts";
import { createTestDatabase, type TestDatabase, testEngines } from "../../../testing/server/databases.ts";
import { sampleInput } from "../../../testing/server/listing-input.ts";
import { type ReceivedMail, startMailServer } from "../../../testing/server/mail-server.ts";
import { unlinkedDocuments } from "../../db/media.repository.ts";
import { seedCompany } from "../../seed/seed-company.ts";

async function eventually<T>(check: () => T | undefined, timeoutMs = 15_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Edits of a published listing held for review (docs/decisions/036-review-before-publishing.md). */
describe.each(testEngines)("edits of published listings held for review on %s", (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let mail: Awaited<ReturnType<typeof startMailServer>>;
  let editor: string;
  let publisher: string;
  let editorId: number;

  const call = (
    cookie: string,
    method: "GET" | "POST" | "PUT" | "DELETE",
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
  const publicPrice = async (id: number) => {
    const response = await app.inject({ url: `/api/property/${id}`, headers: { "accept-language": "en" } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.price as number | null;
  };
  const revisionsOf = async (id: number) =>
    (await call(publisher, "GET", `/listings/${id}/revisions`)).json().data as { number: number; staffName: string }[];
  /** A listing a publisher created and published, as its editor form loads it. */
  const liveListing = async (price = 2_500_000) => {
    const created = await call(publisher, "POST", "/listings", { kind: "property", ...sampleInput({ price }) });
    expect(created.statusCode, created.body).toBe(201);
    const { id, version } = created.json().data as { id: number; version: number };
    const published = await call(publisher, "POST", `/listings/${id}/publish`, { version });
    expect(published.statusCode, published.body).toBe(200);
    return published.json().data as { id: number; version: number; titleAr: string };
  };
  const reviewOf = async (id: number) => (await call(editor, "GET", `/listings/${id}/review`)).json().data;

  beforeAll(async () => {
    mail = await startMailServer();
    database = await createTestDatabase(engine);
    await seedCompany(database.db, undefined);
    app = await buildTestApp(database, {
      SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
      LEAD_EMAIL_TO: "sales@example.sa",
      LEAD_EMAIL_FROM: "Website <website@example.sa>",
      PUBLIC_ORIGIN: "https://www.example.sa",
    });
    editorId = await createStaff(database, "editor@example.sa", "editor");
    await createStaff(database, "publisher@example.sa", "publisher");
    editor = await signIn(app, "editor@example.sa");
    publisher = await signIn(app, "publisher@example.sa");
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.drop();
    await mail?.close();
  });

  it("holds an editor's save of a live listing for review, then publishes it as a save with a revision", async () => {
    const listing = await liveListing();
    const revisions = (await revisionsOf(listing.id)).length;

    const saved = await call(editor, "PUT", `/listings/${listing.id}`, {
      version: listing.version,
      ...sampleInput({ price: 2_300_000 }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // The answer is the listing as the site has it, and the change held.
    expect(saved.json().data).toMatchObject({ version: listing.version, price: 2_500_000, published: true });
    expect(saved.json().pending).toMatchObject({
      baseVersion: listing.version,
      stale: false,
      submittedBy: editorId,
      changes: [{ field: "price", from: 2_500_000, to: 2_300_000 }],
    });
    // The site, the listing and its history are as before.
    expect(await publicPrice(listing.id)).toBe(2_500_000);
    expect((await call(editor, "GET", `/listings/${listing.id}`)).json().data.version).toBe(listing.version);
    expect(await revisionsOf(listing.id)).toHaveLength(revisions);
    // It is in the review queue, and the audit log has what it would change.
    expect(await reviewOf(listing.id)).toMatchObject({ state: "awaiting", submittedBy: editorId });
    expect((await call(publisher, "GET", "/review-counts")).json().data.awaiting).toBeGreaterThanOrEqual(1);
    const queue = (await call(publisher, "GET", "/listings?state=review")).json().data as { id: number }[];
    expect(queue.map((row) => row.id)).toContain(listing.id);
    expect(await auditDetailOf(database, `listing:${listing.id}`, "listing_changes_held")).toMatchObject({
      changes: [{ field: "price", from: 2_500_000, to: 2_300_000 }],
    });

    // Saving again updates the change; it keeps the version it was made on.
    const again = await call(editor, "PUT", `/listings/${listing.id}`, {
      version: listing.version,
      ...sampleInput({ price: 2_200_000, titleEn: "Villa in Al Malqa, corner plot" }),
    });
    expect(again.statusCode, again.body).toBe(200);
    const pending = (await call(publisher, "GET", `/listings/${listing.id}/pending-change`)).json().data;
    expect(pending).toMatchObject({ baseVersion: listing.version, stale: false });
    expect(pending.input.price).toBe(2_200_000);
    expect(pending.changes.map((change: { field: string }) => change.field)).toEqual(["titleEn", "price"]);
    expect(await publicPrice(listing.id)).toBe(2_500_000);

    // An editor cannot publish it.
    const refused = await call(editor, "POST", `/listings/${listing.id}/pending-change/publish`, {
      version: listing.version,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe("publishers_only");

    // From another site, with the publisher's cookie: refused by the origin check.
    const crossSite = await app.inject({
      method: "POST",
      url: `/api/admin/listings/${listing.id}/pending-change/publish`,
      headers: { cookie: publisher, "sec-fetch-site": "cross-site" },
      payload: { version: listing.version },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().error.code).toBe("cross_site");
    expect(await publicPrice(listing.id)).toBe(2_500_000);

    // The publisher publishes: a save over the version shown, the site shows it, a revision is kept.
    const before = mail.mails.length;
    const published = await call(publisher, "POST", `/listings/${listing.id}/pending-change/publish`, {
      version: listing.version,
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data).toMatchObject({
      version: listing.version + 1,
      price: 2_200_000,
      titleEn: "Villa in Al Malqa, corner plot",
      published: true,
    });
    expect(await publicPrice(listing.id)).toBe(2_200_000);
    const history = await revisionsOf(listing.id);
    expect(history).toHaveLength(revisions + 1);
    expect(history[0]).toMatchObject({ staffName: "publisher" });
    expect((await call(editor, "GET", `/listings/${listing.id}/pending-change`)).json().data).toBeNull();
    expect(await reviewOf(listing.id)).toMatchObject({ state: "published", unseen: true, deciderName: "publisher" });
    expect(await auditDetailOf(database, `listing:${listing.id}`, "listing_changes_published")).toMatchObject({
      submitter: "editor",
      changes: [
        { field: "titleEn", from: "Villa in Al Malqa", to: "Villa in Al Malqa, corner plot" },
        { field: "price", from: 2_500_000, to: 2_200_000 },
      ],
    });
    const told: ReceivedMail = await eventually(() =>
      mail.mails.slice(before).find((received) => received.to.includes("editor@example.sa")),
    );
    // It says their changes were published, not the listing (a listing on the site all along).
    expect(told.subject).toBe(`نُشرت تعديلاتك على الإعلان: ${listing.titleAr}`);
    expect(told.text).toContain("تعديلاتك على الإعلان");
    expect(told.text).toContain("https://www.example.sa/admin/listings/");
    // Twice: nothing waits any more.
    const twice = await call(publisher, "POST", `/listings/${listing.id}/pending-change/publish`, {
      version: listing.version + 1,
    });
    expect(twice.statusCode).toBe(404);
    expect(twice.json().error.code).toBe("pending_gone");
  });

  it("sends a held change back, takes it again with a note, and lets its editor withdraw it", async () => {
    const listing = await liveListing();
    const input = sampleInput({ price: 1_900_000 });
    expect(
      (await call(editor, "PUT", `/listings/${listing.id}`, { version: listing.version, ...input })).statusCode,
    ).toBe(200);
    const comment = "السعر أقل من تقييم المكتب؛ راجِعه.";
    // This editor reads English: the e-mail says their changes were sent back, in English.
    await database.db.updateTable("staff").set({ language: "en" }).where("id", "=", editorId).execute();
    const before = mail.mails.length;
    const sentBack = await call(publisher, "POST", `/listings/${listing.id}/review/send-back`, { comment });
    await database.db.updateTable("staff").set({ language: "ar" }).where("id", "=", editorId).execute();
    expect(sentBack.statusCode, sentBack.body).toBe(200);
    expect(sentBack.json().data).toMatchObject({ state: "sent_back", comment, unseen: true });
    const told: ReceivedMail = await eventually(() =>
      mail.mails.slice(before).find((received) => received.to.includes("editor@example.sa")),
    );
    expect(told.subject).toBe("Your changes were sent back: Villa in Al Malqa");
    expect(told.text).toContain("sent them back to you with this comment; the site still shows the published version");
    expect(told.text).toContain(comment);
    expect(told.text).toContain("https://www.example.sa/en/admin/listings/");
    // The change stays, the site too; another save keeps it sent back until its editor submits it again.
    expect((await call(editor, "GET", `/listings/${listing.id}/pending-change`)).json().data.input.price).toBe(
      1_900_000,
    );
    await call(editor, "PUT", `/listings/${listing.id}`, { version: listing.version, ...input, price: 2_400_000 });
    expect((await reviewOf(listing.id)).state).toBe("sent_back");
    expect(await publicPrice(listing.id)).toBe(2_500_000);
    const resubmitted = await call(editor, "POST", `/listings/${listing.id}/review`, { note: "عدّلت السعر" });
    expect(resubmitted.statusCode, resubmitted.body).toBe(200);
    expect(resubmitted.json().data).toMatchObject({ state: "awaiting", note: "عدّلت السعر" });
    expect((await call(editor, "GET", `/listings/${listing.id}/pending-change`)).json().data.note).toBe("عدّلت السعر");

    // Withdrawn: the change goes, and the listing leaves the queue.
    const withdrawn = await call(editor, "DELETE", `/listings/${listing.id}/pending-change`);
    expect(withdrawn.statusCode, withdrawn.body).toBe(204);
    expect((await call(editor, "GET", `/listings/${listing.id}/pending-change`)).json().data).toBeNull();
    expect(await reviewOf(listing.id)).toBeNull();
    expect(await auditDetailOf(database, `listing:${listing.id}`, "listing_changes_withdrawn")).toMatchObject({
      titleAr: listing.titleAr,
    });
    expect((await call(editor, "DELETE", `/listings/${listing.id}/pending-change`)).statusCode).toBe(404);
    expect(await publicPrice(listing.id)).toBe(2_500_000);
  });

  it("saves a publisher's edit live at once, and refuses to publish a change made before it (409, never silently)", async () => {
    const listing = await liveListing();
    await call(editor, "PUT", `/listings/${listing.id}`, {
      version: listing.version,
      ...sampleInput({ price: 2_100_000 }),
    });
    // The publisher's own save goes live directly, with its revision; the held change is now stale.
    const live = await call(publisher, "PUT", `/listings/${listing.id}`, {
      version: listing.version,
      ...sampleInput({ price: 2_600_000 }),
    });
    expect(live.statusCode, live.body).toBe(200);
    expect(live.json().pending).toBeUndefined();
    expect(live.json().data).toMatchObject({ version: listing.version + 1, price: 2_600_000 });
    expect(await publicPrice(listing.id)).toBe(2_600_000);
    const pending = (await call(publisher, "GET", `/listings/${listing.id}/pending-change`)).json().data;
    expect(pending).toMatchObject({ stale: true, changes: [{ field: "price", from: 2_600_000, to: 2_100_000 }] });

    const stale = await call(
      publisher,
      "POST",
      `/listings/${listing.id}/pending-change/publish`,
      { version: listing.version + 1 },
      "ar",
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe("pending_stale");
    expect(stale.json().error.message).toContain("راجعها من جديد");
    // An old version shown is the usual conflict.
    const old = await call(publisher, "POST", `/listings/${listing.id}/pending-change/publish`, {
      version: listing.version,
    });
    expect(old.statusCode).toBe(409);
    expect(old.json().error.code).toBe("version_conflict");
    expect(await publicPrice(listing.id)).toBe(2_600_000);
    // The publisher's way out: send it back; it stays in review and the site keeps the publisher's save.
    const sentBack = await call(publisher, "POST", `/listings/${listing.id}/review/send-back`, { comment: "أعده" });
    expect(sentBack.statusCode).toBe(200);
    // Publishing the listing again by hand does not close a review whose change still waits.
    const unpublished = await call(publisher, "POST", `/listings/${listing.id}/unpublish`, {
      version: listing.version + 1,
    });
    await call(publisher, "POST", `/listings/${listing.id}/publish`, { version: unpublished.json().data.version });
    expect((await reviewOf(listing.id)).state).toBe("sent_back");
  });

  it("discards a held change and closes its review when the listing goes to the trash, one or in bulk, and restores it as a plain draft", async () => {
    const pendingOf = async (id: number) =>
      (await call(editor, "GET", `/listings/${id}/pending-change`)).json().data as unknown;
    const listing = await liveListing();
    await call(editor, "PUT", `/listings/${listing.id}`, {
      version: listing.version,
      ...sampleInput({ price: 2_050_000 }),
    });
    expect((await reviewOf(listing.id)).state).toBe("awaiting");
    const awaiting = (await call(publisher, "GET", "/review-counts")).json().data.awaiting as number;

    const trashed = await call(editor, "DELETE", `/listings/${listing.id}?version=${listing.version}`);
    expect(trashed.statusCode, trashed.body).toBe(204);
    // The change is gone with the published version it was made on, and the listing left the queue.
    expect(
      await database.db
        .selectFrom("listing_pending_changes")
        .select("listing_id")
        .where("listing_id", "=", listing.id)
        .executeTakeFirst(),
    ).toBeUndefined();
    expect(await reviewOf(listing.id)).toBeNull();
    expect((await call(publisher, "GET", "/review-counts")).json().data.awaiting).toBe(awaiting - 1);
    expect(await auditDetailOf(database, `listing:${listing.id}`, "listing_changes_discarded")).toMatchObject({
      submitter: "editor",
      changes: [{ field: "price", from: 2_500_000, to: 2_050_000 }],
    });
    expect(await auditDetailOf(database, `listing:${listing.id}`, "listing_trashed")).toMatchObject({
      wasPublished: true,
      reviewClosed: true,
    });

    // Restored, it is a draft with no held change: its form has nothing saying the site shows a published version.
    const restored = await call(editor, "POST", "/trash/restore", { ids: [listing.id] });
    expect(restored.json().data.done).toEqual([listing.id]);
    expect((await call(editor, "GET", `/listings/${listing.id}`)).json().data.published).toBe(false);
    expect(await pendingOf(listing.id)).toBeNull();
    expect(await reviewOf(listing.id)).toBeNull();

    // In bulk too.
    const other = await liveListing();
    await call(editor, "PUT", `/listings/${other.id}`, {
      version: other.version,
      ...sampleInput({ price: 1_000_000 }),
    });
    const bulk = await call(editor, "POST", "/listings/bulk", { action: "delete", ids: [other.id] });
    expect(bulk.json().data.done, bulk.body).toEqual([other.id]);
    expect(await reviewOf(other.id)).toBeNull();
    expect(await auditDetailOf(database, `listing:${other.id}`, "listing_changes_discarded")).toMatchObject({
      changes: [{ field: "price", from: 2_500_000, to: 1_000_000 }],
    });
    // A change left in the trash from before (stored by hand here) goes when the listing is restored.
    await database.db
      .insertInto("listing_pending_changes")
      .values({
        listing_id: other.id,
        input: JSON.stringify(sampleInput({ price: 900_000 })),
        base_version: other.version,
        submitted_by: editorId,
        submitted_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();
    expect((await call(editor, "POST", "/trash/restore", { ids: [other.id] })).json().data.done).toEqual([other.id]);
    expect(await pendingOf(other.id)).toBeNull();
  });

  it("refuses to publish a held change that no longer passes today's rules, naming the field", async () => {
    const listing = await liveListing();
    await call(editor, "PUT", `/listings/${listing.id}`, {
      version: listing.version,
      ...sampleInput({ price: 2_000_000 }),
    });
    // The licence expired while the change waited.
    const stored = await database.db
      .selectFrom("listing_pending_changes")
      .select("input")
      .where("listing_id", "=", listing.id)
      .executeTakeFirstOrThrow();
    const input = { ...JSON.parse(stored.input), adLicenceExpiresOn: "2020-01-01" };
    await database.db
      .updateTable("listing_pending_changes")
      .set({ input: JSON.stringify(input) })
      .where("listing_id", "=", listing.id)
      .execute();
    const refused = await call(publisher, "POST", `/listings/${listing.id}/pending-change/publish`, {
      version: listing.version,
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().error.fields)).toContain("adLicenceExpiresOn");
    expect(await publicPrice(listing.id)).toBe(2_500_000);
  });

  it("holds an editor's restore of a published listing's revision for review, as a save", async () => {
    const listing = await liveListing();
    const first = (await revisionsOf(listing.id)).at(-1)!.number;
    const saved = await call(publisher, "PUT", `/listings/${listing.id}`, {
      version: listing.version,
      ...sampleInput({ price: 2_700_000 }),
    });
    const version = saved.json().data.version as number;
    const revisions = (await revisionsOf(listing.id)).length;
    const restored = await call(editor, "POST", `/listings/${listing.id}/revisions/${first}/restore`, { version });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data.listing).toMatchObject({ version, price: 2_700_000 });
    expect(restored.json().data.pending).toMatchObject({
      baseVersion: version,
      changes: [{ field: "price", from: 2_700_000, to: 2_500_000 }],
    });
    expect(await publicPrice(listing.id)).toBe(2_700_000);
    expect(await revisionsOf(listing.id)).toHaveLength(revisions);
    expect((await reviewOf(listing.id)).state).toBe("awaiting");
  });

  it("keeps the PDFs a held change links from the sweep of files nothing links", async () => {
    const listing = await liveListing();
    const key = "documents/0f8e2c1a-3b4d-4e5f-8a9b-0c1d2e3f4a5b.pdf";
    await database.db
      .insertInto("listing_pending_changes")
      .values({
        listing_id: listing.id,
        input: JSON.stringify(sampleInput({ fileUrl: `/media/${key}` })),
        base_version: listing.version,
        submitted_by: editorId,
        submitted_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();
    expect(await unlinkedDocuments(database.db, [key])).toEqual([]);
    await call(editor, "DELETE", `/listings/${listing.id}/pending-change`);
    expect(await unlinkedDocuments(database.db, [key])).toEqual([key]);
  });

  it("lets an editor save a draft as before, and refuses a held save over an old version", async () => {
    const created = await call(editor, "POST", "/listings", { kind: "property", ...sampleInput() });
    const draft = created.json().data as { id: number; version: number };
    const saved = await call(editor, "PUT", `/listings/${draft.id}`, {
      version: draft.version,
      ...sampleInput({ price: 999_000 }),
    });
    expect(saved.json().pending).toBeUndefined();
    expect(saved.json().data).toMatchObject({ version: draft.version + 1, price: 999_000 });

    const listing = await liveListing();
    const old = await call(editor, "PUT", `/listings/${listing.id}`, {
      version: listing.version - 1,
      ...sampleInput({ price: 1 }),
    });
    expect(old.statusCode).toBe(409);
    expect((await call(editor, "GET", `/listings/${listing.id}/pending-change`)).json().data).toBeNull();
  });
});
