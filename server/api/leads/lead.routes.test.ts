import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildTestApp } from "../../../testing/server/app.ts";
import { createTestDatabase, type TestDatabase, testEngines } from "../../../testing/server/databases.ts";
import { openDatabase } from "../../db/connection.ts";
import { insertListingGraph, type NewListingGraph } from "../../db/listing.repository.ts";
import { noteNewListings } from "../../db/search-alert.repository.ts";
import { seedCompany } from "../../seed/seed-company.ts";

function graph(kind: string, overrides: Partial<NewListingGraph["listing"]> = {}): NewListingGraph {
  return {
    listing: {
      kind,
      category_id: null,
      status: "AVAILABLE",
      title_ar: "عرض للاختبار",
      title_en: "Listing under test",
      description_ar: "<p>وصف</p>",
      description_en: "<p>Description</p>",
      location_ar: "حي الملقا، الرياض",
      location_en: "Al Malqa, Riyadh",
      city: "riyadh",
      price: 100_000,
      area: 100,
      lat: 24.8,
      lng: 46.6,
      ...overrides,
    },
    imageKeys: [],
    features: [],
    boundaries: [],
    lots: [],
  };
}

/** A person's submission: filled in over a few seconds, honeypot empty, a fresh key. */
function enquiry(extra: Record<string, unknown> = {}) {
  return {
    name: "محمد عبدالله القحطاني",
    email: `lead-${randomUUID()}@example.sa`,
    phone: "966501234567",
    message: "أرغب في عرض أرض في حي الملقا",
    submissionKey: randomUUID(),
    website: "",
    fillMs: 8000,
    sourcePage: "/contactus",
    ...extra,
  };
}

async function appOn(database: TestDatabase, environment: Record<string, string> = {}): Promise<FastifyInstance> {
  return buildTestApp(database, { LEAD_RATE_LIMIT: "10000", ...environment });
}

