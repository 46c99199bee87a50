import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import demoCompany from "../../config/company.demo.json" with { type: "json" };
import { type Company, companySchema } from "../../domain/company.ts";
import { createTestDatabase, type TestDatabase, testEngines } from "../../testing/server/databases.ts";
import { openDatabase } from "./connection.ts";
import { countListingsByKind, insertListingGraph, type NewListingGraph } from "./listing.repository.ts";
import { upsertMedia } from "./media.repository.ts";
import { migrateToLatest } from "./migrate.ts";
import { findCompany, saveCompany } from "./settings.repository.ts";

const company: Company = companySchema.parse(demoCompany);

function sampleListing(overrides: Partial<NewListingGraph["listing"]> = {}): NewListingGraph {
  return {
    listing: {
      kind: "property",
      category_id: null,
      status: "AVAILABLE",
      title_ar: "شقة في حي الملقا",
      title_en: "Apartment in Al Malqa",
      description_ar: "<p>وصف</p>",
      description_en: "<p>Description</p>",
      location_ar: "حي الملقا، الرياض",
      location_en: "Al Malqa, Riyadh",
      city: "riyadh",
      price: 950_000.5,
      area: 180,
      lat: 24.81,
      lng: 46.61,
      details: JSON.stringify({ rooms: 3, elevator: true, facade: "N" }),
      ...overrides,
    },
    imageKeys: ["test/one", "test/two"],
    features: ["elevator", "parking"],
    boundaries: [{ direction: "north", length_m: 20, description_ar: "شارع", description_en: "Street" }],
    lots: [],
  };
}

describe.each(testEngines)("repositories on %s", (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await upsertMedia(database.db, [
      { key: "test/one", width: 1600, height: 1000, variantWidths: [480, 960] },
      { key: "test/two", width: 1600, height: 1000, variantWidths: [480, 960] },
    ]);
  });
  afterAll(() => database.drop());

  it("runs the migrations again without change", async () => {
    await expect(migrateToLatest(database.db)).resolves.toBeUndefined();
  });

  it("stores the company's settings and overwrites them in place", async () => {
    expect(await findCompany(database.db)).toBeUndefined();
    await saveCompany(database.db, company);
    await saveCompany(database.db, { ...company, customersCount: 30_000 });
    expect(await findCompany(database.db)).toEqual({ ...company, customersCount: 30_000 });
  });

  it("refuses company settings that do not validate", async () => {
    await expect(saveCompany(database.db, { ...company, email: "not-an-email" })).rejects.toThrow();
  });

  it("inserts a listing with its images, features and boundaries, numbers intact", async () => {
    const id = await insertListingGraph(database.db, sampleListing());
    const row = await database.db.selectFrom("listings").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ price: 950_000.5, area: 180, lat: 24.81, published: 1, status: "AVAILABLE" });
    expect(row.search_text).toContain("حي الملقا");
    expect(row.search_text).toContain("al malqa");
    const images = await database.db
      .selectFrom("listing_images")
      .select(["media_key", "position"])
      .where("listing_id", "=", id)
      .orderBy("position")
      .execute();
    expect(images).toEqual([
      { media_key: "test/one", position: 0 },
      { media_key: "test/two", position: 1 },
    ]);
    const features = await database.db
      .selectFrom("listing_features")
      .select("feature_key")
      .where("listing_id", "=", id)
      .orderBy("feature_key")
      .execute();
    expect(features.map((feature) => feature.feature_key)).toEqual(["elevator", "parking"]);
  });

  it("keeps an auction's lots in order and removes them with the auction", async () => {
    const graph = sampleListing({ kind: "auction", status: "UPCOMING" });
    graph.lots = [1, 2, 3].map((n) => ({
      category_id: null,
      title_ar: `قطعة ${n}`,
      title_en: `Plot ${n}`,
      location_ar: "الرياض",
      location_en: "Riyadh",
      area: 500 * n,
      opening_price: 100_000 * n,
      lat: null,
      lng: null,
      deed_number: `31000000000${n}`,
      media_key: null,
      details: "{}",
    }));
    const id = await insertListingGraph(database.db, graph);
    const lots = await database.db
      .selectFrom("auction_lots")
      .select(["title_en", "position"])
      .where("auction_id", "=", id)
      .orderBy("position")
      .execute();
    expect(lots.map((lot) => lot.title_en)).toEqual(["Plot 1", "Plot 2", "Plot 3"]);
    await database.db.deleteFrom("listings").where("id", "=", id).execute();
    const left = await database.db.selectFrom("auction_lots").select("id").where("auction_id", "=", id).execute();
    expect(left).toEqual([]);
  });

  it("counts listings by kind as numbers", async () => {
    expect(await countListingsByKind(database.db)).toEqual({ property: 1 });
  });

  it("stores a lead once per submission key", async () => {
    const lead = {
      kind: "contact",
      listing_id: null,
      name: "محمد عبدالله القحطاني",
      email: "m@example.com",
      phone: "966500000001",
      message: "أرغب في عرض أرضي",
      language: "ar",
      source_page: "/contactus",
      submission_key: "a1b2c3",
      created_at: new Date().toISOString(),
    };
    await database.db.insertInto("leads").values(lead).execute();
    await expect(database.db.insertInto("leads").values(lead).execute()).rejects.toThrow();
    const stored = await database.db.selectFrom("leads").select("id").where("submission_key", "=", "a1b2c3").execute();
    expect(stored).toHaveLength(1);
  });

  it("rejects an image that points at unknown media", async () => {
    await expect(insertListingGraph(database.db, { ...sampleListing(), imageKeys: ["missing/key"] })).rejects.toThrow();
  });
});

describe.each(testEngines.filter((engine) => engine === "postgres"))("the %s pool", (engine) => {
  it("survives a server-side disconnect of an idle connection and reconnects", async () => {
    const lost: Error[] = [];
    const scratch = await createTestDatabase(engine);
    const url = new URL(process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres");
    const name = (await sql<{ name: string }>`select current_database() as name`.execute(scratch.db)).rows[0]?.name;
    url.pathname = `/${name}`;
    const handle = openDatabase({
      databaseUrl: url.toString(),
      sqlitePath: "",
      onIdleConnectionError: (error) => lost.push(error),
    });
    try {
      const pid = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(handle.db)).rows[0]?.pid;
      await sql`select pg_terminate_backend(${pid})`.execute(scratch.db);
      await expect.poll(() => lost.length).toBe(1);
      const again = await sql<{ one: number }>`select 1 as one`.execute(handle.db);
      expect(again.rows[0]?.one).toBe(1);
    } finally {
      await handle.close();
      await scratch.drop();
    }
  });
});
