import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MapData, MapItem } from "../../../domain/map-item.ts";
import { buildTestApp } from "../../../testing/server/app.ts";
import { createTestDatabase, type TestDatabase, testEngines } from "../../../testing/server/databases.ts";
import { insertListingGraph, type NewListingGraph } from "../../db/listing.repository.ts";
import { seedCompany } from "../../seed/seed-company.ts";
import { seedDemoContent } from "../../seed/seed-demo.ts";

const mediaDir = "data/test-media";
const mapFields = [
  "id",
  "lat",
  "lng",
  "title",
  "coverImage",
  "location_description",
  "price",
  "rent_period",
  "start_date",
  "end_date",
  "status",
];

function graph(overrides: Partial<NewListingGraph["listing"]>): NewListingGraph {
  return {
    listing: {
      kind: "property",
      category_id: null,
      status: "AVAILABLE",
      title_ar: "عقار على الخريطة",
      title_en: "Listing on the map",
      description_ar: "",
      description_en: "",
      location_ar: "حي العليا، الرياض",
      location_en: "Olaya, Riyadh",
      city: "riyadh",
      price: null,
      area: 100,
      lat: 24.69,
      lng: 46.68,
      ...overrides,
    },
    imageKeys: [],
    features: [],
    boundaries: [],
    lots: [],
  };
}

