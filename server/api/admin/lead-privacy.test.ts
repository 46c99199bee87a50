import { parse } from "csv-parse/sync";
import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaff, signIn } from "../../../testing/server/admin-helpers.ts";
import { buildTestApp } from "../../../testing/server/app.ts";
import { createTestDatabase, type TestDatabase, testEngines } from "../../../testing/server/databases.ts";
import { dashboardFigures } from "../../db/dashboard.repository.ts";
import { insertLead, type NewLeadRecord } from "../../db/lead.repository.ts";
import { rebuildLeadStats } from "../../db/lead-stats.repository.ts";
import { insertListingGraph } from "../../db/listing.repository.ts";
import type { Database } from "../../db/schema.ts";
import { savePendingAlert } from "../../db/search-alert.repository.ts";
import { eraseLead } from "../../services/lead-privacy.ts";

let key = 0;
function lead(overrides: Partial<NewLeadRecord> = {}): NewLeadRecord {
  key += 1;
  return {
    kind: "contact",
    listing: null,
    name: "نورة عبدالعزيز الدوسري",
    email: "noura.dosari@example.sa",
    phone: "+966551112233",
    message: "أرغب في بيع فيلا في حي النرجس",
    language: "ar",
    source_page: "/contactus",
    submission_key: `privacy-${key}`,
    spam_reason: null,
    ...overrides,
  };
}

/** The dashboard's kept summaries, in a stable order, hours rounded past the noise of summing floats. */
async function summary(db: Kysely<Database>) {
  const stats = await db
    .selectFrom("lead_stats_daily")
    .selectAll()
    .orderBy("day")
    .orderBy("kind")
    .orderBy("source")
    .execute();
  const listings = await db.selectFrom("lead_listing_daily").selectAll().orderBy("listing_id").orderBy("day").execute();
  return {
    stats: stats
      .filter((row) => Number(row.leads) > 0)
      .map((row) => ({ ...row, response_hours: Math.round(Number(row.response_hours) * 1e6) / 1e6 })),
    listings: listings.map((row) => ({ ...row, leads: Number(row.leads) })),
  };
}

