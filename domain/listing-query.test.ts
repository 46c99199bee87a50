import { describe, expect, it } from "vitest";
import { listingKinds } from "./listing.ts";
import {
  defaultListingQuery,
  listingQueryExample,
  listingQueryFieldsOf,
  listingQueryKey,
  listingQueryParameters,
  parseListingQuery,
  unknownListingParameters,
} from "./listing-query.ts";

describe("parseListingQuery", () => {
  it("applies defaults and drops empty values", () => {
    expect(parseListingQuery(new URLSearchParams("status=&search=%20&page="))).toEqual({
      success: true,
      data: { page: 1, limit: 12 },
    });
  });

  it("reads every filter", () => {
    const parsed = parseListingQuery({
      page: "2",
      limit: "24",
      categoryId: "3",
      status: "ACTIVE",
      location: " الرياض ",
      search: "فيلا",
    });
    expect(parsed).toEqual({
      success: true,
      data: { page: 2, limit: 24, categoryId: 3, status: "ACTIVE", location: "الرياض", search: "فيلا" },
    });
  });

  it("names each bad field with its reason", () => {
    const parsed = parseListingQuery({ page: "two", limit: "500", status: "LOST", search: "x".repeat(101) });
    expect(parsed).toEqual({
      success: false,
      issues: { page: "not_whole_number", limit: "too_large", status: "unknown_status", search: "too_long" },
    });
  });

  it("refuses page zero, negative and fractional numbers", () => {
    expect(parseListingQuery({ page: "0" })).toMatchObject({ issues: { page: "too_small" } });
    expect(parseListingQuery({ page: "-1" })).toMatchObject({ issues: { page: "not_whole_number" } });
    expect(parseListingQuery({ limit: "2.5" })).toMatchObject({ issues: { limit: "not_whole_number" } });
  });

  it("ignores parameters it does not know", () => {
    expect(parseListingQuery({ sort: "price", page: "3" })).toEqual({ success: true, data: { page: 3, limit: 12 } });
  });
});

describe("parseListingQuery edge cases", () => {
  it("trims values, and a repeated parameter takes its last value", () => {
    expect(parseListingQuery(new URLSearchParams("page=two&page=%202%20&location=%20Riyadh%20"))).toEqual({
      success: true,
      data: { page: 2, limit: 12, location: "Riyadh" },
    });
  });

  it("accepts the largest values and refuses one more", () => {
    expect(parseListingQuery({ page: "10000", limit: "50", search: "x".repeat(100) })).toMatchObject({ success: true });
    expect(parseListingQuery({ page: "10001" })).toMatchObject({ issues: { page: "too_large" } });
    expect(parseListingQuery({ categoryId: "9".repeat(20) })).toMatchObject({ issues: { categoryId: "too_large" } });
  });

  it("ignores values that are not strings (a repeated parameter in a parsed query string)", () => {
    expect(parseListingQuery({ status: ["ACTIVE", "SOLD"], toString: "x" })).toEqual({
      success: true,
      data: { page: 1, limit: 12 },
    });
  });
});

describe("the list query's table", () => {
  it("reads a kind's parameters only, and Arabic-Indic digits in numbers", () => {
    expect(parseListingQuery({ page: "٢", categoryId: "۳", utm_source: "x" }, "auction")).toEqual({
      success: true,
      data: { page: 2, limit: 12, categoryId: 3 },
    });
  });

  it("names the parameters a kind's list does not read", () => {
    expect(unknownListingParameters(["page", "rooms", "utm_source", "search"], "property")).toEqual([
      "rooms",
      "utm_source",
    ]);
  });

  it("gives every parameter an example its lists accept", () => {
    for (const kind of listingKinds) {
      for (const field of listingQueryFieldsOf(kind)) {
        expect(
          parseListingQuery({ [field]: listingQueryExample(field, kind) }, kind),
          `${kind} ${field}`,
        ).toMatchObject({ success: true });
      }
    }
  });

  it("keys free text as the search compares it, and leaves unset parameters empty", () => {
    const key = listingQueryKey({ ...defaultListingQuery, search: " VILLA " });
    expect(key).toEqual(listingQueryKey({ ...defaultListingQuery, search: "villa" }));
    expect(key).toHaveLength(Object.keys(listingQueryParameters).length);
    expect(listingQueryKey(defaultListingQuery).filter((value) => value !== null)).toEqual([1, 12]);
  });
});
