import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import type { AuditAction } from "../../domain/admin/audit-actions.ts";
import type { StaffRole } from "../../domain/admin/staff.ts";
import { sessionCookie } from "../../server/api/admin/admin-scope.ts";
import { insertStaff } from "../../server/db/staff.repository.ts";
import { hashPassword } from "../../server/services/passwords.ts";
import type { TestDatabase } from "./databases.ts";

/** What the audit row of `action` on `subject` ("listing:12") says: its detail object. Fails when there is none. */
export async function auditDetailOf(
  database: TestDatabase,
  subject: string,
  action: AuditAction,
): Promise<Record<string, unknown>> {
  const row = await database.db
    .selectFrom("audit_log")
    .select("detail")
    .where("subject", "=", subject)
    .where("action", "=", action)
    .executeTakeFirstOrThrow();
  return JSON.parse(row.detail) as Record<string, unknown>;
}

/** A password that passes the rules, shared by the test accounts. */
export const goodPassword = "Dunes of Najd at dawn 2026";

export async function createStaff(database: TestDatabase, email: string, role: StaffRole): Promise<number> {
  return insertStaff(database.db, {
    email,
    name: email.split("@")[0]!,
    role,
    language: "ar",
    passwordHash: await hashPassword(goodPassword),
    now: new Date().toISOString(),
  });
}

export function sessionCookieOf(response: LightMyRequestResponse): string | undefined {
  return response.cookies.find((cookie) => cookie.name === sessionCookie)?.value;
}

/** Signs in through the API and returns the Cookie header of the new session. */
export async function signIn(app: FastifyInstance, email: string, password = goodPassword): Promise<string> {
  const response = await app.inject({ method: "POST", url: "/api/admin/session", payload: { email, password } });
  const token = sessionCookieOf(response);
  if (response.statusCode !== 200 || !token) throw new Error(`sign-in of ${email} failed: ${response.body}`);
  return `${sessionCookie}=${token}`;
}
