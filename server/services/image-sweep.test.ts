import { randomUUID } from "node:crypto";
import { mkdtemp, rm, utimes } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { createTestDatabase, type TestDatabase, testEngines } from "../../testing/server/databases.ts";
import { startTestS3 } from "../../testing/server/s3-server.ts";
import { type MediaRecord, upsertMedia } from "../db/media.repository.ts";
import { localStorage } from "../storage/local-storage.ts";
import type { MediaStorage } from "../storage/media-storage.ts";
import { s3Storage } from "../storage/s3-storage.ts";
import { orphanImageGraceMs, sweepOrphanImages } from "./image-sweep.ts";
import { filesOfImage } from "./media.service.ts";

// The bucket's listing is the storage's own part: tested once, on SQLite.
const cases = [...testEngines.map((engine) => [engine, "local"] as const), ["sqlite", "s3"] as const];

describe.each(cases)("sweeping leftover image files on %s with %s storage", (engine, storageKind) => {
  let database: TestDatabase;
  let storage: MediaStorage;
  let dropStorage = async () => {};

  async function freshStorage(): Promise<MediaStorage> {
    if (storageKind === "s3") {
      const s3 = await startTestS3();
      dropStorage = s3.stop;
      return s3Storage({
        bucket: s3.environment.S3_BUCKET,
        region: s3.environment.S3_REGION,
        endpoint: s3.environment.S3_ENDPOINT,
        forcePathStyle: true,
        credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
        prefix: "",
      });
    }
    const made = await mkdtemp(join(tmpdir(), "image-sweep-"));
    dropStorage = () => rm(made, { recursive: true, force: true });
    return localStorage(made);
  }

  /** An image's files as an upload stores them, before (or without) its media row: what a kill -9 leaves. */
  async function storedImage(): Promise<MediaRecord> {
    const record = { key: `uploads/${randomUUID()}`, width: 1600, height: 1067, variantWidths: [480, 960, 1600] };
    for (const file of filesOfImage(record)) await storage.put(file, Buffer.from("image bytes"), "image/avif");
    return record;
  }

  const sweptRows = async () =>
    (await database.db.selectFrom("audit_log").select("detail").where("action", "=", "images_swept").execute()).map(
      (row) => JSON.parse(row.detail) as { keys: string[] },
    );

  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterEach(async () => {
    await dropStorage();
    dropStorage = async () => {};
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("removes the files of an image with no media row once they are old, and keeps recorded and unknown files", async () => {
    storage = await freshStorage();
    const orphan = await storedImage();
    const recorded = await storedImage();
    await upsertMedia(database.db, [recorded]);
    // Files the sweep does not recognise as an upload's: never its to remove.
    await storage.put("uploads/photo-480.avif", Buffer.from("image"), "image/avif");
    await storage.put("documents/00000000-0000-4000-8000-000000000000.pdf", Buffer.from("%PDF-1.4"), "application/pdf");
    const before = (await sweptRows()).length;

    // Written just now, as an upload in progress would be: left alone.
    expect(await sweepOrphanImages(database.db, storage, new Date())).toEqual([]);
    expect(await storage.list("uploads/")).toHaveLength(2 * 7 + 1);

    const later = new Date(Date.now() + orphanImageGraceMs + 60_000);
    expect(await sweepOrphanImages(database.db, storage, later)).toEqual([orphan.key]);
    expect(await storage.list("uploads/")).toEqual([...filesOfImage(recorded), "uploads/photo-480.avif"].sort());
    expect(await storage.list("documents/")).toHaveLength(1);
    expect((await sweptRows()).slice(before)).toEqual([{ keys: [orphan.key] }]);

    // Nothing more to do: no file goes, no audit row is written.
    expect(await sweepOrphanImages(database.db, storage, later)).toEqual([]);
    expect((await sweptRows()).length).toBe(before + 1);
  });
});

// A bucket's times cannot be set back; the local folder's can: the rule itself is the same for both.
describe.each(testEngines)("sweeping an image still being written on %s", (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("waits for the newest file of an image: one variant still being written keeps them all", async () => {
    const made = await mkdtemp(join(tmpdir(), "image-sweep-"));
    const storage = localStorage(made);
    onTestFinished(() => rm(made, { recursive: true, force: true }));
    const record = { key: `uploads/${randomUUID()}`, width: 1600, height: 1067, variantWidths: [480, 960, 1600] };
    for (const file of filesOfImage(record)) await storage.put(file, Buffer.from("image bytes"), "image/avif");
    const image = record;
    const files = filesOfImage(image);
    const old = new Date(Date.now() - 2 * orphanImageGraceMs);
    for (const file of files.slice(1)) await utimes(join(made, file), old, old);
    expect(await sweepOrphanImages(database.db, storage, new Date())).toEqual([]);
    expect(await storage.list("uploads/")).toEqual([...files].sort());
    await utimes(join(made, files[0]!), old, old);
    expect(await sweepOrphanImages(database.db, storage, new Date())).toEqual([image.key]);
    expect(await storage.list("uploads/")).toEqual([]);
  });
});
