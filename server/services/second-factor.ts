import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { StaffRecord } from "../db/staff.repository.ts";
import { spendRecoveryCode, takeTotpStep } from "../db/staff-token.repository.ts";
import { recoveryCodeHash, totpStepOf } from "./two-factor.ts";

/**
 * Checks a code of an account with two-factor sign-in on: six digits from the authenticator, taken once (its time
 * step is recorded), or an unused recovery code, spent. Says which it was, or null for a wrong code.
 */
export async function checkSecondFactor(
  db: Kysely<Database>,
  staff: StaffRecord,
  code: string,
  now: Date,
): Promise<"totp" | "recovery_code" | null> {
  if (!staff.totp_secret) return null;
  if (/^\d{6}$/.test(code)) {
    const step = await totpStepOf(staff.totp_secret, code, now);
    return step !== null && (await takeTotpStep(db, staff.id, step)) ? "totp" : null;
  }
  const plain = code.replace(/-/g, "");
  if (!/^[a-z0-9]{10}$/.test(plain)) return null;
  return (await spendRecoveryCode(db, staff.id, recoveryCodeHash(plain), now.toISOString())) ? "recovery_code" : null;
}
