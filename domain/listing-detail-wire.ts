import type { BoundaryDirection } from "./listing.ts";
import type { ListingSummary, MediaRef } from "./listing-wire.ts";

/** One gallery image: `image` is a ready URL (spec §3 "Images, each with image url"). */
export interface ListingImage {
  image: string;
  media: MediaRef;
  /** The description staff wrote for it in the media manager, in the request's language; null when none. */
  alt: string | null;
}

/**
 * Stored details as the spec's `Details` object (§3): counts and measures as numbers,
 * presence as true, `facade` as a facade code, and `dimensions_boundaries` as a JSON
 * string of `DimensionBoundary` items. Keys id and property_id never appear.
 */
export type ListingDetails = Record<string, number | boolean | string> & {
  facade?: string;
  dimensions_boundaries?: string;
};

/** An item of `Details.dimensions_boundaries` once parsed. */
export interface DimensionBoundary {
  direction: BoundaryDirection;
  /** Length of the side in metres, when known. */
  length: number | null;
  ar_description: string;
  en_description: string;
}

/** One estate (lot) of an auction. */
export interface AuctionLot {
  id: number;
  title: string;
  location_description: string;
  area: number | null;
  /** Opening price in SAR. */
  price: number | null;
  lat: number | null;
  lng: number | null;
  deed_number: string | null;
  coverImage: string | null;
  cover: MediaRef | null;
}

/** The Saudi advertising data a listing must show (REGA). */
export interface Advertising {
  /** REGA advertising licence number. */
  licenceNumber: string | null;
  /** Image of the licence QR code, when one is set. */
  qrImage: string | null;
  advertiser: string | null;
  falLicence: string | null;
  /** Auctions: the auction licence number. */
  auctionLicence: string | null;
}

/**
 * A listing on its detail page, in the spec's field names (§3) and the request's language.
 * `description` is rich text already sanitised by the server (sanitise again before rendering).
 */
export interface ListingDetail extends Omit<ListingSummary, "Details"> {
  description: string;
  Images: ListingImage[];
  video_url: string | null;
  features: string[];
  Details: ListingDetails;
  auction_url: string | null;
  /** Auction approval image. */
  auction_certificate: string | null;
  /** Project file. */
  file: string | null;
  terms_and_conditions: string | null;
  marketing_profile: string | null;
  show_fields: string[];
  /** Estates of an auction (empty for other kinds); `auctionCount` is their number. */
  Auctions: AuctionLot[];
  /** Auctions: the deposit (insurance) amount in SAR. */
  insurance_amount: number | null;
  advertising: Advertising;
}
