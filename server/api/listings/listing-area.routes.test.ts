import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../testing/server/app.ts";
import { createTestDatabase, type TestDatabase, testEngines } from "../../../testing/server/databases.ts";
import { testPropertyGraph } from "../../../testing/server/listing.ts";
import { insertListingGraph } from "../../db/listing.repository.ts";
import { seedCompany } from "../../seed/seed-company.ts";

/**
 * A "U" open to the north over north Riyadh: its two arms and its base are inside; the notch between the arms is
 * inside the area's box but outside the area, which only the exact test after the SQL box can tell.
 */
const u = "24.6,46.5;24.6,46.8;24.9,46.8;24.9,46.7;24.7,46.7;24.7,46.6;24.9,46.6;24.9,46.5";
const arabicU = "٢٤٫٦،٤٦٫٥؛٢٤٫٦،٤٦٫٨؛٢٤٫٩،٤٦٫٨؛٢٤٫٩،٤٦٫٧؛٢٤٫٧،٤٦٫٧؛٢٤٫٧،٤٦٫٦؛٢٤٫٩،٤٦٫٦؛٢٤٫٩،٤٦٫٥";

const places = {
  westArm: [24.8, 46.55],
  eastArm: [24.8, 46.75],
  base: [24.65, 46.65],
  onOutline: [24.6, 46.7],
  notch: [24.8, 46.65],
  jeddah: [21.5, 39.2],
} as const;

describe.each(testEngines)("search by area on %s", (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const ids: Record<string, number> = {};
  const get = (url: string, language = "ar") =>
    app.inject({ method: "GET", url, headers: { "accept-language": language } });
  const titlesOf = (body: { data: { title: string }[] }) => body.data.map((item) => item.title).sort();

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await seedCompany(database.db, undefined);
    for (const [name, [lat, lng]] of Object.entries(places)) {
      ids[name] = await insertListingGraph(database.db, {
        ...testPropertyGraph,
        listing: { ...testPropertyGraph.listing, title_ar: name, title_en: name, lat, lng },
      });
    }
    // A listing without coordinates is never in an area.
    await insertListingGraph(database.db, {
      ...testPropertyGraph,
      listing: { ...testPropertyGraph.listing, title_ar: "nowhere", title_en: "nowhere", lat: null, lng: null },
    });
    app = await buildTestApp(database);
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it("lists only the listings inside the area, with their count, on every page", async () => {
    const response = await get(`/api/property?area=${encodeURIComponent(u)}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(titlesOf(body)).toEqual(["base", "eastArm", "onOutline", "westArm"]);
    expect(body.meta.total).toBe(4);
    const second = (await get(`/api/property?area=${encodeURIComponent(u)}&limit=3&page=2`)).json();
    expect(second.meta).toMatchObject({ total: 4, pages: 2 });
    expect(second.data).toHaveLength(1);
  });

  it("combines the area with the other filters", async () => {
    const body = (await get(`/api/property?area=${encodeURIComponent(u)}&search=westArm`)).json();
    expect(titlesOf(body)).toEqual(["westArm"]);
  });

  it("reads an area typed with Arabic-Indic digits and Arabic punctuation", async () => {
    const body = (await get(`/api/property?area=${encodeURIComponent(arabicU)}`)).json();
    expect(body.meta.total).toBe(4);
  });

  it("answers an empty list for an area with nothing in it", async () => {
    const body = (await get(`/api/property?area=${encodeURIComponent("10,10;10,11;11,11")}`)).json();
    expect(body).toMatchObject({ data: [], meta: { total: 0 } });
  });

  it("refuses a bad area with a translated 400, never a server error", async () => {
    const tooMany = Array.from({ length: 60 }, (_, index) => `24.${index + 10},46.${index + 10}`).join(";");
    for (const [area, field] of [
      ["24.6,46.5;24.6,46.8", "too_few"],
      ["95,46;24,46.1;24.5,46.2", "invalid"],
      ["not;an;area", "invalid"],
      [tooMany, "too_many"],
      ["24,46;24.5,46.5;25,47", "invalid"],
    ] as const) {
      const ar = await get(`/api/property?area=${encodeURIComponent(area)}`);
      expect(ar.statusCode, `${field}: ${area}`).toBe(400);
      expect(ar.json().error.fields.area).toMatch(/المنطقة المحددة على الخريطة/);
      const en = await get(`/api/property?area=${encodeURIComponent(area)}`, "en");
      expect(en.json().error.fields.area).toMatch(/^Map area/);
    }
  });

  it("gives the map only the pins inside the area, and refuses a bad one", async () => {
    const response = await get(`/api/content/map?area=${encodeURIComponent(u)}`);
    expect(response.statusCode).toBe(200);
    const pins = response
      .json()
      .data.properties.map((pin: { id: number }) => pin.id)
      .sort((a: number, b: number) => a - b);
    expect(pins).toEqual([ids.westArm, ids.eastArm, ids.base, ids.onOutline].sort((a = 0, b = 0) => a - b));
    const all = (await get("/api/content/map")).json().data.properties;
    expect(all.length).toBe(Object.keys(places).length);
    const bad = await get(`/api/content/map?area=${encodeURIComponent("1,2;3,4")}`, "en");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.area).toMatch(/^Map area needs at least 3/);
  });
});
