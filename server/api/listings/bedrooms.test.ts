import type { FastifyInstance } from "fastify";
import { CompiledQuery, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ListingKind } from "../../../domain/listing.ts";
import { defaultListingQuery, type ListingQuery } from "../../../domain/listing-query.ts";
import type { ListingSummary, ListPage } from "../../../domain/listing-wire.ts";
import { buildTestApp } from "../../../testing/server/app.ts";
import { createTestDatabase, type TestDatabase, testEngines } from "../../../testing/server/databases.ts";
import { testPropertyGraph } from "../../../testing/server/listing.ts";
import { insertListingGraph } from "../../db/listing.repository.ts";
import { filtered } from "../../db/listing-query.repository.ts";
import { engineOf } from "../../db/portable.ts";
import { seedCompany } from "../../seed/seed-company.ts";
import { seedDemoContent } from "../../seed/seed-demo.ts";
import { listKey } from "../../services/listing.service.ts";
import { createSiteServices } from "../../services/site-services.ts";

/** The minimum-bedrooms filter (domain/listing-query.ts): the `rooms` of a listing's details, at least this many. */

const mediaDir = "data/test-media";

async function addListing(database: TestDatabase, kind: ListingKind, title: string, details: object) {
  return insertListingGraph(database.db, {
    ...testPropertyGraph,
    listing: { ...testPropertyGraph.listing, kind, title_en: title, details: JSON.stringify(details) },
  });
}

