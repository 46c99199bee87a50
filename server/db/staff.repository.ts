import type { Kysely, Selectable } from "kysely";
import type { StaffMember, StaffRole } from "../../domain/admin/staff.ts";
import { engineOf } from "./portable.ts";
import type { Database, StaffTable } from "./schema.ts";

export type StaffRecord = Selectable<StaffTable>;

export function toStaffMember(row: StaffRecord): StaffMember {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role as StaffRole,
    language: row.language === "en" ? "en" : "ar",
    disabled: row.disabled === 1,
    createdAt: row.created_at,
    canEditPages: row.can_edit_pages === 1,
  };
}

export function findStaffByEmail(db: Kysely<Database>, email: string): Promise<StaffRecord | undefined> {
  return db.selectFrom("staff").selectAll().where("email", "=", email).executeTakeFirst();
}

export function findStaffById(db: Kysely<Database>, id: number): Promise<StaffRecord | undefined> {
  return db.selectFrom("staff").selectAll().where("id", "=", id).executeTakeFirst();
}

export function listStaff(db: Kysely<Database>): Promise<StaffRecord[]> {
  return db.selectFrom("staff").selectAll().orderBy("id").execute();
}

export async function insertStaff(
  db: Kysely<Database>,
  staff: { email: string; name: string; role: StaffRole; language: string; passwordHash: string; now: string },
): Promise<number> {
  const row = await db
    .insertInto("staff")
    .values({
      email: staff.email,
      name: staff.name,
      role: staff.role,
      language: staff.language,
      password_hash: staff.passwordHash,
      created_at: staff.now,
      password_changed_at: staff.now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateStaff(
  db: Kysely<Database>,
  id: number,
  changes: Partial<{ name: string; role: StaffRole; language: string; disabled: boolean; canEditPages: boolean }>,
): Promise<void> {
  const { disabled, canEditPages, ...rest } = changes;
  await db
    .updateTable("staff")
    .set({
      ...rest,
      ...(disabled === undefined ? {} : { disabled: disabled ? 1 : 0 }),
      ...(canEditPages === undefined ? {} : { can_edit_pages: canEditPages ? 1 : 0 }),
    })
    .where("id", "=", id)
    .execute();
}

export async function setStaffPassword(
  db: Kysely<Database>,
  id: number,
  passwordHash: string,
  now: string,
): Promise<void> {
  await db
    .updateTable("staff")
    .set({ password_hash: passwordHash, password_changed_at: now })
    .where("id", "=", id)
    .execute();
}

/**
 * Active admins other than the one given: the last admin may not be demoted or disabled. Inside a transaction on
 * PostgreSQL every active admin's row stays locked (in id order, so two such transactions never deadlock) until it
 * ends: two admins demoting each other at once are served one after the other, and the second sees the first's change.
 */
export async function otherActiveAdminsLocked(db: Kysely<Database>, exceptId: number): Promise<number> {
  const query = db.selectFrom("staff").select("id").where("role", "=", "admin").where("disabled", "=", 0).orderBy("id");
  // SQLite has one writer at a time, so its transaction is serialised already (and it knows no FOR UPDATE).
  const rows = await (engineOf(db) === "postgres" ? query.forUpdate() : query).execute();
  return rows.filter((row) => row.id !== exceptId).length;
}
