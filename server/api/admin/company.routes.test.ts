import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaff, signIn } from "../../../testing/server/admin-helpers.ts";
import { buildTestApp } from "../../../testing/server/app.ts";
import { createTestDatabase, type TestDatabase, testEngines } from "../../../testing/server/databases.ts";
import { seedCompany } from "../../seed/seed-company.ts";

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
      "licences.fal": "This field is required.",
    });
    expect((await app.inject({ method: "GET", url: "/api/company" })).json().data.phone).toBe(current.phone);
  });

  it("seeds a database only once: a restart keeps what staff saved", async () => {
    await seedCompany(database.db, undefined);
    expect((await app.inject({ method: "GET", url: "/api/company" })).json().data.phone).toBe("+966112345678");
  });

  it("takes landlines and mobiles as people write them, Arabic-Indic digits too, and stores E.164", async () => {
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

  it("refuses javascript: and data: links and control characters, saying what is expected in both languages", async () => {
    const current = (await app.inject({ method: "GET", url: "/api/admin/company", headers: { cookie: admin } })).json()
      .data;
    const hostile = {
      ...current,
      name: { ...current.name, en: "Estates\u0000Co" },
      office: { ...current.office, placeUrl: "javascript:alert(document.cookie)" },
      social: [
        { network: "x", url: "data:text/html,<script>alert(1)</script>" },
        { network: "instagram", url: "http://instagram.com/company" },
        { network: "snapchat", url: " JAVASCRIPT:alert(1)" },
      ],
    };
    for (const [language, link, control] of [
      [
        "ar",
        "أدخل رابطًا كاملًا يبدأ بـ https://، مثل \u2066https://www.example.sa/page\u2069.",
        "النص يحوي رموز تحكم غير مرئية (مثل NUL)؛ احذفها أو أعد كتابة النص.",
      ],
      [
        "en",
        "Enter a full link starting with https://, such as https://www.example.sa/page.",
        "The text holds invisible control characters (such as NUL); remove them or type the text again.",
      ],
    ] as const) {
      const refused = await app.inject({
        method: "PUT",
        url: "/api/admin/company",
        headers: { cookie: admin, "accept-language": language },
        payload: hostile,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fields).toEqual({
        "name.en": control,
        "office.placeUrl": link,
        "social.0.url": link,
        "social.1.url": link,
        "social.2.url": link,
      });
    }
    const served = (await app.inject({ method: "GET", url: "/api/company" })).json().data;
    expect(served.office.placeUrl).toBe(current.office.placeUrl);
  });

  it("stores texts trimmed and NFC-normalised", async () => {
    const current = (await app.inject({ method: "GET", url: "/api/admin/company", headers: { cookie: admin } })).json()
      .data;
    // "é" as e + combining acute (NFD) is stored as the one character é (NFC).
    const saved = await app.inject({
      method: "PUT",
      url: "/api/admin/company",
      headers: { cookie: admin },
      payload: { ...current, name: { ...current.name, en: "  Cafe\u0301 Estates  " } },
    });
    expect(saved.statusCode).toBe(200);
    const after = (await app.inject({ method: "GET", url: "/api/company" })).json().data;
    expect(after.name.en).toBe("Caf\u00e9 Estates");
  });

  it("never serves bad values stored before the rules: they are repaired when read", async () => {
    const row = await database.db
      .selectFrom("settings")
      .select("value")
      .where("key", "=", "company")
      .executeTakeFirstOrThrow();
    const stored = JSON.parse(row.value);
    const bad = {
      ...stored,
      name: { ...stored.name, en: "Estates\u0007 Co\u001b" },
      office: { ...stored.office, lat: 24.5, lng: 46.25, placeUrl: "javascript:alert(1)" },
      social: [
        { network: "x", url: "data:text/html,<script>alert(1)</script>" },
        { network: "youtube", url: "https://www.youtube.com/@company" },
        { network: "facebook", url: "vbscript:msgbox(1)" },
      ],
    };
    await database.db
      .updateTable("settings")
      .set({ value: JSON.stringify(bad) })
      .where("key", "=", "company")
      .execute();
    // A fresh app: the company cache of the running one would answer the previous value for 30 seconds.
    const fresh = await buildTestApp(database);
    try {
      const response = await fresh.inject({ method: "GET", url: "/api/company" });
      expect(response.statusCode).toBe(200);
      const served = response.json().data;
      expect(served.name.en).toBe("Estates Co");
      expect(served.office.placeUrl).toBe("https://www.google.com/maps?q=24.5,46.25");
      expect(served.social).toEqual([
        { network: "x", url: "https://x.com/" },
        { network: "youtube", url: "https://www.youtube.com/@company" },
        { network: "facebook", url: "https://www.facebook.com/" },
      ]);
      const page = await fresh.inject({ method: "GET", url: "/en" });
      expect(page.body).not.toMatch(/javascript:|vbscript:|data:text\/html/);
    } finally {
      await fresh.close();
    }
  });
});
