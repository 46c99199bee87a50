import fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { daysBefore, riyadhDayOf } from "../../domain/admin/dashboard.ts";
import { createTestDatabase, type TestDatabase, testEngines } from "../../testing/server/databases.ts";
import { testPropertyGraph } from "../../testing/server/listing.ts";
import { sessionCookie } from "../api/admin/admin-scope.ts";
import { countListingViews, createViewCounter, type ViewCounter } from "../services/view-counter.ts";
import { openDatabase } from "./connection.ts";
import { dashboardFigures, listingStats } from "./dashboard.repository.ts";
import { insertLead, type NewLeadRecord } from "./lead.repository.ts";
import { updateLead } from "./lead-inbox.repository.ts";
import { insertListingGraph } from "./listing.repository.ts";
import { viewsByListing, viewsOfListing } from "./listing-views.repository.ts";

const person =
  "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";
const googlebot = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const hour = 3_600_000;

let key = 0;
function lead(overrides: Partial<NewLeadRecord> = {}): NewLeadRecord {
  key += 1;
  return {
    kind: "contact",
    listing: null,
    name: "سارة العتيبي",
    email: "sara@example.sa",
    phone: "966501234567",
    message: null,
    language: "ar",
    source_page: "/contactus",
    submission_key: `dashboard-${key}`,
    spam_reason: null,
    ...overrides,
  };
}

/** A host that answers every page 200, as the pages do, with the view counting of server/app.ts in front. */
async function pagesHost(counter: ViewCounter): Promise<FastifyInstance> {
  const host = fastify();
  countListingViews(host, counter);
  host.route({
    method: ["GET", "HEAD"],
    url: "/*",
    handler: async (request, reply) => {
      if (request.headers["if-none-match"]) return reply.status(304).send();
      if (request.url.includes("/999")) return reply.status(404).send("not found");
      return "<html></html>";
    },
  });
  return host;
}

