// Starts the built site for Playwright on a fresh database of the given engine:
//   node tests/e2e/serve-for-tests.ts sqlite|postgres PORT
import { rmSync } from "node:fs";
import pg from "pg";

const [engine = "sqlite", port = "3101"] = process.argv.slice(2);
const adminUrl = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

process.env.PORT = port;
process.env.HOST = "127.0.0.1";
process.env.LOG_LEVEL = process.env.LOG_LEVEL ?? "warn";
// The machines have no internet: map tiles are one transparent pixel, so no tile request fails
// (a failed image is a console error, which fails a journey).
process.env.MAP_TILE_URL ??=
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAAC0lEQVR4nGNgAAIAAAUAAXpeqz8AAAAASUVORK5CYII=";
// Demo images are the same on every start: keep them between runs.
process.env.MEDIA_DIR = `data/e2e/media-${engine}`;

if (engine === "postgres") {
  const database = `site_e2e_${port}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.query(`create database ${database}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  process.env.DATABASE_URL = url.toString();
} else {
  const path = `data/e2e/site-${port}.db`;
  for (const suffix of ["", "-wal", "-shm"]) rmSync(`${path}${suffix}`, { force: true });
  process.env.SQLITE_PATH = path;
}

// A variable path: the build exists only after `npm run build`.
const serverEntry = "../../build/server/index.js";
await import(serverEntry);
