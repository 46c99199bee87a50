import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../testing/server/app.ts";
import { createTestDatabase, type TestDatabase } from "../../testing/server/databases.ts";

const contact = () => ({
  name: "محمد عبدالله القحطاني",
  email: "lead@example.sa",
  phone: "966501234567",
  message: "أرغب في عرض أرض في حي الملقا",
  sourcePage: "/contactus",
  submissionKey: randomUUID(),
  website: "",
  fillMs: 8000,
});

describe("origin check on state-changing requests", () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const post = (headers: Record<string, string>) =>
    app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { host: "www.example.sa", ...headers },
      payload: contact(),
    });

  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
    app = await buildTestApp(database, { LEAD_RATE_LIMIT: "1000" });
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it("refuses a cross-site or same-site form post by its Fetch Metadata, in the visitor's language", async () => {
    for (const site of ["cross-site", "same-site"]) {
      const response = await post({ "sec-fetch-site": site, origin: "https://evil.example", "accept-language": "en" });
      expect(response.statusCode, site).toBe(403);
      expect(response.json().error).toEqual({
        code: "cross_site",
        message: "The request was refused because it came from another site.",
      });
    }
    expect(await database.db.selectFrom("leads").select("id").execute()).toEqual([]);
  });

  it("falls back to Origin when a browser sends no Fetch Metadata", async () => {
    expect((await post({ origin: "https://evil.example" })).statusCode).toBe(403);
    expect((await post({ origin: "null" })).statusCode).toBe(403);
    expect((await post({ origin: "http://www.example.sa" })).statusCode).toBe(201);
  });

  it("accepts the site's own pages and clients that are not browsers", async () => {
    expect((await post({ "sec-fetch-site": "same-origin", origin: "http://www.example.sa" })).statusCode).toBe(201);
    expect((await post({})).statusCode).toBe(201);
  });

  it("leaves reads alone", async () => {
    const response = await app.inject({
      method: "GET",
      url: "/api/auction",
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(response.statusCode).toBe(200);
  });
});
