import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listingStatuses } from "../../domain/listing.ts";
import { createTestDatabase, type TestDatabase, testEngines } from "../../testing/server/databases.ts";
import { countListingsByKind } from "../db/listing.repository.ts";
import { seedCompany } from "./seed-company.ts";
import { seedBulkListings, seedDemoContent } from "./seed-demo.ts";

// Generated images are deterministic, so test runs share them.
const mediaDir = "data/test-media";
const now = new Date("2026-11-22T08:00:00Z");

describe.each(testEngines)("demo content on %s", (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await seedCompany(database.db, undefined);
    await seedDemoContent(database.db, { mediaDir, now });
  }, 120_000);
  afterAll(() => database.drop());

  it("has at least 12 auctions, 15 projects and 30 properties", async () => {
    const counts = await countListingsByKind(database.db);
    expect(counts.auction).toBeGreaterThanOrEqual(12);
    expect(counts.project).toBeGreaterThanOrEqual(15);
    expect(counts.property).toBeGreaterThanOrEqual(30);
  });

  it("covers every status", async () => {
    const rows = await database.db.selectFrom("listings").select("status").distinct().execute();
    expect(rows.map((row) => row.status).sort()).toEqual([...listingStatuses].sort());
  });

  it("spreads listings over the main Saudi cities with coordinates inside the Kingdom", async () => {
    const rows = await database.db.selectFrom("listings").select(["city", "lat", "lng"]).execute();
    const cities = new Set(rows.map((row) => row.city));
    for (const city of ["riyadh", "jeddah", "dammam", "makkah", "madinah"]) expect(cities).toContain(city);
    for (const row of rows) {
      expect(row.lat).toBeGreaterThan(16);
      expect(row.lat).toBeLessThan(32.5);
      expect(row.lng).toBeGreaterThan(34.5);
      expect(row.lng).toBeLessThan(56);
    }
  });

  it("dates upcoming and running auctions around the day of seeding", async () => {
    const auctions = await database.db
      .selectFrom("listings")
      .select(["status", "start_date", "end_date"])
      .where("kind", "=", "auction")
      .execute();
    const at = (iso: string | null) => new Date(iso ?? "").getTime();
    for (const auction of auctions) {
      expect(at(auction.end_date)).toBeGreaterThan(at(auction.start_date));
      if (auction.status === "UPCOMING") expect(at(auction.start_date)).toBeGreaterThan(now.getTime());
      if (auction.status === "ACTIVE") {
        expect(at(auction.start_date)).toBeLessThanOrEqual(now.getTime());
        expect(at(auction.end_date)).toBeGreaterThan(now.getTime());
      }
      if (auction.status === "COMPLETED") expect(at(auction.end_date)).toBeLessThan(now.getTime());
    }
  });

  it("gives every auction its lots and every listing a cover image and its advertising data", async () => {
    const withoutLots = await database.db
      .selectFrom("listings")
      .select("id")
      .where("kind", "=", "auction")
      .where((eb) =>
        eb.not(eb.exists(eb.selectFrom("auction_lots").select("id").whereRef("auction_id", "=", "listings.id"))),
      )
      .execute();
    expect(withoutLots).toEqual([]);
    const withoutCover = await database.db
      .selectFrom("listings")
      .select("id")
      .where((eb) =>
        eb.not(
          eb.exists(eb.selectFrom("listing_images").select("position").whereRef("listing_id", "=", "listings.id")),
        ),
      )
      .execute();
    expect(withoutCover).toEqual([]);
    const withoutLicence = await database.db
      .selectFrom("listings")
      .select("id")
      .where((eb) => eb.or([eb("ad_licence_number", "is", null), eb("advertiser_fal_licence", "is", null)]))
      .execute();
    expect(withoutLicence).toEqual([]);
  });

  it("leaves a database that already has listings alone", async () => {
    const before = await countListingsByKind(database.db);
    expect(await seedDemoContent(database.db, { mediaDir, now })).toBe(false);
    expect(await countListingsByKind(database.db)).toEqual(before);
  });

  it("adds bulk listings for benchmarks", async () => {
    const before = await countListingsByKind(database.db);
    await seedBulkListings(database.db, { mediaDir, now, count: 120 });
    const after = await countListingsByKind(database.db);
    const total = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);
    expect(total(after) - total(before)).toBe(120);
  });
});
