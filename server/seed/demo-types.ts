import type { FeatureKey } from "../../domain/features.ts";
import type { BoundaryDirection, FacadeCode, ListingKind, ListingStatus } from "../../domain/listing.ts";
import type { RentPeriod } from "../../domain/rent.ts";

export interface Bilingual {
  ar: string;
  en: string;
}

export interface DemoCity {
  slug: string;
  name: Bilingual;
}

export interface DemoCategory {
  kind: ListingKind;
  slug: string;
  name: Bilingual;
}

/** Detail values of spec §3 Details: counts and measures as numbers, presence as true, facade as a code. */
export type DemoDetails = Partial<Record<string, number | boolean>> & { facade?: FacadeCode };

export interface DemoBoundary {
  direction: BoundaryDirection;
  lengthM: number;
  /** e.g. "شارع عرض 20 م" / "20 m wide street" */
  description: Bilingual;
}

export interface DemoLot {
  title: Bilingual;
  categorySlug: string;
  area: number;
  openingPrice: number;
  deedNumber: string;
  lat: number;
  lng: number;
  location: Bilingual;
  details: DemoDetails;
}

export interface DemoListing {
  kind: ListingKind;
  categorySlug: string;
  status: ListingStatus;
  title: Bilingual;
  /** Simple HTML: <p>, <ul>/<li>, <strong>. Sanitised again on insert. */
  description: Bilingual;
  citySlug: string;
  /** location_description, e.g. "حي الملقا، الرياض" / "Al Malqa, Riyadh" */
  location: Bilingual;
  lat: number;
  lng: number;
  price?: number;
  /** Properties for rent: the price is a yearly or monthly rent. */
  rentPeriod?: RentPeriod;
  area?: number;
  /** Days relative to the day the database is seeded (negative = in the past). */
  startInDays?: number;
  endInDays?: number;
  details: DemoDetails;
  features: FeatureKey[];
  boundaries?: DemoBoundary[];
  /** Auctions only: deposit (insurance) amount in SAR and their estates. */
  depositAmount?: number;
  lots?: DemoLot[];
  videoUrl?: string;
  /** Number of gallery images (cover included), 3 to 9. */
  imageCount: number;
}
