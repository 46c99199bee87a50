import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase, testEngines } from "../../testing/server/databases.ts";
import { testPropertyGraph } from "../../testing/server/listing.ts";
import { startTestS3 } from "../../testing/server/s3-server.ts";
import { insertAudit } from "../db/audit.repository.ts";
import { insertListingGraph } from "../db/listing.repository.ts";
import { localStorage } from "../storage/local-storage.ts";
import type { MediaStorage } from "../storage/media-storage.ts";
import { s3Storage } from "../storage/s3-storage.ts";
import { sweepUnlinkedDocuments } from "./document-sweep.ts";

// The bucket's listing is the storage's own part: tested once, on SQLite.
const cases = [...testEngines.map((engine) => [engine, "local"] as const), ["sqlite", "s3"] as const];
const now = new Date("2026-11-27T12:00:00.000Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 3_600_000).toISOString();
let nextKey = 0;
/** A stored PDF's key as uploads name them, unique in the run. */
const newKey = () => `documents/${(nextKey++).toString(16).padStart(8, "0")}-0000-4000-8000-000000000000.pdf`;

describe.each(cases)("sweeping unlinked documents on %s with %s storage", (engine, storageKind) => {
  let database: TestDatabase;
  let storage: MediaStorage;
  let dropStorage = async () => {};

  /** Each test has a store of its own, so a sweep sees only that test's files. */
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
    const folder = await mkdtemp(join(tmpdir(), "document-sweep-"));
    dropStorage = () => rm(folder, { recursive: true, force: true });
    return localStorage(folder);
  }

  async function stored(key: string, uploadedAt?: string) {
    await storage.put(key, Buffer.from("%PDF-1.4"), "application/pdf");
    if (uploadedAt) {
      await insertAudit(database.db, {
        at: uploadedAt,
        staffId: null,
        actorEmail: "editor@example.sa",
        action: "document_uploaded",
        subject: key,
      });
    }
  }

  async function linkedByAListing(key: string) {
    await insertListingGraph(database.db, {
      ...testPropertyGraph,
      listing: { ...testPropertyGraph.listing, terms_url: `/media/${key}` },
    });
  }

  const sweptRows = async () =>
    (await database.db.selectFrom("audit_log").select("detail").where("action", "=", "documents_swept").execute()).map(
      (row) => JSON.parse(row.detail) as { keys: string[] },
    );

  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterEach(async () => {
    await dropStorage();
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("removes a PDF past its grace period that no listing links to, then a recent one once its time comes", async () => {
    storage = await freshStorage();
    const unsaved = newKey();
    const linked = newKey();
    const recent = newKey();
    const uploading = newKey();
    await stored(unsaved, daysAgo(8));
    await stored(linked, daysAgo(30));
    await stored(recent, daysAgo(1));
    // Its upload has not written its audit row yet.
    await stored(uploading);
    await linkedByAListing(linked);
    await storage.put("uploads/photo-480.avif", Buffer.from("image"), "image/avif");
    const before = (await sweptRows()).length;

    expect(await sweepUnlinkedDocuments(database.db, storage, now)).toEqual([unsaved]);
    expect(await storage.list("documents/")).toEqual([linked, recent, uploading].sort());
    expect(await storage.list("uploads/")).toEqual(["uploads/photo-480.avif"]);
    expect((await sweptRows()).slice(before)).toEqual([{ keys: [unsaved] }]);

    // Nothing more to do: no file goes, no audit row is written.
    expect(await sweepUnlinkedDocuments(database.db, storage, now)).toEqual([]);
    expect((await sweptRows()).length).toBe(before + 1);

    const aWeekLater = new Date(now.getTime() + 7 * 24 * 3_600_000);
    expect(await sweepUnlinkedDocuments(database.db, storage, aWeekLater)).toEqual([recent]);
    expect(await storage.list("documents/")).toEqual([linked, uploading].sort());
  });

  it("checks hundreds of files in groups, and keeps one a listing links to in a later group", async () => {
    storage = await freshStorage();
    const keys = Array.from({ length: 450 }, newKey);
    for (const key of keys) await stored(key, daysAgo(10));
    const kept = keys[420] as string;
    await linkedByAListing(kept);

    const removed = await sweepUnlinkedDocuments(database.db, storage, now);
    expect(removed).toHaveLength(449);
    expect(removed).not.toContain(kept);
    expect(await storage.list("documents/")).toEqual([kept]);
  }, 60_000);
});
