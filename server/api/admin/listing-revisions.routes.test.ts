import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ListingInput } from "../../../domain/admin/listing-editor.ts";
import { keptRevisions } from "../../../domain/admin/listing-revisions.ts";
import { createStaff, signIn } from "../../../testing/server/admin-helpers.ts";
import { buildTestApp } from "../../../testing/server/app.ts";
import { createTestDatabase, type TestDatabase, testEngines } from "../../../testing/server/databases.ts";
import { sampleInput } from "../../../testing/server/listing-input.ts";
import { plainPdf } from "../../../testing/server/pdf-files.ts";
import { multipart, phonePhoto } from "../../../testing/server/upload-files.ts";
import { seedCompany } from "../../seed/seed-company.ts";

describe.each(testEngines)("listing revisions on %s", (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let editor: string;
  let mediaDir: string;

  const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown, language = "en") =>
    app.inject({
      method,
      url,
      headers: { cookie: editor, "accept-language": language },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const create = async (input: ListingInput = sampleInput()) => {
    const response = await call("POST", "/api/admin/listings", { kind: "property", ...input });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: number; version: number };
  };
  const save = async (id: number, version: number, input: ListingInput) => {
    const response = await call("PUT", `/api/admin/listings/${id}`, { version, ...input });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { version: number };
  };
  const history = async (id: number) => {
    const response = await call("GET", `/api/admin/listings/${id}/revisions`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as {
      number: number;
      action: string;
      staffName: string;
      restoredFrom: number | null;
      changes: { field: string; from?: unknown; to?: unknown; long?: true }[];
    }[];
  };
  const upload = async (url: string, bytes: Buffer, filename: string, type: string) => {
    const body = multipart(bytes, filename, type);
    const response = await app.inject({
      method: "POST",
      url,
      headers: { ...body.headers, cookie: editor },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data;
  };

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await seedCompany(database.db, undefined);
    mediaDir = await mkdtemp(join(tmpdir(), "revisions-test-"));
    app = await buildTestApp(database, { MEDIA_DIR: mediaDir });
    await createStaff(database, "hala@example.sa", "editor");
    editor = await signIn(app, "hala@example.sa");
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
    if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
  });

  it("keeps one revision per save, in the save's transaction, with who saved and what changed", async () => {
    const { id } = await create();
    const saved = await save(id, 1, sampleInput({ titleEn: "Villa with a garden", price: 2_400_000 }));
    expect(saved.version).toBe(2);

    const revisions = await history(id);
    expect(revisions.map((revision) => [revision.number, revision.action])).toEqual([
      [2, "updated"],
      [1, "created"],
    ]);
    expect(revisions[0]!.staffName).toBe("hala");
    expect(revisions[0]!.changes).toEqual([
      { field: "titleEn", from: "Villa in Al Malqa", to: "Villa with a garden" },
      { field: "price", from: 2_500_000, to: 2_400_000 },
    ]);
    expect(revisions[1]!.changes).toEqual([]);
    const one = await call("GET", `/api/admin/listings/${id}/revisions/1`);
    expect(one.statusCode).toBe(200);
    expect(one.json().data.snapshot.input).toMatchObject({ titleEn: "Villa in Al Malqa", price: 2_500_000 });

    // A refused save keeps no revision.
    const refused = await call("PUT", `/api/admin/listings/${id}`, {
      version: 2,
      ...sampleInput({ rentPeriod: "monthly", status: "SOLD_OUT" as never }),
    });
    expect(refused.statusCode).toBe(400);
    expect(await history(id)).toHaveLength(2);
    expect((await call("GET", `/api/admin/listings/${id}/revisions/9`)).statusCode).toBe(404);
  });

  it("restores a revision as a new save that bumps the version; a stale restore is a 409 and writes nothing", async () => {
    const { id } = await create();
    await save(id, 1, sampleInput({ titleAr: "فيلا فاخرة في الملقا", area: 500 }));

    const restored = await call("POST", `/api/admin/listings/${id}/revisions/1/restore`, { version: 2 });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data.listing).toMatchObject({ version: 3, titleAr: "فيلا في حي الملقا", area: 450 });
    expect(restored.json().data.leftOut).toEqual({ photos: 0, documents: [] });
    const [newest] = await history(id);
    expect(newest).toMatchObject({ number: 3, action: "restored", restoredFrom: 1 });
    expect(newest!.changes).toEqual([
      { field: "titleAr", from: "فيلا فاخرة في الملقا", to: "فيلا في حي الملقا" },
      { field: "area", from: 500, to: 450 },
    ]);
    const audit = await database.db
      .selectFrom("audit_log")
      .select("action")
      .where("subject", "=", `listing:${id}`)
      .orderBy("id")
      .execute();
    expect(audit.map((row) => row.action)).toEqual(["listing_created", "listing_updated", "listing_restored"]);

    const stale = await call("POST", `/api/admin/listings/${id}/revisions/2/restore`, { version: 2 }, "ar");
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toMatch(/أعد تحميل الصفحة/);
    expect(await history(id)).toHaveLength(3);
    expect((await call("GET", `/api/admin/listings/${id}`)).json().data).toMatchObject({ version: 3, area: 450 });
  });

  it("leaves out the photos and documents gone since, and says so", async () => {
    const { id } = await create();
    const images = `/api/admin/media/listings/property/${id}/images`;
    await upload(images, await phonePhoto(320, 240), "front.jpg", "image/jpeg");
    await upload(images, await phonePhoto(320, 240), "garden.jpg", "image/jpeg");
    const gallery = (await call("GET", images)).json().data.images.map((image: { key: string }) => image.key);
    const [front, garden] = gallery as [string, string];
    const pdf = await upload("/api/admin/media/documents", plainPdf(), "terms.pdf", "application/pdf");
    const withTerms = await save(id, 1, sampleInput({ termsUrl: pdf.url }));
    const [kept] = await history(id);
    expect(kept!.changes).toEqual([
      { field: "termsUrl", from: null, to: pdf.url },
      { field: "photos", long: true },
    ]);

    // The front photo is deleted in the media manager; a later save drops the terms, whose file then goes.
    const removed = await call("DELETE", `${images}?key=${encodeURIComponent(front)}`);
    expect(removed.statusCode, removed.body).toBe(200);
    await save(id, withTerms.version, sampleInput({ termsUrl: null }));
    const listing = (await call("GET", `/api/admin/listings/${id}`)).json().data;

    const restored = await call("POST", `/api/admin/listings/${id}/revisions/${kept!.number}/restore`, {
      version: listing.version,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data.leftOut).toEqual({ photos: 1, documents: ["termsUrl"] });
    expect(restored.json().data.listing).toMatchObject({ termsUrl: null, imageCount: 1 });
    const after = (await call("GET", images)).json().data.images.map((image: { key: string }) => image.key);
    expect(after).toEqual([garden]);
  });

  it("writes revisions for copies and status changes from the list, and compares a first one with the save's start", async () => {
    const { id } = await create();
    const copy = await call("POST", `/api/admin/listings/${id}/duplicate`);
    expect(copy.statusCode).toBe(201);
    expect((await history(copy.json().data.id)).map((revision) => revision.action)).toEqual(["duplicated"]);

    const bulk = await call("POST", "/api/admin/listings/bulk", { action: "status", ids: [id], status: "SOLD" });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect((await history(id))[0]!.changes).toEqual([{ field: "status", from: "AVAILABLE", to: "SOLD" }]);

    // A listing saved before revisions were kept: its first revision names what that save changed.
    await database.db.deleteFrom("listing_revisions").where("listing_id", "=", id).execute();
    const current = (await call("GET", `/api/admin/listings/${id}`)).json().data;
    await save(id, current.version, sampleInput({ status: "SOLD", city: "jeddah" }));
    expect(await history(id)).toEqual([
      expect.objectContaining({ number: 1, changes: [{ field: "city", from: "riyadh", to: "jeddah" }] }),
    ]);
  });

  it(`keeps the newest ${keptRevisions} revisions of a listing`, async () => {
    const { id } = await create();
    // Older revisions written straight in, as many saves would have: the next save drops those past the limit.
    const snapshot = (
      await database.db
        .selectFrom("listing_revisions")
        .select("snapshot")
        .where("listing_id", "=", id)
        .executeTakeFirstOrThrow()
    ).snapshot;
    await database.db
      .insertInto("listing_revisions")
      .values(
        Array.from({ length: keptRevisions }, (_, index) => ({
          listing_id: id,
          number: index + 2,
          at: new Date().toISOString(),
          staff_id: null,
          staff_name: null,
          action: "updated",
          restored_from: null,
          snapshot,
          changes: "[]",
        })),
      )
      .execute();
    await save(id, 1, sampleInput({ price: 1 }));
    const numbers = (await history(id)).map((revision) => revision.number);
    expect(numbers).toHaveLength(keptRevisions);
    expect(numbers[0]).toBe(keptRevisions + 2);
    expect(numbers.at(-1)).toBe(3);
  });
});
