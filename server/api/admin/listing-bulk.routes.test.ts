import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse } from "csv-parse/sync";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditDetailOf, createStaff, signIn } from "../../../testing/server/admin-helpers.ts";
import { buildTestApp } from "../../../testing/server/app.ts";
import { createTestDatabase, type TestDatabase, testEngines } from "../../../testing/server/databases.ts";
import { sampleInput } from "../../../testing/server/listing-input.ts";
import { multipart, phonePhoto } from "../../../testing/server/upload-files.ts";
import { loadConfig } from "../../config.ts";
import { insertLead } from "../../db/lead.repository.ts";
import { seedCompany } from "../../seed/seed-company.ts";
import type { MediaStorage } from "../../storage/media-storage.ts";
import { storageFromConfig } from "../../storage/storage-from-config.ts";

/** The newest audit row of an action that names no single item (a bulk action): its detail. */
async function lastAuditOf(database: TestDatabase, action: string): Promise<Record<string, unknown>> {
  const row = await database.db
    .selectFrom("audit_log")
    .select("detail")
    .where("action", "=", action as never)
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
  return JSON.parse(row.detail) as Record<string, unknown>;
}

describe.each(testEngines)("listings list, bulk actions and duplicates on %s", (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let storage: MediaStorage;
  let mediaDir: string;
  let editor: string;
  let admin: string;

  const call = (cookie: string, method: "GET" | "POST" | "DELETE", url: string, payload?: unknown, language = "en") =>
    app.inject({
      method,
      url,
      headers: { cookie, "accept-language": language },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const create = async (overrides: Parameters<typeof sampleInput>[0] = {}, kind = "property") => {
    const response = await call(editor, "POST", "/api/admin/listings", { kind, ...sampleInput(overrides) });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: number; version: number };
  };
  const imageKeysOf = async (id: number) =>
    (
      await database.db
        .selectFrom("listing_images")
        .select("media_key")
        .where("listing_id", "=", id)
        .orderBy("position")
        .execute()
    ).map((row) => row.media_key);

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await seedCompany(database.db, undefined);
    mediaDir = await mkdtemp(join(tmpdir(), "bulk-test-"));
    storage = await storageFromConfig(loadConfig({ MEDIA_DIR: mediaDir }));
    app = await buildTestApp(database, { MEDIA_DIR: mediaDir });
    // Publishes, unpublishes and schedules: a publisher (docs/decisions/036-review-before-publishing.md).
    await createStaff(database, "editor@example.sa", "publisher");
    await createStaff(database, "owner@example.sa", "admin");
    editor = await signIn(app, "editor@example.sa");
    admin = await signIn(app, "owner@example.sa");
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.drop();
    if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
  });

  it("publishes several listings in one go, refuses one without a valid licence by name, and audits it once", async () => {
    const good = await create({ titleEn: "Bulk good one" });
    const other = await create({ titleEn: "Bulk good two" });
    const unlicensed = await create({ titleEn: "Bulk no licence", adLicenceNumber: null, adLicenceExpiresOn: null });
    const before = await database.db.selectFrom("audit_log").select("id").execute();

    const answer = await call(editor, "POST", "/api/admin/listings/bulk", {
      action: "publish",
      ids: [good.id, unlicensed.id, other.id, 999_999],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const { done, refused } = answer.json().data;
    expect(done).toEqual([good.id, other.id]);
    expect(refused.map((item: { id: number; code: string }) => [item.id, item.code])).toEqual([
      [unlicensed.id, "publish_incomplete"],
      [999_999, "listing_gone"],
    ]);
    expect(refused[0].fields.adLicenceNumber).toBe(
      "A listing cannot be published without its full advertising licence data.",
    );
    // In Arabic for an Arabic-speaking member of staff.
    const arabic = await call(
      editor,
      "POST",
      "/api/admin/listings/bulk",
      { action: "publish", ids: [unlicensed.id] },
      "ar",
    );
    expect(arabic.json().data.refused[0].message).toBe("أكمل الحقول المُعلَّمة قبل النشر.");

    const rows = await database.db.selectFrom("audit_log").select(["id", "action"]).execute();
    const added = rows.filter((row) => !before.some((old) => old.id === row.id));
    expect(added.map((row) => row.action)).toEqual(["listings_bulk_published", "listings_bulk_published"]);
    const detail = await database.db
      .selectFrom("audit_log")
      .select("detail")
      .where("id", "=", Math.min(...added.map((row) => row.id)))
      .executeTakeFirstOrThrow();
    expect(JSON.parse(detail.detail)).toMatchObject({
      items: [
        { id: good.id, titleEn: "Bulk good one" },
        { id: other.id, titleEn: "Bulk good two" },
      ],
      refused: [
        { id: unlicensed.id, code: "publish_incomplete" },
        { id: 999_999, code: "listing_gone" },
      ],
    });
    const published = await call(editor, "GET", `/api/admin/listings/${good.id}`);
    expect(published.json().data.published).toBe(true);
    expect((await call(editor, "GET", `/api/admin/listings/${unlicensed.id}`)).json().data.published).toBe(false);

    const withdrawn = await call(editor, "POST", "/api/admin/listings/bulk", {
      action: "unpublish",
      ids: [good.id, other.id],
    });
    expect(withdrawn.json().data).toEqual({ done: [good.id, other.id], refused: [] });
    expect((await call(editor, "GET", `/api/admin/listings/${other.id}`)).json().data.published).toBe(false);
  });

  it("changes the status of several listings, refusing a status another kind does not have", async () => {
    const property = await create({ titleEn: "Status property" });
    const project = await create({ titleEn: "Status project", status: "AVAILABLE" }, "project");
    const answer = await call(editor, "POST", "/api/admin/listings/bulk", {
      action: "status",
      status: "RENTED",
      ids: [property.id, project.id],
    });
    expect(answer.json().data.done).toEqual([property.id]);
    expect(answer.json().data.refused).toMatchObject([{ id: project.id, code: "status_of_kind" }]);
    expect((await call(editor, "GET", `/api/admin/listings/${property.id}`)).json().data.status).toBe("RENTED");
    expect(await lastAuditOf(database, "listings_bulk_status_changed")).toMatchObject({
      status: "RENTED",
      items: [{ id: property.id }],
    });
    const missing = await call(editor, "POST", "/api/admin/listings/bulk", { action: "status", ids: [property.id] });
    expect(missing.statusCode).toBe(400);
  });

  it("moves several listings to the trash, editors too; only admins delete them for good from there", async () => {
    const first = await create({ titleEn: "Delete me one" });
    const second = await create({ titleEn: "Delete me two" });
    const byEditor = await call(editor, "POST", "/api/admin/listings/bulk", {
      action: "delete",
      ids: [first.id, second.id],
    });
    expect(byEditor.json().data).toEqual({ done: [first.id, second.id], refused: [] });
    expect((await call(editor, "GET", `/api/admin/listings/${first.id}`)).statusCode).toBe(404);
    expect(await lastAuditOf(database, "listings_bulk_trashed")).toMatchObject({
      items: [{ id: first.id }, { id: second.id }],
    });
    expect((await call(editor, "POST", "/api/admin/trash/purge", { ids: [first.id] })).statusCode).toBe(403);
    const byAdmin = await call(admin, "POST", "/api/admin/trash/purge", { ids: [first.id, second.id] });
    expect(byAdmin.json().data).toEqual({ done: [first.id, second.id], refused: [] });
    const left = await database.db.selectFrom("listings").select("id").where("id", "in", [first.id, second.id]);
    expect(await left.execute()).toEqual([]);
  });

  it("duplicates a listing as a draft sharing its photos, and deleting the copy leaves the original's files", async () => {
    const original = await create({ titleEn: "Original villa" });
    for (const size of [
      [1600, 1200],
      [1200, 1600],
    ] as const) {
      const upload = multipart(await phonePhoto(size[0], size[1]), "photo.jpg", "image/jpeg");
      const response = await app.inject({
        method: "POST",
        url: `/api/admin/media/listings/property/${original.id}/images`,
        headers: { cookie: editor, "accept-language": "en", ...upload.headers },
        payload: upload.payload,
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    await call(editor, "POST", `/api/admin/listings/${original.id}/publish`, { version: 1 });
    const source = (await call(editor, "GET", `/api/admin/listings/${original.id}`)).json().data;

    const answer = await call(editor, "POST", `/api/admin/listings/${original.id}/duplicate`, undefined, "ar");
    expect(answer.statusCode, answer.body).toBe(201);
    const copy = answer.json().data;
    expect(copy.id).not.toBe(original.id);
    expect(copy).toMatchObject({
      published: false,
      version: 1,
      kind: "property",
      titleAr: `${source.titleAr} (نسخة)`,
      titleEn: "Original villa (copy)",
      descriptionEn: source.descriptionEn,
      details: source.details,
      codes: source.codes,
      features: source.features,
      boundaries: source.boundaries,
      imageCount: 2,
      adLicenceNumber: null,
      advertiserFalLicence: source.advertiserFalLicence,
    });
    const keys = await imageKeysOf(original.id);
    expect(keys).toHaveLength(2);
    expect(await imageKeysOf(copy.id)).toEqual(keys);
    expect(await auditDetailOf(database, `listing:${copy.id}`, "listing_duplicated")).toEqual({ from: original.id });

    // A photo taken off the copy stays on the original, files and all.
    const taken = await call(
      editor,
      "DELETE",
      `/api/admin/media/listings/property/${copy.id}/images?key=${encodeURIComponent(keys[1]!)}`,
    );
    expect(taken.statusCode, taken.body).toBe(200);
    expect(await imageKeysOf(copy.id)).toEqual([keys[0]]);
    expect((await storage.list(keys[1]!)).length).toBeGreaterThan(0);

    const removed = await call(editor, "DELETE", `/api/admin/listings/${copy.id}?version=1`);
    expect(removed.statusCode).toBe(204);
    const purged = await call(admin, "POST", "/api/admin/trash/purge", { ids: [copy.id] });
    expect(purged.json().data.done).toEqual([copy.id]);
    expect(await imageKeysOf(original.id)).toEqual(keys);
    for (const key of keys) expect((await storage.list(key)).length).toBeGreaterThan(0);
    const media = await database.db.selectFrom("media").select("key").where("key", "in", keys).execute();
    expect(media).toHaveLength(2);
    // The original still shows its photos on its public page.
    const page = await app.inject({ url: `/api/property/${original.id}` });
    expect(page.json().data.Images).toHaveLength(2);
  }, 120_000);

  it("duplicates an auction with its lots and their photos", async () => {
    const auction = await create(
      {
        titleEn: "Auction to copy",
        status: "UPCOMING",
        lots: [
          {
            id: null,
            categoryId: null,
            titleAr: "قطعة 1",
            titleEn: "Lot 1",
            locationAr: "",
            locationEn: "",
            area: 500,
            openingPrice: 100_000,
            lat: null,
            lng: null,
            deedNumber: "123",
            details: { street_width: 15 },
          },
        ],
      },
      "auction",
    );
    const copy = (await call(editor, "POST", `/api/admin/listings/${auction.id}/duplicate`)).json().data;
    expect(copy.lots).toMatchObject([
      { titleEn: "Lot 1", area: 500, deedNumber: "123", details: { street_width: 15 } },
    ]);
    expect(copy.lots[0].id).not.toBe(auction.id);
    expect((await call(editor, "POST", "/api/admin/listings/999999/duplicate")).statusCode).toBe(404);
  });

  it("lists with thumbnails, leads and views, sorts by each column and finds by title, id or licence", async () => {
    const cheap = await create({
      titleAr: "شقة الياسمين",
      titleEn: "Yasmin flat",
      price: 100,
      adLicenceNumber: "7100000042",
    });
    const dear = await create({ titleAr: "قصر النخيل", titleEn: "Palm palace", price: 9_000_000 });
    // A lead can name a public listing only.
    await call(editor, "POST", `/api/admin/listings/${dear.id}/publish`, { version: dear.version });
    await insertLead(
      database.db,
      {
        kind: "property_interest",
        listing: { id: dear.id, kind: "property" },
        name: "سارة",
        email: null,
        phone: "966501234567",
        message: null,
        language: "ar",
        source_page: `/property/${dear.id}`,
        submission_key: `dear-${engine}`,
        spam_reason: null,
      },
      new Date(),
    );
    const list = async (query: string, language = "en") =>
      (await call(editor, "GET", `/api/admin/listings?${query}`, undefined, language)).json();

    const byPrice = await list("sort=price&dir=desc");
    expect(byPrice.data[0]).toMatchObject({ id: dear.id, price: 9_000_000, leads: 1, views: 0 });
    const ascending = (await list("sort=price&dir=asc")).data.map((row: { price: number | null }) => row.price);
    expect(ascending[0]).toBe(100);
    const byLeads = await list("sort=leads");
    expect(byLeads.data[0].id).toBe(dear.id);
    for (const sort of ["title", "status", "kind", "licence", "views", "updated"]) {
      const answer = await call(editor, "GET", `/api/admin/listings?sort=${sort}&dir=asc`);
      expect(answer.statusCode, sort).toBe(200);
    }
    expect((await call(editor, "GET", "/api/admin/listings?sort=nothing")).statusCode).toBe(400);

    // Arabic folded as the leads search folds it (ة/ه, أ/ا), English, the id, the licence in Arabic-Indic digits.
    expect((await list(`q=${encodeURIComponent("الياسمينه")}`)).data).toEqual([]);
    expect((await list(`q=${encodeURIComponent("شقه")}`)).data.map((row: { id: number }) => row.id)).toEqual([
      cheap.id,
    ]);
    expect((await list("q=palm")).data.map((row: { id: number }) => row.id)).toEqual([dear.id]);
    expect((await list(`q=${dear.id}`)).data.map((row: { id: number }) => row.id)).toContain(dear.id);
    expect((await list(`q=${encodeURIComponent("٧١٠٠٠٠٠٠٤٢")}`)).data.map((row: { id: number }) => row.id)).toEqual([
      cheap.id,
    ]);
    const withPhoto = (await list("q=original")).data.find((row: { thumbnail: string | null }) => row.thumbnail);
    expect(withPhoto?.thumbnail).toMatch(/^\/media\/uploads\/[0-9a-f-]+-\d+\.webp$/);
  });

  it("assigns and sets the status of several leads, and exports just the selection", async () => {
    const stored: number[] = [];
    for (const name of ["عبدالله", "نورة"]) {
      const result = await insertLead(
        database.db,
        {
          kind: "contact",
          listing: null,
          name,
          email: null,
          phone: "966501234567",
          message: null,
          language: "ar",
          source_page: "/contactus",
          submission_key: `bulk-${name}-${engine}`,
          spam_reason: null,
        },
        new Date(),
      );
      if (result.status !== "created") throw new Error("lead not stored");
      stored.push(result.id);
    }
    const editorId = (
      await database.db
        .selectFrom("staff")
        .select("id")
        .where("email", "=", "editor@example.sa")
        .executeTakeFirstOrThrow()
    ).id;
    const assign = await call(editor, "POST", "/api/admin/leads/bulk", {
      action: "assign",
      assignedStaffId: editorId,
      ids: [...stored, 999_999],
    });
    expect(assign.statusCode, assign.body).toBe(200);
    expect(assign.json().data.done).toEqual(stored);
    expect(assign.json().data.refused).toMatchObject([{ id: 999_999, code: "lead_gone" }]);
    expect(await lastAuditOf(database, "leads_bulk_assigned")).toMatchObject({
      to: { assignedStaffId: editorId },
      items: stored.map((id) => ({ id, from: { status: "new", assignedStaffId: null } })),
    });
    const status = await call(editor, "POST", "/api/admin/leads/bulk", {
      action: "status",
      status: "contacted",
      ids: stored,
    });
    expect(status.json().data.done).toEqual(stored);
    const one = (await call(editor, "GET", `/api/admin/leads/${stored[0]}`)).json().data;
    expect(one).toMatchObject({ status: "contacted", assignedStaff: { id: editorId } });

    const csv = await call(editor, "GET", `/api/admin/leads.csv?lang=en&ids=${stored[1]}`);
    expect(csv.statusCode).toBe(200);
    const rows = parse(csv.body.replace(/^\uFEFF/, ""), { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(1);
    expect(Object.values(rows[0]!)).toContain("نورة");
    expect(await lastAuditOf(database, "leads_exported")).toMatchObject({ ids: [stored[1]] });
    expect((await call(editor, "GET", "/api/admin/leads.csv?ids=1,x")).statusCode).toBe(400);
  });
});
