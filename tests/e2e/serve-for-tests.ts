// Starts the built site for Playwright on a fresh database of the given engine:
//   node tests/e2e/serve-for-tests.ts sqlite|postgres PORT
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
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

// E-mail goes to a local SMTP listener that files each message in data/e2e/mail-PORT/ for the journeys to read
// (tests/e2e/mail-box.ts): staff invitations and password resets, lead notifications, search alerts.
if (!process.env.SMTP_URL) {
  const mailDirectory = `data/e2e/mail-${port}`;
  rmSync(mailDirectory, { recursive: true, force: true });
  mkdirSync(mailDirectory, { recursive: true });
  let count = 0;
  const { startMailServer } = await import("../../testing/server/mail-server.ts");
  const mail = await startMailServer(0, (received) => {
    count += 1;
    writeFileSync(`${mailDirectory}/${String(count).padStart(5, "0")}.json`, JSON.stringify(received));
  });
  process.env.SMTP_URL = `smtp://127.0.0.1:${mail.port}`;
  // For the command-line tools a journey runs against this site (the search alerts' digest): the same listener.
  writeFileSync(`data/e2e/smtp-${port}.url`, process.env.SMTP_URL);
  process.env.LEAD_EMAIL_TO ??= "sales@example.sa";
  process.env.LEAD_EMAIL_FROM ??= "Website <website@example.sa>";
}

// A variable path: the build exists only after `npm run build`.
const serverEntry = "../../build/server/index.js";
await import(serverEntry);
