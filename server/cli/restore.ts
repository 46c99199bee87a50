// Restores a backup made by `npm run backup`, with the site stopped: `npm run restore -- <folder> [--replace]`
// (README, Backups). Writes to the server's SQLITE_PATH and MEDIA_DIR.
import { parseArgs } from "node:util";
import { loadConfig } from "../config.ts";
import { restoreSite } from "./site-backup.ts";

const { values, positionals } = parseArgs({ allowPositionals: true, options: { replace: { type: "boolean" } } });
const source = positionals[0];
if (!source) {
  console.error("Usage: npm run restore -- <backup folder> [--replace] (with the site stopped)");
  process.exit(2);
}
const config = loadConfig({ LOG_LEVEL: "silent", ...process.env });
if (config.DATABASE_URL) {
  console.error("DATABASE_URL is set: restore PostgreSQL with pg_restore (README, Backups)");
  process.exit(2);
}
try {
  const manifest = await restoreSite({
    source,
    sqlitePath: config.SQLITE_PATH,
    mediaDir: config.MEDIA_DIR,
    replace: values.replace,
  });
  console.log(`Restored the backup of ${manifest.createdAt} (${manifest.leads} leads) into ${config.SQLITE_PATH}`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