describe.each(testEngines)("dashboard figures on %s", (engine) => {
  let database: TestDatabase;
  let other: ReturnType<typeof openDatabase>;
  let host: FastifyInstance;
  let otherHost: FastifyInstance;
  let counter: ViewCounter;
  let otherCounter: ViewCounter;
  let villa: number;
  let project: number;
  const now = new Date();
  const today = riyadhDayOf(now);

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    // A second process on the same database: its own connection and its own counter.
    other = openDatabase(
      engine === "postgres" ? { databaseUrl: database.location, sqlitePath: "" } : { sqlitePath: database.location },
    );
    counter = createViewCounter(database.db, { flushMs: 60_000 });
    otherCounter = createViewCounter(other.db, { flushMs: 60_000 });
    host = await pagesHost(counter);
    otherHost = await pagesHost(otherCounter);
    villa = await insertListingGraph(database.db, testPropertyGraph);
    project = await insertListingGraph(database.db, {
      ...testPropertyGraph,
      listing: {
        ...testPropertyGraph.listing,
        kind: "project",
        title_ar: "مشروع الياسمين",
        title_en: "Al Yasmin project",
        ad_licence_number: "7200000001",
        ad_licence_expires_at: new Date(now.getTime() + 10 * 24 * hour).toISOString(),
      },
    });
  });
  afterAll(async () => {
    await host?.close();
    await otherHost?.close();
    await other?.close();
    await database?.drop();
  });

  it("counts a person's views of a listing page, and no bot, prefetch, HEAD, 304, error or staff visit", async () => {
    const view = (
      target: FastifyInstance,
      url: string,
      headers: Record<string, string> = {},
      method: "GET" | "HEAD" = "GET",
    ) => target.inject({ method, url, headers: { "user-agent": person, ...headers } });
    await view(host, `/property/${villa}`);
    await view(host, `/en/property/${villa}`);
    await view(host, `/property/${villa}.data?_routes=ar%2Fproperty`);
    await view(otherHost, `/property/${villa}`);
    await view(otherHost, `/project/${project}`);
    // Not views:
    await view(host, `/property/${villa}`, { "user-agent": googlebot });
    await host.inject({ method: "GET", url: `/property/${villa}` });
    await view(host, `/property/${villa}`, { "sec-purpose": "prefetch" });
    await view(host, `/property/${villa}`, {}, "HEAD");
    await view(host, `/property/${villa}`, { "if-none-match": '"abc"' });
    await view(host, `/property/${villa}`, { cookie: `${sessionCookie}=token` });
    await view(host, `/property/${villa}/brochure`);
    await view(host, "/property/999");
    await view(host, `/admin/preview/property/${villa}`);

    expect(await viewsByListing(database.db, [villa, project])).toEqual(
      new Map([
        [villa, 0],
        [project, 0],
      ]),
    );
    await counter.flush();
    // The other process shuts down: what it counted is written as it closes.
    await otherHost.close();
    // Written again after a write: the rows add up, never replace.
    await view(host, `/project/${project}`);
    await counter.flush();
    expect(await viewsByListing(database.db, [villa, project, 12345])).toEqual(
      new Map([
        [villa, 4],
        [project, 2],
        [12345, 0],
      ]),
    );
    const sorted = await database.db
      .selectFrom("listings")
      .select(["id", viewsOfListing().as("views")])
      .orderBy("views", "desc")
      .execute();
    expect(sorted.map((row) => [row.id, Number(row.views)])).toEqual([
      [villa, 4],
      [project, 2],
    ]);
  });

  it("gives leads per day by kind and page, the top listings, response times and what waits", async () => {
    const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * hour);
    const store = async (record: NewLeadRecord, when: Date) => {
      const result = await insertLead(database.db, record, when);
      if (result.status !== "created") throw new Error("lead not stored");
      return result.id;
    };
    const contact = await store(lead(), at(30));
    const interest = await store(
      lead({
        kind: "property_interest",
        listing: { kind: "property", id: villa },
        source_page: `/en/property/${villa}`,
      }),
      at(2),
    );
    await store(lead({ kind: "property_interest", listing: { kind: "property", id: villa }, source_page: "/" }), at(1));
    await store(lead({ spam_reason: "honeypot", source_page: "/" }), at(1));
    // Older than the 90 days shown.
    await store(lead(), at(24 * 95));
    // Answered: 30 h after arrival (one to three days) and 15 minutes after (within the hour); a later change keeps
    // the first answer's time.
    await updateLead(database.db, contact, { status: "contacted" }, now.toISOString());
    await updateLead(database.db, interest, { status: "closed" }, at(1.75).toISOString());
    await updateLead(database.db, interest, { status: "new" }, at(1).toISOString());
    await updateLead(database.db, interest, { status: "contacted" }, now.toISOString());

    const figures = await dashboardFigures(database.db, now);
    expect(figures.today).toBe(today);
    expect(figures.days).toHaveLength(90);
    expect(figures.days[0]?.day).toBe(daysBefore(today, 89));
    const total = (pick: (day: (typeof figures.days)[number]) => Record<string, number | undefined>) => {
      const sums: Record<string, number> = {};
      for (const day of figures.days)
        for (const [name, count] of Object.entries(pick(day))) sums[name] = (sums[name] ?? 0) + (count ?? 0);
      return sums;
    };
    expect(total((day) => day.byKind)).toEqual({ contact: 1, property_interest: 2 });
    expect(total((day) => day.bySource)).toEqual({ contact: 1, property: 1, home: 1 });
    expect(figures.leadKinds).toEqual(["contact", "property_interest"]);
    const contactDay = figures.days.find((day) => day.day === riyadhDayOf(at(30)));
    expect(contactDay?.byKind.contact).toBe(1);
    expect(figures.days.at(-1)?.views).toBe(6);

    expect(figures.topByViews.map((listing) => [listing.id, listing.views, listing.leads])).toEqual([
      [villa, 4, 2],
      [project, 2, 0],
    ]);
    expect(figures.topByLeads).toEqual([
      {
        id: villa,
        kind: "property",
        titleAr: "فيلا للبيع في حي الملقا",
        titleEn: "Villa for sale in Al Malqa",
        views: 4,
        leads: 2,
      },
    ]);
    expect(figures.response).toEqual({
      answered: 2,
      averageHours: 15.1,
      bands: { hour: 1, fourHours: 0, day: 0, threeDays: 1, later: 0 },
    });
    expect(figures.waiting.count).toBe(2);
    expect(figures.waiting.oldest.map((waiting) => waiting.kind)).toEqual(["contact", "property_interest"]);
    expect(figures.expiringLicences.map((listing) => listing.id)).toEqual([project]);

    const stats = await listingStats(database.db, villa, now);
    expect(stats.days).toHaveLength(90);
    expect(stats.totals).toEqual({ views: 4, leads: 2, views30: 4, leads30: 2 });
    expect(stats.days.at(-1)).toEqual({ day: today, views: 4, leads: stats.days.at(-1)?.leads });
  });
});
