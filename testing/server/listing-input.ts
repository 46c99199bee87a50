import { emptyListingInput } from "../../domain/admin/empty-listing.ts";
import type { ListingInput } from "../../domain/admin/listing-editor.ts";

/** A Riyadh day `days` from today, YYYY-MM-DD. */
export function dayFromNow(days: number): string {
  return new Date(Date.now() + 3 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** A complete, publishable listing as the editor sends it, for tests. */
export function sampleInput(overrides: Partial<ListingInput> = {}): ListingInput {
  return emptyListingInput("property", {
    titleAr: "فيلا في حي الملقا",
    titleEn: "Villa in Al Malqa",
    descriptionAr: "<p>فيلا <strong>حديثة</strong></p>",
    descriptionEn: "<p>A <strong>modern</strong> villa</p>",
    locationAr: "الرياض، حي الملقا",
    locationEn: "Riyadh, Al Malqa",
    city: "riyadh",
    price: 2_500_000,
    area: 450,
    lat: 24.8,
    lng: 46.6,
    details: { rooms: 5, bathrooms: 4, maid_room: true, street_width: 20 },
    codes: { facade: "NE2", purpose: "residential" },
    features: ["elevator", "garden"],
    boundaries: [
      { direction: "north", lengthM: 25, descriptionAr: "شارع 20 م", descriptionEn: "20 m street" },
      { direction: "east", lengthM: 18, descriptionAr: "جار", descriptionEn: "Neighbour" },
    ],
    adLicenceNumber: "7200000001",
    adLicenceExpiresOn: dayFromNow(200),
    advertiserNameAr: "شركة المثال العقارية",
    advertiserNameEn: "Example Real Estate Co.",
    advertiserFalLicence: "1200000001",
    ...overrides,
  });
}
