import type { FastifyInstance } from "fastify";
import type { EntryContext, RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { servicesContext } from "../../app/lib/load-context.ts";
import { defaultListingQuery } from "../../domain/listing-query.ts";
import { createStaff, signIn } from "../../testing/server/admin-helpers.ts";
import { oneRouteBuild } from "../../testing/server/build.ts";
import { createTestDatabase, type TestDatabase, testEngines } from "../../testing/server/databases.ts";
import { testPropertyGraph } from "../../testing/server/listing.ts";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { type DatabaseHandle, openDatabase } from "../db/connection.ts";
import { insertListingGraph } from "../db/listing.repository.ts";
import { seedCompany } from "../seed/seed-company.ts";
import { createSiteServices } from "../services/site-services.ts";

/**
 * Staff changes reach every cache (docs/decisions/007-caching.md): two app instances on one database, as two
 * processes behind a load balancer, each with its own cache kept far longer than the test (CACHE_SECONDS at its
 * maximum), so only the invalidation can make a page fresh: at once on the process that made the change, and on
 * the other within CACHE_INVALIDATION_POLL_MS.
 */

/** List and detail pages whose HTML shows what their loader read through the services (and so the data cache). */
function listingPagesBuild() {
  const { build, renders } = oneRouteBuild(async ({ request, context }) => {
    const services = (context as RouterContextProvider).get(servicesContext);
    const path = new URL(request.url).pathname;
    const id = /^\/en\/properties\/(\d+)$/.exec(path)?.[1];
    if (id) return (await services.getListing("property", Number(id), "en"))?.title ?? "no such listing";
    // What a detail page's related section is drawn from, kept longer than a list.
    if (path === "/en/related")
      return (await services.relatedCandidates("property", 4, "en")).map((item) => item.title);
    return (await services.listListings("property", defaultListingQuery, "en")).data.map((item) => item.title);
  });
  const module = build.entry.module as unknown as {
    default: (request: Request, status: number, headers: Headers, context: EntryContext) => Response;
  };
  module.default = (_request, status, headers, context) => {
    headers.set("content-type", "text/html; charset=utf-8");
    const loaded = JSON.stringify(context.staticHandlerContext.loaderData.page ?? null);
    return new Response(`<!doctype html><p>${loaded}</p>`, { status, headers });
  };
  return { build, renders };
}

async function siteOn(database: DatabaseHandle) {
  const config = loadConfig({
    LOG_LEVEL: "silent",
    MEDIA_DIR: "data/test-media",
    API_UNCACHED_RATE_LIMIT: "0",
    PAGE_RENDER_RATE_LIMIT: "0",
    CACHE_SECONDS: "3600",
    CACHE_INVALIDATION_POLL_MS: "100",
  });
  const { build, renders } = listingPagesBuild();
  const services = createSiteServices(database.db, { listCacheSeconds: 1800 });
  const app = await buildApp({ config, database, services, pages: { build } });
  return { app, renders, services };
}

describe.each(testEngines)("invalidation across processes on %s", (engine) => {
  let database: TestDatabase;
  let other: DatabaseHandle;
  let here: Awaited<ReturnType<typeof siteOn>>;
  let there: Awaited<ReturnType<typeof siteOn>>;
  let id: number;
  let editor: string;
  const title = testPropertyGraph.listing.title_en;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await seedCompany(database.db, undefined);
    id = await insertListingGraph(database.db, testPropertyGraph);
    other =
      engine === "sqlite"
        ? openDatabase({ sqlitePath: database.location })
        : openDatabase({ databaseUrl: database.location, sqlitePath: "", poolSize: 2 });
    here = await siteOn(database);
    there = await siteOn(other);
    // Publishes, unpublishes and schedules: a publisher (docs/decisions/036-review-before-publishing.md).
    await createStaff(database, "editor@example.sa", "publisher");
    editor = await signIn(here.app, "editor@example.sa");
  });
  afterAll(async () => {
    await here?.app.close();
    await there?.app.close();
    await other?.close();
    await database?.drop();
  });

  const page = async (site: { app: FastifyInstance }, url: string) => (await site.app.inject({ url })).body;

  it("makes the list and detail pages fresh at once where staff changed a listing, and on the other process soon after", async () => {
    for (const site of [here, there]) {
      expect(await page(site, "/en/properties")).toContain(title);
      expect(await page(site, `/en/properties/${id}`)).toContain(title);
      expect(await page(site, "/en/related")).toContain(title);
      // Kept: asking again renders nothing.
      const renders = site.renders();
      await page(site, "/en/properties");
      await page(site, `/en/properties/${id}`);
      await page(site, "/en/related");
      expect(site.renders()).toBe(renders);
    }

    const { version } = (
      await here.app.inject({ url: `/api/admin/listings/${id}`, headers: { cookie: editor } })
    ).json().data;
    const withdrawn = await here.app.inject({
      method: "POST",
      url: `/api/admin/listings/${id}/unpublish`,
      headers: { cookie: editor },
      payload: { version },
    });
    expect(withdrawn.statusCode).toBe(200);

    // This process: at once, pages and the data they are rendered from.
    expect(await page(here, "/en/properties")).not.toContain(title);
    expect(await page(here, `/en/properties/${id}`)).toContain("no such listing");
    expect(await page(here, "/en/related")).not.toContain(title);
    expect((await here.app.inject({ url: `/api/property/${id}` })).statusCode).toBe(404);
    // The other: once it read the generations, with every copy kept for an hour.
    await expect.poll(() => page(there, "/en/properties"), { timeout: 10_000, interval: 50 }).not.toContain(title);
    expect(await page(there, `/en/properties/${id}`)).toContain("no such listing");
    expect(await page(there, "/en/related")).not.toContain(title);
    expect((await there.app.inject({ url: `/api/property/${id}` })).statusCode).toBe(404);
    expect((await there.app.inject({ url: "/api/property" })).json().data).toEqual([]);
  });

  it("keeps the related section's listings no longer than the first of their licences", async () => {
    await insertListingGraph(database.db, {
      ...testPropertyGraph,
      listing: {
        ...testPropertyGraph.listing,
        title_en: "Licence ends in a moment",
        ad_licence_number: "7200000099",
        ad_licence_expires_at: new Date(Date.now() + 3000).toISOString(),
      },
    });
    // Read afresh (a key of its own) while the licence runs; its end is no staff change, yet the listing goes.
    const related = async () => (await here.services.relatedCandidates("property", 12, "en")).map((item) => item.title);
    expect(await related()).toContain("Licence ends in a moment");
    await expect.poll(related, { timeout: 10_000, interval: 100 }).not.toContain("Licence ends in a moment");
  });

  it("shows the company's new settings on the other process too", async () => {
    await createStaff(database, "owner@example.sa", "admin");
    const admin = await signIn(here.app, "owner@example.sa");
    expect((await there.app.inject({ url: "/api/company" })).json().data.phone).not.toBe("+966112345678");
    const current = (await here.app.inject({ url: "/api/admin/company", headers: { cookie: admin } })).json().data;
    const saved = await here.app.inject({
      method: "PUT",
      url: "/api/admin/company",
      headers: { cookie: admin },
      payload: { ...current, phone: "966112345678", isPlaceholder: false },
    });
    expect(saved.statusCode).toBe(200);
    expect((await here.app.inject({ url: "/api/company" })).json().data.phone).toBe("+966112345678");
    await expect
      .poll(async () => (await there.app.inject({ url: "/api/company" })).json().data.phone, {
        timeout: 10_000,
        interval: 50,
      })
      .toBe("+966112345678");
  });

  it("records one generation per topic a change invalidated", async () => {
    const rows = await database.db
      .selectFrom("cache_generations")
      .select(["topic", "generation"])
      .orderBy("topic")
      .execute();
    expect(rows.map((row) => [row.topic, Number(row.generation)])).toEqual([
      ["categories", 1],
      ["company", 1],
      ["detail", 1],
      ["list", 1],
      ["map", 1],
      ["pages", 2],
    ]);
  });
});
