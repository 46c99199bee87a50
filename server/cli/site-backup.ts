import { cp, mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { backup, DatabaseSync } from "node:sqlite";
import { openDatabase } from "../db/connection.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { endAllSessions } from "../services/end-all-sessions.ts";

/**
 * Backups of a site on SQLite: the database, copied online with SQLite's backup API while the site runs (pages
 * and leads keep being answered and written), then the media folder. In that order, so every file the copied
 * database names is in the copy (media keys are never reused: a file is written before its row and never
 * changed). PostgreSQL is backed up with pg_dump (README).
 *
 * Staff sessions never travel in a backup, and a restore ends every session: a session signed out after the
 * backup was taken must not come back with it (README, Backups).
 */

const databaseFile = "site.db";
const mediaFolder = "media";
const manifestFile = "backup.json";

interface Manifest {
  createdAt: string;
  database: string;
  media: string;
  leads: number;
}

async function isEmptyOrMissing(folder: string): Promise<boolean> {
  try {
    return (await readdir(folder)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return true;
    throw error;
  }
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return false;
      throw error;
    },
  );
}

/** Backs up the SQLite database at `sqlitePath` and the media folder into `target`, a new or empty folder. */
export async function backupSite(options: { sqlitePath: string; mediaDir: string; target: string }): Promise<Manifest> {
  const target = resolve(options.target);
  if (!(await isEmptyOrMissing(target))) throw new Error(`${target} is not empty: back up into a new folder`);
  if (!(await exists(options.sqlitePath))) throw new Error(`No database at ${options.sqlitePath}`);
  await mkdir(target, { recursive: true });
  const source = new DatabaseSync(options.sqlitePath, { readOnly: true });
  try {
    await backup(source, join(target, databaseFile));
  } finally {
    source.close();
  }
  const sessions = new DatabaseSync(join(target, databaseFile));
  try {
    if (hasTable(sessions, "staff_sessions")) sessions.exec("delete from staff_sessions");
  } finally {
    sessions.close();
  }
  if (await exists(options.mediaDir)) await cp(options.mediaDir, join(target, mediaFolder), { recursive: true });
  const copy = new DatabaseSync(join(target, databaseFile), { readOnly: true });
  let leads: number;
  try {
    checkIntegrity(copy);
    leads = Number((copy.prepare("select count(*) as count from leads").get() as { count: number }).count);
  } finally {
    copy.close();
  }
  const manifest: Manifest = {
    createdAt: new Date().toISOString(),
    database: databaseFile,
    media: mediaFolder,
    leads,
  };
  await writeFile(join(target, manifestFile), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/**
 * Restores a backup into `sqlitePath` and `mediaDir`, with the site stopped. A database already there is
 * replaced only with `replace` (its -wal and -shm files go with it); media files are added to the folder.
 */
export async function restoreSite(options: {
  source: string;
  sqlitePath: string;
  mediaDir: string;
  replace?: boolean;
}): Promise<Manifest> {
  const source = resolve(options.source);
  const manifest = JSON.parse(await readFile(join(source, manifestFile), "utf8")) as Manifest;
  if ((await exists(options.sqlitePath)) && !options.replace) {
    throw new Error(`A database is already at ${options.sqlitePath}: stop the site and pass --replace to overwrite it`);
  }
  const backedUp = new DatabaseSync(join(source, manifest.database), { readOnly: true });
  try {
    checkIntegrity(backedUp);
  } finally {
    backedUp.close();
  }
  await mkdir(resolve(options.sqlitePath, ".."), { recursive: true });
  for (const suffix of ["-wal", "-shm"]) await rm(`${options.sqlitePath}${suffix}`, { force: true });
  await cp(join(source, manifest.database), options.sqlitePath);
  // A backup made before sessions were left out still holds them.
  const restored = openDatabase({ sqlitePath: options.sqlitePath });
  try {
    // Migrated first: a backup older than the back office has no sessions table yet.
    await migrateToLatest(restored.db);
    await endAllSessions(restored.db, "restore");
  } finally {
    await restored.close();
  }
  if (await exists(join(source, manifest.media))) {
    await cp(join(source, manifest.media), options.mediaDir, { recursive: true });
  }
  return manifest;
}

function checkIntegrity(database: DatabaseSync): void {
  const result = database.prepare("pragma integrity_check").get() as { integrity_check: string };
  if (result.integrity_check !== "ok") throw new Error(`The database is damaged: ${result.integrity_check}`);
}

function hasTable(database: DatabaseSync, name: string): boolean {
  return database.prepare("select 1 from sqlite_master where type = 'table' and name = ?").get(name) !== undefined;
}
