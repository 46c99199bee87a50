// Backs up the site on SQLite while it runs: `npm run backup -- <new folder>` (README, Backups). Uses the server's
// environment (SQLITE_PATH, MEDIA_DIR). PostgreSQL: use pg_dump.
import { loadConfig } from "../config.ts";
import { backupSite } from "./site-backup.ts";

const target = process.argv[2];
if (!target) {
  console.error("Usage: npm run backup -- <folder> (a new or empty folder)");
  process.exit(2);
}
const config = loadConfig({ LOG_LEVEL: "silent", ...process.env });
if (config.DATABASE_URL) {
  console.error("DATABASE_URL is set: back up PostgreSQL with pg_dump and the media folder yourself (README, Backups)");
  process.exit(2);
}
try {
  const manifest = await backupSite({ sqlitePath: config.SQLITE_PATH, mediaDir: config.MEDIA_DIR, target });
  console.log(`Backed up the database (${manifest.leads} leads) and the media folder into ${target}`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
