import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultListingQuery } from "../../domain/listing-query.ts";
import { listingState } from "../../domain/listing-state.ts";
import { createTestDatabase, type TestDatabase, testEngines } from "../../testing/server/databases.ts";
import { insertListingGraph } from "./listing.repository.ts";
import { findFirstListings, findListingPage } from "./listing-query.repository.ts";

const now = new Date("2026-06-01T12:00:00.000Z");
const day = 86_400_000;
const inDays = (days: number) => new Date(now.getTime() + days * day).toISOString();

/** Auctions in insertion order, newest last; titles name what the list must do with them. */
const auctions = [
  { title: "ended long ago", status: "COMPLETED", start: -40, end: -38 },
  { title: "running, ends in 5 days", status: "ACTIVE", start: -1, end: 5 },
  { title: "upcoming, starts in 9 days", status: "UPCOMING", start: 9, end: 11 },
  { title: "open without dates", status: "ACTIVE", start: null, end: null },
  { title: "active but its end passed", status: "ACTIVE", start: -5, end: -1 },
  { title: "running, ends in 1 day", status: "ACTIVE", start: -2, end: 1 },
  { title: "upcoming, starts in 3 days", status: "UPCOMING", start: 3, end: 4 },
  { title: "ended recently", status: "COMPLETED", start: -10, end: -8 },
] as const;

describe.each(testEngines)("list order on %s", (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    for (const [index, auction] of auctions.entries()) {
      await insertListingGraph(database.db, {
        listing: {
          kind: "auction",
          category_id: null,
          status: auction.status,
          title_ar: auction.title,
          title_en: auction.title,
          description_ar: "",
          description_en: "",
          location_ar: "الرياض",
          location_en: "Riyadh",
          city: "riyadh",
          price: null,
          area: null,
          lat: null,
          lng: null,
          start_date: auction.start === null ? null : inDays(auction.start),
          end_date: auction.end === null ? null : inDays(auction.end),
          created_at: new Date(Date.UTC(2026, 0, 1 + index)).toISOString(),
        },
        imageKeys: [],
        features: [],
        boundaries: [],
        lots: [],
      });
    }
  });
  afterAll(() => database.drop());

  it("puts open listings first, soonest next event first, and closed ones last, latest ended first", async () => {
    const { rows, total } = await findListingPage(database.db, "auction", defaultListingQuery, now);
    expect(total).toBe(auctions.length);
    expect(rows.map((row) => row.title_en)).toEqual([
      "running, ends in 1 day",
      "upcoming, starts in 3 days",
      "running, ends in 5 days",
      "upcoming, starts in 9 days",
      "open without dates",
      "active but its end passed",
      "ended recently",
      "ended long ago",
    ]);
    // The list's split agrees with what the pages say about each listing.
    expect(rows.map((row) => listingState(row, now).open)).toEqual([true, true, true, true, true, false, false, false]);
  });

  it("pages through the same order", async () => {
    const second = await findListingPage(database.db, "auction", { page: 2, limit: 3 }, now);
    expect(second.rows.map((row) => row.title_en)).toEqual([
      "upcoming, starts in 9 days",
      "open without dates",
      "active but its end passed",
    ]);
  });

  it("gives a kind's first listings in the same order without counting them (the server's related section)", async () => {
    const first = await findListingPage(database.db, "auction", { page: 1, limit: 4 }, now);
    const firsts = await findFirstListings(database.db, "auction", 4, now);
    expect(firsts.map(({ ad_licence_expires_at: _, ...row }) => row)).toEqual(first.rows);
  });

  it("leaves out an excluded listing (a detail page's related section)", async () => {
    const first = await findListingPage(database.db, "auction", { page: 1, limit: 3 }, now);
    const excluded = first.rows[0]?.id ?? 0;
    const others = await findListingPage(database.db, "auction", { page: 1, limit: 3, exclude: excluded }, now);
    expect(others.rows.map((row) => row.id)).toEqual([...first.rows.slice(1).map((row) => row.id), expect.any(Number)]);
    expect(others.rows.map((row) => row.id)).not.toContain(excluded);
    expect(others.total).toBe(auctions.length - 1);
  });

  it("keeps the order within a status filter", async () => {
    const { rows } = await findListingPage(database.db, "auction", { ...defaultListingQuery, status: "ACTIVE" }, now);
    expect(rows.map((row) => row.title_en)).toEqual([
      "running, ends in 1 day",
      "running, ends in 5 days",
      "open without dates",
      "active but its end passed",
    ]);
  });
});
