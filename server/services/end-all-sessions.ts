import type { Kysely } from "kysely";
import { insertAudit } from "../db/audit.repository.ts";
import type { Database } from "../db/schema.ts";
import { deleteAllSessions } from "../db/staff-session.repository.ts";

/**
 * Ends every staff session, with an audit row that says why. A restored backup must not bring back a session that
 * was signed out (or whose account was disabled, or whose password changed) after the backup was taken: backups
 * leave sessions out, and a restore runs this for backups that have them (README, Backups).
 */
export async function endAllSessions(db: Kysely<Database>, reason: "restore", now = new Date()): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const ended = await deleteAllSessions(trx);
    await insertAudit(trx, {
      at: now.toISOString(),
      staffId: null,
      actorEmail: null,
      action: "all_sessions_ended",
      detail: { reason, sessions: ended },
    });
    return ended;
  });
}
