import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createStaff, goodPassword, sessionCookieOf, signIn } from "../../../testing/server/admin-helpers.ts";
import { buildTestApp } from "../../../testing/server/app.ts";
import { createTestDatabase, type TestDatabase, testEngines } from "../../../testing/server/databases.ts";
import { createStaffAuth, sessionLimits, throttlePolicy } from "../../services/staff-auth.ts";
import { sessionCookie } from "./admin-scope.ts";

describe.each(testEngines)("staff sessions on %s", (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let now = Date.parse("2026-11-24T08:00:00Z");
  const advance = (ms: number) => {
    now += ms;
  };
  // How long sign-ins waited for their address's turn: recorded, not slept, so the tests need not wait.
  const waits: number[] = [];
  const whoAmI = (cookie: string) =>
    app.inject({ method: "GET", url: "/api/admin/staff/assignable", headers: { cookie } });
  const attempt = (email: string, password: string, address = "203.0.113.7", language = "ar") =>
    app.inject({
      method: "POST",
      url: "/api/admin/session",
      payload: { email, password },
      headers: { "accept-language": language },
      remoteAddress: address,
    });

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = await buildTestApp(
      database,
      {},
      {
        clock: () => new Date(now),
        sleep: async (ms) => {
          waits.push(ms);
        },
      },
    );
    await createStaff(database, "admin@example.sa", "admin");
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });
  beforeEach(async () => {
    await database.db.deleteFrom("sign_in_throttle").execute();
    waits.length = 0;
  });

  it("sets a __Host- cookie that is Secure, HttpOnly and SameSite=Lax, and keeps only the token's hash", async () => {
    const response = await attempt("Admin@Example.sa ", goodPassword);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.staff).toMatchObject({ email: "admin@example.sa", role: "admin" });
    const cookie = response.cookies.find((c) => c.name === sessionCookie)!;
    expect(cookie).toMatchObject({ path: "/", secure: true, httpOnly: true, sameSite: "Lax" });
    expect(cookie.domain).toBeUndefined();
    const stored = await database.db.selectFrom("staff_sessions").select("token_hash").execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(cookie.value);
    expect(stored.some((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
  });

  it("says who is signed in, or null", async () => {
    const cookie = await signIn(app, "admin@example.sa");
    const me = await app.inject({ method: "GET", url: "/api/admin/session", headers: { cookie } });
    expect(me.json().data.staff).toMatchObject({ email: "admin@example.sa", role: "admin" });
    const nobody = await app.inject({ method: "GET", url: "/api/admin/session" });
    expect(nobody.statusCode).toBe(200);
    expect(nobody.json()).toEqual({ data: { staff: null } });
  });

  it("gives a new token at every sign-in", async () => {
    const first = await signIn(app, "admin@example.sa");
    const second = await signIn(app, "admin@example.sa");
    expect(first).not.toBe(second);
    expect((await whoAmI(first)).statusCode).toBe(200);
    expect((await whoAmI(second)).statusCode).toBe(200);
  });

  it("answers a wrong e-mail and a wrong password alike", async () => {
    const wrongPassword = await attempt("admin@example.sa", "not the password at all");
    const wrongEmail = await attempt("nobody@example.sa", goodPassword);
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongEmail.statusCode).toBe(401);
    expect(wrongPassword.body).toBe(wrongEmail.body);
    expect(sessionCookieOf(wrongPassword)).toBeUndefined();
  });

  it("ends a session after 30 idle minutes, and keeps one in use alive", async () => {
    const cookie = await signIn(app, "admin@example.sa");
    advance(sessionLimits.idleMs - 60_000);
    expect((await whoAmI(cookie)).statusCode).toBe(200);
    advance(sessionLimits.idleMs - 60_000);
    expect((await whoAmI(cookie)).statusCode).toBe(200);
    advance(sessionLimits.idleMs);
    const expired = await whoAmI(cookie);
    expect(expired.statusCode).toBe(401);
    expect(expired.cookies.find((c) => c.name === sessionCookie)?.value).toBe("");
  });

  it("keeps a session alive while a form is filled in (keep-alive), within the 12-hour limit", async () => {
    const cookie = await signIn(app, "admin@example.sa");
    const keepAlive = (headers: Record<string, string> = {}) =>
      app.inject({ method: "POST", url: "/api/admin/session/keep-alive", headers: { cookie, ...headers } });
    // Someone typing for 40 minutes, a ping every 4: no other request, and the session is still there.
    for (let minute = 4; minute <= 40; minute += 4) {
      advance(4 * 60_000);
      expect((await keepAlive()).statusCode, `after ${minute} minutes`).toBe(204);
    }
    expect((await whoAmI(cookie)).statusCode).toBe(200);
    // Another site cannot keep it alive for them.
    expect((await keepAlive({ "sec-fetch-site": "cross-site" })).statusCode).toBe(403);
    // Pings do not stretch it past the absolute limit.
    let elapsed = 40 * 60_000;
    while (elapsed + 20 * 60_000 < sessionLimits.absoluteMs) {
      advance(20 * 60_000);
      elapsed += 20 * 60_000;
      expect((await keepAlive()).statusCode, `after ${elapsed / 60_000} minutes`).toBe(204);
    }
    advance(sessionLimits.absoluteMs - elapsed);
    const ended = await keepAlive({ "accept-language": "en" });
    expect(ended.statusCode).toBe(401);
    expect(ended.json().error.code).toBe("unauthorized");
  });

  it("ends a session 12 hours after sign-in however busy it is", async () => {
    const cookie = await signIn(app, "admin@example.sa");
    const steps = sessionLimits.absoluteMs / (20 * 60_000);
    for (let step = 1; step < steps; step += 1) {
      advance(20 * 60_000);
      expect((await whoAmI(cookie)).statusCode, `after ${step * 20} minutes`).toBe(200);
    }
    advance(20 * 60_000);
    expect((await whoAmI(cookie)).statusCode).toBe(401);
  });

  it("sweeps away sessions past their limits, as the scheduled staff-session sweep does, and keeps the live ones", async () => {
    await database.db.deleteFrom("staff_sessions").execute();
    const idle = await signIn(app, "admin@example.sa");
    advance(sessionLimits.idleMs - 60_000);
    const live = await signIn(app, "admin@example.sa");
    advance(2 * 60_000);
    const sessionsLeft = async () =>
      (await database.db.selectFrom("staff_sessions").select("token_hash").execute()).length;
    expect(await sessionsLeft()).toBe(2);
    await createStaffAuth(database.db, () => new Date(now)).sweep();
    expect(await sessionsLeft()).toBe(1);
    expect((await whoAmI(live)).statusCode).toBe(200);
    expect((await whoAmI(idle)).statusCode).toBe(401);
  });

  it("signs out one session, or every session of the account", async () => {
    const phone = await signIn(app, "admin@example.sa");
    const laptop = await signIn(app, "admin@example.sa");
    const office = await signIn(app, "admin@example.sa");
    expect(
      (await app.inject({ method: "DELETE", url: "/api/admin/session", headers: { cookie: phone } })).statusCode,
    ).toBe(204);
    expect((await whoAmI(phone)).statusCode).toBe(401);
    expect((await whoAmI(laptop)).statusCode).toBe(200);
    const everywhere = await app.inject({
      method: "POST",
      url: "/api/admin/session/sign-out-everywhere",
      headers: { cookie: laptop },
    });
    expect(everywhere.statusCode).toBe(204);
    expect((await whoAmI(laptop)).statusCode).toBe(401);
    expect((await whoAmI(office)).statusCode).toBe(401);
  });

  it("locks an account after five failures with a growing wait, in the caller's language", async () => {
    for (let failure = 1; failure <= throttlePolicy.freeFailures.account; failure += 1) {
      expect((await attempt("admin@example.sa", `wrong password ${failure}`)).statusCode).toBe(401);
    }
    expect((await attempt("admin@example.sa", "wrong again")).statusCode).toBe(401);
    const locked = await attempt("admin@example.sa", goodPassword, "198.51.100.9");
    expect(locked.statusCode).toBe(429);
    expect(locked.headers["retry-after"]).toBe("60");
    expect(locked.json().error.message).toContain("بعد دقيقة واحدة");
    advance(61_000);
    expect((await attempt("admin@example.sa", "still wrong", "198.51.100.9")).statusCode).toBe(401);
    const longer = await attempt("admin@example.sa", goodPassword, "198.51.100.9", "en");
    expect(longer.statusCode).toBe(429);
    expect(longer.headers["retry-after"]).toBe("120");
    expect(longer.json().error.message).toBe("Too many failed sign-ins. Try again in 2 minutes.");
    advance(121_000);
    expect((await attempt("admin@example.sa", goodPassword)).statusCode).toBe(200);
    expect(
      await database.db
        .selectFrom("sign_in_throttle")
        .selectAll()
        .where("key", "=", "account:admin@example.sa")
        .execute(),
    ).toEqual([]);
  });

  it("lets a burst of parallel guesses try no more passwords than the free attempts and one more", async () => {
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, index) => attempt("admin@example.sa", `parallel guess ${index}`, "198.51.100.20")),
    );
    const statuses = burst.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(throttlePolicy.freeFailures.account + 1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(12 - throttlePolicy.freeFailures.account - 1);
    advance(throttlePolicy.maxLockMs);
  });

  it("forgets failures after a quiet window, so typos spread over time never lock anyone", async () => {
    for (let round = 0; round < 3; round += 1) {
      for (let failure = 1; failure <= throttlePolicy.freeFailures.account; failure += 1) {
        expect((await attempt("admin@example.sa", `typo ${round} ${failure}`, "198.51.100.30")).statusCode).toBe(401);
      }
      advance(throttlePolicy.windowMs + 1000);
    }
    expect((await attempt("admin@example.sa", goodPassword, "198.51.100.30")).statusCode).toBe(200);
  });

  it("counts wrong current passwords on the account page like sign-ins, and keeps the device signed in after a change", async () => {
    const cookie = await signIn(app, "admin@example.sa");
    const change = (currentPassword: string, password: string, session = cookie) =>
      app.inject({
        method: "PUT",
        url: "/api/admin/account/password",
        headers: { cookie: session, "accept-language": "en" },
        payload: { currentPassword, password },
      });
    for (let failure = 1; failure <= throttlePolicy.freeFailures.account + 1; failure += 1) {
      expect((await change(`not it ${failure}`, `${goodPassword} new`)).statusCode).toBe(400);
    }
    expect((await change(goodPassword, `${goodPassword} new`)).statusCode).toBe(429);
    advance(throttlePolicy.firstLockMs + 1000);
    const changed = await change(goodPassword, `${goodPassword} new`);
    expect(changed.statusCode).toBe(204);
    const renewed = sessionCookieOf(changed);
    expect(renewed).toBeTruthy();
    expect((await whoAmI(`${sessionCookie}=${renewed}`)).statusCode).toBe(200);
    expect((await whoAmI(cookie)).statusCode).toBe(401);
    const back = await change(`${goodPassword} new`, goodPassword, `${sessionCookie}=${renewed}`);
    expect(back.statusCode).toBe(204);
  });

  it("refuses a new password that is the current one, in the staff member's language, and keeps the sessions", async () => {
    const cookie = await signIn(app, "admin@example.sa");
    const other = await signIn(app, "admin@example.sa");
    for (const [language, message] of [
      ["ar", "كلمة المرور الجديدة هي الحالية نفسها؛ اختر كلمة مرور مختلفة."],
      ["en", "The new password is the same as the current one; choose a different password."],
    ] as const) {
      const same = await app.inject({
        method: "PUT",
        url: "/api/admin/account/password",
        headers: { cookie, "accept-language": language },
        payload: { currentPassword: goodPassword, password: goodPassword },
      });
      expect(same.statusCode).toBe(400);
      expect(same.json().error).toMatchObject({ code: "same_password", fields: { password: message } });
    }
    expect((await whoAmI(other)).statusCode).toBe(200);
  });

  it("signs a colleague in at once after 24 failed sign-ins from the office's address, and keeps the mistyped accounts locked", async () => {
    const office = "192.0.2.50";
    const colleagues = ["noura", "fahad", "sara", "khalid"].map((name) => `${name}@example.sa`);
    for (const email of [...colleagues, "huda@example.sa"]) await createStaff(database, email, "editor");
    // Four colleagues mistype their passwords six times each, some seconds apart, within the quarter hour.
    for (let round = 1; round <= 6; round += 1) {
      for (const email of colleagues) {
        expect((await attempt(email, `typo ${round} of ${email}`, office)).statusCode).toBe(401);
        advance(10_000);
      }
    }
    // A fifth colleague's right password is checked and signs in, with no wait.
    const fifth = await attempt("huda@example.sa", goodPassword, office);
    expect(fifth.statusCode).toBe(200);
    expect(sessionCookieOf(fifth)).toBeTruthy();
    expect(waits).toEqual([]);
    // Each mistyped account is locked for its own minute, whatever the address, right password or not.
    for (const email of colleagues) {
      const locked = await attempt(email, goodPassword, office);
      expect(locked.statusCode, email).toBe(429);
      expect(locked.json().error.code).toBe("sign_in_locked");
    }
    expect((await attempt(colleagues[3]!, goodPassword, "198.51.100.77")).statusCode).toBe(429);
    advance(throttlePolicy.firstLockMs);
    expect((await attempt(colleagues[0]!, goodPassword, office)).statusCode).toBe(200);
    advance(throttlePolicy.maxLockMs);
  });

  it("slows a noisy address's attempts: its checks take turns, and those queued too far ahead are refused unchecked", async () => {
    const noisy = "192.0.2.60";
    await createStaff(database, "reem@example.sa", "editor");
    for (let failure = 1; failure <= throttlePolicy.freeFailures.address; failure += 1) {
      expect((await attempt(`guess${failure}@example.sa`, "some password here", noisy)).statusCode).toBe(401);
    }
    expect(waits).toEqual([]);
    // Past the free attempts, each check waits for the address's turn, the turns 1 s apart, then 2 s, 4 s… (the
    // clock stands still here, so the waits add up).
    for (let failure = 1; failure <= 3; failure += 1) {
      expect((await attempt(`more${failure}@example.sa`, "some password here", noisy)).statusCode).toBe(401);
    }
    expect(waits).toEqual([1000, 3000]);
    // A burst: one attempt gets the next turn (8 s away at most); the others would wait too long and are refused
    // before any password is hashed, in the caller's language, with when to come back.
    waits.length = 0;
    const burst = await Promise.all(
      Array.from({ length: 5 }, (_, index) => attempt(`burst${index}@example.sa`, "some password", noisy, "en")),
    );
    expect(burst.map((response) => response.statusCode).sort()).toEqual([401, 429, 429, 429, 429]);
    const refused = burst.find((response) => response.statusCode === 429)!;
    expect(refused.json().error).toMatchObject({ code: "sign_in_busy" });
    expect(refused.json().error.message).toMatch(
      /^Many sign-ins from your network have failed just now\. Try again in \d+ seconds?\.$/,
    );
    expect(Number(refused.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    expect(waits).toHaveLength(1);
    expect(waits[0]).toBeLessThanOrEqual(throttlePolicy.maxTurnWaitMs);
    const audited = await database.db
      .selectFrom("audit_log")
      .select("actor_email")
      .where("action", "=", "sign_in_failed")
      .where("actor_email", "like", "burst%")
      .execute();
    expect(audited).toHaveLength(1);
    // Once the queue has moved on, a right password from the same address signs in, after its turn.
    advance(throttlePolicy.maxTurnWaitMs + throttlePolicy.addressPace.maxMs);
    waits.length = 0;
    expect((await attempt("reem@example.sa", goodPassword, noisy)).statusCode).toBe(200);
    expect(waits.every((ms) => ms <= throttlePolicy.addressPace.maxMs)).toBe(true);
    advance(throttlePolicy.windowMs);
  });

  it("ends the sessions of a disabled account at once and refuses its sign-in", async () => {
    const editorId = await createStaff(database, "disabled-soon@example.sa", "editor");
    const editor = await signIn(app, "disabled-soon@example.sa");
    const admin = await signIn(app, "admin@example.sa");
    const disable = await app.inject({
      method: "PATCH",
      url: `/api/admin/staff/${editorId}`,
      headers: { cookie: admin },
      payload: { disabled: true },
    });
    expect(disable.statusCode).toBe(200);
    expect((await whoAmI(editor)).statusCode).toBe(401);
    // The right password is told the account is suspended (docs/decisions/033-staff-accounts.md); a wrong one
    // gets the answer an unknown e-mail gets.
    const suspended = await attempt("disabled-soon@example.sa", goodPassword);
    expect(suspended.statusCode).toBe(403);
    expect(suspended.json().error.code).toBe("account_suspended");
    expect((await attempt("disabled-soon@example.sa", "not the right password")).statusCode).toBe(401);
    const audit = await app.inject({
      method: "GET",
      url: "/api/admin/audit?action=staff_updated",
      headers: { cookie: admin },
    });
    expect(audit.json().data[0]).toMatchObject({ actorEmail: "admin@example.sa", subject: `staff:${editorId}` });
  });

  it("writes sign-in, failed sign-in and sign-out to the audit log", async () => {
    const cookie = await signIn(app, "admin@example.sa");
    await attempt("admin@example.sa", "a wrong password", "192.0.2.77");
    await app.inject({ method: "DELETE", url: "/api/admin/session", headers: { cookie } });
    const admin = await signIn(app, "admin@example.sa");
    const log = await app.inject({ method: "GET", url: "/api/admin/audit?limit=4", headers: { cookie: admin } });
    expect(log.json().data.map((row: { action: string }) => row.action)).toEqual([
      "sign_in",
      "sign_out",
      "sign_in_failed",
      "sign_in",
    ]);
    expect(log.json().data[2]).toMatchObject({ actorEmail: "admin@example.sa", address: "192.0.2.77" });
  });
});
