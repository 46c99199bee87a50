import { describe, expect, it } from "vitest";
import { emptyListingInput } from "./empty-listing.ts";
import type { ListingInput } from "./listing-editor.ts";
import { categoryIdsOf, kindProblems, publishProblems, statusAllowed } from "./listing-rules.ts";

/** A Riyadh day `days` from now, YYYY-MM-DD. */
const dayFromNow = (days: number) =>
  new Date(Date.now() + 3 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

function sampleInput(overrides: Partial<ListingInput> = {}): ListingInput {
  return emptyListingInput("property", {
    status: "AVAILABLE",
    titleAr: "فيلا",
    titleEn: "Villa",
    locationAr: "الرياض",
    locationEn: "Riyadh",
    city: "riyadh",
    price: 1,
    adLicenceNumber: "7200000001",
    adLicenceExpiresOn: dayFromNow(30),
    advertiserNameAr: "شركة",
    advertiserNameEn: "Company",
    advertiserFalLicence: "1200000001",
    ...overrides,
  });
}

describe("listing rules", () => {
  const now = new Date();

  it("publishes a listing with its licence, advertiser and locations, and names each missing field", () => {
    expect(publishProblems(sampleInput(), now)).toEqual({});
    expect(
      publishProblems(sampleInput({ adLicenceNumber: null, adLicenceExpiresOn: null, locationEn: "" }), now),
    ).toEqual({ adLicenceNumber: "licence_required", adLicenceExpiresOn: "licence_required", locationEn: "required" });
    expect(publishProblems(sampleInput({ adLicenceExpiresOn: "2020-01-01" }), now)).toEqual({
      adLicenceExpiresOn: "licence_expired",
    });
  });

  it("keeps statuses, rents, categories and lots to their kinds", () => {
    expect(statusAllowed("property", "RENTED")).toBe(true);
    expect(statusAllowed("property", "ACTIVE")).toBe(true);
    expect(statusAllowed("project", "RENTED")).toBe(false);
    const input = sampleInput({ categoryId: 4, rentPeriod: "yearly", status: "RENTED" });
    expect(categoryIdsOf(input)).toEqual([4]);
    expect(kindProblems("property", input, new Set([4]))).toEqual({});
    expect(kindProblems("project", input, new Set())).toEqual({
      status: "status_of_kind",
      rentPeriod: "rent_not_for_kind",
      categoryId: "unknown_category",
    });
  });
});
