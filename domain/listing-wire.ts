import type { ListingKind } from "./listing.ts";
import type { RentPeriod } from "./rent.ts";

/** An image with responsive variants under /media/{key}-{width}.{avif|webp}. */
export interface MediaRef {
  key: string;
  width: number;
  height: number;
  widths: number[];
}

/** Detail values shown to visitors: only numbers or true (spec §3). */
export type DetailValues = Record<string, number | true>;

/**
 * A listing in a list, in the spec's field names (§3) and in the request's language.
 * `coverImage` is a ready URL; `cover` lets pages build a responsive srcset.
 */
export interface ListingSummary {
  id: number;
  kind: ListingKind;
  title: string;
  status: string;
  price: number | null;
  /** Set when `price` is a rent: "yearly" or "monthly"; null for a sale price. */
  rent_period: RentPeriod | null;
  area: number | null;
  location_description: string;
  coverImage: string | null;
  cover: MediaRef | null;
  start_date: string | null;
  end_date: string | null;
  /** Number of estates (lots) of an auction; 0 for other kinds. */
  auctionCount: number;
  Details: DetailValues;
  category: { id: number; name: string } | null;
  /** A home: its `rooms` detail counts bedrooms (domain/rooms.ts). */
  residential: boolean;
  lat: number | null;
  lng: number | null;
}

export interface PageMeta {
  total: number;
  page: number;
  limit: number;
  pages: number;
}

/** A page of a list: `{ data, meta }`. */
export interface ListPage<T> {
  data: T[];
  meta: PageMeta;
}

export interface Category {
  id: number;
  kind: ListingKind;
  name: string;
}

/** The detail route of each kind (spec §2). */
export function detailPath(kind: ListingKind, id: number): string {
  return `/${kind}/${id}`;
}

/**
 * The picture link previews show (WhatsApp, X, search results): a JPEG at 1200×630, as most crawlers ignore
 * WebP and AVIF. Stored beside each image's variants.
 */
export const previewImageSize = { width: 1200, height: 630 } as const;

export function previewImageUrl(key: string): string {
  return `/media/${key}-preview.jpg`;
}

/** URL of one stored variant of an image. */
export function mediaUrl(key: string, width: number, format: "avif" | "webp"): string {
  return `/media/${key}-${width}.${format}`;
}
