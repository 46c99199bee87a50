import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { riyadhDayOf } from "../../../domain/admin/dashboard.ts";
import { auditDetailOf, createStaff, signIn } from "../../../testing/server/admin-helpers.ts";
import { buildTestApp } from "../../../testing/server/app.ts";
import { createTestDatabase, type TestDatabase, testEngines } from "../../../testing/server/databases.ts";
import { dayFromNow, sampleInput } from "../../../testing/server/listing-input.ts";
import { multipart, phonePhoto } from "../../../testing/server/upload-files.ts";
import { loadConfig } from "../../config.ts";
import { applyScheduledChange } from "../../db/listing-schedule.repository.ts";
import { seedCompany } from "../../seed/seed-company.ts";
import { sweepTrash } from "../../services/trash.service.ts";
import type { MediaStorage } from "../../storage/media-storage.ts";
import { storageFromConfig } from "../../storage/storage-from-config.ts";

/** The listings' trash (docs/decisions/038-trash.md), on a real database and a real media folder. */
describe.each(testEngines)("the listings' trash on %s", { timeout: 120_000 }, (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let storage: MediaStorage;
  let mediaDir: string;
  let editor: string;
  let admin: string;

  const call = (cookie: string, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: { cookie, "accept-language": "en" },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const create = async (overrides: Parameters<typeof sampleInput>[0] = {}) => {
    const response = await call(editor, "POST", "/api/admin/listings", { kind: "property", ...sampleInput(overrides) });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.id as number;
  };
  const versionOf = async (id: number) =>
    (await database.db.selectFrom("listings").select("version").where("id", "=", id).executeTakeFirstOrThrow()).version;
  const addPhoto = async (id: number) => {
    const upload = multipart(await phonePhoto(1200, 900), "photo.jpg", "image/jpeg");
    const response = await app.inject({
      method: "POST",
      url: `/api/admin/media/listings/property/${id}/images`,
      headers: { cookie: editor, "accept-language": "en", ...upload.headers },
      payload: upload.payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.key as string;
  };
  const published = async (id: number) => {
    // Publishing is a publisher's or an admin's (docs/decisions/036-review-before-publishing.md).
    const response = await call(admin, "POST", `/api/admin/listings/${id}/publish`, { version: await versionOf(id) });
    expect(response.statusCode, response.body).toBe(200);
  };
  const trash = async (cookie: string, id: number) =>
    call(cookie, "DELETE", `/api/admin/listings/${id}?version=${await versionOf(id)}`);
  const stored = async (key: string) => (await storage.list(key)).length > 0;
  const trashIds = async () =>
    (await call(editor, "GET", "/api/admin/trash")).json().data.map((row: { id: number }) => row.id) as number[];

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await seedCompany(database.db, undefined);
    mediaDir = await mkdtemp(join(tmpdir(), "trash-test-"));
    storage = await storageFromConfig(loadConfig({ MEDIA_DIR: mediaDir }));
    // Public answers cached for a minute: the trash must make them stale (server/cache/ topics).
    app = await buildTestApp(database, { MEDIA_DIR: mediaDir, TRASH_DAYS: "30" }, { listCacheSeconds: 60 });
    await createStaff(database, "editor@example.sa", "editor");
    await createStaff(database, "owner@example.sa", "admin");
    editor = await signIn(app, "editor@example.sa");
    admin = await signIn(app, "owner@example.sa");
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.drop();
    if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
  });

  it("moves a deleted listing to the trash: gone from every public answer at once, its photos kept", async () => {
    const id = await create({ titleEn: "Trashed villa on Tahlia" });
    const photo = await addPhoto(id);
    await published(id);
    const publicReads = {
      detail: `/api/property/${id}`,
      list: "/api/property",
      search: "/api/property?search=Tahlia",
      favourites: `/api/listings?ids=property-${id}`,
      map: "/api/content/map",
      sitemap: "/sitemap.xml",
    };
    const listed = async (url: string) => {
      const response = await app.inject({ url });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.map((row: { id: number }) => row.id) as number[];
    };
    // Read (and cached) while public.
    expect((await app.inject({ url: publicReads.detail })).statusCode).toBe(200);
    for (const url of [publicReads.list, publicReads.search]) expect(await listed(url)).toContain(id);
    expect((await app.inject({ url: publicReads.favourites })).json().data).toHaveLength(1);
    expect((await app.inject({ url: publicReads.sitemap })).body).toContain(`/property/${id}`);
    expect(JSON.stringify((await app.inject({ url: publicReads.map })).json())).toContain(`"id":${id}`);

    const answer = await trash(editor, id);
    expect(answer.statusCode, answer.body).toBe(204);

    // The detail answers as a deleted listing does (404); the lists, search, favourites, map and sitemap drop it.
    expect((await app.inject({ url: publicReads.detail })).statusCode).toBe(404);
    for (const url of [publicReads.list, publicReads.search]) expect(await listed(url)).not.toContain(id);
    expect((await app.inject({ url: publicReads.favourites })).json().data).toEqual([]);
    expect((await app.inject({ url: publicReads.sitemap })).body).not.toContain(`/property/${id}`);
    expect(JSON.stringify((await app.inject({ url: publicReads.map })).json())).not.toContain(`"id":${id}`);

    // Not in the editor nor the back office's list; in the trash, with who and when.
    expect((await call(editor, "GET", `/api/admin/listings/${id}`)).statusCode).toBe(404);
    expect((await call(editor, "GET", `/api/admin/listings/${id}/preview`)).statusCode).toBe(404);
    const list = (await call(editor, "GET", "/api/admin/listings?q=tahlia")).json();
    expect(list.data).toEqual([]);
    const inTrash = (await call(editor, "GET", "/api/admin/trash")).json();
    const row = inTrash.data.find((item: { id: number }) => item.id === id);
    expect(row).toMatchObject({ kind: "property", titleEn: "Trashed villa on Tahlia", trashedBy: "editor" });
    expect(row.imageCount).toBe(1);
    expect(row.thumbnail).toMatch(/^\/media\/uploads\//);
    expect(Date.parse(row.purgeAt) - Date.parse(row.trashedAt)).toBe(30 * 86_400_000);
    expect(inTrash.meta).toMatchObject({ trashDays: 30 });
    expect(await auditDetailOf(database, `listing:${id}`, "listing_trashed")).toMatchObject({
      titleEn: "Trashed villa on Tahlia",
      wasPublished: true,
    });
    expect(await stored(photo)).toBe(true);
    // Publishing, saving or trashing again finds no listing.
    const version = await versionOf(id);
    expect((await call(admin, "POST", `/api/admin/listings/${id}/publish`, { version })).statusCode).toBe(404);
    expect((await call(editor, "DELETE", `/api/admin/listings/${id}?version=${version}`)).statusCode).toBe(404);
  });

  it("restores a listing as an unpublished draft with its photos, once", async () => {
    const id = await create({ titleEn: "Restored villa" });
    const photo = await addPhoto(id);
    await published(id);
    expect((await trash(editor, id)).statusCode).toBe(204);
    const restored = await call(editor, "POST", "/api/admin/trash/restore", { ids: [id, 999_999] });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data.done).toEqual([id]);
    expect(restored.json().data.refused).toEqual([
      {
        id: 999_999,
        code: "not_in_trash",
        message: "This listing is no longer in the trash; someone else may have restored or deleted it.",
      },
    ]);
    const listing = (await call(editor, "GET", `/api/admin/listings/${id}`)).json().data;
    expect(listing).toMatchObject({ published: false, imageCount: 1, titleEn: "Restored villa" });
    expect(await trashIds()).not.toContain(id);
    expect((await app.inject({ url: `/api/property/${id}` })).statusCode).toBe(404);
    expect(await auditDetailOf(database, `listing:${id}`, "listing_untrashed")).toEqual({});
    expect(await stored(photo)).toBe(true);
    // A second restore finds it out of the trash.
    const again = await call(editor, "POST", "/api/admin/trash/restore", { ids: [id] });
    expect(again.json().data).toMatchObject({ done: [], refused: [{ id, code: "not_in_trash" }] });
    // Published again, it is public again with its photo.
    await published(id);
    expect((await app.inject({ url: `/api/property/${id}` })).json().data.Images).toHaveLength(1);
  });

  it("refuses editors deleting for good or emptying the trash; admins delete for good the files no other listing uses", async () => {
    const original = await create({ titleEn: "Original with shared photos" });
    const shared = await addPhoto(original);
    const copy = (await call(editor, "POST", `/api/admin/listings/${original}/duplicate`)).json().data.id as number;
    const own = await addPhoto(original);
    expect((await trash(editor, original)).statusCode).toBe(204);

    for (const [url, payload] of [
      ["/api/admin/trash/purge", { ids: [original] }],
      ["/api/admin/trash/empty", undefined],
    ] as const) {
      const refused = await call(editor, "POST", url, payload);
      expect(refused.statusCode, url).toBe(403);
    }
    expect(await trashIds()).toContain(original);
    // Nor is the bulk bar a way round: its delete moves to the trash, never deletes for good.
    expect(await stored(own)).toBe(true);

    const purged = await call(admin, "POST", "/api/admin/trash/purge", { ids: [original, copy] });
    expect(purged.statusCode, purged.body).toBe(200);
    // The copy is not in the trash: refused, untouched.
    expect(purged.json().data).toMatchObject({ done: [original], refused: [{ id: copy, code: "not_in_trash" }] });
    expect(await database.db.selectFrom("listings").select("id").where("id", "=", original).execute()).toEqual([]);
    // Its own photo's files go; the photo the copy also shows stays, files and all.
    expect(await stored(own)).toBe(false);
    expect(await stored(shared)).toBe(true);
    expect((await call(editor, "GET", `/api/admin/listings/${copy}`)).json().data.imageCount).toBe(1);
    expect(await auditDetailOf(database, `listing:${original}`, "listing_deleted")).toMatchObject({
      titleEn: "Original with shared photos",
      imagesRemoved: 1,
      fromTrash: "chosen",
    });

    // Emptying the trash deletes the rest for good, the copy's (now unshared) photo with it.
    expect((await trash(editor, copy)).statusCode).toBe(204);
    const emptied = await call(admin, "POST", "/api/admin/trash/empty");
    expect(emptied.statusCode, emptied.body).toBe(200);
    expect(emptied.json().data.deleted).toContain(copy);
    expect(await trashIds()).toEqual([]);
    expect(await stored(shared)).toBe(false);
    expect(await database.db.selectFrom("media").select("key").where("key", "in", [shared, own]).execute()).toEqual([]);
  });

  it("moves several listings to the trash from the bulk bar, editors too, in one audit entry", async () => {
    const first = await create({ titleEn: "Bulk trash one" });
    const second = await create({ titleEn: "Bulk trash two" });
    const answer = await call(editor, "POST", "/api/admin/listings/bulk", {
      action: "delete",
      ids: [first, second, 999_999],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toMatchObject({ done: [first, second], refused: [{ id: 999_999 }] });
    expect(await trashIds()).toEqual(expect.arrayContaining([first, second]));
    const row = await database.db
      .selectFrom("audit_log")
      .select("detail")
      .where("action", "=", "listings_bulk_trashed")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.detail)).toMatchObject({ items: [{ id: first }, { id: second }] });
    // A trashed listing in a later bulk action is not there to act on.
    const publish = await call(admin, "POST", "/api/admin/listings/bulk", { action: "publish", ids: [first] });
    expect(publish.json().data).toMatchObject({ done: [], refused: [{ id: first, code: "listing_gone" }] });
  });

  it("leaves trashed listings out of scheduled publishing and of the dashboard's top lists and licence warnings", async () => {
    const id = await create({ titleEn: "Scheduled then trashed", adLicenceExpiresOn: dayFromNow(10) });
    await published(id);
    const today = riyadhDayOf(new Date());
    await database.db
      .insertInto("listing_views_daily")
      .values({ listing_id: id, day: today, views: 1_000_000 })
      .execute();
    const dashboard = async () => (await call(editor, "GET", "/api/admin/dashboard")).json().data;
    const ids = (rows: { id: number }[]) => rows.map((row) => row.id);
    expect(ids((await dashboard()).topByViews)).toContain(id);
    expect(ids((await dashboard()).expiringLicences)).toContain(id);

    await call(admin, "POST", `/api/admin/listings/${id}/unpublish`, { version: await versionOf(id) });
    const publishAt = new Date(Date.now() + 3_600_000).toISOString();
    const schedule = await call(admin, "PUT", `/api/admin/listings/${id}/schedule`, { publishAt, unpublishAt: null });
    expect(schedule.statusCode, schedule.body).toBe(200);
    expect((await trash(editor, id)).statusCode).toBe(204);

    const after = await dashboard();
    expect(ids(after.topByViews)).not.toContain(id);
    expect(ids(after.expiringLicences)).not.toContain(id);
    // Trashing cleared the time: the queued job finds none and does nothing; its schedule is not there to change.
    const row = await database.db
      .selectFrom("listings")
      .select(["publish_at", "published"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ publish_at: null, published: 0 });
    const now = new Date().toISOString();
    expect(await applyScheduledChange(database.db, id, "publish", publishAt, now, { published: true })).toBe(false);
    // Even a time set on it by a race publishes nothing while it is in the trash.
    await database.db.updateTable("listings").set({ publish_at: publishAt }).where("id", "=", id).execute();
    expect(await applyScheduledChange(database.db, id, "publish", publishAt, now, { published: true })).toBe(false);
    expect((await call(editor, "GET", `/api/admin/listings/${id}/schedule`)).statusCode).toBe(404);
  });

  it("sweeps for good, with their files, only the listings in the trash longer than the set days", async () => {
    const old = await create({ titleEn: "Trashed long ago" });
    const recent = await create({ titleEn: "Trashed yesterday" });
    const oldPhoto = await addPhoto(old);
    const recentPhoto = await addPhoto(recent);
    for (const id of [old, recent]) expect((await trash(editor, id)).statusCode).toBe(204);
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
    await database.db
      .updateTable("listings")
      .set({ trashed_at: daysAgo(31) })
      .where("id", "=", old)
      .execute();
    await database.db
      .updateTable("listings")
      .set({ trashed_at: daysAgo(1) })
      .where("id", "=", recent)
      .execute();

    expect(await sweepTrash(database.db, storage, 30, new Date())).toEqual([old]);
    expect(await trashIds()).not.toContain(old);
    expect(await trashIds()).toContain(recent);
    expect(await stored(oldPhoto)).toBe(false);
    expect(await stored(recentPhoto)).toBe(true);
    const detail = await auditDetailOf(database, `listing:${old}`, "listing_deleted");
    expect(detail).toMatchObject({ swept: true, trashDays: 30, imagesRemoved: 1 });
    // A second run the same day (another process, a retry) finds nothing left to do.
    expect(await sweepTrash(database.db, storage, 30, new Date())).toEqual([]);
    // With a shorter setting the recent one is due too.
    expect(await sweepTrash(database.db, storage, 1, new Date())).toEqual([recent]);
    expect(await stored(recentPhoto)).toBe(false);
  });
});
