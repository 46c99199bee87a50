import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { StaffMember, StaffRole } from "../../domain/admin/staff.ts";
import { type AccountSettings, accountLimits, type InvitationInput } from "../../domain/admin/staff-accounts.ts";
import type { Language } from "../../domain/language.ts";
import { findAccountSettings, saveAccountSettings } from "../db/account-settings.repository.ts";
import { insertAudit } from "../db/audit.repository.ts";
import type { Database } from "../db/schema.ts";
import { clearThrottle } from "../db/sign-in-throttle.repository.ts";
import {
  findStaffByEmail,
  findStaffById,
  insertStaff,
  setStaffPassword,
  toStaffMember,
} from "../db/staff.repository.ts";
import { deleteSessionsOfStaff } from "../db/staff-session.repository.ts";
import {
  claimStaffToken,
  countRecentTokens,
  deleteStaffToken,
  deleteTokensOfStaff,
  findOpenInvitation,
  findOpenInvitationByEmail,
  findStaffToken,
  insertStaffToken,
  listOpenInvitations,
  renewStaffToken,
  replaceRecoveryCodes,
  type StaffTokenRecord,
  setTwoFactor,
} from "../db/staff-token.repository.ts";
import { isUniqueViolation } from "../db/unique-violation.ts";
import { hashPassword, type PasswordProblem, passwordProblem } from "./passwords.ts";
import { checkSecondFactor } from "./second-factor.ts";
import { type Clock, hashToken, type StaffAuth } from "./staff-auth.ts";
import type { StaffMailer } from "./staff-mail.ts";
import { enrolmentOf, newRecoveryCodes, newTotpSecret, recoveryCodeHash, totpStepOf } from "./two-factor.ts";

/** Reset e-mails one account can be sent in a reset's lifetime: a mailbox is not flooded by someone else. */
const resetsPerWindow = 3;

export type LinkState = "valid" | "expired" | "used";

function stateOf(token: StaffTokenRecord | undefined, now: Date): LinkState {
  // A link we never made reads as used: whoever holds it learns nothing more.
  if (!token || token.used_at) return "used";
  return Date.parse(token.expires_at) <= now.getTime() ? "expired" : "valid";
}

const newToken = () => randomBytes(32).toString("base64url");

