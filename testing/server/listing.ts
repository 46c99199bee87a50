import type { NewListingGraph } from "../../server/db/listing.repository.ts";

/** One published property with the fields every reader needs, for tests that need a listing to read. */
export const testPropertyGraph: NewListingGraph = {
  listing: {
    kind: "property",
    category_id: null,
    status: "AVAILABLE",
    title_ar: "فيلا للبيع في حي الملقا",
    title_en: "Villa for sale in Al Malqa",
    description_ar: "<p>وصف</p>",
    description_en: "<p>Description</p>",
    location_ar: "حي الملقا، الرياض",
    location_en: "Al Malqa, Riyadh",
    city: "riyadh",
    price: 2_500_000,
    area: 400,
    lat: 24.8,
    lng: 46.6,
  },
  imageKeys: [],
  features: [],
  boundaries: [],
  lots: [],
};