describe.each(testEngines)("map API on %s", (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const hidden: Record<string, number> = {};
  let unpricedPropertyId: number;
  let undatedAuctionId: number;
  let projectWithStartId: number;

  const get = async (language?: string, encoding?: string) => {
    const headers: Record<string, string> = {};
    if (language) headers["accept-language"] = language;
    if (encoding) headers["accept-encoding"] = encoding;
    return app.inject({ url: "/api/content/map", headers });
  };
  const mapData = async (language?: string) => (await get(language)).json().data as MapData;
  const everyItem = (data: MapData) => [...data.auctions, ...data.projects, ...data.properties];
  const ids = (items: MapItem[]) => items.map((item) => item.id);

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await seedCompany(database.db, undefined);
    await seedDemoContent(database.db, { mediaDir });
    hidden.unpublished = await insertListingGraph(database.db, graph({ published: 0 }));
    hidden.expired = await insertListingGraph(
      database.db,
      graph({ ad_licence_expires_at: "2020-01-01T00:00:00.000Z" }),
    );
    hidden.noCoordinates = await insertListingGraph(database.db, graph({ lat: null, lng: null }));
    hidden.noLongitude = await insertListingGraph(database.db, graph({ lng: null }));
    hidden.nullIsland = await insertListingGraph(database.db, graph({ lat: 0, lng: 0 }));
    hidden.latitudeOutOfRange = await insertListingGraph(database.db, graph({ lat: 124.69 }));
    hidden.longitudeOutOfRange = await insertListingGraph(database.db, graph({ lng: -246.68 }));
    unpricedPropertyId = await insertListingGraph(database.db, graph({ price: 0 }));
    undatedAuctionId = await insertListingGraph(database.db, graph({ kind: "auction", price: 500_000 }));
    projectWithStartId = await insertListingGraph(
      database.db,
      graph({ kind: "project", price: 900_000, start_date: "2030-01-01T09:00:00.000Z" }),
    );
    app = await buildTestApp(database, { MEDIA_DIR: mediaDir });
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it("answers the three kinds as data.auctions, data.projects and data.properties, each of its own kind", async () => {
    const response = await get("en");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("application/json");
    expect(response.headers.vary).toContain("Accept-Language");
    expect(response.headers["cache-control"]).toBe("public, no-cache");
    const data = response.json().data as MapData;
    expect(Object.keys(data).sort()).toEqual(["auctions", "projects", "properties"]);
    for (const [group, kind] of [
      ["auctions", "auction"],
      ["projects", "project"],
      ["properties", "property"],
    ] as const) {
      expect(data[group].length, group).toBeGreaterThan(0);
      // Every pin is a listing of the group's kind: its detail answers on that kind's path.
      const sample = data[group][0] as MapItem;
      expect((await app.inject({ url: `/api/${kind}/${sample.id}` })).statusCode, group).toBe(200);
    }
  });

  it("gives every visible listing with coordinates, and nothing else", async () => {
    const data = await mapData("en");
    const listed = await database.db
      .selectFrom("listings")
      .select(["id", "kind"])
      .where("published", "=", 1)
      .where((eb) =>
        eb.or([eb("ad_licence_expires_at", "is", null), eb("ad_licence_expires_at", ">", new Date().toISOString())]),
      )
      .where("lat", "is not", null)
      .where("lng", "is not", null)
      .execute();
    const hiddenIds = Object.values(hidden);
    const expected = (kind: string) =>
      listed
        .filter((row) => row.kind === kind && !hiddenIds.includes(row.id))
        .map((row) => row.id)
        .sort((a, b) => a - b);
    expect(ids(data.auctions).sort((a, b) => a - b)).toEqual(expected("auction"));
    expect(ids(data.projects).sort((a, b) => a - b)).toEqual(expected("project"));
    expect(ids(data.properties).sort((a, b) => a - b)).toEqual(expected("property"));
    for (const [reason, id] of Object.entries(hidden)) {
      expect(ids(everyItem(data)), reason).not.toContain(id);
    }
  });

  it("gives each item the map item fields of spec §3 and no others", async () => {
    const data = await mapData("en");
    for (const item of everyItem(data)) {
      for (const key of Object.keys(item)) expect(mapFields, key).toContain(key);
      expect(item).toMatchObject({
        id: expect.any(Number),
        lat: expect.any(Number),
        lng: expect.any(Number),
        title: expect.any(String),
        location_description: expect.any(String),
      });
      expect(Math.abs(item.lat)).toBeLessThanOrEqual(90);
      expect(Math.abs(item.lng)).toBeLessThanOrEqual(180);
    }
    const withCover = everyItem(data).filter((item) => item.coverImage !== null);
    expect(withCover.length).toBeGreaterThan(0);
    for (const item of withCover) expect(item.coverImage).toMatch(/^\/media\/.+-\d+\.webp$/);
  });

  it("gives a price only when there is one, and a start date only to auctions that have one", async () => {
    const data = await mapData("en");
    const unpriced = data.properties.find((item) => item.id === unpricedPropertyId);
    expect(unpriced).toBeDefined();
    expect(unpriced).not.toHaveProperty("price");
    const undated = data.auctions.find((item) => item.id === undatedAuctionId);
    expect(undated).toMatchObject({ price: 500_000 });
    expect(undated).not.toHaveProperty("start_date");
    const project = data.projects.find((item) => item.id === projectWithStartId);
    expect(project).toMatchObject({ price: 900_000 });
    expect(project).not.toHaveProperty("start_date");
    expect(project).not.toHaveProperty("end_date");
    expect(project).not.toHaveProperty("status");
    expect(undated).toMatchObject({ status: "AVAILABLE" });
    expect(undated).not.toHaveProperty("end_date");
    // The demo's ended auctions are there with their status and end, for the info window to say so.
    const ended = data.auctions.find((item) => item.status === "COMPLETED");
    expect(Date.parse(ended?.end_date ?? "")).toBeLessThan(Date.now());
    const dated = data.auctions.filter((item) => item.start_date !== undefined);
    expect(dated.length).toBeGreaterThan(0);
    for (const item of dated) expect(Number.isNaN(Date.parse(item.start_date as string))).toBe(false);
  });

  it("says which prices are rents, and per what period", async () => {
    const data = await mapData("en");
    const byTitle = (title: string) => data.properties.find((item) => item.title === title);
    expect(byTitle("Warehouse for Rent in As Sulay")).toMatchObject({ rent_period: "yearly" });
    expect(byTitle("Furnished Apartment for Rent in Al Faisaliyah")).toMatchObject({
      price: 4_500,
      rent_period: "monthly",
    });
    const rents = data.properties.filter((item) => item.rent_period !== undefined);
    expect(rents.length).toBeGreaterThanOrEqual(10);
    for (const item of rents) expect(item.title).toMatch(/for Rent/);
    for (const item of [...data.auctions, ...data.projects]) expect(item).not.toHaveProperty("rent_period");
    const sales = data.properties.filter((item) => !/for Rent/.test(item.title));
    expect(sales.length).toBeGreaterThan(0);
    for (const item of sales) expect(item).not.toHaveProperty("rent_period");
  });

  it("answers in the language of Accept-Language, Arabic by default", async () => {
    const english = await mapData("en");
    const arabic = await mapData("ar");
    const byDefault = await mapData();
    const first = english.projects[0] as MapItem;
    const arabicFirst = arabic.projects.find((item) => item.id === first.id) as MapItem;
    expect(first.title).not.toMatch(/[\u0600-\u06FF]/);
    expect(arabicFirst.title).toMatch(/[\u0600-\u06FF]/);
    expect(arabicFirst.location_description).toMatch(/[\u0600-\u06FF]/);
    expect(arabicFirst).toMatchObject({ lat: first.lat, lng: first.lng, coverImage: first.coverImage });
    expect(byDefault).toEqual(arabic);
    expect((await mapData("en-GB,en;q=0.9")).projects[0]?.title).toBe(first.title);
  });

  it("sends the same data compressed when the client accepts it", async () => {
    const plain = (await get("en")).json();
    const gzipped = await get("en", "gzip");
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toEqual(plain);
    const brotli = await get("en", "br, gzip");
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain);
  });

  it("shows a listing on the map once it is published (no cache in this app)", async () => {
    const id = await insertListingGraph(database.db, graph({ published: 0, title_en: "Published later" }));
    expect(ids((await mapData("en")).properties)).not.toContain(id);
    await database.db.updateTable("listings").set({ published: 1 }).where("id", "=", id).execute();
    const item = (await mapData("en")).properties.find((candidate) => candidate.id === id);
    expect(item).toMatchObject({ title: "Published later", lat: 24.69, lng: 46.68 });
  });
});
