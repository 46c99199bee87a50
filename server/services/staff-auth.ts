import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { type StaffMember, staffRoles } from "../../domain/admin/staff.ts";
import { insertAudit } from "../db/audit.repository.ts";
import type { Database } from "../db/schema.ts";
import { addFailure, clearThrottle, findThrottles, lockUntil } from "../db/sign-in-throttle.repository.ts";
import { findStaffByEmail, toStaffMember } from "../db/staff.repository.ts";
import {
  deleteExpiredSessions,
  deleteSessionsOfStaff,
  deleteStaffSession,
  findStaffSession,
  insertStaffSession,
  touchStaffSession,
} from "../db/staff-session.repository.ts";
import { decoyPasswordHash, verifyPassword } from "./passwords.ts";

/** OWASP session guidance for an administrative back office. */
export const sessionLimits = { idleMs: 30 * 60_000, absoluteMs: 12 * 60 * 60_000 } as const;
/** last_seen_at is written at most this often: one write a minute per active session, not one per request. */
const touchEveryMs = 60_000;

/**
 * Failures allowed before a lock, per account and per address (an office shares one address), then a lock
 * that doubles with every further failure from one minute up to an hour.
 */
export const throttlePolicy = {
  freeFailures: { account: 5, address: 20 },
  firstLockMs: 60_000,
  maxLockMs: 60 * 60_000,
} as const;

export type Clock = () => Date;

export interface StaffSession {
  staff: StaffMember;
  tokenHash: string;
}

export type SignInResult =
  | { ok: true; token: string; staff: StaffMember }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "locked"; retryAfterSeconds: number };

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function createStaffAuth(db: Kysely<Database>, clock: Clock = () => new Date()) {
  const now = () => clock();

  async function lockedFor(keys: string[]): Promise<number> {
    const rows = await findThrottles(db, keys);
    const until = Math.max(0, ...rows.map((row) => (row.locked_until ? Date.parse(row.locked_until) : 0)));
    return Math.max(0, until - now().getTime());
  }

  async function recordFailure(key: string, free: number): Promise<void> {
    const at = now();
    const failures = await addFailure(db, key, at.toISOString());
    if (failures <= free) return;
    const lockMs = Math.min(throttlePolicy.maxLockMs, throttlePolicy.firstLockMs * 2 ** (failures - free - 1));
    await lockUntil(db, key, new Date(at.getTime() + lockMs).toISOString());
  }

  return {
    /**
     * The same answer for an unknown e-mail, a wrong password and a disabled account, after the same work
     * (one Argon2 verification), so none of them tells whether the account exists.
     */
    async signIn(input: {
      email: string;
      password: string;
      address: string;
      userAgent?: string;
    }): Promise<SignInResult> {
      const accountKey = `account:${input.email}`;
      const addressKey = `address:${input.address}`;
      const waitMs = await lockedFor([accountKey, addressKey]);
      if (waitMs > 0) return { ok: false, reason: "locked", retryAfterSeconds: Math.ceil(waitMs / 1000) };

      const staff = await findStaffByEmail(db, input.email);
      const passwordRight = await verifyPassword(staff?.password_hash ?? (await decoyPasswordHash()), input.password);
      const at = now().toISOString();
      if (!staff || !passwordRight || staff.disabled === 1) {
        await recordFailure(accountKey, throttlePolicy.freeFailures.account);
        await recordFailure(addressKey, throttlePolicy.freeFailures.address);
        await insertAudit(db, {
          at,
          staffId: staff?.id ?? null,
          actorEmail: input.email.slice(0, 254),
          action: "sign_in_failed",
          address: input.address,
        });
        return { ok: false, reason: "invalid" };
      }
      await clearThrottle(db, accountKey);
      // A new token at every sign-in: a token planted before sign-in is never promoted.
      const token = randomBytes(32).toString("base64url");
      await db.transaction().execute(async (trx) => {
        await insertStaffSession(trx, {
          tokenHash: hashToken(token),
          staffId: staff.id,
          now: at,
          userAgent: input.userAgent?.slice(0, 300) ?? null,
        });
        await insertAudit(trx, {
          at,
          staffId: staff.id,
          actorEmail: staff.email,
          action: "sign_in",
          address: input.address,
        });
      });
      return { ok: true, token, staff: toStaffMember(staff) };
    },

    /** The session of a cookie's token while within both limits and its account enabled; otherwise undefined. */
    async sessionOf(token: string | undefined): Promise<StaffSession | undefined> {
      if (!token || token.length > 100) return undefined;
      const tokenHash = hashToken(token);
      const row = await findStaffSession(db, tokenHash);
      if (!row) return undefined;
      const at = now().getTime();
      const idle = at - Date.parse(row.last_seen_at);
      const age = at - Date.parse(row.created_at);
      if (idle >= sessionLimits.idleMs || age >= sessionLimits.absoluteMs || row.disabled === 1) {
        await deleteStaffSession(db, tokenHash);
        return undefined;
      }
      if (!staffRoles.includes(row.role as never)) return undefined;
      if (idle >= touchEveryMs) await touchStaffSession(db, tokenHash, now().toISOString());
      return {
        tokenHash,
        staff: toStaffMember({
          id: row.id,
          email: row.email,
          name: row.name,
          role: row.role,
          language: row.language,
          disabled: row.disabled,
          created_at: row.staff_created_at,
          password_hash: "",
          password_changed_at: "",
        }),
      };
    },

    async signOut(session: StaffSession, address: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await deleteStaffSession(trx, session.tokenHash);
        await insertAudit(trx, {
          at: now().toISOString(),
          staffId: session.staff.id,
          actorEmail: session.staff.email,
          action: "sign_out",
          address,
        });
      });
    },

    async signOutEverywhere(session: StaffSession, address: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await deleteSessionsOfStaff(trx, session.staff.id);
        await insertAudit(trx, {
          at: now().toISOString(),
          staffId: session.staff.id,
          actorEmail: session.staff.email,
          action: "sign_out_everywhere",
          address,
        });
      });
    },

    /** Removes sessions past their limits. */
    async sweep(): Promise<void> {
      const at = now().getTime();
      await deleteExpiredSessions(
        db,
        new Date(at - sessionLimits.idleMs).toISOString(),
        new Date(at - sessionLimits.absoluteMs).toISOString(),
      );
    },
  };
}

export type StaffAuth = ReturnType<typeof createStaffAuth>;
