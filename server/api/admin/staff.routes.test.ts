import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaff, goodPassword, signIn } from "../../../testing/server/admin-helpers.ts";
import { buildTestApp } from "../../../testing/server/app.ts";
import { createTestDatabase, type TestDatabase, testEngines } from "../../../testing/server/databases.ts";
import { insertStaff } from "../../db/staff.repository.ts";
import { isUniqueViolation } from "../../db/unique-violation.ts";

describe.each(testEngines)("staff management on %s", (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let admin: string;
  let adminId: number;
  const create = (payload: Record<string, unknown>, language = "ar") =>
    app.inject({
      method: "POST",
      url: "/api/admin/staff",
      headers: { cookie: admin, "accept-language": language },
      payload,
    });

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = await buildTestApp(database);
    adminId = await createStaff(database, "owner@example.sa", "admin");
    admin = await signIn(app, "owner@example.sa");
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it("creates an editor who can sign in with the password given", async () => {
    const response = await create({
      email: "Sara@Example.sa",
      name: "سارة",
      role: "editor",
      password: "Camels cross the Nafud slowly",
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ email: "sara@example.sa", role: "editor", disabled: false });
    expect(JSON.stringify(response.json())).not.toContain("argon2");
    await expect(signIn(app, "sara@example.sa", "Camels cross the Nafud slowly")).resolves.toContain("staff_session");
  });

  it("refuses short, common and guessable passwords with a translated message on the field", async () => {
    const short = await create({ email: "a@example.sa", name: "A", role: "editor", password: "Short1!" }, "en");
    expect(short.json().error.fields.password).toBe("The password is too short: it needs at least 12 characters.");
    const common = await create({ email: "a@example.sa", name: "A", role: "editor", password: "password1234" });
    expect(common.statusCode).toBe(400);
    expect(common.json().error.fields.password).toContain("سهلة التخمين");
    const ownEmail = await create({
      email: "khalid@example.sa",
      name: "Khalid",
      role: "editor",
      password: "khalid@example.sa1",
    });
    expect(ownEmail.json().error.code).toBe("password_too_weak");
  });

  it("refuses a second account with the same e-mail", async () => {
    const payload = { email: "twice@example.sa", name: "Twice", role: "editor", password: "Juniper and sandalwood 88" };
    expect((await create(payload)).statusCode).toBe(201);
    const again = await create({ ...payload, email: "TWICE@example.sa" });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe("email_taken");
  });

  it("resets a password: the old one and every session of that person stop working", async () => {
    const id = await createStaff(database, "reset-me@example.sa", "editor");
    const session = await signIn(app, "reset-me@example.sa");
    const reset = await app.inject({
      method: "PUT",
      url: `/api/admin/staff/${id}/password`,
      headers: { cookie: admin },
      payload: { password: "A new and long pass phrase 7" },
    });
    expect(reset.statusCode).toBe(204);
    expect(
      (await app.inject({ method: "GET", url: "/api/admin/staff/assignable", headers: { cookie: session } }))
        .statusCode,
    ).toBe(401);
    await expect(signIn(app, "reset-me@example.sa")).rejects.toThrow();
    await expect(signIn(app, "reset-me@example.sa", "A new and long pass phrase 7")).resolves.toBeTruthy();
  });

  it("refuses to reset a password to the one the account has, in both languages, and keeps its sessions", async () => {
    const id = await createStaff(database, "same-reset@example.sa", "editor");
    const session = await signIn(app, "same-reset@example.sa");
    for (const [language, message] of [
      ["ar", "كلمة المرور الجديدة هي الحالية نفسها؛ اختر كلمة مرور مختلفة."],
      ["en", "The new password is the same as the current one; choose a different password."],
    ] as const) {
      const same = await app.inject({
        method: "PUT",
        url: `/api/admin/staff/${id}/password`,
        headers: { cookie: admin, "accept-language": language },
        payload: { password: goodPassword },
      });
      expect(same.statusCode).toBe(400);
      expect(same.json().error.fields).toEqual({ password: message });
    }
    expect(
      (await app.inject({ method: "GET", url: "/api/admin/staff/assignable", headers: { cookie: session } }))
        .statusCode,
    ).toBe(200);
  });

  it("sends an admin to the account page for their own password", async () => {
    const response = await app.inject({
      method: "PUT",
      url: `/api/admin/staff/${adminId}/password`,
      headers: { cookie: admin, "accept-language": "en" },
      payload: { password: "A different pass phrase for me 2026" },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toMatch(/account page/);
    expect((await app.inject({ url: "/api/admin/session", headers: { cookie: admin } })).json().data.staff).not.toBe(
      null,
    );
  });

  it("refuses control characters in names and sign-in e-mails, never a 500", async () => {
    const named = await create({ email: "nul@example.sa", name: "a\u0000b", role: "editor", password: goodPassword });
    expect(named.statusCode).toBe(400);
    const signInWithNul = await app.inject({
      method: "POST",
      url: "/api/admin/session",
      payload: { email: "owner\u0000@example.sa", password: goodPassword },
    });
    expect(signInWithNul.statusCode).toBe(400);
  });

  it("recognises the unique index refusing a duplicate e-mail, which two admins creating at once would meet", async () => {
    const error = await insertStaff(database.db, {
      email: "owner@example.sa",
      name: "again",
      role: "editor",
      language: "ar",
      passwordHash: "x",
      now: new Date().toISOString(),
    }).catch((caught: unknown) => caught);
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(new Error("something else"))).toBe(false);
  });

  it("keeps at least one active admin", async () => {
    const demote = await app.inject({
      method: "PATCH",
      url: `/api/admin/staff/${adminId}`,
      headers: { cookie: admin },
      payload: { role: "editor" },
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().error.code).toBe("last_admin");
  });

  it("answers 400 for an id no account can have and 404 for one that is free, never a 500", async () => {
    const patch = (id: string) =>
      app.inject({
        method: "PATCH",
        url: `/api/admin/staff/${id}`,
        headers: { cookie: admin, "accept-language": "en" },
        payload: { name: "x" },
      });
    for (const id of ["2147483648", "abc", "0"]) {
      const response = await patch(id);
      expect(response.statusCode, id).toBe(400);
      expect(response.json().error.fields, id).toEqual({ id: "This value is not valid." });
    }
    expect((await patch("2147483647")).statusCode).toBe(404);
  });

  // Last: the owner is no longer an admin after it.
  it("keeps one admin when two admins demote each other at the same moment", async () => {
    const first = await createStaff(database, "first-admin@example.sa", "admin");
    const second = await createStaff(database, "second-admin@example.sa", "admin");
    const firstSession = await signIn(app, "first-admin@example.sa");
    const secondSession = await signIn(app, "second-admin@example.sa");
    const demote = (cookie: string, id: number) =>
      app.inject({ method: "PATCH", url: `/api/admin/staff/${id}`, headers: { cookie }, payload: { disabled: true } });
    // The owner steps aside first, leaving the two new admins to disable each other at once.
    const owner = await app.inject({
      method: "PATCH",
      url: `/api/admin/staff/${adminId}`,
      headers: { cookie: admin },
      payload: { role: "editor" },
    });
    expect(owner.statusCode).toBe(200);
    const [one, two] = await Promise.all([demote(firstSession, second), demote(secondSession, first)]);
    // One wins; the other is refused as the last admin (409), or is already signed out by the winner (401).
    const statuses = [one.statusCode, two.statusCode].sort();
    expect(statuses[0]).toBe(200);
    expect([401, 409]).toContain(statuses[1]);
    const admins = await database.db
      .selectFrom("staff")
      .select("id")
      .where("role", "=", "admin")
      .where("disabled", "=", 0)
      .execute();
    expect(admins).toHaveLength(1);
  });
});
