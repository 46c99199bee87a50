import { describe, expect, it } from "vitest";
import { queryFromParams } from "./listings-page-data.ts";

describe("a list page's query (docs/decisions/018-route-contracts.md)", () => {
  it("ignores what its list does not read: tracking parameters, unknown ones, another kind's filter", () => {
    const params = new URLSearchParams("utm_source=newsletter&fbclid=x&rooms=3&status=COMPLETED&page=2");
    expect(queryFromParams(params, "auction")).toEqual({ page: 2, limit: 12, status: "COMPLETED" });
  });

  it("drops a bad value and keeps the rest", () => {
    expect(queryFromParams(new URLSearchParams("page=zero&search=villa"), "property")).toEqual({
      page: 1,
      limit: 12,
      search: "villa",
    });
  });
});
