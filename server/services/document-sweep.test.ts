import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertAudit } from "../db/audit.repository.ts";
import { insertListingGraph } from "../db/listing.repository.ts";
import { createTestDatabase, type TestDatabase, testEngines } from "../db/test-databases.ts";
import { testPropertyGraph } from "../db/test-listing.ts";
import { localStorage } from "../storage/local-storage.ts";
import type { MediaStorage } from "../storage/media-storage.ts";
import { s3Storage } from "../storage/s3-storage.ts";
import { startTestS3 } from "../storage/test-s3-server.ts";
import { sweepUnlinkedDocuments } from "./document-sweep.ts";

// The bucket's listing is the storage's own part: tested once, on SQLite.
const cases = [...testEngines.map((engine) => [engine, "local"] as const), ["sqlite", "s3"] as const];
const now = new Date("2026-11-27T12:00:00.000Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 3_600_000).toISOString();
const key = (name: string) => `documents/${name.padEnd(8, "0")}-0000-4000-8000-000000000000.pdf`;

describe.each(cases)("sweeping unsaved documents on %s with %s storage", (engine, storageKind) => {
  let database: TestDatabase;
  let storage: MediaStorage;
  let cleanUp = async () => {};

  const documents = {
    unsaved: key("aaaaaaaa"),
    linked: key("bbbbbbbb"),
    recent: key("cccccccc"),
    uploading: key("dddddddd"),
  };

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    if (storageKind === "s3") {
      const s3 = await startTestS3();
      storage = s3Storage({
        bucket: s3.environment.S3_BUCKET,
        region: s3.environment.S3_REGION,
        endpoint: s3.environment.S3_ENDPOINT,
        forcePathStyle: true,
        credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
        prefix: "",
      });
      cleanUp = s3.stop;
    } else {
      const folder = await mkdtemp(join(tmpdir(), "document-sweep-"));
      storage = localStorage(folder);
      cleanUp = () => rm(folder, { recursive: true, force: true });
    }
    for (const stored of Object.values(documents))
      await storage.put(stored, Buffer.from("%PDF-1.4"), "application/pdf");
    await storage.put("uploads/photo-480.avif", Buffer.from("image"), "image/avif");
    const uploaded = {
      [documents.unsaved]: daysAgo(8),
      [documents.linked]: daysAgo(30),
      [documents.recent]: daysAgo(1),
    };
    for (const [subject, at] of Object.entries(uploaded)) {
      await insertAudit(database.db, {
        at,
        staffId: null,
        actorEmail: "editor@example.sa",
        action: "document_uploaded",
        subject,
      });
    }
    await insertListingGraph(database.db, {
      ...testPropertyGraph,
      listing: { ...testPropertyGraph.listing, terms_url: `/media/${documents.linked}` },
    });
  });
  afterAll(async () => {
    await database?.drop();
    await cleanUp();
  });

  it("removes a PDF past its grace period that no listing links to, and only that", async () => {
    expect(await sweepUnlinkedDocuments(database.db, storage, now)).toEqual([documents.unsaved]);
    expect(await storage.list("documents/")).toEqual([documents.linked, documents.recent, documents.uploading].sort());
    expect(await storage.list("uploads/")).toEqual(["uploads/photo-480.avif"]);
    const audit = await database.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "documents_swept")
      .execute();
    expect(audit.map((row) => JSON.parse(row.detail))).toEqual([{ keys: [documents.unsaved] }]);
  });

  it("finds nothing more the next time, and writes no audit row for nothing", async () => {
    expect(await sweepUnlinkedDocuments(database.db, storage, now)).toEqual([]);
    const swept = await database.db
      .selectFrom("audit_log")
      .select("id")
      .where("action", "=", "documents_swept")
      .execute();
    expect(swept).toHaveLength(1);
  });

  it("removes the recent one too once its grace period has passed, unless a listing saved it", async () => {
    const later = new Date(now.getTime() + 7 * 24 * 3_600_000);
    expect(await sweepUnlinkedDocuments(database.db, storage, later)).toEqual([documents.recent]);
    expect(await storage.list("documents/")).toEqual([documents.linked, documents.uploading].sort());
  });
});
