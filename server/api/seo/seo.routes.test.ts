import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../testing/server/app.ts";
import { createTestDatabase, type TestDatabase, testEngines } from "../../../testing/server/databases.ts";
import { seedCompany } from "../../seed/seed-company.ts";
import { seedDemoContent } from "../../seed/seed-demo.ts";

const origin = "https://www.example.sa";

describe.each(testEngines)("sitemap and robots.txt on %s", (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const locs = async () => {
    const response = await app.inject({ url: "/sitemap.xml" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/xml; charset=utf-8");
    return [...response.body.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]!);
  };

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await seedCompany(database.db, undefined);
    await seedDemoContent(database.db, { mediaDir: "data/test-media" });
    app = await buildTestApp(database, { PUBLIC_ORIGIN: origin });
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it("lists the company pages and every visible listing in both languages", async () => {
    const listed = await locs();
    for (const path of ["", "/auctions", "/directmarketing", "/propertymanagement", "/map", "/contactus"]) {
      expect(listed).toContain(`${origin}${path || "/"}`);
      expect(listed).toContain(`${origin}/en${path}`);
    }
    const visible = await database.db
      .selectFrom("listings")
      .select(["id", "kind"])
      .where("published", "=", 1)
      .where((eb) =>
        eb.or([eb("ad_licence_expires_at", "is", null), eb("ad_licence_expires_at", ">", new Date().toISOString())]),
      )
      .execute();
    expect(visible.length).toBeGreaterThan(10);
    for (const listing of visible) {
      expect(listed).toContain(`${origin}/${listing.kind}/${listing.id}`);
      expect(listed).toContain(`${origin}/en/${listing.kind}/${listing.id}`);
    }
  });

  it("drops a listing at once when it is unpublished or its advertising licence expires", async () => {
    const [first, second] = await database.db
      .selectFrom("listings")
      .select(["id", "kind"])
      .where("published", "=", 1)
      .orderBy("id")
      .limit(2)
      .execute();
    await database.db.updateTable("listings").set({ published: 0 }).where("id", "=", first!.id).execute();
    await database.db
      .updateTable("listings")
      .set({ ad_licence_expires_at: new Date(Date.now() - 60_000).toISOString() })
      .where("id", "=", second!.id)
      .execute();
    const listed = await locs();
    for (const gone of [first!, second!]) {
      expect(listed).not.toContain(`${origin}/${gone.kind}/${gone.id}`);
      expect(listed).not.toContain(`${origin}/en/${gone.kind}/${gone.id}`);
    }
  });

  it("serves robots.txt pointing to the sitemap at the public origin", async () => {
    const response = await app.inject({ url: "/robots.txt" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(response.body).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(response.body).toContain("Disallow: /admin");
  });
});
