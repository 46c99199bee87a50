import type { FastifyInstance } from "fastify";
import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaff, goodPassword, sessionCookieOf, signIn } from "../../../testing/server/admin-helpers.ts";
import { buildTestApp } from "../../../testing/server/app.ts";
import { createTestDatabase, type TestDatabase, testEngines } from "../../../testing/server/databases.ts";
import { linkIn, type ReceivedMail, startMailServer } from "../../../testing/server/mail-server.ts";
import { pendingCookie, sessionCookie } from "./admin-scope.ts";

const origin = "https://www.example.sa";
const arabicDigits = (code: string) => code.replace(/\d/g, (digit) => "٠١٢٣٤٥٦٧٨٩"[Number(digit)]!);

async function eventually<T>(check: () => T | undefined, timeoutMs = 10_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(testEngines)("staff accounts on %s", (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let mail: Awaited<ReturnType<typeof startMailServer>>;
  let admin: string;
  let now = Date.parse("2026-11-28T09:00:00Z");
  const clock = () => new Date(now);

  const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, cookie?: string, payload?: unknown) =>
    app.inject({
      method,
      url: `/api/admin${url}`,
      headers: { "accept-language": "en", ...(cookie ? { cookie } : {}) },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const mailTo = (address: string, after = 0): Promise<ReceivedMail> =>
    eventually(() => mail.mails.slice(after).find((received) => received.to.includes(address)));
  const tokenOf = (link: string) => link.slice(link.indexOf("#") + 1);
  /** Moves the clock; the owner signs in again, as a person would after the session's limits. */
  const travel = async (ms: number) => {
    now += ms;
    admin = await signIn(app, "owner@example.sa");
  };

  beforeAll(async () => {
    mail = await startMailServer();
    database = await createTestDatabase(engine);
    app = await buildTestApp(
      database,
      {
        SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
        LEAD_EMAIL_TO: "sales@example.sa",
        LEAD_EMAIL_FROM: "Website <website@example.sa>",
        PUBLIC_ORIGIN: origin,
      },
      { clock },
    );
    await createStaff(database, "owner@example.sa", "admin");
    admin = await signIn(app, "owner@example.sa");
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
    await mail?.close();
  });

  it("invites a colleague in their language; the link signs them in once, then says it was used", async () => {
    const sent = await call("POST", "/staff/invitations", admin, {
      email: "Noura@Example.sa",
      name: "نورة",
      role: "editor",
      language: "ar",
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().data.emailed).toBe(true);
    const invitation = await mailTo("noura@example.sa");
    expect(invitation.subject).toBe("دعوة إلى لوحة إدارة الموقع");
    expect(invitation.text).toContain("72 ساعة");
    const link = linkIn(invitation);
    expect(link.startsWith(`${origin}/admin/invitation#`)).toBe(true);
    const pending = await call("GET", "/staff/invitations", admin);
    expect(pending.json().data).toEqual([expect.objectContaining({ email: "noura@example.sa", expired: false })]);

    const token = tokenOf(link);
    expect((await call("POST", "/invitations/check", undefined, { token })).json().data).toEqual({
      state: "valid",
      email: "noura@example.sa",
      name: "نورة",
    });
    const weak = await call("POST", "/invitations/accept", undefined, { token, password: "noura12345678" });
    expect(weak.json().error.code).toBe("password_too_weak");
    const accepted = await call("POST", "/invitations/accept", undefined, { token, password: goodPassword });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.staff).toMatchObject({ email: "noura@example.sa", role: "editor", language: "ar" });
    const session = `${sessionCookie}=${sessionCookieOf(accepted)}`;
    expect((await call("GET", "/session", session)).json().data.staff.email).toBe("noura@example.sa");

    const again = await call("POST", "/invitations/accept", undefined, { token, password: "Another long phrase 2027" });
    expect(again.statusCode).toBe(410);
    expect(again.json().error.message).toBe("This link has already been used or is no longer valid.");
    expect((await call("POST", "/invitations/check", undefined, { token })).json().data).toEqual({ state: "used" });
    expect((await call("GET", "/staff/invitations", admin)).json().data).toEqual([]);
  });

  it("an invitation past its hours says it expired; a resent one works and voids the old link", async () => {
    await call("POST", "/staff/invitations", admin, {
      email: "late@example.sa",
      name: "Late",
      role: "admin",
      language: "en",
    });
    const first = await mailTo("late@example.sa");
    expect(first.subject).toBe("Your invitation to the website's back office");
    expect(linkIn(first).startsWith(`${origin}/en/admin/invitation#`)).toBe(true);
    await travel(73 * 3600_000);
    const expired = await call("POST", "/invitations/accept", undefined, {
      token: tokenOf(linkIn(first)),
      password: goodPassword,
    });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error.code).toBe("link_expired");
    const listed = (await call("GET", "/staff/invitations", admin)).json().data;
    expect(listed).toEqual([expect.objectContaining({ email: "late@example.sa", expired: true })]);

    const count = mail.mails.length;
    expect((await call("POST", `/staff/invitations/${listed[0].id}/resend`, admin)).json().data.emailed).toBe(true);
    const second = await mailTo("late@example.sa", count);
    const old = await call("POST", "/invitations/check", undefined, { token: tokenOf(linkIn(first)) });
    expect(old.json().data.state).toBe("used");
    const accepted = await call("POST", "/invitations/accept", undefined, {
      token: tokenOf(linkIn(second)),
      password: goodPassword,
    });
    expect(accepted.json().data.staff).toMatchObject({ email: "late@example.sa", role: "admin" });
  });

  it("cancels an invitation and refuses one for an e-mail already invited or on staff", async () => {
    const payload = { email: "maybe@example.sa", name: "Maybe", role: "editor", language: "ar" };
    const sent = await call("POST", "/staff/invitations", admin, payload);
    expect((await call("POST", "/staff/invitations", admin, payload)).json().error.code).toBe("invitation_pending");
    expect(
      (await call("POST", "/staff/invitations", admin, { ...payload, email: "owner@example.sa" })).statusCode,
    ).toBe(409);
    const link = linkIn(await mailTo("maybe@example.sa"));
    expect((await call("DELETE", `/staff/invitations/${sent.json().data.id}`, admin)).statusCode).toBe(204);
    expect((await call("POST", "/invitations/check", undefined, { token: tokenOf(link) })).json().data.state).toBe(
      "used",
    );
  });

  it("a reset link sets a new password once and ends every session of the account", async () => {
    await createStaff(database, "forgetful@example.sa", "editor");
    const laptop = await signIn(app, "forgetful@example.sa");
    const phone = await signIn(app, "forgetful@example.sa");
    const asked = await call("POST", "/password-reset", undefined, { email: "Forgetful@example.sa" });
    expect(asked.statusCode).toBe(202);
    const reset = await mailTo("forgetful@example.sa");
    expect(reset.subject).toBe("إعادة تعيين كلمة المرور");
    const token = tokenOf(linkIn(reset));
    expect((await call("POST", "/password-reset/check", undefined, { token })).json().data.state).toBe("valid");
    const newPassword = "Frankincense trails of Dhofar 9";
    const done = await call("POST", "/password-reset/complete", undefined, { token, password: newPassword });
    expect(done.statusCode).toBe(204);
    expect((await call("GET", "/staff/assignable", laptop)).statusCode).toBe(401);
    expect((await call("GET", "/staff/assignable", phone)).statusCode).toBe(401);
    await expect(signIn(app, "forgetful@example.sa")).rejects.toThrow();
    await expect(signIn(app, "forgetful@example.sa", newPassword)).resolves.toContain(sessionCookie);
    const twice = await call("POST", "/password-reset/complete", undefined, {
      token,
      password: "Yet another phrase 4455",
    });
    expect(twice.statusCode).toBe(410);
  });

  it("a reset link expires after 30 minutes", async () => {
    await createStaff(database, "slow@example.sa", "editor");
    await call("POST", "/password-reset", undefined, { email: "slow@example.sa" });
    const token = tokenOf(linkIn(await mailTo("slow@example.sa")));
    await travel(31 * 60_000);
    const late = await call("POST", "/password-reset/complete", undefined, {
      token,
      password: "Frankincense trails of Dhofar 9",
    });
    expect(late.statusCode).toBe(410);
    expect(late.json().error.code).toBe("link_expired");
  });

  it("answers a reset request the same whether or not the e-mail has an account, and mails only an account", async () => {
    await createStaff(database, "known@example.sa", "editor");
    const before = mail.mails.length;
    const unknown = await call("POST", "/password-reset", undefined, { email: "nobody@example.sa" });
    const known = await call("POST", "/password-reset", undefined, { email: "known@example.sa" });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(known.headers).sort());
    await mailTo("known@example.sa", before);
    expect(mail.mails.slice(before).some((received) => received.to.includes("nobody@example.sa"))).toBe(false);
  });

  it("turns on two-step sign-in with a known secret; codes with drift and Arabic digits, each once; recovery codes once", async () => {
    await createStaff(database, "careful@example.sa", "editor");
    const session = await signIn(app, "careful@example.sa");
    const setup = await call("POST", "/account/two-factor/setup", session);
    const { secret, uri, qrSvg } = setup.json().data;
    expect(uri).toContain(`secret=${secret}`);
    expect(qrSvg).toContain("<svg");
    const wrong = await call("POST", "/account/two-factor/confirm", session, { code: "000000" });
    expect(wrong.json().error.code).toBe("invalid_code");
    const code = await generate({ secret, epoch: Math.floor(now / 1000) });
    const confirmed = await call("POST", "/account/two-factor/confirm", session, { code: arabicDigits(code) });
    const recoveryCodes: string[] = confirmed.json().data.recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const stored = await database.db.selectFrom("staff_recovery_codes").select("code_hash").execute();
    expect(stored.some((row) => recoveryCodes.includes(row.code_hash))).toBe(false);

    // The password alone no longer signs in: a code is asked next.
    await travel(60_000);
    const first = await call("POST", "/session", undefined, { email: "careful@example.sa", password: goodPassword });
    expect(first.json().data).toEqual({ staff: null, secondFactor: true });
    expect(sessionCookieOf(first)).toBeUndefined();
    const pending = `${pendingCookie}=${first.cookies.find((cookie) => cookie.name === pendingCookie)!.value}`;
    const bad = await call("POST", "/session/second-factor", pending, { code: "123456" });
    expect(bad.statusCode).toBe(401);
    // A phone clock one step behind.
    const behind = await generate({ secret, epoch: Math.floor(now / 1000) - 30 });
    const signedIn = await call("POST", "/session/second-factor", pending, { code: ` ${arabicDigits(behind)} ` });
    expect(signedIn.statusCode).toBe(200);
    expect(sessionCookieOf(signedIn)).toBeDefined();
    // The pending step is used, and the same code does not sign in again.
    expect((await call("POST", "/session/second-factor", pending, { code: behind })).json().error.code).toBe(
      "second_factor_expired",
    );
    const second = await call("POST", "/session", undefined, { email: "careful@example.sa", password: goodPassword });
    const pending2 = `${pendingCookie}=${second.cookies.find((cookie) => cookie.name === pendingCookie)!.value}`;
    expect((await call("POST", "/session/second-factor", pending2, { code: behind })).statusCode).toBe(401);
    const twoAhead = await generate({ secret, epoch: Math.floor(now / 1000) + 60 });
    expect((await call("POST", "/session/second-factor", pending2, { code: twoAhead })).statusCode).toBe(401);
    const recovery = recoveryCodes[0]!.toUpperCase();
    expect((await call("POST", "/session/second-factor", pending2, { code: recovery })).statusCode).toBe(200);
    const third = await call("POST", "/session", undefined, { email: "careful@example.sa", password: goodPassword });
    const pending3 = `${pendingCookie}=${third.cookies.find((cookie) => cookie.name === pendingCookie)!.value}`;
    expect((await call("POST", "/session/second-factor", pending3, { code: recovery })).statusCode).toBe(401);

    // Turning it off takes the password and a code.
    const noPassword = await call("POST", "/account/two-factor/disable", session, {
      password: "wrong",
      code: recoveryCodes[1],
    });
    expect(noPassword.json().error.code).toBe("wrong_password");
    const off = await call("POST", "/account/two-factor/disable", session, {
      password: goodPassword,
      code: recoveryCodes[1],
    });
    expect(off.statusCode).toBe(204);
    await expect(signIn(app, "careful@example.sa")).resolves.toContain(sessionCookie);
  });

  it("when admins must use two-step sign-in, an admin without it may only turn it on", async () => {
    await createStaff(database, "second-admin@example.sa", "admin");
    const other = await signIn(app, "second-admin@example.sa");
    const saved = await call("PUT", "/staff/settings", admin, { invitationHours: 48, requireTwoFactorForAdmins: true });
    expect(saved.json().data).toEqual({ invitationHours: 48, requireTwoFactorForAdmins: true });
    const refused = await call("GET", "/staff", other);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe("two_factor_required");
    expect((await call("GET", "/session", other)).json().data.twoFactor).toEqual({ enabled: false, mustEnrol: true });
    const editor = await signIn(app, "known@example.sa");
    expect((await call("GET", "/staff/assignable", editor)).statusCode).toBe(200);
    const { secret } = (await call("POST", "/account/two-factor/setup", other)).json().data;
    await travel(30_000);
    const code = await generate({ secret, epoch: Math.floor(now / 1000) });
    expect((await call("POST", "/account/two-factor/confirm", other, { code })).statusCode).toBe(200);
    expect((await call("GET", "/staff", other)).statusCode).toBe(200);
    // The owner, still without it, is sent to turn it on too; the setting goes back off for the other tests.
    expect((await call("GET", "/staff/settings", admin)).statusCode).toBe(403);
    await database.db.deleteFrom("settings").where("key", "=", "staff_accounts").execute();
  });

  it("an admin turns off a colleague's lost two-step sign-in: their sessions end and the password alone signs in", async () => {
    await createStaff(database, "lost-phone@example.sa", "editor");
    const session = await signIn(app, "lost-phone@example.sa");
    const { secret } = (await call("POST", "/account/two-factor/setup", session)).json().data;
    const code = await generate({ secret, epoch: Math.floor(now / 1000) });
    expect((await call("POST", "/account/two-factor/confirm", session, { code })).statusCode).toBe(200);
    const listed = (await call("GET", "/staff", admin)).json().data as {
      id: number;
      email: string;
      twoFactor: boolean;
    }[];
    const colleague = listed.find((member) => member.email === "lost-phone@example.sa")!;
    expect(colleague.twoFactor).toBe(true);
    expect(listed.find((member) => member.email === "owner@example.sa")!.twoFactor).toBe(false);

    // Not one's own (the account page asks for a code), nor an account that does not exist.
    const owner = listed.find((member) => member.email === "owner@example.sa")!;
    const own = await call("DELETE", `/staff/${owner.id}/two-factor`, admin);
    expect(own.statusCode).toBe(409);
    expect(own.json().error.code).toBe("own_two_factor_here");
    expect((await call("DELETE", "/staff/999999/two-factor", admin)).statusCode).toBe(404);

    expect((await call("DELETE", `/staff/${colleague.id}/two-factor`, admin)).statusCode).toBe(204);
    expect((await call("GET", "/session", session)).json().data.staff).toBeNull();
    const again = await call("POST", "/session", undefined, { email: "lost-phone@example.sa", password: goodPassword });
    expect(again.json().data.secondFactor).toBeFalsy();
    expect(sessionCookieOf(again)).toBeDefined();
    expect(
      await database.db
        .selectFrom("staff_recovery_codes")
        .select("code_hash")
        .where("staff_id", "=", colleague.id)
        .execute(),
    ).toEqual([]);
    const entry = await database.db
      .selectFrom("audit_log")
      .select(["action", "subject"])
      .where("action", "=", "two_factor_reset")
      .executeTakeFirstOrThrow();
    expect(entry.subject).toBe(`staff:${colleague.id}`);
    expect(
      (await call("GET", "/staff", admin)).json().data.find((m: { id: number }) => m.id === colleague.id).twoFactor,
    ).toBe(false);
  });

  it("tells a suspended account so after the right password only", async () => {
    const id = await createStaff(database, "away@example.sa", "editor");
    await database.db.updateTable("staff").set({ disabled: 1 }).where("id", "=", id).execute();
    const right = await call("POST", "/session", undefined, { email: "away@example.sa", password: goodPassword });
    expect(right.statusCode).toBe(403);
    expect(right.json().error).toMatchObject({ code: "account_suspended" });
    const wrong = await call("POST", "/session", undefined, {
      email: "away@example.sa",
      password: "not the password 1",
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.code).toBe("invalid_credentials");
  });
});
