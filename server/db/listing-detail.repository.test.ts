import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase, testEngines } from "../../testing/server/databases.ts";
import { insertListingGraph, type NewListingGraph } from "./listing.repository.ts";
import { findListingDetail } from "./listing-detail.repository.ts";

const now = new Date("2026-06-01T12:00:00.000Z");

const listing = (kind: "auction" | "property"): NewListingGraph["listing"] => ({
  kind,
  category_id: null,
  status: kind === "auction" ? "ACTIVE" : "AVAILABLE",
  title_ar: "أرض في أبحر",
  title_en: "Land in Obhur",
  description_ar: "",
  description_en: "",
  location_ar: "جدة",
  location_en: "Jeddah",
  city: "jeddah",
  price: null,
  area: null,
  lat: null,
  lng: null,
  start_date: null,
  end_date: null,
});

const lot = {
  category_id: null,
  title_ar: "القطعة ١",
  title_en: "Plot 1",
  location_ar: "جدة",
  location_en: "Jeddah",
  area: 880.5,
  opening_price: 1_250_000,
  // More digits than a 15-digit rendering of a float keeps: the JSON PostgreSQL builds must give them back.
  lat: 21.763412345678912,
  lng: 39.118712345678901,
  deed_number: "٤٤٠١٢٣",
  media_key: "lot-photo",
  details: "{}",
};

// PostgreSQL reads the images, features, boundaries and lots in the listing's statement as JSON arrays, SQLite in
// statements of their own (decision 034, "Eighth round"): the same values, types and order on both engines.
describe.each(testEngines)("a listing's detail record on %s", (engine) => {
  let database: TestDatabase;
  let auctionId: number;
  let propertyId: number;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await database.db
      .insertInto("media")
      .values(
        ["second", "first", "lot-photo"].map((key, index) => ({
          key,
          width: 1600 + index,
          height: 900,
          variant_widths: "480,960,1600",
          created_at: now.toISOString(),
        })),
      )
      .execute();
    const boundaries: NewListingGraph["boundaries"] = [
      { direction: "north", length_m: 22.5, description_ar: "جار", description_en: "Neighbour" },
      { direction: "south", length_m: null, description_ar: "شارع عرض ٢٠ م", description_en: "20 m street" },
    ];
    auctionId = await insertListingGraph(database.db, {
      listing: listing("auction"),
      imageKeys: ["first", "second"],
      features: ["pool", "elevator"],
      boundaries,
      lots: [lot, { ...lot, title_en: "Plot 2", media_key: null, area: null, lat: null, lng: null }],
    });
    // A listing of another kind never shows lots, even if some row names it.
    propertyId = await insertListingGraph(database.db, {
      listing: listing("property"),
      imageKeys: [],
      features: [],
      boundaries: [],
      lots: [lot],
    });
  });
  afterAll(() => database.drop());

  it("gives the images in their order, the features sorted, the boundaries and the lots with their photos", async () => {
    const record = await findListingDetail(database.db, "auction", auctionId, now);
    expect(record?.listing).toMatchObject({ id: auctionId, kind: "auction", title_ar: "أرض في أبحر" });
    expect(record?.images).toEqual([
      { key: "first", width: 1601, height: 900, variant_widths: "480,960,1600", alt_ar: "", alt_en: "" },
      { key: "second", width: 1600, height: 900, variant_widths: "480,960,1600", alt_ar: "", alt_en: "" },
    ]);
    expect(record?.features).toEqual(["elevator", "pool"]);
    expect(record?.boundaries).toEqual([
      { direction: "north", length_m: 22.5, description_ar: "جار", description_en: "Neighbour" },
      { direction: "south", length_m: null, description_ar: "شارع عرض ٢٠ م", description_en: "20 m street" },
    ]);
    expect(record?.lots).toEqual([
      expect.objectContaining({
        title_en: "Plot 1",
        area: 880.5,
        opening_price: 1_250_000,
        lat: 21.763412345678912,
        lng: 39.118712345678901,
        deed_number: "٤٤٠١٢٣",
        media_key: "lot-photo",
        media_width: 1602,
        media_height: 900,
        media_widths: "480,960,1600",
      }),
      expect.objectContaining({ title_en: "Plot 2", area: null, lat: null, media_key: null, media_width: null }),
    ]);
    expect(typeof record?.lots[0]?.id).toBe("number");
  });

  it("gives empty arrays where a listing has none, and no lots for a listing that is not an auction", async () => {
    const record = await findListingDetail(database.db, "property", propertyId, now);
    expect(record).toMatchObject({ images: [], features: [], boundaries: [], lots: [] });
  });

  it("finds nothing for another kind's id", async () => {
    expect(await findListingDetail(database.db, "property", auctionId, now)).toBeUndefined();
  });
});
