import { afterAll, beforeAll, describe, expect, it } from "vitest";
import demoCompany from "../../config/company.demo.json" with { type: "json" };
import { createTestDatabase, type TestDatabase, testEngines } from "../../testing/server/databases.ts";
import { insertLead, type NewLeadRecord } from "./lead.repository.ts";
import { listLeads } from "./lead-inbox.repository.ts";
import { up } from "./migrations/2026-11-28-030-phone-e164.ts";
import { findCompany } from "./settings.repository.ts";

function lead(phone: string, key: string): NewLeadRecord {
  return {
    kind: "contact",
    listing: null,
    name: "فهد ناصر الدوسري",
    email: `${key}@example.sa`,
    phone,
    message: null,
    language: "ar",
    source_page: "/contactus",
    submission_key: key,
    spam_reason: null,
  };
}

// Numbers are stored as E.164 with their plus; those stored before, as digits without it, get it.
describe.each(testEngines)("phone numbers as E.164 on %s", (engine) => {
  let database: TestDatabase;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    for (const [name, phone] of [
      ["old", "966551234567"],
      ["new", "+966551234567"],
      ["other", "+971501234567"],
    ] as const) {
      const stored = await insertLead(database.db, lead(phone, `phone-${name}`));
      if (stored.status !== "created") throw new Error(`lead ${name} not stored`);
      ids[name] = stored.id;
    }
    // The company's numbers as saved before, without their plus.
    await database.db
      .insertInto("settings")
      .values({
        key: "company",
        value: JSON.stringify({ ...demoCompany, phone: "966110000000", whatsapp: "966500000000" }),
        updated_at: new Date().toISOString(),
      })
      .execute();
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("gives the numbers stored before their plus, and leaves E.164 ones as they are", async () => {
    await up(database.db);
    const rows = await database.db.selectFrom("leads").select(["id", "phone"]).orderBy("id").execute();
    expect(rows.map((row) => row.phone)).toEqual(["+966551234567", "+966551234567", "+971501234567"]);
    const stored = await database.db
      .selectFrom("settings")
      .select("value")
      .where("key", "=", "company")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.value)).toMatchObject({ phone: "+966110000000", whatsapp: "+966500000000" });
    expect(await findCompany(database.db)).toMatchObject({ phone: "+966110000000", whatsapp: "+966500000000" });
  });

  it.each(["0551234567", "٠٥٥١٢٣٤٥٦٧", "+966 55 123 4567", "00966551234567", "551234567"])(
    "the inbox search finds old and new leads by %s",
    async (q) => {
      const { leads } = await listLeads(database.db, { q }, 1, 50);
      expect(leads.map((found) => found.id).sort()).toEqual([ids.old, ids.new].sort());
    },
  );
});
