import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ListingSummary, ListPage } from "../../../domain/listing-wire.ts";
import { buildTestApp } from "../../../testing/server/app.ts";
import { createTestDatabase, type TestDatabase, testEngines } from "../../../testing/server/databases.ts";
import { insertListingGraph } from "../../db/listing.repository.ts";
import { seedCompany } from "../../seed/seed-company.ts";
import { seedDemoContent } from "../../seed/seed-demo.ts";

const mediaDir = "data/test-media";

describe.each(testEngines)("listing API on %s", (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const list = async (url: string, language?: string) => {
    const response = await app.inject({ url, headers: language ? { "accept-language": language } : {} });
    return { status: response.statusCode, headers: response.headers, body: response.json() };
  };
  const page = async (url: string, language?: string) => (await list(url, language)).body as ListPage<ListingSummary>;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await seedCompany(database.db, undefined);
    await seedDemoContent(database.db, { mediaDir });
    // A listing whose words test the Arabic folding of the search.
    await insertListingGraph(database.db, {
      listing: {
        kind: "property",
        category_id: null,
        status: "AVAILABLE",
        title_ar: "مكتب في مركز أبحاث الأعمال",
        title_en: "Office in the Business Research Centre",
        description_ar: "",
        description_en: "",
        location_ar: "حي العليا، الرياض",
        location_en: "Olaya, Riyadh",
        city: "riyadh",
        price: 120_000,
        area: 95,
        lat: 24.69,
        lng: 46.68,
        created_at: "2000-01-01T00:00:00.000Z",
      },
      imageKeys: [],
      features: [],
      boundaries: [],
      lots: [],
    });
    app = await buildTestApp(database, { MEDIA_DIR: mediaDir });
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it("answers the first page in the spec's field names, newest first, with paging information", async () => {
    const { status, headers, body } = await list("/api/property");
    expect(status).toBe(200);
    expect(headers.vary).toContain("Accept-Language");
    expect(headers["cache-control"]).toBe("public, no-cache");
    expect(body.meta).toEqual({ total: 31, page: 1, limit: 12, pages: 3 });
    expect(body.data).toHaveLength(12);
    const first = body.data[0];
    expect(Object.keys(first)).toEqual(
      expect.arrayContaining([
        "id",
        "title",
        "status",
        "price",
        "area",
        "location_description",
        "coverImage",
        "Details",
      ]),
    );
    expect(first.coverImage).toMatch(/^\/media\/demo\/estate-\d+-\d+\.webp$/);
    expect(first.cover.widths).toEqual([480, 960, 1600]);
    for (const value of Object.values(first.Details)) expect(value === true || typeof value === "number").toBe(true);
  });

  it("says whether a listing is a home, so an office's rooms are not called bedrooms (domain/rooms.ts)", async () => {
    const office = (await page("/api/property?search=Office%20Space%20for%20Rent%20in%20an%20Olaya%20Tower", "en"))
      .data[0];
    expect(office?.Details.rooms).toBe(5);
    expect(office?.residential).toBe(false);
    const apartment = (await page("/api/property?limit=50", "en")).data.find((listing) =>
      /apartment/i.test(listing.title),
    );
    expect(apartment?.residential).toBe(true);
    const detail = await app.inject({ url: `/api/property/${office?.id}` });
    expect(detail.json().data.residential).toBe(false);
  });

  it("serves each kind on its own path", async () => {
    expect((await page("/api/auction")).meta.total).toBe(12);
    expect((await page("/api/project")).meta.total).toBe(15);
    const auctions = await page("/api/auction?limit=50");
    expect(auctions.data.every((item) => item.kind === "auction" && item.auctionCount > 0)).toBe(true);
    const projects = await page("/api/project?limit=50");
    expect(projects.data.every((item) => item.auctionCount === 0)).toBe(true);
  });

  it("answers in the language of Accept-Language, Arabic by default", async () => {
    const arabic = await page("/api/project?limit=1");
    const english = await page("/api/project?limit=1", "en-US,en;q=0.9");
    const french = await page("/api/project?limit=1", "fr");
    expect(arabic.data[0]?.id).toBe(english.data[0]?.id);
    expect(arabic.data[0]?.title).toMatch(/[\u0600-\u06FF]/);
    expect(english.data[0]?.title).not.toMatch(/[\u0600-\u06FF]/);
    expect(french.data[0]?.title).toBe(arabic.data[0]?.title);
    expect(english.data[0]?.category?.name).not.toBe(arabic.data[0]?.category?.name);
  });

  it("gives a rent's period, and null for a sale price", async () => {
    const rents = await list("/api/property?search=for%20rent&limit=50", "en");
    expect(rents.body.data.length).toBeGreaterThanOrEqual(10);
    for (const item of rents.body.data) expect(["yearly", "monthly"]).toContain(item.rent_period);
    const monthly = rents.body.data.find((item: { title: string }) => item.title.includes("Al Faisaliyah"));
    expect(monthly).toMatchObject({ rent_period: "monthly", price: 4_500 });
    const all = await list("/api/property?limit=50", "en");
    const sales = all.body.data.filter((item: { title: string }) => !/for Rent/.test(item.title));
    expect(sales.length).toBeGreaterThan(10);
    for (const item of sales) expect(item.rent_period).toBeNull();
    const auctions = await list("/api/auction");
    for (const item of auctions.body.data) expect(item.rent_period).toBeNull();
  });

  it("filters a property's status AVAILABLE to the ones on the market, ACTIVE included", async () => {
    const available = await list("/api/property?status=AVAILABLE&limit=50");
    const statuses = new Set(available.body.data.map((item: { status: string }) => item.status));
    expect(statuses).toEqual(new Set(["AVAILABLE", "ACTIVE"]));
    const active = await list("/api/property?status=ACTIVE&limit=50");
    expect(active.body.data.length).toBeGreaterThan(0);
    expect(available.body.meta.total).toBeGreaterThan(active.body.meta.total);
    const projects = await list("/api/project?status=AVAILABLE&limit=50");
    for (const item of projects.body.data) expect(item.status).toBe("AVAILABLE");
  });

  it("filters by status", async () => {
    const sold = await page("/api/property?status=SOLD&limit=50");
    expect(sold.meta.total).toBeGreaterThan(0);
    expect(sold.data.every((item) => item.status === "SOLD")).toBe(true);
  });

  it("filters by type", async () => {
    const { data: categories } = (await list("/api/categories?kind=property")).body as { data: { id: number }[] };
    const first = categories[0]!;
    const typed = await page(`/api/property?categoryId=${first.id}&limit=50`);
    expect(typed.meta.total).toBeGreaterThan(0);
    expect(typed.data.every((item) => item.category?.id === first.id)).toBe(true);
  });

  it("filters by location in either language, ignoring case and letter variants", async () => {
    const jeddah = await page("/api/property?location=جده&limit=50");
    expect(jeddah.meta.total).toBeGreaterThan(0);
    expect(jeddah.data.every((item) => item.location_description.includes("جدة"))).toBe(true);
    const english = await page("/api/property?location=JEDDAH&limit=50", "en");
    expect(english.meta.total).toBe(jeddah.meta.total);
    const makkah = await page("/api/auction?location=مكه المكرمه&limit=50");
    expect(makkah.meta.total).toBeGreaterThan(0);
    // A location filter does not look at titles.
    expect((await page("/api/property?location=Office")).meta.total).toBe(0);
  });

  it("searches titles and locations ignoring diacritics, hamza forms, taa marbuta and case", async () => {
    const research = await page("/api/property?search=ابحاث");
    expect(research.data.map((item) => item.title)).toContain("مكتب في مركز أبحاث الأعمال");
    expect((await page("/api/property?search=أَبْحَاث")).meta.total).toBe(research.meta.total);
    const obhur = await page("/api/project?search=ابحر");
    expect(obhur.data.some((item) => item.title.includes("أبحر"))).toBe(true);
    const makkah = await page("/api/project?search=مكه&limit=50");
    expect(makkah.meta.total).toBeGreaterThan(0);
    expect(makkah.data.every((item) => `${item.title} ${item.location_description}`.includes("مكة"))).toBe(true);
    const english = await page("/api/property?search=research CENTRE", "en");
    expect(english.data.map((item) => item.title)).toEqual(["Office in the Business Research Centre"]);
  });

  it("treats LIKE wildcards in a search as plain characters", async () => {
    expect((await page("/api/property?search=%25")).meta.total).toBe(0);
    expect((await page("/api/property?search=_")).meta.total).toBe(0);
  });

  it("combines filters", async () => {
    const all = await page("/api/property?location=الرياض&limit=50");
    const combined = await page("/api/property?location=الرياض&status=AVAILABLE&search=شقة&limit=50");
    expect(combined.meta.total).toBeGreaterThan(0);
    expect(combined.meta.total).toBeLessThan(all.meta.total);
    for (const item of combined.data) {
      expect(item.status).toBe("AVAILABLE");
      expect(item.location_description).toContain("الرياض");
      expect(item.title).toContain("شقة");
    }
  });

  it("pages through every listing exactly once", async () => {
    const seen = new Set<number>();
    for (let n = 1; n <= 4; n++) {
      const result = await page(`/api/property?page=${n}&limit=9`);
      expect(result.meta).toMatchObject({ total: 31, page: n, limit: 9, pages: 4 });
      expect(result.data).toHaveLength(n < 4 ? 9 : 4);
      for (const item of result.data) seen.add(item.id);
    }
    expect(seen.size).toBe(31);
    const beyond = await page("/api/property?page=5&limit=9");
    expect(beyond.data).toEqual([]);
    expect(beyond.meta.total).toBe(31);
    expect((await page("/api/property?limit=50")).data).toHaveLength(31);
  });

  it("hides unpublished listings and those whose advertising licence has expired", async () => {
    const before = (await page("/api/project")).meta.total;
    const [first, second] = (await page("/api/project?limit=2")).data;
    await database.db.updateTable("listings").set({ published: 0 }).where("id", "=", first!.id).execute();
    await database.db
      .updateTable("listings")
      .set({ ad_licence_expires_at: "2020-01-01T00:00:00.000Z" })
      .where("id", "=", second!.id)
      .execute();
    const after = await page("/api/project?limit=50");
    expect(after.meta.total).toBe(before - 2);
    expect(after.data.map((item) => item.id)).not.toContain(first!.id);
    expect(after.data.map((item) => item.id)).not.toContain(second!.id);
  });

  it("refuses bad queries with 400 and a translated message per field", async () => {
    const arabic = await list(`/api/property?status=LOST&page=two&limit=500&search=${"x".repeat(101)}`);
    expect(arabic.status).toBe(400);
    expect(arabic.body.error.code).toBe("invalid_request");
    expect(Object.keys(arabic.body.error.fields).sort()).toEqual(["limit", "page", "search", "status"]);
    expect(arabic.body.error.fields.limit).toBe("يجب ألّا يزيد عدد النتائج في الصفحة على 50.");
    const english = await list("/api/property?status=LOST&page=0&categoryId=x", "en");
    expect(english.status).toBe(400);
    expect(english.body.error.message).toBe("The request contains invalid data.");
    expect(english.body.error.fields).toEqual({
      status: "Status must be one of AVAILABLE, ACTIVE, UPCOMING, COMPLETED, RENTED, SOLD.",
      page: "Page must be 1 or more.",
      categoryId: "Category must be a positive whole number.",
    });
  });

  it("lists the types of each kind in the request's language", async () => {
    const arabic = await list("/api/categories?kind=auction");
    const english = await list("/api/categories?kind=auction", "en");
    expect(arabic.status).toBe(200);
    expect(arabic.body.data.length).toBeGreaterThan(1);
    expect(arabic.body.data[0].name).toMatch(/[\u0600-\u06FF]/);
    expect(english.body.data[0]).toEqual({
      ...arabic.body.data[0],
      name: expect.not.stringMatching(/[\u0600-\u06FF]/),
    });
    const bad = await list("/api/categories?kind=car", "en");
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.kind).toBe("kind must be one of auction, project, property.");
  });
});
