import { toLatinDigits } from "../digits.ts";
import type { BoundaryDirection, FacadeCode, ListingKind, ListingStatus } from "../listing.ts";
import type { RentPeriod } from "../rent.ts";

// The listing editor's shapes (docs/decisions/022-listing-editor.md). No zod here: the back office's screens import this module, and zod
// would be bundled with them (docs/decisions/017-back-office.md); the server's schemas are typed against these.

/** A detail value as the editor writes it: a number (rooms: 3) or a flag (maid_room: true). */
export type EditorDetails = Record<string, number | boolean>;

/** The details that are codes, not numbers: what the plot faces and what it may be used for. */
export interface EditorCodes {
  facade: FacadeCode | null;
  purpose: string | null;
}

export interface EditorBoundary {
  direction: BoundaryDirection;
  lengthM: number | null;
  descriptionAr: string;
  descriptionEn: string;
}

/** One estate (lot) of an auction. `id` is null for a lot not saved yet. */
export interface EditorLot {
  id: number | null;
  categoryId: number | null;
  titleAr: string;
  titleEn: string;
  locationAr: string;
  locationEn: string;
  area: number | null;
  openingPrice: number | null;
  lat: number | null;
  lng: number | null;
  deedNumber: string | null;
  details: EditorDetails;
}

/** Everything staff edit about a listing, as the form sends it (both languages side by side). */
export interface ListingInput {
  categoryId: number | null;
  status: ListingStatus;
  titleAr: string;
  titleEn: string;
  descriptionAr: string;
  descriptionEn: string;
  locationAr: string;
  locationEn: string;
  city: string;
  price: number | null;
  rentPeriod: RentPeriod | null;
  area: number | null;
  lat: number | null;
  lng: number | null;
  videoUrl: string | null;
  auctionUrl: string | null;
  auctionCertificateUrl: string | null;
  fileUrl: string | null;
  termsUrl: string | null;
  marketingProfileUrl: string | null;
  startDate: string | null;
  endDate: string | null;
  depositAmount: number | null;
  auctionLicenceNumber: string | null;
  details: EditorDetails;
  codes: EditorCodes;
  features: string[];
  boundaries: EditorBoundary[];
  lots: EditorLot[];
  adLicenceNumber: string | null;
  /** The last day the advertising licence is valid (a Riyadh calendar day, YYYY-MM-DD). */
  adLicenceExpiresOn: string | null;
  advertiserNameAr: string | null;
  advertiserNameEn: string | null;
  advertiserFalLicence: string | null;
  adQrUrl: string | null;
}

