import type { FastifyInstance } from "fastify";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../testing/server/app.ts";
import { createTestDatabase, type TestDatabase, testEngines } from "../../../testing/server/databases.ts";
import { insertListingGraph, type NewListingGraph } from "../../db/listing.repository.ts";

function auction(overrides: Partial<NewListingGraph["listing"]>): NewListingGraph {
  return {
    listing: {
      kind: "auction",
      category_id: null,
      status: "AVAILABLE",
      title_ar: "مزاد أراضي الملقا",
      title_en: "Al Malqa land auction",
      description_ar: "",
      description_en: "",
      location_ar: "حي الملقا، الرياض",
      location_en: "Al Malqa, Riyadh",
      city: "riyadh",
      price: null,
      area: 900,
      lat: 24.81,
      lng: 46.61,
      start_date: "2026-12-01T07:00:00.000Z",
      end_date: "2026-12-03T13:30:00.000Z",
      ...overrides,
    },
    imageKeys: [],
    features: [],
    boundaries: [],
    lots: [],
  };
}

/** The event of an .ics text as a calendar program reads it, with the file's own time zone definitions. */
function readEvent(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  const event = calendar.getFirstSubcomponent("vevent");
  if (!event) throw new Error("no event in the file");
  return { event: new ICAL.Event(event), stamp: event.getFirstPropertyValue("dtstamp") as ICAL.Time };
}

describe.each(testEngines)("auction calendar file on %s", (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let withDates: number;
  let withoutStart: number;
  let property: number;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = await buildTestApp(database);
    withDates = await insertListingGraph(database.db, auction({}));
    withoutStart = await insertListingGraph(database.db, auction({ start_date: null }));
    property = await insertListingGraph(database.db, {
      ...auction({}),
      listing: { ...auction({}).listing, kind: "property" },
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it("gives the auction's start, end, place and page in Riyadh's time zone, in the language asked for", async () => {
    const response = await app.inject({ url: `/api/auction/${withDates}/calendar.ics?lang=en` });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="auction-${withDates}.ics"`);
    const { event, stamp } = readEvent(response.body);
    expect(event.summary).toBe("Al Malqa land auction");
    expect(event.location).toBe("Al Malqa, Riyadh");
    expect(event.startDate.zone?.tzid).toBe("Asia/Riyadh");
    // 07:00 UTC is 10:00 in Riyadh, whatever zone the server runs in.
    expect(event.startDate.toString()).toBe("2026-12-01T10:00:00");
    expect(event.startDate.toJSDate().toISOString()).toBe("2026-12-01T07:00:00.000Z");
    expect(event.endDate.toJSDate().toISOString()).toBe("2026-12-03T13:30:00.000Z");
    expect(event.component.getFirstPropertyValue("url")).toBe(`http://localhost:80/en/auction/${withDates}`);
    expect(event.uid).toBe(`auction-${withDates}@localhost`);
    expect(stamp.zone?.tzid).toBe("UTC");

    const arabic = readEvent((await app.inject({ url: `/api/auction/${withDates}/calendar.ics?lang=ar` })).body);
    expect(arabic.event.summary).toBe("مزاد أراضي الملقا");
    expect(arabic.event.location).toBe("حي الملقا، الرياض");
    expect(arabic.event.component.getFirstPropertyValue("url")).toBe(`http://localhost:80/auction/${withDates}`);
  });

  it("answers 404 for an auction without a start, another kind or no listing, and 400 for a bad id", async () => {
    for (const id of [withoutStart, property, 2147483647, 2147483648]) {
      const response = await app.inject({
        url: `/api/auction/${id}/calendar.ics`,
        headers: { "accept-language": "en" },
      });
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.json().error.code).toBe("not_found");
    }
    const bad = await app.inject({ url: "/api/auction/abc/calendar.ics" });
    expect(bad.statusCode).toBe(400);
    expect((await app.inject({ url: `/api/auction/${withDates}/calendar.ics?lang=fr` })).statusCode).toBe(400);
  });
});