/** Invitations, password resets by e-mail and two-factor enrolment (docs/decisions/033-staff-accounts.md). */
export function createStaffAccounts(options: {
  db: Kysely<Database>;
  auth: StaffAuth;
  mailer: StaffMailer;
  clock?: Clock;
  log: { error: (object: unknown, message: string) => void };
}) {
  const { db, auth, mailer, log } = options;
  const clock = options.clock ?? (() => new Date());
  const linkOf = (origin: string, language: Language, page: string, token: string) =>
    `${origin}${language === "en" ? "/en" : ""}/admin/${page}#${token}`;

  async function sendInvitation(
    token: string,
    invitation: { email: string; name: string; language: Language },
    by: StaffMember,
    origin: string,
    hours: number,
  ): Promise<boolean> {
    return mailer.send({
      kind: "invitation",
      to: invitation.email,
      name: invitation.name,
      language: invitation.language,
      link: linkOf(origin, invitation.language, "invitation", token),
      hours,
      by: by.name,
    });
  }

  return {
    mailConfigured: () => mailer.configured,

    settings: () => findAccountSettings(db),

    listInvitations: async () => {
      const at = clock().getTime();
      return (await listOpenInvitations(db)).map((row) => ({
        id: row.id,
        email: row.email,
        name: row.name ?? "",
        role: (row.role ?? "editor") as StaffRole,
        language: (row.language === "en" ? "en" : "ar") as Language,
        createdAt: row.created_at,
        expiresAt: row.expires_at,
        expired: Date.parse(row.expires_at) <= at,
        invitedBy: row.invited_by,
      }));
    },

    /** Invites a colleague: an e-mail with a link that works once, for the hours the settings say. */
    async invite(
      input: InvitationInput,
      by: StaffMember,
      origin: string,
      address: string,
    ): Promise<"email_taken" | "invitation_pending" | { id: number; emailed: boolean }> {
      if (await findStaffByEmail(db, input.email)) return "email_taken";
      if (await findOpenInvitationByEmail(db, input.email)) return "invitation_pending";
      const { invitationHours } = await findAccountSettings(db);
      const at = clock();
      const token = newToken();
      const id = await db.transaction().execute(async (trx) => {
        const newId = await insertStaffToken(trx, {
          tokenHash: hashToken(token),
          kind: "invitation",
          staffId: null,
          email: input.email,
          name: input.name,
          role: input.role,
          language: input.language,
          createdBy: by.id,
          now: at.toISOString(),
          expiresAt: new Date(at.getTime() + invitationHours * 3600_000).toISOString(),
        });
        await insertAudit(trx, {
          at: at.toISOString(),
          staffId: by.id,
          actorEmail: by.email,
          action: "staff_invited",
          subject: `invitation:${newId}`,
          detail: { email: input.email, role: input.role },
          address,
        });
        return newId;
      });
      const emailed = await sendInvitation(token, input, by, origin, invitationHours);
      return { id, emailed };
    },

    /** A new link for an open invitation, the old one void, its time counted again. */
    async resend(id: number, by: StaffMember, origin: string, address: string) {
      const invitation = await findOpenInvitation(db, id);
      if (!invitation) return "not_found" as const;
      const { invitationHours } = await findAccountSettings(db);
      const at = clock();
      const token = newToken();
      await db.transaction().execute(async (trx) => {
        await renewStaffToken(
          trx,
          id,
          hashToken(token),
          at.toISOString(),
          new Date(at.getTime() + invitationHours * 3600_000).toISOString(),
        );
        await insertAudit(trx, {
          at: at.toISOString(),
          staffId: by.id,
          actorEmail: by.email,
          action: "invitation_resent",
          subject: `invitation:${id}`,
          detail: { email: invitation.email },
          address,
        });
      });
      const language: Language = invitation.language === "en" ? "en" : "ar";
      const emailed = await sendInvitation(
        token,
        { email: invitation.email, name: invitation.name ?? "", language },
        by,
        origin,
        invitationHours,
      );
      return { emailed };
    },

    async cancel(id: number, by: StaffMember, address: string): Promise<boolean> {
      const invitation = await findOpenInvitation(db, id);
      if (!invitation) return false;
      await db.transaction().execute(async (trx) => {
        await deleteStaffToken(trx, id);
        await insertAudit(trx, {
          at: clock().toISOString(),
          staffId: by.id,
          actorEmail: by.email,
          action: "invitation_cancelled",
          subject: `invitation:${id}`,
          detail: { email: invitation.email },
          address,
        });
      });
      return true;
    },

    async invitationState(token: string) {
      const row = await findStaffToken(db, "invitation", hashToken(token));
      const state = stateOf(row, clock());
      return state === "valid" && row ? { state, email: row.email, name: row.name ?? "" } : { state };
    },

    /**
     * The invited person's own password: the account is made, the link used (once, whoever races), and a session
     * starts.
     */
    async acceptInvitation(
      token: string,
      password: string,
      address: string,
      userAgent: string | undefined,
    ): Promise<
      | { ok: false; reason: LinkState | "email_taken" }
      | { ok: false; reason: "password"; problem: PasswordProblem }
      | { ok: true; token: string; staff: StaffMember }
    > {
      const row = await findStaffToken(db, "invitation", hashToken(token));
      const state = stateOf(row, clock());
      if (!row || state !== "valid") return { ok: false, reason: state };
      const problem = await passwordProblem(password, [row.email, row.name ?? ""]);
      if (problem) return { ok: false, reason: "password", problem };
      const passwordHash = await hashPassword(password);
      const at = clock().toISOString();
      const outcome = await db
        .transaction()
        .execute(async (trx) => {
          if (!(await claimStaffToken(trx, row.id, at))) return "used" as const;
          const id = await insertStaff(trx, {
            email: row.email,
            name: row.name ?? row.email,
            role: (row.role ?? "editor") as StaffRole,
            language: row.language ?? "ar",
            passwordHash,
            now: at,
          });
          await insertAudit(trx, {
            at,
            staffId: id,
            actorEmail: row.email,
            action: "invitation_accepted",
            subject: `staff:${id}`,
            detail: { email: row.email, role: row.role },
            address,
          });
          return id;
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) return "email_taken" as const;
          throw error;
        });
      if (typeof outcome === "string") return { ok: false, reason: outcome };
      const staff = toStaffMember((await findStaffById(db, outcome))!);
      return { ok: true, token: await auth.renewSession(staff, address, userAgent), staff };
    },

    /**
     * "Forgot password": answered at once, the same for every e-mail; the account is looked up and e-mailed after
     * the answer, so neither the answer nor its timing tells whether the e-mail has an account.
     */
    requestReset(email: string, origin: string, address: string): void {
      const work = async () => {
        const staff = await findStaffByEmail(db, email);
        if (!staff || staff.disabled === 1) return;
        const at = clock();
        const since = new Date(at.getTime() - accountLimits.resetMinutes * 60_000).toISOString();
        if ((await countRecentTokens(db, staff.id, "reset", since)) >= resetsPerWindow) return;
        const token = newToken();
        await db.transaction().execute(async (trx) => {
          await insertStaffToken(trx, {
            tokenHash: hashToken(token),
            kind: "reset",
            staffId: staff.id,
            email: staff.email,
            now: at.toISOString(),
            expiresAt: new Date(at.getTime() + accountLimits.resetMinutes * 60_000).toISOString(),
          });
          await insertAudit(trx, {
            at: at.toISOString(),
            staffId: staff.id,
            actorEmail: staff.email,
            action: "password_reset_requested",
            address,
          });
        });
        const language: Language = staff.language === "en" ? "en" : "ar";
        await mailer.send({
          kind: "reset",
          to: staff.email,
          name: staff.name,
          language,
          link: linkOf(origin, language, "reset-password", token),
          minutes: accountLimits.resetMinutes,
        });
      };
      work().catch((error: unknown) => log.error({ err: error }, "password reset request failed"));
    },

    async resetState(token: string): Promise<{ state: LinkState }> {
      const row = await findStaffToken(db, "reset", hashToken(token));
      const state = stateOf(row, clock());
      if (state === "valid" && row?.staff_id) {
        const staff = await findStaffById(db, row.staff_id);
        if (!staff || staff.disabled === 1) return { state: "used" };
      }
      return { state };
    },

    /** A new password from a reset link: the link is used, every session of the account ends, its locks lift. */
    async completeReset(
      token: string,
      password: string,
      address: string,
    ): Promise<
      { ok: false; reason: LinkState } | { ok: false; reason: "password"; problem: PasswordProblem } | { ok: true }
    > {
      const row = await findStaffToken(db, "reset", hashToken(token));
      const state = stateOf(row, clock());
      if (!row?.staff_id || state !== "valid") return { ok: false, reason: state };
      const staff = await findStaffById(db, row.staff_id);
      if (!staff || staff.disabled === 1) return { ok: false, reason: "used" };
      const problem = await passwordProblem(password, [staff.email, staff.name]);
      if (problem) return { ok: false, reason: "password", problem };
      const passwordHash = await hashPassword(password);
      const at = clock().toISOString();
      const done = await db.transaction().execute(async (trx) => {
        if (!(await claimStaffToken(trx, row.id, at))) return false;
        await setStaffPassword(trx, staff.id, passwordHash, at);
        // Whoever knew the old password, or holds a session, is out; other reset links are void.
        await deleteSessionsOfStaff(trx, staff.id);
        await deleteTokensOfStaff(trx, staff.id, "reset");
        await insertAudit(trx, {
          at,
          staffId: staff.id,
          actorEmail: staff.email,
          action: "password_reset_by_email",
          address,
        });
        return true;
      });
      if (!done) return { ok: false, reason: "used" };
      await clearThrottle(db, `account:${staff.email}`);
      return { ok: true };
    },

    /** A new secret to scan, kept pending until a first code confirms it. */
    async beginTwoFactor(me: StaffMember, issuer: string) {
      const secret = newTotpSecret();
      await setTwoFactor(db, me.id, { totp_pending_secret: secret });
      return enrolmentOf(secret, me.email, issuer);
    },

    /** The first code confirms the app has the secret: two-factor sign-in is on, with ten recovery codes shown once. */
    async confirmTwoFactor(me: StaffMember, code: string, address: string): Promise<string[] | null> {
      const staff = await findStaffById(db, me.id);
      if (!staff?.totp_pending_secret) return null;
      const at = clock();
      const step = await totpStepOf(staff.totp_pending_secret, code, at);
      if (step === null) return null;
      const codes = newRecoveryCodes(accountLimits.recoveryCodes);
      await db.transaction().execute(async (trx) => {
        await setTwoFactor(trx, me.id, {
          totp_secret: staff.totp_pending_secret,
          totp_pending_secret: null,
          totp_enabled_at: at.toISOString(),
          totp_last_step: step,
        });
        await replaceRecoveryCodes(trx, me.id, codes.map(recoveryCodeHash));
        await insertAudit(trx, {
          at: at.toISOString(),
          staffId: me.id,
          actorEmail: me.email,
          action: "two_factor_enabled",
          address,
        });
      });
      return codes;
    },

    /** Turns two-factor sign-in off after the caller's password (checked by the route) and a code. */
    async disableTwoFactor(me: StaffMember, code: string, address: string): Promise<boolean> {
      const staff = await findStaffById(db, me.id);
      if (!staff?.totp_secret) return true;
      const at = clock();
      if (!(await checkSecondFactor(db, staff, code, at))) return false;
      await db.transaction().execute(async (trx) => {
        await setTwoFactor(trx, me.id, {
          totp_secret: null,
          totp_pending_secret: null,
          totp_enabled_at: null,
          totp_last_step: null,
        });
        await replaceRecoveryCodes(trx, me.id, []);
        await insertAudit(trx, {
          at: at.toISOString(),
          staffId: me.id,
          actorEmail: me.email,
          action: "two_factor_disabled",
          address,
        });
      });
      return true;
    },

    /**
     * An admin turns off a colleague's two-factor sign-in (a lost phone and lost recovery codes): their secret and
     * recovery codes go and their sessions end, so they sign in again with the password alone, and set it up again
     * when it is required of them.
     */
    async resetTwoFactorOf(target: { id: number; email: string }, by: StaffMember, address: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await setTwoFactor(trx, target.id, {
          totp_secret: null,
          totp_pending_secret: null,
          totp_enabled_at: null,
          totp_last_step: null,
        });
        await replaceRecoveryCodes(trx, target.id, []);
        await deleteSessionsOfStaff(trx, target.id);
        await insertAudit(trx, {
          at: clock().toISOString(),
          staffId: by.id,
          actorEmail: by.email,
          action: "two_factor_reset",
          subject: `staff:${target.id}`,
          detail: { email: target.email },
          address,
        });
      });
    },

    async saveSettings(settings: AccountSettings, by: StaffMember, address: string) {
      await db.transaction().execute(async (trx) => {
        await saveAccountSettings(trx, settings);
        await insertAudit(trx, {
          at: clock().toISOString(),
          staffId: by.id,
          actorEmail: by.email,
          action: "account_settings_updated",
          detail: { ...settings },
          address,
        });
      });
    },
  };
}

export type StaffAccounts = ReturnType<typeof createStaffAccounts>;
