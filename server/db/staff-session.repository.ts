import type { Kysely } from "kysely";
import type { Database } from "./schema.ts";

export function insertStaffSession(
  db: Kysely<Database>,
  session: { tokenHash: string; staffId: number; now: string; userAgent: string | null },
) {
  return db
    .insertInto("staff_sessions")
    .values({
      token_hash: session.tokenHash,
      staff_id: session.staffId,
      created_at: session.now,
      last_seen_at: session.now,
      user_agent: session.userAgent,
    })
    .execute();
}

/** The session with its staff member, whatever its age: the caller decides whether it is still valid. */
export function findStaffSession(db: Kysely<Database>, tokenHash: string) {
  return db
    .selectFrom("staff_sessions")
    .innerJoin("staff", "staff.id", "staff_sessions.staff_id")
    .select([
      "staff_sessions.token_hash",
      "staff_sessions.created_at",
      "staff_sessions.last_seen_at",
      "staff.id",
      "staff.email",
      "staff.name",
      "staff.role",
      "staff.language",
      "staff.disabled",
      "staff.created_at as staff_created_at",
      "staff.totp_enabled_at",
      "staff.can_edit_pages",
    ])
    .where("staff_sessions.token_hash", "=", tokenHash)
    .executeTakeFirst();
}

export function touchStaffSession(db: Kysely<Database>, tokenHash: string, now: string) {
  return db.updateTable("staff_sessions").set({ last_seen_at: now }).where("token_hash", "=", tokenHash).execute();
}

export function deleteStaffSession(db: Kysely<Database>, tokenHash: string) {
  return db.deleteFrom("staff_sessions").where("token_hash", "=", tokenHash).execute();
}

export function deleteSessionsOfStaff(db: Kysely<Database>, staffId: number) {
  return db.deleteFrom("staff_sessions").where("staff_id", "=", staffId).execute();
}

/** Sessions past either limit; run now and then so the table does not grow without end. */
export function deleteExpiredSessions(db: Kysely<Database>, idleBefore: string, createdBefore: string) {
  return db
    .deleteFrom("staff_sessions")
    .where((eb) => eb.or([eb("last_seen_at", "<", idleBefore), eb("created_at", "<", createdBefore)]))
    .execute();
}

/** Every session of every account: after a restore, nobody stays signed in (README, Backups). */
export async function deleteAllSessions(db: Kysely<Database>): Promise<number> {
  const result = await db.deleteFrom("staff_sessions").executeTakeFirst();
  return Number(result.numDeletedRows);
}
