import type { ListingSummary } from "../../domain/listing-wire.ts";

/** Test helper: a listing summary with sensible defaults, overridable field by field. */
export function aListing(overrides: Partial<ListingSummary> = {}): ListingSummary {
  return {
    id: 7,
    kind: "project",
    title: "Villa",
    status: "AVAILABLE",
    price: null,
    rent_period: null,
    area: null,
    location_description: "Riyadh",
    coverImage: "/media/covers/7-800.webp",
    cover: { key: "covers/7", width: 1600, height: 1000, widths: [480, 800, 1200] },
    start_date: null,
    end_date: null,
    auctionCount: 0,
    Details: {},
    category: null,
    residential: true,
    lat: null,
    lng: null,
    ...overrides,
  };
}
