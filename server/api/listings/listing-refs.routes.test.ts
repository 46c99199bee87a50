import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../testing/server/app.ts";
import { createTestDatabase, type TestDatabase, testEngines } from "../../../testing/server/databases.ts";
import { insertListingGraph, type NewListingGraph } from "../../db/listing.repository.ts";

function graph(kind: "auction" | "project" | "property", titleEn: string): NewListingGraph {
  return {
    listing: {
      kind,
      category_id: null,
      status: "AVAILABLE",
      title_ar: `عنوان ${titleEn}`,
      title_en: titleEn,
      description_ar: "",
      description_en: "",
      location_ar: "الرياض",
      location_en: "Riyadh",
      city: "riyadh",
      price: 500_000,
      area: 200,
      lat: 24.7,
      lng: 46.7,
    },
    imageKeys: [],
    features: [],
    boundaries: [],
    lots: [],
  };
}

describe.each(testEngines)("listings named by kind and id on %s", (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = await buildTestApp(database);
    ids.villa = await insertListingGraph(database.db, graph("property", "Villa"));
    ids.towers = await insertListingGraph(database.db, graph("project", "Towers"));
    ids.land = await insertListingGraph(database.db, graph("auction", "Land"));
    ids.hidden = await insertListingGraph(database.db, graph("property", "Hidden"));
    ids.expired = await insertListingGraph(database.db, graph("property", "Expired licence"));
    await database.db.updateTable("listings").set({ published: 0 }).where("id", "=", ids.hidden).execute();
    await database.db
      .updateTable("listings")
      .set({ ad_licence_expires_at: "2020-01-01T00:00:00.000Z" })
      .where("id", "=", ids.expired)
      .execute();
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const get = (query: string, language = "en") =>
    app.inject({ url: `/api/listings?${query}`, headers: { "accept-language": language } });

  it("answers the visible ones in the order named, in the request's language", async () => {
    const response = await get(
      `ids=project-${ids.towers},property-${ids.hidden},auction-${ids.land},property-${ids.expired},property-${ids.villa},project-${ids.villa}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((listing: { title: string }) => listing.title)).toEqual([
      "Towers",
      "Land",
      "Villa",
    ]);
    const arabic = await get(`ids=property-${ids.villa}`, "ar");
    expect(arabic.json().data[0]).toMatchObject({ id: ids.villa, kind: "property", title: "عنوان Villa" });
  });

  it("ignores what names no listing and refuses a missing list", async () => {
    expect((await get("ids=house-1,property-0,property-2147483648")).json().data).toEqual([]);
    expect((await get("ids=")).json().data).toEqual([]);
    const missing = await get("");
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBeTruthy();
  });
});
