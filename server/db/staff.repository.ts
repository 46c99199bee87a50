import type { Kysely, Selectable } from "kysely";
import type { StaffMember, StaffRole } from "../../domain/admin/staff.ts";
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
  changes: Partial<{ name: string; role: StaffRole; language: string; disabled: boolean }>,
): Promise<void> {
  const { disabled, ...rest } = changes;
  await db
    .updateTable("staff")
    .set({ ...rest, ...(disabled === undefined ? {} : { disabled: disabled ? 1 : 0 }) })
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

/** Active admins other than the one given: the last admin may not be demoted or disabled. */
export async function countOtherActiveAdmins(db: Kysely<Database>, exceptId: number): Promise<number> {
  const row = await db
    .selectFrom("staff")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("role", "=", "admin")
    .where("disabled", "=", 0)
    .where("id", "!=", exceptId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
