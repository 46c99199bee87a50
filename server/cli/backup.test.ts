import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/connection.ts";
import { insertLead } from "../db/lead.repository.ts";
import { createTestDatabase, type TestDatabase } from "../db/test-databases.ts";

/** Issue 15 item 12: `npm run backup` while the site writes, then `npm run restore` into a fresh place. */

const run = promisify(execFile);

function lead(key: string) {
  return {
    kind: "contact",
    listing: null,
    name: "محمد عبدالله القحطاني",
    email: null,
    phone: "966501234567",
    message: "أرغب في عرض أرض",
    language: "ar",
    source_page: "/contactus",
    submission_key: key,
    spam_reason: null,
  };
}

describe("backup and restore of a site on SQLite", () => {
  let database: TestDatabase;
  let folder: string;
  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
    folder = mkdtempSync(join(tmpdir(), "site-backup-"));
  });
  afterAll(async () => {
    await database.drop();
    rmSync(folder, { recursive: true, force: true });
  });

  it("copies the database online and the media, and a restore finds every lead", async () => {
    const media = join(folder, "media");
    mkdirSync(join(media, "listings"), { recursive: true });
    writeFileSync(join(media, "listings", "photo-480.webp"), "image bytes");
    const stored: string[] = [];
    for (let index = 0; index < 300; index += 1) {
      const key = randomUUID();
      await insertLead(database.db, lead(key));
      stored.push(key);
    }
    // The site keeps writing during the backup (its own connection, in WAL mode).
    let writing = true;
    const writer = (async () => {
      while (writing) {
        await insertLead(database.db, lead(randomUUID()));
        // node:sqlite answers at once: let the backup's process be heard between writes.
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const environment = { ...process.env, SQLITE_PATH: database.location, MEDIA_DIR: media };
    const target = join(folder, "backup");
    try {
      const backedUp = await run(process.execPath, ["server/cli/backup.ts", target], { env: environment });
      expect(backedUp.stdout).toMatch(/Backed up the database \(\d+ leads\)/);
    } finally {
      writing = false;
      await writer;
    }
    // A second backup into the same folder would mix two: refused.
    await expect(run(process.execPath, ["server/cli/backup.ts", target], { env: environment })).rejects.toThrow(
      /not empty/,
    );

    const fresh = { SQLITE_PATH: join(folder, "restored", "site.db"), MEDIA_DIR: join(folder, "restored", "media") };
    await run(process.execPath, ["server/cli/restore.ts", target], { env: { ...process.env, ...fresh } });
    expect(readFileSync(join(fresh.MEDIA_DIR, "listings", "photo-480.webp"), "utf8")).toBe("image bytes");
    const restored = openDatabase({ sqlitePath: fresh.SQLITE_PATH });
    try {
      const keys = new Set(
        (await restored.db.selectFrom("leads").select("submission_key").execute()).map((row) => row.submission_key),
      );
      expect(stored.filter((key) => !keys.has(key))).toEqual([]);
    } finally {
      await restored.close();
    }
    // Restoring over a database is refused without --replace.
    await expect(
      run(process.execPath, ["server/cli/restore.ts", target], { env: { ...process.env, ...fresh } }),
    ).rejects.toThrow(/--replace/);
    await run(process.execPath, ["server/cli/restore.ts", target, "--replace"], { env: { ...process.env, ...fresh } });
  });
});
