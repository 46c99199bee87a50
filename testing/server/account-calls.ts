// Calls that reach every answer of the staff account routes (invitations, resets, two-step sign-in) for the
// route contract test: the one-time tokens are put in the database here, as an e-mail would have carried them.
import { generateSync } from "otplib";
import { pendingCookie } from "../../server/api/admin/admin-scope.ts";
import { findStaffByEmail } from "../../server/db/staff.repository.ts";
import { insertStaffToken, setTwoFactor } from "../../server/db/staff-token.repository.ts";
import { hashToken } from "../../server/services/staff-auth.ts";
import { newTotpSecret } from "../../server/services/two-factor.ts";
import { createStaff, goodPassword } from "./admin-helpers.ts";
import type { TestDatabase } from "./databases.ts";

interface AccountCall {
  method: "GET" | "POST" | "PUT" | "DELETE";
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
  staff?: boolean;
  signInWith?: string;
}

export async function accountContractCalls(database: TestDatabase, adminEmail: string): Promise<AccountCall[]> {
  const now = new Date();
  const later = new Date(now.getTime() + 3600_000).toISOString();
  const earlier = new Date(now.getTime() - 3600_000).toISOString();
  const token = async (
    kind: "invitation" | "reset" | "second_factor",
    email: string,
    staffId: number | null,
    expiresAt = later,
  ) => {
    const value = `${kind}-${email}-contract-token`.replace(/[^A-Za-z0-9_-]/g, "_");
    const id = await insertStaffToken(database.db, {
      tokenHash: hashToken(value),
      kind,
      staffId,
      email,
      name: "Contract",
      role: "editor",
      language: "en",
      now: now.toISOString(),
      expiresAt,
    });
    return { value, id };
  };
  const invited = await token("invitation", "invited-contract@example.sa", null);
  const expired = await token("invitation", "expired-contract@example.sa", null, earlier);
  const taken = await token("invitation", adminEmail, null);
  const open = await token("invitation", "open-contract@example.sa", null);
  const resetId = await createStaff(database, "reset-contract@example.sa", "editor");
  const reset = await token("reset", "reset-contract@example.sa", resetId);
  const totpId = await createStaff(database, "totp-contract@example.sa", "editor");
  const totpSecret = newTotpSecret();
  await setTwoFactor(database.db, totpId, { totp_secret: totpSecret, totp_enabled_at: now.toISOString() });
  const pending = await token("second_factor", "totp-contract@example.sa", totpId);
  const admin = (await findStaffByEmail(database.db, adminEmail))!;
  const adminSecret = newTotpSecret();
  await setTwoFactor(database.db, admin.id, { totp_pending_secret: adminSecret });
  const newPassword = "Frankincense trails of Dhofar 9";
  return [
    { method: "GET", url: "/api/admin/staff/invitations", staff: true },
    {
      method: "POST",
      url: "/api/admin/staff/invitations",
      staff: true,
      payload: { email: "new-contract@example.sa", name: "New", role: "editor", language: "ar" },
    },
    {
      method: "POST",
      url: "/api/admin/staff/invitations",
      staff: true,
      payload: { email: "new-contract@example.sa", name: "New", role: "editor", language: "ar" },
    },
    { method: "POST", url: "/api/admin/staff/invitations", staff: true, payload: { email: "x" } },
    { method: "POST", url: `/api/admin/staff/invitations/${open.id}/resend`, staff: true },
    { method: "POST", url: "/api/admin/staff/invitations/999999/resend", staff: true },
    { method: "DELETE", url: `/api/admin/staff/invitations/${open.id}`, staff: true },
    { method: "DELETE", url: "/api/admin/staff/invitations/999999", staff: true },
    { method: "GET", url: "/api/admin/staff/settings", staff: true },
    {
      method: "PUT",
      url: "/api/admin/staff/settings",
      staff: true,
      payload: { invitationHours: 72, requireTwoFactorForAdmins: false },
    },
    { method: "PUT", url: "/api/admin/staff/settings", staff: true, payload: { invitationHours: 0 } },
    { method: "POST", url: "/api/admin/invitations/check", payload: { token: invited.value } },
    {
      method: "POST",
      url: "/api/admin/invitations/accept",
      payload: { token: invited.value, password: "password1234" },
    },
    { method: "POST", url: "/api/admin/invitations/accept", payload: { token: invited.value, password: newPassword } },
    { method: "POST", url: "/api/admin/invitations/accept", payload: { token: expired.value, password: newPassword } },
    { method: "POST", url: "/api/admin/invitations/accept", payload: { token: taken.value, password: newPassword } },
    { method: "POST", url: "/api/admin/password-reset", payload: { email: "nobody@example.sa" } },
    { method: "POST", url: "/api/admin/password-reset/check", payload: { token: reset.value } },
    { method: "POST", url: "/api/admin/password-reset/complete", payload: { token: reset.value, password: "short" } },
    {
      method: "POST",
      url: "/api/admin/password-reset/complete",
      payload: { token: reset.value, password: newPassword },
    },
    {
      method: "POST",
      url: "/api/admin/password-reset/complete",
      payload: { token: reset.value, password: newPassword },
    },
    // The accepted invitation signed its person in (the loop keeps the newest session): the admin signs in again.
    {
      method: "POST",
      url: "/api/admin/account/two-factor/confirm",
      staff: true,
      payload: { code: "000000" },
      signInWith: goodPassword,
    },
    {
      method: "POST",
      url: "/api/admin/account/two-factor/confirm",
      staff: true,
      // Made when sent, not when listed: the calls before may take longer than a 30-second step.
      get payload() {
        return { code: generateSync({ secret: adminSecret, epoch: Math.floor(Date.now() / 1000) }) };
      },
    },
    { method: "POST", url: "/api/admin/account/two-factor/setup", staff: true },
    {
      method: "POST",
      url: "/api/admin/account/two-factor/disable",
      staff: true,
      payload: { password: "wrong", code: "000000" },
    },
    {
      method: "POST",
      url: "/api/admin/account/two-factor/disable",
      staff: true,
      get payload() {
        return {
          password: goodPassword,
          code: generateSync({ secret: adminSecret, epoch: Math.floor(Date.now() / 1000) + 30 }),
        };
      },
    },
    { method: "POST", url: "/api/admin/session/second-factor", payload: { code: "1".repeat(65) } },
    {
      method: "POST",
      url: "/api/admin/session/second-factor",
      headers: { cookie: `${pendingCookie}=${pending.value}` },
      get payload() {
        return { code: generateSync({ secret: totpSecret, epoch: Math.floor(Date.now() / 1000) }) };
      },
    },
    // That signed the two-step account in (the loop keeps the newest session): the admin signs in again.
    { method: "GET", url: "/api/admin/staff/settings", staff: true, signInWith: goodPassword },
  ];
}