describe.each(testEngines)("the minimum-bedrooms filter on %s", (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const ids: Record<string, number> = {};

  const list = async (url: string) => {
    const response = await app.inject({ url, headers: { "accept-language": "en" } });
    expect(response.statusCode, url).toBe(200);
    return response.json() as ListPage<ListingSummary>;
  };
  /** Every listing of a kind the API gives for the query, across its pages. */
  const all = async (kind: ListingKind, query: string) => {
    const found: ListingSummary[] = [];
    for (let page = 1; ; page += 1) {
      const answer = await list(`/api/${kind}?limit=50&page=${page}${query ? `&${query}` : ""}`);
      found.push(...answer.data);
      if (page >= answer.meta.pages) return found;
    }
  };
  const roomsOf = (listing: ListingSummary) => listing.Details.rooms;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await seedCompany(database.db, undefined);
    await seedDemoContent(database.db, { mediaDir });
    ids.two = await addListing(database, "property", "Zafran flat", { rooms: 2, bathrooms: 9 });
    ids.nine = await addListing(database, "property", "Nine bedrooms", { rooms: 9 });
    ids.some = await addListing(database, "property", "Some bedrooms", { rooms: true });
    ids.none = await addListing(database, "property", "No details", {});
    ids.project = await addListing(database, "project", "Project of eight-bedroom villas", { units: 4, rooms: 8 });
    app = await buildTestApp(database, { MEDIA_DIR: mediaDir });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it("lists the properties with at least that many bedrooms, and only them", async () => {
    const every = await all("property", "");
    const atLeastFive = await all("property", "bedrooms=5");
    const expected = every.filter((listing) => typeof roomsOf(listing) === "number" && Number(roomsOf(listing)) >= 5);
    expect(atLeastFive.map((listing) => listing.id)).toEqual(expected.map((listing) => listing.id));
    expect(atLeastFive.map((listing) => listing.id)).toContain(ids.nine);
    expect(atLeastFive.length).toBeGreaterThan(1);
    expect(atLeastFive.length).toBeLessThan(every.length);
    // "Has some" (true) and no rooms at all are not a number of bedrooms: no minimum finds them.
    const atLeastOne = (await all("property", "bedrooms=1")).map((listing) => listing.id);
    expect(atLeastOne).toContain(ids.two);
    expect(atLeastOne).not.toContain(ids.some);
    expect(atLeastOne).not.toContain(ids.none);
    expect((await all("property", "bedrooms=3")).map((listing) => listing.id)).not.toContain(ids.two);
  });

  it("reads Arabic-Indic digits, and combines with the other filters", async () => {
    const latin = await list("/api/property?bedrooms=9");
    expect(latin.data.map((listing) => listing.id)).toEqual([ids.nine]);
    expect(await list(`/api/property?bedrooms=${encodeURIComponent("٩")}`)).toEqual(latin);
    expect((await list("/api/property?bedrooms=2&search=zafran")).data.map((listing) => listing.id)).toEqual([ids.two]);
    expect((await list("/api/property?bedrooms=3&search=zafran")).meta.total).toBe(0);
  });

  it("filters projects by their rooms", async () => {
    const projects = await all("project", "bedrooms=6");
    expect(projects.map((listing) => listing.id)).toContain(ids.project);
    for (const project of projects) expect(Number(roomsOf(project))).toBeGreaterThanOrEqual(6);
  });

  it("follows an edit of the details: the column is generated from them", async () => {
    await database.db
      .updateTable("listings")
      .set({ details: JSON.stringify({ rooms: 12 }) })
      .where("id", "=", Number(ids.two))
      .execute();
    expect((await list("/api/property?bedrooms=10")).data.map((listing) => listing.id)).toEqual([ids.two]);
    await database.db
      .updateTable("listings")
      .set({ details: JSON.stringify({ rooms: 2, bathrooms: 9 }) })
      .where("id", "=", Number(ids.two))
      .execute();
    expect((await list("/api/property?bedrooms=10")).meta.total).toBe(0);
  });

  it("refuses a number it cannot be, in the request's language, and on auctions (no rooms) as unknown", async () => {
    for (const [value, english] of [
      ["0", "Number of bedrooms must be 1 or more."],
      ["51", "Number of bedrooms can be at most 50."],
      ["2.5", "Number of bedrooms must be a positive whole number."],
    ]) {
      const response = await app.inject({
        url: `/api/property?bedrooms=${value}`,
        headers: { "accept-language": "en" },
      });
      expect(response.statusCode, value).toBe(400);
      expect(response.json().error.fields, value).toEqual({ bedrooms: english });
    }
    const arabic = await app.inject({ url: "/api/project?bedrooms=0" });
    expect(arabic.json().error.fields.bedrooms).toBe("يجب أن يكون عدد غرف النوم 1 أو أكثر.");
    const auction = await app.inject({ url: "/api/auction?bedrooms=3", headers: { "accept-language": "en" } });
    expect(auction.statusCode).toBe(400);
    expect(auction.json().error.fields.bedrooms).toMatch(/^This list does not take the parameter "bedrooms"\./);
  });

  it("caches each minimum apart: a cached list never answers a filtered one", async () => {
    const at = (bedrooms?: number): ListingQuery => ({ ...defaultListingQuery, ...(bedrooms ? { bedrooms } : {}) });
    expect(
      new Set([listKey("property", at(), "en"), listKey("property", at(3), "en"), listKey("property", at(4), "en")])
        .size,
    ).toBe(3);
    const services = createSiteServices(database.db, { listCacheSeconds: 60 });
    const unfiltered = await services.listListings("property", at(), "en");
    expect(services.hasCachedList("property", at(9), "en")).toBe(false);
    const nine = await services.listListings("property", at(9), "en");
    expect(nine.meta.total).toBe(1);
    expect(unfiltered.meta.total).toBeGreaterThan(1);
    expect(services.hasCachedList("property", at(9), "en")).toBe(true);
  });

  it("is served by the bedrooms index (the query plan)", async () => {
    const query = filtered(database.db, "property", { bedrooms: 3 }, new Date()).select("listings.id").compile();
    const plan = await database.db.connection().execute(async (connection) => {
      if (engineOf(database.db) === "sqlite") {
        const rows = await connection.executeQuery<{ detail: string }>(
          CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
        );
        return rows.rows.map((row) => row.detail).join("\n");
      }
      // A few dozen rows fit one page, where a sequential scan is always cheapest: forbid it, to see that the
      // planner can use the index for this query at all (bench/README.md shows it chosen on 20,000 listings).
      await sql`set enable_seqscan = off`.execute(connection);
      try {
        const rows = await connection.executeQuery<{ "QUERY PLAN": string }>(
          CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]),
        );
        return rows.rows.map((row) => row["QUERY PLAN"]).join("\n");
      } finally {
        await sql`reset enable_seqscan`.execute(connection);
      }
    });
    expect(plan).toMatch(/listings_bedrooms/);
  });
});
