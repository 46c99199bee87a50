import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaff, signIn } from "../../../testing/server/admin-helpers.ts";
import { buildTestApp } from "../../../testing/server/app.ts";
import { createTestDatabase, type TestDatabase, testEngines } from "../../../testing/server/databases.ts";
import { sampleInput } from "../../../testing/server/listing-input.ts";
import { insertAudit } from "../../db/audit.repository.ts";
import { insertLead } from "../../db/lead.repository.ts";
import { seedCompany } from "../../seed/seed-company.ts";

interface Entry {
  id: number;
  action: string;
  count: number;
  actorName: string | null;
  subject: string | null;
  item: { type: string; id: number | null; label: { ar: string; en: string } | null; inTrash: boolean } | null;
  changes: { field: string; from?: unknown; to?: unknown; long?: true }[];
}

/** The audit log as people read it: names, changes in words, items, photo batches (docs/decisions/017). */
describe.each(testEngines)("audit log reading on %s", (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let admin: string;
  let editorId: number;
  let leaverId: number;
  let listingId: number;
  let leadId: number;
  const call = (cookie: string, method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: string, payload?: object) =>
    app.inject({ method, url, headers: { cookie, "accept-language": "en" }, ...(payload ? { payload } : {}) });
  const log = async (query = "") => {
    const response = await call(admin, "GET", `/api/admin/audit?limit=100&${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as Entry[];
  };

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await seedCompany(database.db, undefined);
    app = await buildTestApp(database);
    await createStaff(database, "admin@example.sa", "admin");
    editorId = await createStaff(database, "editor@example.sa", "editor");
    leaverId = await createStaff(database, "leaver@example.sa", "editor");
    admin = await signIn(app, "admin@example.sa");
    const editor = await signIn(app, "editor@example.sa");
    const leaver = await signIn(app, "leaver@example.sa");

    const created = await call(editor, "POST", "/api/admin/listings", {
      kind: "property",
      ...sampleInput({ price: 2_500_000 }),
    });
    expect(created.statusCode, created.body).toBe(201);
    listingId = created.json().data.id;
    const saved = await call(editor, "PUT", `/api/admin/listings/${listingId}`, {
      version: 1,
      ...sampleInput({ price: 2_400_000, descriptionAr: "<p>وصف جديد</p>" }),
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const stored = await insertLead(
      database.db,
      {
        kind: "contact",
        listing: null,
        name: "سارة القحطاني",
        email: "sara@example.sa",
        phone: "966501234567",
        message: "أرغب في زيارة",
        language: "ar",
        source_page: "/contactus",
        submission_key: "audit-reading-1",
        spam_reason: null,
      },
      new Date(),
    );
    if (stored.status !== "created") throw new Error("lead not stored");
    leadId = stored.id;
    const changed = await call(leaver, "PATCH", `/api/admin/leads/${leadId}`, {
      status: "contacted",
      assignedStaffId: editorId,
    });
    expect(changed.statusCode, changed.body).toBe(200);

    // Photos uploaded in one go, then one more twenty minutes later: two entries.
    const base = Date.parse("2026-11-20T09:00:00Z");
    for (const [index, minutes] of [0, 1, 2, 22].entries()) {
      await insertAudit(database.db, {
        at: new Date(base + minutes * 60_000).toISOString(),
        staffId: editorId,
        actorEmail: "editor@example.sa",
        action: "media_uploaded",
        subject: `property:${listingId}`,
        detail: { key: `uploads/${index}` },
      });
    }
    // Rows written before the log kept values.
    await insertAudit(database.db, {
      at: new Date().toISOString(),
      staffId: editorId,
      actorEmail: "editor@example.sa",
      action: "listing_updated",
      subject: `listing:${listingId}`,
      detail: { changed: ["price", "titleAr"] },
    });
    await insertAudit(database.db, {
      at: new Date().toISOString(),
      staffId: editorId,
      actorEmail: "editor@example.sa",
      action: "lead_updated",
      subject: `lead:${leadId}`,
      detail: { from: { status: "contacted", assignedStaffId: editorId }, to: { status: "closed" } },
    });
    // The leaver's account goes; their rows still name them.
    await database.db.deleteFrom("staff_sessions").where("staff_id", "=", leaverId).execute();
    await database.db.deleteFrom("staff").where("id", "=", leaverId).execute();
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it("says what a listing save changed, with the price's values and the description noted as changed", async () => {
    const entries = await log(`action=listing_updated&subject=listing:${listingId}`);
    const save = entries.find((one) => one.changes.some((change) => "from" in change));
    expect(save).toMatchObject({
      actorName: "editor",
      item: { type: "listing", id: listingId, label: { ar: "فيلا في حي الملقا", en: "Villa in Al Malqa" } },
    });
    expect(save?.changes).toEqual([
      { field: "descriptionAr", long: true },
      { field: "price", from: 2_500_000, to: 2_400_000 },
    ]);
  });

  it("names the author of a lead change after their account is gone, and the assignee by name", async () => {
    const entries = await log(`action=lead_updated&subject=lead:${leadId}`);
    const change = entries.find((one) => one.actorName === "leaver");
    expect(change).toMatchObject({
      item: { type: "lead", id: leadId, label: { ar: "سارة القحطاني", en: "سارة القحطاني" } },
      changes: [
        { field: "status", from: "new", to: "contacted" },
        { field: "assignedStaffId", from: null, to: "editor" },
      ],
    });
  });

  it("reads rows written before values were kept", async () => {
    const [old] = await log(`action=lead_updated&staffId=${editorId}`);
    expect(old?.changes).toEqual([{ field: "status", from: "contacted", to: "closed" }]);
    const [names] = await log(`action=listing_updated&staffId=${editorId}`);
    expect(names?.changes).toEqual([
      { field: "price", long: true },
      { field: "titleAr", long: true },
    ]);
  });

  it("shows a batch of photos as one entry, and a listing's filter takes in its photos", async () => {
    const photos = await log(`action=media_uploaded`);
    expect(photos.map((entry) => entry.count)).toEqual([1, 3]);
    expect(photos[0]).toMatchObject({ item: { type: "listing", id: listingId }, actorName: "editor" });
    const ofListing = await log(`subject=listing:${listingId}`);
    expect(ofListing.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(["listing_created", "listing_updated", "media_uploaded"]),
    );
    expect(ofListing.every((entry) => entry.item?.id === listingId)).toBe(true);
  });

  it("says when a listing is in the trash, and no longer once it is restored", async () => {
    const editor = await signIn(app, "editor@example.sa");
    const created = await call(editor, "POST", "/api/admin/listings", { kind: "property", ...sampleInput() });
    expect(created.statusCode, created.body).toBe(201);
    const { id, version } = created.json().data;
    const itemOf = async () => (await log(`subject=listing:${id}`)).map((entry) => entry.item);
    expect(await itemOf()).toEqual([expect.objectContaining({ type: "listing", id, inTrash: false })]);
    const trashed = await call(editor, "DELETE", `/api/admin/listings/${id}?version=${version}`);
    expect(trashed.statusCode, trashed.body).toBe(204);
    // Every entry about it, its creation as well as its move to the trash, leads to the trash.
    const inTrash = await itemOf();
    expect(inTrash).toHaveLength(2);
    expect(inTrash.every((item) => item?.id === id && item?.inTrash && item?.label !== null)).toBe(true);
    // Other listings are not in the trash.
    expect((await log(`subject=listing:${listingId}`)).every((entry) => entry.item?.inTrash === false)).toBe(true);
    const restored = await call(editor, "POST", "/api/admin/trash/restore", { ids: [id] });
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await itemOf()).every((item) => item?.inTrash === false)).toBe(true);
  });

  it("refuses an item filter of another shape", async () => {
    const response = await call(admin, "GET", "/api/admin/audit?subject=listing:abc");
    expect(response.statusCode).toBe(400);
  });
});
