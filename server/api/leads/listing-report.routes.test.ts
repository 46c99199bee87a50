import { randomUUID } from "node:crypto";
import { parse } from "csv-parse/sync";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaff, signIn } from "../../../testing/server/admin-helpers.ts";
import { buildTestApp } from "../../../testing/server/app.ts";
import { createTestDatabase, type TestDatabase, testEngines } from "../../../testing/server/databases.ts";
import { testPropertyGraph } from "../../../testing/server/listing.ts";
import { insertListingGraph } from "../../db/listing.repository.ts";
import { noteNewListings } from "../../db/search-alert.repository.ts";
import { seedCompany } from "../../seed/seed-company.ts";

/** A person's report: filled in over a few seconds, honeypot empty, a fresh key. */
function report(extra: Record<string, unknown> = {}) {
  return {
    name: "سارة محمد العتيبي",
    email: `report-${randomUUID()}@example.sa`,
    phone: "٩٦٦٥٠١٢٣٤٥٦٧",
    message: "العقار بيع الأسبوع الماضي",
    reason: "sold",
    submissionKey: randomUUID(),
    website: "",
    fillMs: 6000,
    sourcePage: "/property/1/report",
    ...extra,
  };
}

describe.each(testEngines)("listing reports on %s", (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let staff: string;
  const ids: Record<string, number> = {};

  const post = async (url: string, payload: unknown, language = "ar") => {
    const response = await app.inject({
      method: "POST",
      url,
      headers: { "content-type": "application/json", "accept-language": language },
      payload: JSON.stringify(payload),
    });
    return { status: response.statusCode, body: response.json() };
  };
  const leadsOf = (email: string) =>
    database.db.selectFrom("leads").selectAll().where("email", "=", email).orderBy("id").execute();

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await seedCompany(database.db, undefined);
    ids.property = await insertListingGraph(database.db, testPropertyGraph);
    ids.hidden = await insertListingGraph(database.db, {
      ...testPropertyGraph,
      listing: { ...testPropertyGraph.listing, published: 0 },
    });
    app = await buildTestApp(database, { LEAD_RATE_LIMIT: "10000" });
    await createStaff(database, "editor@example.sa", "editor");
    staff = await signIn(app, "editor@example.sa");
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it("stores a report once as a listing_report lead with its reason and listing, and answers 201", async () => {
    const payload = report({ propertyId: ids.property });
    const first = await post("/api/property-report", payload);
    const again = await post("/api/property-report", payload);
    expect(first).toEqual({ status: 201, body: { data: { received: true } } });
    expect(again).toEqual(first);
    const stored = await leadsOf(payload.email);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      kind: "listing_report",
      listing_id: ids.property,
      report_reason: "sold",
      phone: "+966501234567",
      spam_reason: null,
    });
  });

  it("refuses a report without a reason or with an unknown one, saying so in the request's language", async () => {
    const withoutReason = report({ propertyId: ids.property, reason: undefined });
    const missing = await post("/api/property-report", withoutReason);
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields.reason).toMatch(/[\u0600-\u06FF]/);
    const unknown = await post(
      "/api/property-report",
      report({ propertyId: ids.property, reason: "too_expensive" }),
      "en",
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields.reason).toMatch(/[a-z]/);
    expect(await leadsOf(withoutReason.email)).toEqual([]);
  });

  it("answers 404 for a hidden listing or another kind's id, and stores nothing", async () => {
    const hidden = report({ propertyId: ids.hidden });
    expect((await post("/api/property-report", hidden)).status).toBe(404);
    const otherKind = report({ auctionId: ids.property });
    expect((await post("/api/auction-report", otherKind)).status).toBe(404);
    expect(await leadsOf(hidden.email)).toEqual([]);
    expect(await leadsOf(otherKind.email)).toEqual([]);
  });

  it("answers 404 for a listing taken off the site since it was listed (an interest in it is kept; a report is moot)", async () => {
    const id = await insertListingGraph(database.db, testPropertyGraph);
    await noteNewListings(database.db, new Date());
    await database.db.updateTable("listings").set({ published: 0 }).where("id", "=", id).execute();
    const late = report({ propertyId: id });
    expect((await post("/api/property-report", late)).status).toBe(404);
    expect(await leadsOf(late.email)).toEqual([]);
  });

  it("does not let an interest endpoint take a reason as a report", async () => {
    const payload = report({ propertyId: ids.property });
    expect((await post("/api/property-interest", payload)).status).toBe(201);
    expect(await leadsOf(payload.email)).toMatchObject([{ kind: "property_interest", report_reason: null }]);
  });

  it("shows reports in the back office inbox under their own kind, with the reason, and in the CSV", async () => {
    const payload = report({ propertyId: ids.property, reason: "licence", name: "Khalid Saad Alharbi" });
    expect((await post("/api/property-report", payload, "en")).status).toBe(201);
    const get = (url: string, language = "ar") =>
      app.inject({ method: "GET", url, headers: { cookie: staff, "accept-language": language } });
    const inbox = (await get("/api/admin/leads?kind=listing_report")).json();
    const found = inbox.data.find((lead: { name: string }) => lead.name === payload.name);
    expect(found).toMatchObject({
      kind: "listing_report",
      reportReason: "licence",
      listing: { id: ids.property, kind: "property" },
    });
    const interests = (await get("/api/admin/leads?kind=property_interest")).json();
    expect(interests.data.every((lead: { kind: string }) => lead.kind === "property_interest")).toBe(true);
    const csvAr: string[][] = parse((await get("/api/admin/leads.csv?kind=listing_report")).rawPayload, { bom: true });
    expect(csvAr.some((row) => row.includes("بلاغ عن إعلان: مشكلة في الترخيص"))).toBe(true);
    const csvEn: string[][] = parse((await get("/api/admin/leads.csv?kind=listing_report", "en")).rawPayload, {
      bom: true,
    });
    expect(csvEn.some((row) => row.includes("Listing report: Licence problem"))).toBe(true);
  });

  it("describes the report endpoints in the OpenAPI document, the reason required", async () => {
    const document = (await app.inject({ url: "/api/openapi.json" })).json();
    for (const kind of ["auction", "project", "property"]) {
      const operation = document.paths[`/api/${kind}-report`]?.post;
      expect(operation?.responses, kind).toHaveProperty("201");
      expect(operation.requestBody.content["application/json"].schema.required).toEqual(
        expect.arrayContaining(["reason", `${kind}Id`]),
      );
    }
  });
});
