import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaff, signIn } from "../../testing/server/admin-helpers.ts";
import { buildTestApp } from "../../testing/server/app.ts";
import { createTestDatabase, type TestDatabase, testEngines } from "../../testing/server/databases.ts";
import { seedCompany } from "../seed/seed-company.ts";

const tooLarge = 2_147_483_648;
const enquiry = { name: "محمد عبدالله القحطاني", phone: "966501234567", fillMs: 5000 };

/** Bad input (docs/decisions/018-route-contracts.md): numbers beyond the columns' range and NUL bytes once answered 500 on PostgreSQL. */
describe.each(testEngines)("numbers out of range and NUL bytes on %s", (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let cookie: string;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await seedCompany(database.db, undefined);
    app = await buildTestApp(database);
    await createStaff(database, "admin@example.sa", "admin");
    cookie = await signIn(app, "admin@example.sa");
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it("answers a listing id no row can have with 404", async () => {
    for (const kind of ["auction", "project", "property"]) {
      const response = await app.inject({ url: `/api/${kind}/${tooLarge}` });
      expect(response.statusCode, kind).toBe(404);
    }
  });

  it("answers a category id beyond the range with a translated 400", async () => {
    const response = await app.inject({
      url: `/api/auction?categoryId=${tooLarge}`,
      headers: { "accept-language": "en" },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(["categoryId"]);
  });

  it("drops NUL and other control characters from the list search", async () => {
    for (const query of ["search=%00", "location=%00%01", "search=%00villa"]) {
      const response = await app.inject({ url: `/api/auction?${query}` });
      expect(response.statusCode, query).toBe(200);
    }
  });

  it("refuses a listing id beyond the range in an interest with a field message", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/auction-interest",
      headers: { "accept-language": "en" },
      payload: { ...enquiry, auctionId: tooLarge },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(["auctionId"]);
  });

  it("refuses control characters in the back office's searches", async () => {
    for (const url of [
      "/api/admin/leads?q=%00",
      `/api/admin/leads?listingId=${tooLarge}`,
      "/api/admin/audit?action=%00",
    ]) {
      const response = await app.inject({ url, headers: { cookie } });
      expect(response.statusCode, url).toBe(400);
    }
  });

  it("answers a day that does not exist with a 400 naming the field, and exports nothing", async () => {
    for (const url of [
      "/api/admin/leads?from=2026-13-01",
      "/api/admin/leads?to=2026-02-30",
      "/api/admin/leads.csv?from=2026-13-01",
      "/api/admin/leads.csv?to=2026-02-30&lang=en",
      "/api/admin/audit?to=2026-13-01",
      "/api/admin/audit?from=2026-02-30",
      "/api/admin/audit?from=0000-01-01",
    ]) {
      const response = await app.inject({ url, headers: { cookie, "accept-language": "en" } });
      expect(response.statusCode, url).toBe(400);
      const { error } = response.json();
      expect(error.code, url).toBe("invalid_request");
      expect(Object.keys(error.fields), url).toEqual([url.includes("from=") ? "from" : "to"]);
    }
    const exports = await database.db
      .selectFrom("audit_log")
      .where("action", "=", "leads_exported")
      .select("id")
      .execute();
    expect(exports).toEqual([]);
  });

  it("still takes a leap day and a day at the end of a month", async () => {
    for (const url of [
      "/api/admin/leads?from=2024-02-29&to=2026-04-30",
      "/api/admin/audit?from=2024-02-29&to=2026-12-31",
    ]) {
      const response = await app.inject({ url, headers: { cookie } });
      expect(response.statusCode, url).toBe(200);
    }
  });
});
