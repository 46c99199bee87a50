import type { Kysely } from "kysely";
import { staffEmailSchema } from "../../domain/admin/staff.ts";
import { insertAudit } from "../db/audit.repository.ts";
import type { Database } from "../db/schema.ts";
import { findStaffByEmail, insertStaff } from "../db/staff.repository.ts";
import { hashPassword, type PasswordProblem, passwordProblem } from "./passwords.ts";

export type CreateAdminResult =
  | { ok: true; id: number }
  | { ok: false; reason: "invalid_email" | "exists" | PasswordProblem };

/** What `npm run admin:create` does: an admin account, refused for an e-mail that already has one. */
export async function createAdmin(
  db: Kysely<Database>,
  input: { email: string; name?: string; password: string },
): Promise<CreateAdminResult> {
  const email = staffEmailSchema.safeParse(input.email);
  if (!email.success) return { ok: false, reason: "invalid_email" };
  if (await findStaffByEmail(db, email.data)) return { ok: false, reason: "exists" };
  const name = input.name?.trim() || email.data.split("@")[0]!;
  const problem = await passwordProblem(input.password, [email.data, name]);
  if (problem) return { ok: false, reason: problem };
  const now = new Date().toISOString();
  const passwordHash = await hashPassword(input.password);
  const id = await db.transaction().execute(async (trx) => {
    const newId = await insertStaff(trx, { email: email.data, name, role: "admin", language: "ar", passwordHash, now });
    await insertAudit(trx, {
      at: now,
      staffId: null,
      actorEmail: null,
      action: "staff_created",
      subject: `staff:${newId}`,
      detail: { email: email.data, role: "admin", by: "command line" },
    });
    return newId;
  });
  return { ok: true, id };
}
