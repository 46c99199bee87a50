import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ListingKind, listingKinds } from "../../../domain/listing.ts";
import {
  defaultListingQuery,
  type ListingQuery,
  type ListingQueryField,
  listingQueryExample,
  listingQueryFieldsOf,
  listingQueryParameter,
  parseListingQuery,
} from "../../../domain/listing-query.ts";
import { buildTestApp } from "../../../testing/server/app.ts";
import { createTestDatabase, type TestDatabase, testEngines } from "../../../testing/server/databases.ts";
import { filtered } from "../../db/listing-query.repository.ts";
import { listKey } from "../../services/listing.service.ts";

/**
 * The list query's table (domain/listing-query.ts) against everything derived from it: the API's contract and
 * document, the repository's conditions and the cache key. A row that one of them forgets fails here, instead of
 * answering the unfiltered list (the form's side: app/components/listings/listing-filters.test.tsx).
 */

interface Operation {
  parameters?: { in: string; name: string; description?: string }[];
}

const now = new Date("2026-11-28T00:00:00.000Z");

/** The query with one parameter set to the value the table gives as its example. */
function withExample(field: ListingQueryField, kind: ListingKind): ListingQuery {
  const parsed = parseListingQuery({ [field]: listingQueryExample(field, kind) }, kind);
  if (!parsed.success) throw new Error(`the example of ${field} is refused: ${JSON.stringify(parsed.issues)}`);
  return parsed.data;
}

describe.each(testEngines)("the list query's table on %s", (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let paths: Record<string, Record<string, Operation>>;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = await buildTestApp(database);
    paths = (await app.inject({ url: "/api/openapi.json" })).json().paths;
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it.each(listingKinds)("documents exactly the %s list's parameters, in the table's order and words", (kind) => {
    const parameters = (paths[`/api/${kind}`]?.get?.parameters ?? []).filter((parameter) => parameter.in === "query");
    expect(parameters.map((parameter) => parameter.name)).toEqual(listingQueryFieldsOf(kind));
    for (const parameter of parameters) {
      const field = parameter.name as ListingQueryField;
      expect(parameter.description, field).toBe(listingQueryParameter(field).describe);
    }
  });

  it.each(listingKinds)("takes each of the %s list's parameters at its example value", async (kind) => {
    for (const field of listingQueryFieldsOf(kind)) {
      const value = listingQueryExample(field, kind);
      const response = await app.inject({ url: `/api/${kind}?${field}=${encodeURIComponent(value)}` });
      expect(response.statusCode, `${field}=${value}`).toBe(200);
    }
  });

  it.each(listingKinds)("adds a condition to the %s list's query for each filter of the table", (kind) => {
    const unfiltered = filtered(database.db, kind, {}, now).selectAll().compile();
    for (const field of listingQueryFieldsOf(kind)) {
      if (!listingQueryParameter(field).match) continue;
      const query = filtered(database.db, kind, withExample(field, kind), now).selectAll().compile();
      expect(query.sql, field).not.toBe(unfiltered.sql);
      expect(query.parameters.length, field).toBeGreaterThan(unfiltered.parameters.length);
    }
  });

  it("keeps every parameter in the cache key, and free text as the search compares it", () => {
    for (const kind of listingKinds) {
      const plain = listKey(kind, defaultListingQuery, "ar");
      const keys = new Set([plain]);
      for (const field of listingQueryFieldsOf(kind)) {
        const key = listKey(kind, { ...defaultListingQuery, ...withExample(field, kind) }, "ar");
        expect(keys.has(key), `${kind} ${field}`).toBe(false);
        keys.add(key);
      }
    }
    const villa = listKey("property", { ...defaultListingQuery, search: "VILLA" }, "ar");
    expect(listKey("property", { ...defaultListingQuery, search: "villa" }, "ar")).toBe(villa);
    expect(listKey("property", defaultListingQuery, "en")).not.toBe(listKey("property", defaultListingQuery, "ar"));
  });

  it("refuses a parameter no list reads with a 400 that names it and what the list takes, in both languages", async () => {
    const english = await app.inject({ url: "/api/auction?rooms=3&page=1", headers: { "accept-language": "en" } });
    expect(english.statusCode).toBe(400);
    const { error } = english.json();
    expect(error.code).toBe("invalid_request");
    expect(Object.keys(error.fields)).toEqual(["rooms"]);
    expect(error.fields.rooms).toBe(
      `This list does not take the parameter "rooms". It takes: ${listingQueryFieldsOf("auction").join(", ")}.`,
    );
    const arabic = await app.inject({ url: "/api/auction?rooms=3", headers: { "accept-language": "ar" } });
    expect(arabic.statusCode).toBe(400);
    expect(arabic.json().error.fields.rooms).toMatch(
      /^لا تقبل هذه القائمة المعامل «rooms»\. المعاملات المقبولة: page، /,
    );
  });

  it("refuses tracking parameters on the API too, and never repeats a name it cannot print", async () => {
    const tracked = await app.inject({
      url: "/api/property?utm_source=newsletter",
      headers: { "accept-language": "en" },
    });
    expect(tracked.statusCode).toBe(400);
    expect(Object.keys(tracked.json().error.fields)).toEqual(["utm_source"]);
    const marked = await app.inject({ url: `/api/property?${encodeURIComponent("<script>")}=1` });
    expect(marked.statusCode).toBe(400);
    expect(marked.body).not.toContain("<script>");
    expect(Object.keys(marked.json().error.fields)).toEqual(["query"]);
  });
});
