import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase, testEngines } from "../../db/test-databases.ts";
import { seedCompany } from "../../seed/seed-company.ts";
import { buildTestApp } from "../../test-app.ts";
import { createStaff, signIn } from "./admin-test-helpers.ts";

describe.each(testEngines)("company settings on %s", (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let admin: string;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await seedCompany(database.db, undefined);
    app = await buildTestApp(database);
    await createStaff(database, "owner@example.sa", "admin");
    admin = await signIn(app, "owner@example.sa");
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it("changes the company's phone, and the public API shows it at once", async () => {
    const before = (await app.inject({ method: "GET", url: "/api/company" })).json().data;
    const current = (await app.inject({ method: "GET", url: "/api/admin/company", headers: { cookie: admin } })).json()
      .data;
    expect(current).toEqual(before);
    const saved = await app.inject({
      method: "PUT",
      url: "/api/admin/company",
      headers: { cookie: admin },
      payload: { ...current, phone: "966112345678", isPlaceholder: false },
    });
    expect(saved.statusCode).toBe(200);
    const after = (await app.inject({ method: "GET", url: "/api/company" })).json().data;
    expect(after).toMatchObject({ phone: "966112345678", isPlaceholder: false });
    const audit = await database.db
      .selectFrom("audit_log")
      .select(["action", "detail", "actor_email"])
      .where("action", "=", "settings_updated")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.detail)).toEqual({ changed: ["phone", "isPlaceholder"] });
    expect(audit.actor_email).toBe("owner@example.sa");
  });

  it("refuses invalid values field by field, in the admin's language, and keeps the old ones", async () => {
    const current = (await app.inject({ method: "GET", url: "/api/admin/company", headers: { cookie: admin } })).json()
      .data;
    const response = await app.inject({
      method: "PUT",
      url: "/api/admin/company",
      headers: { cookie: admin, "accept-language": "en" },
      payload: { ...current, phone: "05x", email: "not an e-mail", licences: { ...current.licences, fal: "" } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      phone: "This value is not valid.",
      email: "This value is not valid.",
      "licences.fal": "This value is not valid.",
    });
    expect((await app.inject({ method: "GET", url: "/api/company" })).json().data.phone).toBe(current.phone);
  });

  it("seeds a database only once: a restart keeps what staff saved", async () => {
    await seedCompany(database.db, undefined);
    expect((await app.inject({ method: "GET", url: "/api/company" })).json().data.phone).toBe("966112345678");
  });
});
