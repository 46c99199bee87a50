import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase, testEngines } from "../../testing/server/databases.ts";
import { testPropertyGraph as listing } from "../../testing/server/listing.ts";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { type DatabaseHandle, openDatabase } from "../db/connection.ts";
import { insertListingGraph } from "../db/listing.repository.ts";
import { seedCompany } from "../seed/seed-company.ts";
import { createSiteServices } from "../services/site-services.ts";

/** Uncached reads (docs/decisions/023-shared-rate-limits.md): public reads that miss every cache are limited per address; cached answers never are. */

/** The app with the production caches (10 s) and a budget of `perMinute` uncached reads. */
function appOn(database: DatabaseHandle, perMinute: number): Promise<FastifyInstance> {
  const config = loadConfig({
    LOG_LEVEL: "silent",
    MEDIA_DIR: "data/test-media",
    API_UNCACHED_RATE_LIMIT: String(perMinute),
  });
  return buildApp({ config, database, services: createSiteServices(database.db, { listCacheSeconds: 10 }) });
}

describe.each(testEngines)("the budget of uncached API reads on %s", (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let id: number;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await seedCompany(database.db, undefined);
    id = await insertListingGraph(database.db, listing);
    app = await appOn(database, 3);
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const get = (url: string, remoteAddress: string, target = app) =>
    target.inject({ url, remoteAddress, headers: { "accept-language": "en" } });

  it("refuses unique queries from one address past the budget, never cached repeats, and not other addresses", async () => {
    const address = "203.0.113.20";
    const first = await get("/api/property?search=villa-one", address);
    expect(first.statusCode).toBe(200);
    expect((await get("/api/property?search=villa-two", address)).statusCode).toBe(200);
    expect((await get(`/api/property/${id}`, address)).statusCode).toBe(200);

    // The fourth miss, on a list of another kind, is one too many: one budget for every route.
    const refused = await get("/api/auction?search=villa-three", address);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(60);
    expect(refused.json()).toEqual({
      error: { code: "too_many_requests", message: "Too many requests in a short time. Please try again shortly." },
    });
    const arabic = await app.inject({ url: "/api/property?search=villa-four", remoteAddress: address });
    expect(arabic.statusCode).toBe(429);
    expect(arabic.json().error.message).toBe("طلبات كثيرة في وقت قصير، حاول مرة أخرى بعد قليل.");
    expect((await get("/api/listings?ids=property-1", address)).statusCode).toBe(429);
    expect((await get("/sitemap.xml", address)).statusCode).toBe(429);

    // What the cache answers is never limited, however often it is asked for (the search is normalised).
    for (let index = 0; index < 10; index += 1) {
      const again = await get("/api/property?search=VILLA-ONE", address);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
    }
    expect((await get(`/api/property/${id}`, address)).statusCode).toBe(200);
    expect((await get("/api/content/map", address)).statusCode).toBe(200);

    // Another address has its own budget.
    expect((await get("/api/auction?search=villa-three", "203.0.113.21")).statusCode).toBe(200);
    expect((await get("/api/project?search=villa-five", "203.0.113.21")).statusCode).toBe(200);
  });

  it("declares the refusal in the API document", async () => {
    const document = (await app.inject({ url: "/api/openapi.json" })).json();
    for (const path of ["/api/property", "/api/property/{id}", "/api/listings", "/api/auction/{id}/calendar.ics"]) {
      expect(document.paths[path]?.get?.responses, path).toHaveProperty("429");
    }
  });

  it("counts nothing with a budget of 0", async () => {
    const unlimited = await appOn(database, 0);
    try {
      for (let index = 0; index < 10; index += 1) {
        expect((await get(`/api/property?search=unlimited-${index}`, "203.0.113.30", unlimited)).statusCode).toBe(200);
      }
    } finally {
      await unlimited.close();
    }
  });

  // On PostgreSQL the budget is kept in the database (decision 023), as the lead budget is.
  if (engine === "postgres") {
    it("shares the budget between processes on the same database", async () => {
      const second = openDatabase({ databaseUrl: database.location, sqlitePath: "" });
      const [one, two] = [await appOn(database, 4), await appOn(second, 4)];
      try {
        const statuses: number[] = [];
        for (let index = 0; index < 6; index += 1) {
          const target = index % 2 === 0 ? one : two;
          statuses.push((await get(`/api/property?search=shared-${index}`, "198.51.100.9", target)).statusCode);
        }
        expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
      } finally {
        await one.close();
        await two.close();
        await second.close();
      }
    });
  }
});