describe.each(testEngines)("lead API on %s", (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const ids: Record<string, number> = {};

  const post = async (url: string, payload: unknown, language = "ar") => {
    const response = await app.inject({
      method: "POST",
      url,
      headers: { "content-type": "application/json", "accept-language": language },
      payload: JSON.stringify(payload),
    });
    return { status: response.statusCode, body: response.json(), headers: response.headers };
  };
  const leadsOf = (email: string) =>
    database.db.selectFrom("leads").selectAll().where("email", "=", email).orderBy("id").execute();

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await seedCompany(database.db, undefined);
    ids.auction = await insertListingGraph(database.db, graph("auction", { status: "UPCOMING" }));
    ids.project = await insertListingGraph(database.db, graph("project"));
    ids.property = await insertListingGraph(database.db, graph("property"));
    ids.hidden = await insertListingGraph(database.db, graph("project", { published: 0 }));
    ids.expired = await insertListingGraph(
      database.db,
      graph("property", { ad_licence_expires_at: "2020-01-01T00:00:00.000Z" }),
    );
    app = await appOn(database);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it("stores a contact message once and answers 201", async () => {
    const payload = enquiry();
    const response = await post("/api/contact", payload);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ data: { received: true } });
    expect(response.headers["cache-control"]).toBe("no-store");
    const [lead, ...others] = await leadsOf(payload.email);
    expect(others).toEqual([]);
    expect(lead).toMatchObject({
      kind: "contact",
      listing_id: null,
      name: payload.name,
      phone: "+966501234567",
      message: payload.message,
      language: "ar",
      source_page: "/contactus",
      submission_key: payload.submissionKey,
      spam_reason: null,
      notified_at: null,
    });
    expect(new Date(lead?.created_at ?? "").getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it("stores a contact message and an interest without an e-mail, or with an empty one", async () => {
    const bySubmission = (key: string) =>
      database.db.selectFrom("leads").selectAll().where("submission_key", "=", key).execute();
    const { email: _none, ...contact } = enquiry();
    expect((await post("/api/contact", contact)).status).toBe(201);
    expect(await bySubmission(contact.submissionKey)).toMatchObject([{ kind: "contact", email: "" }]);
    const interest = enquiry({ email: "", projectId: ids.project });
    expect((await post("/api/project-interest", interest)).status).toBe(201);
    expect(await bySubmission(interest.submissionKey)).toMatchObject([{ kind: "project_interest", email: "" }]);
  });

  it("accepts the phone with its plus, and records the language of the request", async () => {
    const payload = enquiry({ phone: "+447911123456", name: "John Michael Smith" });
    expect((await post("/api/contact", payload, "en-GB,en;q=0.9")).status).toBe(201);
    expect(await leadsOf(payload.email)).toMatchObject([{ phone: "+447911123456", language: "en" }]);
  });

  it.each([
    ["contact", {}],
    ["auction", { auctionId: "auction" }],
    ["project", { projectId: "project" }],
    ["property", { propertyId: "property" }],
  ] as const)(
    "reads Arabic-Indic digits and the ways people write a number on %s and stores E.164",
    async (endpoint, listing) => {
      const url = endpoint === "contact" ? "/api/contact" : `/api/${endpoint}-interest`;
      const ids_ = Object.fromEntries(Object.entries(listing).map(([field, kind]) => [field, ids[kind]]));
      for (const phone of [
        "٠٥٠١٢٣٤٥٦٧",
        "۰۵۰۱۲۳۴۵۶۷",
        "\u200f+٩٦٦ ٥٠ ١٢٣ ٤٥٦٧",
        "00966501234567",
        "0501234567",
        "+966 50 123 4567",
        "966501234567",
      ]) {
        const payload = enquiry({ phone, ...ids_ });
        expect((await post(url, payload)).status, phone).toBe(201);
        expect(await leadsOf(payload.email), phone).toMatchObject([{ phone: "+966501234567" }]);
      }
    },
  );

  it("refuses a number its country does not give out, saying why, in both languages", async () => {
    const saudi = enquiry({ phone: "٠٥٠١٢٣٤٥" });
    const arabic = await post("/api/contact", saudi, "ar");
    expect(arabic.status).toBe(400);
    expect(arabic.body.error.fields).toEqual({
      phone: "رقم سعودي غير صحيح؛ رقم الجوال يبدأ بـ 05 ويتكوّن من 10 أرقام، مثل \u2066050\u00a0123\u00a04567\u2069.",
    });
    const english = await post("/api/contact", saudi, "en");
    expect(english.body.error.fields).toEqual({
      phone:
        "This is not a valid Saudi number: a mobile number starts with 05 and has 10 digits, such as 050\u00a0123\u00a04567.",
    });
    // The shape of a British mobile, a digit short: only the API's full rules know.
    const british = enquiry({ phone: "+44 7911 12345" });
    for (const [language, message] of [
      ["ar", "هذا الرقم غير صحيح لدولته؛ تحقّق من رمز الدولة وعدد الأرقام."],
      ["en", "This number is not valid for its country: check the country code and the number of digits."],
    ] as const) {
      const response = await post("/api/project-interest", { ...british, projectId: ids.project }, language);
      expect(response.status).toBe(400);
      expect(response.body.error.fields).toEqual({ phone: message });
    }
    expect(await leadsOf(saudi.email)).toEqual([]);
    expect(await leadsOf(british.email)).toEqual([]);
  });

  it.each(["auction", "project", "property"])("stores a %s interest linked to its listing", async (kind) => {
    const payload = enquiry({ [`${kind}Id`]: ids[kind], message: undefined, sourcePage: `/${kind}/${ids[kind]}` });
    const response = await post(`/api/${kind}-interest`, payload);
    expect(response.status).toBe(201);
    expect(await leadsOf(payload.email)).toMatchObject([
      { kind: `${kind}_interest`, listing_id: ids[kind], message: null, source_page: `/${kind}/${ids[kind]}` },
    ]);
  });

  it("links a contact payload that names a listing (spec §3)", async () => {
    const payload = enquiry({ projectId: ids.project, message: undefined });
    expect((await post("/api/contact", payload)).status).toBe(201);
    expect(await leadsOf(payload.email)).toMatchObject([{ kind: "project_interest", listing_id: ids.project }]);
  });

  it("stores an interest in a listing taken off the site after it was listed: unpublished, expired or in the trash", async () => {
    const listed = {
      unpublished: await insertListingGraph(database.db, graph("project")),
      expired: await insertListingGraph(database.db, graph("property")),
      trashed: await insertListingGraph(database.db, graph("auction", { status: "UPCOMING" })),
    };
    // The alerts' job notes what is listed; then staff take the three down.
    await noteNewListings(database.db, new Date());
    await database.db.updateTable("listings").set({ published: 0 }).where("id", "=", listed.unpublished).execute();
    await database.db
      .updateTable("listings")
      .set({ ad_licence_expires_at: "2020-01-01T00:00:00.000Z" })
      .where("id", "=", listed.expired)
      .execute();
    await database.db
      .updateTable("listings")
      .set({ trashed_at: new Date().toISOString() })
      .where("id", "=", listed.trashed)
      .execute();
    for (const [url, field, id, kind] of [
      ["/api/project-interest", "projectId", listed.unpublished, "project_interest"],
      ["/api/property-interest", "propertyId", listed.expired, "property_interest"],
      ["/api/contact", "auctionId", listed.trashed, "auction_interest"],
    ] as const) {
      const payload = enquiry({ [field]: id });
      const response = await post(url, payload);
      expect(response.status, `${url} ${id}`).toBe(201);
      expect(await leadsOf(payload.email)).toMatchObject([{ kind, listing_id: id }]);
    }
    // Still not an interest in another kind's listing.
    const otherKind = enquiry({ propertyId: listed.unpublished });
    expect((await post("/api/property-interest", otherKind)).status).toBe(404);
    expect(await leadsOf(otherKind.email)).toEqual([]);
  });

  it("stores an interest in a listing taken down before the hourly job noted it, once a visitor's page showed it", async () => {
    const id = await insertListingGraph(database.db, graph("property"));
    const seen = () =>
      database.db.selectFrom("listing_first_seen").select("seen_at").where("listing_id", "=", id).executeTakeFirst();
    expect(await seen()).toBeUndefined();
    // A visitor opens its page (the page reads the listing as the API does); then staff unpublish it.
    const page = await app.inject({ method: "GET", url: `/api/property/${id}`, headers: { "accept-language": "ar" } });
    expect(page.statusCode).toBe(200);
    await vi.waitFor(async () => expect(await seen()).toBeDefined());
    await database.db.updateTable("listings").set({ published: 0 }).where("id", "=", id).execute();
    const payload = enquiry({ propertyId: id });
    expect((await post("/api/property-interest", payload)).status).toBe(201);
    expect(await leadsOf(payload.email)).toMatchObject([{ kind: "property_interest", listing_id: id }]);
    // A draft has no page: nothing is noted, and its interest is still refused.
    const draft = await insertListingGraph(database.db, graph("property", { published: 0 }));
    expect((await app.inject({ method: "GET", url: `/api/property/${draft}` })).statusCode).toBe(404);
    const draftInterest = enquiry({ propertyId: draft });
    expect((await post("/api/property-interest", draftInterest)).status).toBe(404);
  });

  it("answers 404 and stores nothing for a listing that does not exist, was never listed or is of another kind", async () => {
    for (const [url, field, id] of [
      ["/api/project-interest", "projectId", 999_999],
      ["/api/project-interest", "projectId", ids.hidden],
      ["/api/property-interest", "propertyId", ids.expired],
      ["/api/property-interest", "propertyId", ids.project],
      ["/api/contact", "auctionId", ids.property],
    ] as const) {
      const payload = enquiry({ [field]: id });
      const response = await post(url, payload, "en");
      expect(response.status, `${url} ${id}`).toBe(404);
      expect(response.body.error).toMatchObject({
        code: "not_found",
        message: "We could not find what you asked for.",
      });
      expect(await leadsOf(payload.email)).toEqual([]);
    }
  });

  it("answers 400 with every bad field's message in Arabic", async () => {
    const payload = enquiry({ name: "محمد 3", email: "not-an-email", phone: "050123456" });
    const response = await post("/api/contact", payload, "ar");
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual({
      code: "invalid_request",
      message: "يحتوي الطلب على بيانات غير صحيحة.",
      fields: {
        name: "يجب ألّا يحتوي الاسم على أرقام أو رموز.",
        email: "يُرجى إدخال بريد إلكتروني صحيح.",
        phone: "رقم سعودي غير صحيح؛ رقم الجوال يبدأ بـ 05 ويتكوّن من 10 أرقام، مثل \u2066050\u00a0123\u00a04567\u2069.",
      },
    });
    expect(await leadsOf(payload.email)).toEqual([]);
  });

  it("answers 400 with every bad field's message in English", async () => {
    const response = await post("/api/project-interest", { name: "John Smith", phone: "1234567", email: "x@" }, "en");
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({
      name: "Please enter your full name (at least three names).",
      email: "Please enter a valid email address.",
      phone: "This number is not valid for its country: check the country code and the number of digits.",
      projectId: "This field is required.",
    });
  });

  it("names the limits of long values, bad ids and bad keys", async () => {
    const response = await post(
      "/api/auction-interest",
      enquiry({ auctionId: "12", message: "x".repeat(2001), submissionKey: "abc", website: "x".repeat(501) }),
      "en",
    );
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({
      auctionId: "This must be a positive whole number.",
      message: "This is too long (2000 characters at most).",
      submissionKey: "The submission key is not valid.",
      website: "This is too long (500 characters at most).",
    });
  });

  it("refuses control characters in one-line fields and the message, and takes bidi controls out", async () => {
    const refused = enquiry({
      message: "سطر أول\u0000 وبقيته",
      sourcePage: "/contactus\r\nرقم الجوال | Mobile: +966 50 000 0000",
    });
    const response = await post("/api/contact", refused, "en");
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({
      message: "This value is not valid.",
      sourcePage: "This value is not valid.",
    });
    expect(await leadsOf(refused.email)).toEqual([]);
    const terminalEscape = await post(
      "/api/contact",
      enquiry({ message: "\u001b[31m red", name: "محمد\u0000 عبدالله القحطاني" }),
    );
    expect(Object.keys(terminalEscape.body.error.fields)).toEqual(["name", "message"]);

    const cleaned = enquiry({
      name: "\u202Eمحمد\nعبدالله\tالقحطاني\u202C",
      email: `\u2066lead-${randomUUID()}@example.sa\u2069`,
      message: "السطر الأول\r\nالسطر الثاني\u2028السطر الثالث\u202E 123\u202C",
      sourcePage: "/contactus\u2067",
    });
    expect((await post("/api/contact", cleaned)).status).toBe(201);
    const [lead] = await leadsOf(cleaned.email.replace(/[\u2066\u2069]/g, ""));
    expect(lead).toMatchObject({
      name: "محمد عبدالله القحطاني",
      message: "السطر الأول\nالسطر الثاني\nالسطر الثالث 123",
      source_page: "/contactus",
    });
  });

  it("refuses a body that is not a JSON object", async () => {
    const text = await app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "text/plain", "accept-language": "en" },
      payload: "name=Mohammed",
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().error.fields.name).toBe("This field is required.");
    expect((await post("/api/contact", [enquiry()])).status).toBe(400);
  });

  it("stores a repeated submission key once and answers it the same", async () => {
    const payload = enquiry();
    const first = await post("/api/contact", payload);
    const again = await post("/api/contact", payload);
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body).toEqual(first.body);
    expect(await leadsOf(payload.email)).toHaveLength(1);
  });

  it("refuses a reused submission key with other content (422, translated), for a listing that is gone too", async () => {
    const payload = enquiry({ propertyId: ids.property });
    expect((await post("/api/property-interest", payload)).status).toBe(201);
    // A retry from the other language's page, later: the same submission.
    const retry = await post("/api/property-interest", { ...payload, sourcePage: "/en/property", fillMs: 20000 }, "en");
    expect(retry.status).toBe(201);
    const changed = await post("/api/property-interest", { ...payload, message: "رسالة أخرى" }, "en");
    expect(changed.status).toBe(422);
    expect(changed.body.error).toEqual({
      code: "submission_key_reused",
      message: "This form was already sent with different content. Reload the page and send it again.",
    });
    const arabic = await post("/api/contact", { ...payload, propertyId: undefined });
    expect(arabic.status).toBe(422);
    expect(arabic.body.error.message).toMatch(/أُرسل هذا النموذج/);
    const gone = await post("/api/property-interest", { ...payload, propertyId: ids.expired });
    expect(gone.status).toBe(422);
    expect(await leadsOf(payload.email)).toMatchObject([{ message: payload.message, listing_id: ids.property }]);
  });

  it("stores concurrent duplicates exactly once", async () => {
    const payload = enquiry({ propertyId: ids.property });
    const answers = await Promise.all(Array.from({ length: 12 }, () => post("/api/property-interest", payload)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(201));
    expect(await leadsOf(payload.email)).toHaveLength(1);
  });

  it("answers a filled honeypot like a person, but keeps the lead apart as suspected", async () => {
    const payload = enquiry({ website: "https://cheap-pills.example" });
    const response = await post("/api/contact", payload);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ data: { received: true } });
    expect(await leadsOf(payload.email)).toMatchObject([{ spam_reason: "honeypot" }]);
  });

  it("keeps apart as suspected a form posted faster than a person fills it, or without a fill time", async () => {
    const quick = enquiry({ fillMs: 300.6 });
    expect((await post("/api/contact", quick)).status).toBe(201);
    expect(await leadsOf(quick.email)).toMatchObject([{ spam_reason: "too_fast", fill_ms: 301 }]);
    const bare = enquiry({ fillMs: undefined, website: undefined, submissionKey: undefined });
    expect((await post("/api/contact", bare)).status).toBe(201);
    expect(await leadsOf(bare.email)).toMatchObject([{ spam_reason: "too_fast", fill_ms: null }]);
  });

  it("limits how many enquiries one address sends a minute, all endpoints together, with a translated answer", async () => {
    const limited = await appOn(database, { LEAD_RATE_LIMIT: "3" });
    try {
      const send = (url: string, payload: Record<string, unknown>, remoteAddress = "203.0.113.7") =>
        limited.inject({
          method: "POST",
          url,
          remoteAddress,
          headers: { "content-type": "application/json", "accept-language": "en" },
          payload: JSON.stringify(enquiry(payload)),
        });
      expect((await send("/api/contact", {})).statusCode).toBe(201);
      expect((await send("/api/property-interest", { propertyId: ids.property })).statusCode).toBe(201);
      expect((await send("/api/project-interest", { projectId: ids.project })).statusCode).toBe(201);
      // The fourth, on yet another endpoint, is one too many for the address.
      const refused = await send("/api/auction-interest", { auctionId: ids.auction });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toMatchObject({ code: "too_many_requests" });
      expect(refused.json().error.message).toMatch(/Too many requests/);
      expect((await send("/api/contact", {})).statusCode).toBe(429);
      // Another address has its own budget.
      expect((await send("/api/contact", {}, "203.0.113.8")).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });

  // On PostgreSQL the budget is kept in the database (decision 023); a site on SQLite is one process.
  if (engine === "postgres") {
    it("shares the budget between processes on the same database", async () => {
      // Two apps, each with its own connections, as two processes behind a load balancer would be.
      const second = openDatabase({
        databaseUrl: engine === "postgres" ? database.location : undefined,
        sqlitePath: database.location,
      });
      const [one, two] = [
        await appOn(database, { LEAD_RATE_LIMIT: "4" }),
        await buildTestApp(second, { LEAD_RATE_LIMIT: "4" }),
      ];
      try {
        const statuses: number[] = [];
        for (let index = 0; index < 6; index += 1) {
          const response = await (index % 2 === 0 ? one : two).inject({
            method: "POST",
            url: "/api/contact",
            remoteAddress: "198.51.100.4",
            headers: { "content-type": "application/json" },
            payload: JSON.stringify(enquiry()),
          });
          statuses.push(response.statusCode);
        }
        expect(statuses).toEqual([201, 201, 201, 201, 429, 429]);
      } finally {
        await one.close();
        await two.close();
        await second.close();
      }
    });
  }

  it("describes the form endpoints in the OpenAPI document", async () => {
    const document = (await app.inject({ url: "/api/openapi.json" })).json();
    for (const path of ["/api/contact", "/api/auction-interest", "/api/project-interest", "/api/property-interest"]) {
      expect(document.paths[path]?.post?.responses, path).toHaveProperty("201");
    }
    expect(
      document.paths["/api/project-interest"].post.requestBody.content["application/json"].schema.required,
    ).toContain("projectId");
  });

  it("does not answer other methods on the form endpoints", async () => {
    const response = await app.inject({ url: "/api/contact" });
    expect(response.statusCode).toBe(404);
  });
});
