import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { type StaffMember, staffRoles } from "../../domain/admin/staff.ts";
import { accountLimits } from "../../domain/admin/staff-accounts.ts";
import { findAccountSettings } from "../db/account-settings.repository.ts";
import { insertAudit } from "../db/audit.repository.ts";
import type { Database } from "../db/schema.ts";
import {
  clearThrottle,
  countAttempt,
  deleteStaleThrottles,
  findThrottles,
  takeLock,
  takeTurn,
  uncountAttempt,
} from "../db/sign-in-throttle.repository.ts";
import {
  findStaffByEmail,
  findStaffById,
  type StaffRecord,
  setStaffPassword,
  toStaffMember,
} from "../db/staff.repository.ts";
import {
  deleteExpiredSessions,
  deleteSessionsOfStaff,
  deleteStaffSession,
  findStaffSession,
  insertStaffSession,
  touchStaffSession,
} from "../db/staff-session.repository.ts";
import {
  claimStaffToken,
  deleteExpiredStaffTokens,
  findStaffToken,
  insertStaffToken,
} from "../db/staff-token.repository.ts";
import { decoyPasswordHash, hashPassword, verifyPassword } from "./passwords.ts";
import { checkSecondFactor } from "./second-factor.ts";

/** OWASP session guidance for an administrative back office. */
export const sessionLimits = { idleMs: 30 * 60_000, absoluteMs: 12 * 60 * 60_000 } as const;
/** last_seen_at is written at most this often: one write a minute per active session, not one per request. */
const touchEveryMs = 60_000;

/**
 * Per account: five attempts, then one attempt per lock, the lock doubling with every further failure from one
 * minute up to an hour; a locked account's attempts are refused unchecked (429). Per address (an office shares
 * one): attempts are counted less its successes, and past twenty its password checks take turns, one at a time,
 * further apart with every failure (one second doubling up to eight); an attempt waits for its turn at most ten
 * seconds, and one whose turn is further away is refused unchecked (429 with Retry-After). So a right password
 * from an office where colleagues mistyped theirs is checked, and signs in, within seconds at worst; a noisy
 * address gets one password check per eight seconds. Counts are forgotten after a quiet window, so an office's
 * typos over weeks never add up. Why: docs/decisions/026-sign-in-limits.md.
 */
export const throttlePolicy = {
  freeFailures: { account: 5, address: 20 },
  firstLockMs: 60_000,
  maxLockMs: 60 * 60_000,
  windowMs: 15 * 60_000,
  addressPace: { firstMs: 1000, maxMs: 8000 },
  maxTurnWaitMs: 10_000,
} as const;

export type Clock = () => Date;
/** Waits before a password check whose turn has not come (tests record the waits instead). */
export type Sleep = (ms: number) => Promise<void>;
const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export interface StaffSession {
  staff: StaffMember;
  tokenHash: string;
  /** Whether the account signs in with a second factor (docs/decisions/033-staff-accounts.md). */
  twoFactorEnabled: boolean;
}

