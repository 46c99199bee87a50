// Ends every staff session: `npm run sessions:end`, after restoring a PostgreSQL dump with pg_restore (README,
// Backups; `npm run restore` does it by itself on SQLite). Uses the server's environment (DATABASE_URL, SQLITE_PATH).
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/connection.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { endAllSessions } from "../services/end-all-sessions.ts";

const config = loadConfig({ LOG_LEVEL: "silent", ...process.env });
const database = openDatabase({ databaseUrl: config.DATABASE_URL, sqlitePath: config.SQLITE_PATH });
try {
  await migrateToLatest(database.db);
  const ended = await endAllSessions(database.db, "restore");
  console.log(`Ended ${ended} staff session(s): everyone signs in again.`);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
