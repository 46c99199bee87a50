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
    expect(after).toMatchObject({ phone: "+966112345678", isPlaceholder: false });
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
      phone: "Enter a Saudi number such as 011\u00a0234\u00a05678 or 050\u00a0123\u00a04567.",
      email: "This value is not valid.",
      "licences.fal": "This value is not valid.",
    });
    expect((await app.inject({ method: "GET", url: "/api/company" })).json().data.phone).toBe(current.phone);
  });

  it("seeds a database only once: a restart keeps what staff saved", async () => {
    await seedCompany(database.db, undefined);
    expect((await app.inject({ method: "GET", url: "/api/company" })).json().data.phone).toBe("+966112345678");
  });

  it("takes landlines and mobiles as people write them, Arabic-Indic digits too, and stores E.164 (issue 31)", async () => {
    const current = (await app.inject({ method: "GET", url: "/api/admin/company", headers: { cookie: admin } })).json()
      .data;
    const put = (payload: Record<string, unknown>, language = "en") =>
      app.inject({
        method: "PUT",
        url: "/api/admin/company",
        headers: { cookie: admin, "accept-language": language },
        payload,
      });
    for (const [phone, whatsapp, stored] of [
      ["0112345678", "0501234567", ["+966112345678", "+966501234567"]],
      ["+966 11 234 5678", "+966 50 123 4567", ["+966112345678", "+966501234567"]],
      ["٠١١٢٣٤٥٦٧٨", "٠٥٠١٢٣٤٥٦٧", ["+966112345678", "+966501234567"]],
      ["00966 12 612 3456", "\u200f۰۵۵-۱۲۳-۴۵۶۷", ["+966126123456", "+966551234567"]],
    ] as const) {
      const response = await put({ ...current, phone, whatsapp });
      expect(response.statusCode, phone).toBe(200);
      const after = (await app.inject({ method: "GET", url: "/api/company" })).json().data;
      expect([after.phone, after.whatsapp], phone).toEqual(stored);
    }
    // A client that sends the fields' text: Arabic-Indic digits and separators in numbers.
    const numbers = await put({
      ...current,
      office: { ...current.office, lat: "٢٤٫٧١٣٦", lng: "٤٦٫٦٧٥٣" },
      customersCount: "١٬٢٥٠",
    });
    expect(numbers.statusCode).toBe(200);
    const after = (await app.inject({ method: "GET", url: "/api/company" })).json().data;
    expect(after.office).toMatchObject({ lat: 24.7136, lng: 46.6753 });
    expect(after.customersCount).toBe(1250);
    for (const [language, message] of [
      ["ar", "أدخل رقمًا سعوديًا صحيحًا، مثل \u2066011\u00a0234\u00a05678\u2069 أو \u2066050\u00a0123\u00a04567\u2069."],
      ["en", "Enter a Saudi number such as 011\u00a0234\u00a05678 or 050\u00a0123\u00a04567."],
    ] as const) {
      const refused = await put({ ...current, phone: "011234567", whatsapp: "٠٥٠١٢" }, language);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fields).toEqual({ phone: message, whatsapp: message });
    }
  });
});