export type SignInResult =
  | { ok: true; token: string; staff: StaffMember }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "locked"; retryAfterSeconds: number }
  /** The address's password checks are queued too far ahead: try again after the wait. */
  | { ok: false; reason: "busy"; retryAfterSeconds: number }
  /** The right password of a suspended account: told so, since whoever knows the password is the person. */
  | { ok: false; reason: "suspended" }
  /** The right password of an account with two-factor sign-in: the code is asked next, within a few minutes. */
  | { ok: false; reason: "second_factor"; pendingToken: string };

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function createStaffAuth(db: Kysely<Database>, clock: Clock = () => new Date(), sleep: Sleep = realSleep) {
  const now = () => clock();

  async function lockedFor(keys: string[]): Promise<number> {
    const rows = await findThrottles(db, keys);
    const until = Math.max(0, ...rows.map((row) => (row.locked_until ? Date.parse(row.locked_until) : 0)));
    return Math.max(0, until - now().getTime());
  }

  /**
   * Counts an account's attempt before its password is checked, so a burst of parallel guesses cannot all pass a lock
   * that is written only after a slow Argon2 check. Past the free attempts, an attempt goes on only if it takes
   * the key's next lock: one guess per lock, however many arrive together.
   */
  async function admit(key: string, free: number): Promise<boolean> {
    const at = now();
    const attempts = await countAttempt(
      db,
      key,
      at.toISOString(),
      new Date(at.getTime() - throttlePolicy.windowMs).toISOString(),
    );
    if (attempts <= free) return true;
    const lockMs = Math.min(throttlePolicy.maxLockMs, throttlePolicy.firstLockMs * 2 ** (attempts - free - 1));
    return takeLock(db, key, at.toISOString(), new Date(at.getTime() + lockMs).toISOString());
  }

  async function lockedResult(keys: string[]): Promise<{ ok: false; reason: "locked"; retryAfterSeconds: number }> {
    const waitMs = Math.max(1000, await lockedFor(keys));
    return { ok: false, reason: "locked", retryAfterSeconds: Math.ceil(waitMs / 1000) };
  }

  /**
   * Counts the address's attempt and takes its turn when it is noisy (past its free attempts): the wait before
   * the check, or a refusal when the turn is too far ahead. A quiet address never waits.
   */
  async function addressTurn(addressKey: string): Promise<{ waitMs: number } | { refusedForMs: number }> {
    const at = now();
    const attempts = await countAttempt(
      db,
      addressKey,
      at.toISOString(),
      new Date(at.getTime() - throttlePolicy.windowMs).toISOString(),
    );
    const over = attempts - throttlePolicy.freeFailures.address;
    if (over <= 0) return { waitMs: 0 };
    const { firstMs, maxMs } = throttlePolicy.addressPace;
    const paceMs = Math.min(maxMs, firstMs * 2 ** Math.min(over - 1, 20));
    return takeTurn(db, addressKey, at, paceMs, throttlePolicy.maxTurnWaitMs);
  }

  /**
   * The account of an e-mail and password, throttled per account (locks) and per address (turns): a right
   * password is never refused because others behind the same address mistyped theirs. The same answer for an
   * unknown e-mail, a wrong password and a disabled account, after the same work (one Argon2 verification), so
   * none of them tells whether the account exists.
   */
  async function checkCredentials(input: {
    email: string;
    password: string;
    address: string;
  }): Promise<{ ok: true; staff: StaffRecord } | Exclude<SignInResult, { ok: true } | { reason: "second_factor" }>> {
    const accountKey = `account:${input.email}`;
    const addressKey = `address:${input.address}`;
    if ((await lockedFor([accountKey])) > 0) return lockedResult([accountKey]);
    const turn = await addressTurn(addressKey);
    if ("refusedForMs" in turn) {
      return { ok: false, reason: "busy", retryAfterSeconds: Math.max(1, Math.ceil(turn.refusedForMs / 1000)) };
    }
    if (!(await admit(accountKey, throttlePolicy.freeFailures.account))) return lockedResult([accountKey]);
    if (turn.waitMs > 0) await sleep(turn.waitMs);
    const staff = await findStaffByEmail(db, input.email);
    const passwordRight = await verifyPassword(staff?.password_hash ?? (await decoyPasswordHash()), input.password);
    if (!staff || !passwordRight) return { ok: false, reason: "invalid" };
    // Only after the right password: a wrong one never tells whether the account exists or is suspended.
    if (staff.disabled === 1) return { ok: false, reason: "suspended" };
    // A success is not a failure: the account starts afresh, and the address gets its attempt back.
    await clearThrottle(db, accountKey);
    await uncountAttempt(db, addressKey);
    return { ok: true, staff };
  }

  /** A new session for the account: a new token every time, so a token planted before is never promoted. */
  async function startSession(
    staff: StaffRecord,
    address: string,
    userAgent: string | undefined,
    detail?: Record<string, unknown>,
  ) {
    const at = now().toISOString();
    const token = randomBytes(32).toString("base64url");
    await db.transaction().execute(async (trx) => {
      await insertStaffSession(trx, {
        tokenHash: hashToken(token),
        staffId: staff.id,
        now: at,
        userAgent: userAgent?.slice(0, 300) ?? null,
      });
      await insertAudit(trx, {
        at,
        staffId: staff.id,
        actorEmail: staff.email,
        action: "sign_in",
        address,
        ...(detail ? { detail } : {}),
      });
    });
    return token;
  }

  /** The pending second step of a sign-in: a token in its own cookie, a few minutes long, used once. */
  async function startSecondStep(staff: StaffRecord): Promise<string> {
    const at = now();
    const token = randomBytes(32).toString("base64url");
    await insertStaffToken(db, {
      tokenHash: hashToken(token),
      kind: "second_factor",
      staffId: staff.id,
      email: staff.email,
      now: at.toISOString(),
      expiresAt: new Date(at.getTime() + accountLimits.secondFactorMinutes * 60_000).toISOString(),
    });
    return token;
  }

  return {
    async signIn(input: {
      email: string;
      password: string;
      address: string;
      userAgent?: string;
    }): Promise<SignInResult> {
      const checked = await checkCredentials(input);
      if (!checked.ok) {
        if (checked.reason === "invalid" || checked.reason === "suspended") {
          const staff = await findStaffByEmail(db, input.email);
          await insertAudit(db, {
            at: now().toISOString(),
            staffId: staff?.id ?? null,
            actorEmail: input.email.slice(0, 254),
            action: "sign_in_failed",
            address: input.address,
          });
        }
        return checked;
      }
      if (checked.staff.totp_secret) {
        return { ok: false, reason: "second_factor", pendingToken: await startSecondStep(checked.staff) };
      }
      const token = await startSession(checked.staff, input.address, input.userAgent);
      return { ok: true, token, staff: toStaffMember(checked.staff) };
    },

    /**
     * The second step of a sign-in: a code from the authenticator (one step of drift either side, each code once)
     * or an unused recovery code. Wrong codes count against the account like wrong passwords.
     */
    async completeSecondFactor(input: {
      pendingToken: string | undefined;
      code: string;
      address: string;
      userAgent?: string;
    }): Promise<
      | { ok: true; token: string; staff: StaffMember }
      | { ok: false; reason: "expired" | "invalid" | "suspended" }
      | { ok: false; reason: "locked"; retryAfterSeconds: number }
    > {
      if (!input.pendingToken || input.pendingToken.length > 100) return { ok: false, reason: "expired" };
      const pending = await findStaffToken(db, "second_factor", hashToken(input.pendingToken));
      const at = now();
      if (!pending || pending.used_at || Date.parse(pending.expires_at) <= at.getTime() || !pending.staff_id) {
        return { ok: false, reason: "expired" };
      }
      const key = `second_factor:${pending.email}`;
      if ((await lockedFor([key])) > 0) return lockedResult([key]);
      if (!(await admit(key, throttlePolicy.freeFailures.account))) return lockedResult([key]);
      const staff = await findStaffById(db, pending.staff_id);
      if (!staff?.totp_secret) return { ok: false, reason: "expired" };
      if (staff.disabled === 1) return { ok: false, reason: "suspended" };
      const method = await checkSecondFactor(db, staff, input.code, at);
      if (!method) {
        await insertAudit(db, {
          at: at.toISOString(),
          staffId: staff.id,
          actorEmail: staff.email,
          action: "sign_in_failed",
          detail: { secondFactor: true },
          address: input.address,
        });
        return { ok: false, reason: "invalid" };
      }
      if (!(await claimStaffToken(db, pending.id, at.toISOString()))) return { ok: false, reason: "expired" };
      await clearThrottle(db, key);
      const token = await startSession(staff, input.address, input.userAgent, { secondFactor: method });
      return { ok: true, token, staff: toStaffMember(staff) };
    },

    /** Whether this session must enrol in two-factor sign-in before anything else (an admin, when required). */
    async mustEnrolTwoFactor(session: StaffSession): Promise<boolean> {
      if (session.staff.role !== "admin" || session.twoFactorEnabled) return false;
      return (await findAccountSettings(db)).requireTwoFactorForAdmins;
    },

    /** Whether the signed-in person's password is right, throttled like a sign-in (a stolen session guessing it). */
    async checkOwnPassword(
      staff: StaffMember,
      password: string,
      address: string,
    ): Promise<"right" | "wrong" | { reason: "locked" | "busy"; retryAfterSeconds: number }> {
      const checked = await checkCredentials({ email: staff.email, password, address });
      if (checked.ok) return "right";
      return checked.reason === "invalid" || checked.reason === "suspended" ? "wrong" : checked;
    },

    /**
     * A new password for an account, checked already: every session of it ends (whoever knew the old password is
     * out), and the audit says whether the account changed its own password or an admin reset it.
     */
    async setPassword(target: { id: number; email: string }, password: string, by: StaffMember, address: string) {
      const passwordHash = await hashPassword(password);
      const at = now().toISOString();
      const own = target.id === by.id;
      await db.transaction().execute(async (trx) => {
        await setStaffPassword(trx, target.id, passwordHash, at);
        await deleteSessionsOfStaff(trx, target.id);
        await insertAudit(trx, {
          at,
          staffId: by.id,
          actorEmail: by.email,
          action: own ? "password_changed" : "password_reset",
          ...(own ? {} : { subject: `staff:${target.id}`, detail: { email: target.email } }),
          address,
        });
      });
    },

    /** A new session after a password change: no second check, no throttle. */
    async renewSession(staff: StaffMember, address: string, userAgent: string | undefined): Promise<string> {
      const record = await findStaffByEmail(db, staff.email);
      if (!record) throw new Error("the signed-in account is gone");
      return startSession(record, address, userAgent);
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
        twoFactorEnabled: row.totp_enabled_at !== null,
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
          totp_secret: null,
          totp_pending_secret: null,
          totp_enabled_at: row.totp_enabled_at,
          can_edit_pages: row.can_edit_pages,
          totp_last_step: null,
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

    /** Removes sessions past their limits and sign-in counts that have gone quiet. */
    async sweep(): Promise<void> {
      const at = now().getTime();
      await deleteExpiredSessions(
        db,
        new Date(at - sessionLimits.idleMs).toISOString(),
        new Date(at - sessionLimits.absoluteMs).toISOString(),
      );
      await deleteStaleThrottles(db, new Date(at).toISOString(), new Date(at - throttlePolicy.windowMs).toISOString());
      await deleteExpiredStaffTokens(db, new Date(at).toISOString(), new Date(at - 24 * 3600_000).toISOString());
    },
  };
}

export type StaffAuth = ReturnType<typeof createStaffAuth>;