/** A listing as the editor loads it: the input plus what the server keeps. */
export interface EditorListing extends ListingInput {
  id: number;
  kind: ListingKind;
  published: boolean;
  /** Optimistic concurrency: a save names the version it started from; a newer one on the server is a 409. */
  version: number;
  /** Cover first, as stored (the media manager edits them). */
  imageCount: number;
  /** The instant the advertising licence runs out, as the public queries compare it. */
  adLicenceExpiresAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A row of the back office's listing list. */
export interface AdminCategory {
  id: number;
  kind: ListingKind;
  slug: string;
  nameAr: string;
  nameEn: string;
  sortOrder: number;
  /** Listings and lots that use it: a category in use cannot be deleted. */
  usedBy: number;
}

/** Staff are warned this long before a listing's advertising licence expires. */
export const licenceWarningDays = 14;
const dayMs = 86_400_000;

export type LicenceState =
  | { state: "missing" }
  | { state: "expired" }
  | { state: "expiring"; daysLeft: number }
  | { state: "valid"; daysLeft: number };

/** Where a listing's advertising licence stands at `now`: a public listing needs one that has not expired. */
export function licenceState(expiresAt: string | null, now: Date | number = Date.now()): LicenceState {
  if (!expiresAt) return { state: "missing" };
  const left = Date.parse(expiresAt) - new Date(now).getTime();
  if (Number.isNaN(left) || left <= 0) return { state: "expired" };
  // Whole days after today: 0 on the licence's last day.
  const daysLeft = Math.floor(left / dayMs);
  return daysLeft <= licenceWarningDays ? { state: "expiring", daysLeft } : { state: "valid", daysLeft };
}

/**
 * A licence is valid through its last day in Riyadh (UTC+3 all year): it expires at the next midnight there,
 * 21:00 UTC on that day.
 */
export function licenceExpiryInstant(lastDay: string): string {
  return new Date(Date.parse(`${lastDay}T00:00:00+03:00`) + dayMs).toISOString();
}

/** The licence's last valid Riyadh day, from the stored instant. */
export function licenceLastDay(expiresAt: string): string {
  return new Date(Date.parse(expiresAt) + 3 * 3_600_000 - 1).toISOString().slice(0, 10);
}

/** A Riyadh wall-clock time from a `datetime-local` field ("2026-12-01T10:00") as an ISO instant. */
export function riyadhLocalToIso(local: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return null;
  const time = Date.parse(`${local}:00+03:00`);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** An ISO instant as the Riyadh wall-clock time a `datetime-local` field shows. */
export function isoToRiyadhLocal(iso: string | null): string {
  if (!iso) return "";
  const time = Date.parse(iso);
  return Number.isNaN(time) ? "" : new Date(time + 3 * 3_600_000).toISOString().slice(0, 16);
}

/**
 * Coordinates from what staff paste: "24.7136, 46.6753", or a Google Maps link (…/@24.71,46.67,15z,
 * ?q=24.71,46.67, ?query=…, !3d24.71!4d46.67), with Latin or Arabic-Indic digits ("٢٤٫٧١، ٤٦٫٦٧"). Null when it
 * holds no point on Earth.
 */
export function parseCoordinates(text: string): { lat: number; lng: number } | null {
  const value = toLatinDigits(decodeURIComponentSafe(text.trim()));
  const patterns = [
    /!3d(-?\d+(?:\.\d+)?)!4d(-?\d+(?:\.\d+)?)/,
    /@(-?\d+(?:\.\d+)?),\s*(-?\d+(?:\.\d+)?)/,
    /[?&](?:q|query|ll|destination|center)=(-?\d+(?:\.\d+)?),\s*(-?\d+(?:\.\d+)?)/,
    /^(-?\d+(?:\.\d+)?)\s*[,،\s]\s*(-?\d+(?:\.\d+)?)$/,
  ];
  for (const pattern of patterns) {
    const match = pattern.exec(value);
    if (!match) continue;
    const lat = Number(match[1]);
    const lng = Number(match[2]);
    if (Math.abs(lat) <= 90 && Math.abs(lng) <= 180) return { lat, lng };
  }
  return null;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The kinds whose price may be a rent (properties; projects and auctions sell). */
export function mayBeRented(kind: ListingKind): boolean {
  return kind === "property";
}

/**
 * A YouTube link as staff copy it (watch?v=…, youtu.be/…, shorts/…, or already an embed link) as the embed URL the
 * public page plays (domain/video-embed.ts); the text unchanged when it is none of these, for the server to refuse.
 */
export function toVideoEmbedUrl(text: string): string {
  const value = text.trim();
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return value;
  }
  const host = url.hostname.toLowerCase().replace(/^(www\.|m\.)/, "");
  let id: string | null = null;
  if (host === "youtu.be") id = url.pathname.slice(1).split("/")[0] ?? null;
  else if (host === "youtube.com" || host === "youtube-nocookie.com") {
    id = url.searchParams.get("v") ?? /^\/(?:embed|shorts|live)\/([^/]+)/.exec(url.pathname)?.[1] ?? null;
  }
  if (!id || !/^[A-Za-z0-9_-]{11}$/.test(id)) return value;
  const start = (url.searchParams.get("start") ?? url.searchParams.get("t") ?? "").replace(/s$/, "");
  return `https://www.youtube-nocookie.com/embed/${id}${/^\d{1,6}$/.test(start) ? `?start=${start}` : ""}`;
}

// The details the editor offers, in the details block's order: counts and measures as numbers, the rest as flags,
// and the purposes. Written out rather than imported from domain/details.ts, which the detail pages share: the
// bundler would split it into a chunk of its own for them (docs/decisions/017-back-office.md);
// listing-editor.test.ts checks they are the same.
export const editorNumberDetails = [
  "rooms",
  "bathrooms",
  "lounges",
  "majlis",
  "mens_majlis",
  "womens_majlis",
  "kitchen",
  "apartments",
  "units",
  "floor",
  "size",
  "street_width",
  "property_age",
  "parking",
  "elevator",
  "warehouse",
  "wells",
  "palm_trees",
  "trees",
  "gates",
  "windows",
] as const;
export const editorFlagDetails = [
  "furnished",
  "maid_room",
  "driver_room",
  "guard_room",
  "balcony",
  "yard",
  "garden",
  "swimming_pool",
  "roof",
  "pond",
  "internal_staircase",
  "electricity",
  "water",
  "wiring",
  "paints",
  "ceramic",
] as const;
export const editorPurposes = ["residential", "commercial", "mixed", "agricultural", "industrial"] as const;