// A visitor's request to be erased or anonymised (docs/decisions/039-lead-privacy.md), through the admin API.
describe.each(testEngines)("erasing and anonymising leads on %s", (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let admin: string;
  let editor: string;
  let projectId: number;
  const call = (method: "GET" | "POST" | "DELETE" | "PATCH", url: string, cookie = admin, payload?: object) =>
    app.inject({ method, url, headers: { cookie, "accept-language": "en" }, ...(payload ? { payload } : {}) });
  const store = async (record: NewLeadRecord, at = new Date()) => {
    const result = await insertLead(database.db, record, at);
    if (result.status !== "created") throw new Error("lead not stored");
    return result.id;
  };
  const inboxIds = async (query = "") =>
    ((await call("GET", `/api/admin/leads${query}`)).json().data as { id: number }[]).map((row) => row.id);
  const csvOf = async () => (await call("GET", "/api/admin/leads.csv?lang=en")).body;
  const auditText = async () =>
    (await database.db.selectFrom("audit_log").select(["detail", "subject", "action"]).execute())
      .map((row) => `${row.action} ${row.subject} ${row.detail}`)
      .join("\n");

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = await buildTestApp(database);
    await createStaff(database, "admin@example.sa", "admin");
    await createStaff(database, "editor@example.sa", "editor");
    admin = await signIn(app, "admin@example.sa");
    editor = await signIn(app, "editor@example.sa");
    projectId = await insertListingGraph(database.db, {
      listing: {
        kind: "project",
        category_id: null,
        status: "AVAILABLE",
        title_ar: "مشروع النرجس",
        title_en: "Al Narjis project",
        description_ar: "",
        description_en: "",
        location_ar: "الرياض",
        location_en: "Riyadh",
        city: "riyadh",
        price: 1_000_000,
        area: 300,
        lat: 24.8,
        lng: 46.6,
      },
      imageKeys: [],
      features: [],
      boundaries: [],
      lots: [],
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it("erases a lead from the inbox, its search, the CSV and the audit details, and keeps the dashboard right", async () => {
    const other = await store(lead({ name: "Khalid Omar", email: "khalid@example.sa", phone: "+966502223344" }));
    const id = await store(
      lead({ kind: "project_interest", listing: { kind: "project", id: projectId }, source_page: "/project/1" }),
      new Date(Date.now() - 3 * 3_600_000),
    );
    // Staff handled it: answered, a note, a bulk change and an export that searched for the person.
    expect((await call("PATCH", `/api/admin/leads/${id}`, editor, { status: "contacted" })).statusCode).toBe(200);
    const note = { body: "اتصلت بنورة على 0551112233 وطلبت مهلة" };
    expect((await call("POST", `/api/admin/leads/${id}/notes`, editor, note)).statusCode).toBe(201);
    const bulk = { action: "status", status: "closed", ids: [id, other] };
    expect((await call("POST", "/api/admin/leads/bulk", editor, bulk)).statusCode).toBe(200);
    expect((await call("GET", `/api/admin/leads.csv?q=${encodeURIComponent("نوره الدوسري")}`, editor)).statusCode).toBe(
      200,
    );
    expect(await inboxIds("?q=0551112233")).toEqual([id]);
    expect(await auditText()).toContain("نورة عبدالعزيز الدوسري");

    expect((await call("DELETE", `/api/admin/leads/${id}`)).statusCode).toBe(204);

    expect((await call("GET", `/api/admin/leads/${id}`)).statusCode).toBe(404);
    expect(await inboxIds()).not.toContain(id);
    expect(await inboxIds("?q=0551112233")).toEqual([]);
    expect(await inboxIds(`?q=${encodeURIComponent("الدوسري")}`)).toEqual([]);
    expect(await inboxIds("?q=khalid")).toEqual([other]);
    const csv = await csvOf();
    expect(csv).not.toContain("Noura");
    expect(csv).not.toContain("الدوسري");
    expect(csv).not.toContain("noura.dosari");
    expect(csv).toContain("Khalid Omar");
    const audit = await auditText();
    for (const personal of ["الدوسري", "noura.dosari", "551112233", "نوره الدوسري", "مهلة"]) {
      expect(audit).not.toContain(personal);
    }
    // The other lead of the same bulk change keeps its name; the erasure's own entry names only the number.
    expect(audit).toContain("Khalid Omar");
    const entry = await database.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "lead_erased")
      .where("subject", "=", `lead:${id}`)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(entry.detail)).toEqual({ kind: "project_interest", auditRowsScrubbed: 2, onRequest: true });
    expect(await database.db.selectFrom("lead_notes").where("lead_id", "=", id).selectAll().execute()).toEqual([]);
    if (engine === "sqlite") {
      const { sql } = await import("kysely");
      const found = await sql<{
        rowid: number;
      }>`select rowid from leads_search where leads_search match ${'"الدوسري"'}`.execute(database.db);
      expect(found.rows).toEqual([]);
    }

    // The kept summary is what a recount from the remaining leads gives.
    const kept = await summary(database.db);
    await rebuildLeadStats(database.db);
    expect(kept).toEqual(await summary(database.db));
    expect(kept.listings.find((row) => row.listing_id === projectId)).toBeUndefined();

    expect((await call("DELETE", `/api/admin/leads/${id}`)).statusCode).toBe(404);
  });

  it("anonymises a lead, keeping the dashboard's figures, and says so in the audit log without the data", async () => {
    const id = await store(
      lead({
        kind: "project_interest",
        listing: { kind: "project", id: projectId },
        name: "Fahad Al-Mutairi",
        email: "fahad@example.sa",
        phone: "+966503334455",
        source_page: "/en/project/1",
      }),
      new Date(Date.now() - 5 * 3_600_000),
    );
    expect((await call("PATCH", `/api/admin/leads/${id}`, editor, { status: "contacted" })).statusCode).toBe(200);
    expect(
      (await call("POST", `/api/admin/leads/${id}/notes`, editor, { body: "Fahad wants a call" })).statusCode,
    ).toBe(201);
    const before = await dashboardFigures(database.db);
    const summaryBefore = await summary(database.db);

    const response = await call("POST", `/api/admin/leads/${id}/anonymise`);
    expect(response.statusCode).toBe(200);
    const answered = response.json().data;
    expect(answered).toMatchObject({
      id,
      kind: "project_interest",
      status: "contacted",
      name: "",
      phone: "",
      email: null,
      message: null,
      notes: [],
      listing: { id: projectId },
    });
    expect(answered.anonymisedAt).toEqual(expect.any(String));

    expect(await dashboardFigures(database.db)).toEqual(before);
    expect(await summary(database.db)).toEqual(summaryBefore);
    expect(await inboxIds()).toContain(id);
    expect(await inboxIds("?q=fahad")).toEqual([]);
    expect(await inboxIds("?q=503334455")).toEqual([]);
    const csv = await csvOf();
    expect(csv).not.toContain("Fahad");
    expect(csv).not.toContain("503334455");
    const rows: Record<string, string>[] = parse(csv.replace(/^\uFEFF/, ""), { columns: true });
    const row = rows.find((item) => item.Lead === String(id));
    expect(row).toMatchObject({ Name: "", Mobile: "", Email: "", Message: "", Status: "Contacted" });
    const audit = await auditText();
    expect(audit).not.toContain("Fahad");
    expect(audit).toContain(`lead_anonymised lead:${id} {"auditRowsScrubbed":0,"onRequest":true}`);

    // Again: answered as it is, no second entry.
    expect((await call("POST", `/api/admin/leads/${id}/anonymise`)).statusCode).toBe(200);
    const entries = await database.db
      .selectFrom("audit_log")
      .select("id")
      .where("action", "=", "lead_anonymised")
      .where("subject", "=", `lead:${id}`)
      .execute();
    expect(entries).toHaveLength(1);
    expect((await call("POST", "/api/admin/leads/999999/anonymise")).statusCode).toBe(404);
  });

  it("refuses editors both", async () => {
    const id = await store(lead());
    expect((await call("DELETE", `/api/admin/leads/${id}`, editor)).statusCode).toBe(403);
    expect((await call("POST", `/api/admin/leads/${id}/anonymise`, editor)).statusCode).toBe(403);
    expect((await call("GET", `/api/admin/leads/${id}`, editor)).json().data.name).toBe("نورة عبدالعزيز الدوسري");
  });

  it("subtracts a lead from the summary once when two erasures race", async () => {
    const id = await store(lead({ listing: { kind: "project", id: projectId }, kind: "project_interest" }));
    const audit = () => ({
      at: new Date().toISOString(),
      staffId: null,
      actorEmail: null,
      action: "lead_erased" as const,
    });
    const results = await Promise.all([eraseLead(database.db, id, audit), eraseLead(database.db, id, audit)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    const kept = await summary(database.db);
    await rebuildLeadStats(database.db);
    expect(kept).toEqual(await summary(database.db));
  });

  it("takes the erased person's search alerts with the lead", async () => {
    const email = "alerts-holder@example.sa";
    const id = await store(lead({ email }));
    const now = new Date();
    await savePendingAlert(
      database.db,
      { email, kind: "property", filters: "city=riyadh", language: "ar", frequency: "daily" },
      "token-hash-of-holder",
      now,
    );
    const alertsOf = () => database.db.selectFrom("search_alerts").select("id").where("email", "=", email).execute();
    expect(await alertsOf()).toHaveLength(1);
    expect((await call("DELETE", `/api/admin/leads/${id}`)).statusCode).toBe(204);
    expect(await alertsOf()).toEqual([]);
  });

  it("hands the erased person to every holder of personal data, in the erasure's transaction", async () => {
    const id = await store(lead({ email: "holder@example.sa" }));
    const told: unknown[] = [];
    const holders = [{ name: "test", erase: async (_db: unknown, person: unknown) => void told.push(person) }];
    const audit = () => ({
      at: new Date().toISOString(),
      staffId: null,
      actorEmail: null,
      action: "lead_erased" as const,
    });
    expect(await eraseLead(database.db, id, audit, holders)).toBe(true);
    expect(told).toEqual([{ name: "نورة عبدالعزيز الدوسري", email: "holder@example.sa", phone: "+966551112233" }]);
  });
});
