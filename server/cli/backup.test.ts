import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { backup, DatabaseSync } from "node:sqlite";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../testing/server/databases.ts";
import { openDatabase } from "../db/connection.ts";
import { insertLead } from "../db/lead.repository.ts";
import { insertStaff } from "../db/staff.repository.ts";
import { insertStaffSession } from "../db/staff-session.repository.ts";
import { backupSite, restoreSite } from "./site-backup.ts";

/** Backups (docs/operations.md): `npm run backup` while the site writes, then `npm run restore` into a fresh place. */

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

  it("leaves staff sessions out of a backup, and a restore ends every session, even from a backup that has them", async () => {
    const staffId = await insertStaff(database.db, {
      email: "owner@example.sa",
      name: "Owner",
      role: "admin",
      language: "ar",
      passwordHash: "not used here",
      now: new Date().toISOString(),
    });
    const at = new Date().toISOString();
    for (const token of ["signed-out-after-the-backup", "still-signed-in"]) {
      await insertStaffSession(database.db, { tokenHash: token, staffId, now: at, userAgent: null });
    }
    const sessionsIn = async (sqlitePath: string) => {
      const opened = openDatabase({ sqlitePath });
      try {
        return (await opened.db.selectFrom("staff_sessions").select("token_hash").execute()).length;
      } finally {
        await opened.close();
      }
    };

    const target = join(folder, "without-sessions");
    await backupSite({ sqlitePath: database.location, mediaDir: join(folder, "no-media"), target });
    expect(await sessionsIn(join(target, "site.db"))).toBe(0);
    expect(await sessionsIn(database.location)).toBe(2);

    // A backup made before sessions were left out: the database copied as it was, sessions and all.
    const older = join(folder, "with-sessions");
    mkdirSync(older);
    const source = new DatabaseSync(database.location, { readOnly: true });
    try {
      await backup(source, join(older, "site.db"));
    } finally {
      source.close();
    }
    writeFileSync(
      join(older, "backup.json"),
      JSON.stringify({ createdAt: at, database: "site.db", media: "media", leads: 0 }),
    );
    expect(await sessionsIn(join(older, "site.db"))).toBe(2);
    // One session signs out after that backup; the restore must not bring it back, nor keep the other.
    await database.db.deleteFrom("staff_sessions").where("token_hash", "=", "signed-out-after-the-backup").execute();
    const restoredPath = join(folder, "restored-sessions", "site.db");
    await restoreSite({
      source: older,
      sqlitePath: restoredPath,
      mediaDir: join(folder, "restored-sessions", "media"),
    });
    expect(await sessionsIn(restoredPath)).toBe(0);
    const restored = openDatabase({ sqlitePath: restoredPath });
    try {
      const audit = await restored.db
        .selectFrom("audit_log")
        .select("detail")
        .where("action", "=", "all_sessions_ended")
        .executeTakeFirstOrThrow();
      expect(JSON.parse(audit.detail)).toEqual({ reason: "restore", sessions: 2 });
    } finally {
      await restored.close();
    }
  });
});
