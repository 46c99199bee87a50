import type { ColumnType, Generated, Insertable, Selectable, Updateable } from "kysely";

/**
 * Table types, shared by both engines. Booleans are stored as 0/1 integers,
 * timestamps as ISO-8601 text and JSON documents as text
 * (docs/decisions/004-two-database-engines.md).
 */
export interface Database {
  categories: CategoryTable;
  media: MediaTable;
  listings: ListingTable;
  listing_images: ListingImageTable;
  listing_features: ListingFeatureTable;
  listing_boundaries: ListingBoundaryTable;
  auction_lots: AuctionLotTable;
  leads: LeadTable;
  settings: SettingTable;
  staff: StaffTable;
  staff_sessions: StaffSessionTable;
  sign_in_throttle: SignInThrottleTable;
  rate_limits: RateLimitTable;
  audit_log: AuditLogTable;
  lead_notes: LeadNoteTable;
}

export interface CategoryTable {
  id: Generated<number>;
  kind: string;
  slug: string;
  name_ar: string;
  name_en: string;
  sort_order: number;
}

/** An uploaded or generated image; its responsive variants live under the media folder. */
export interface MediaTable {
  key: string;
  width: number;
  height: number;
  /** Comma-separated widths of the stored variants, e.g. "480,960,1600". */
  variant_widths: string;
  created_at: string;
}

export interface ListingTable {
  id: Generated<number>;
  kind: string;
  category_id: number | null;
  status: string;
  published: ColumnType<number, number | undefined, number>;
  title_ar: string;
  title_en: string;
  description_ar: string;
  description_en: string;
  location_ar: string;
  location_en: string;
  city: string;
  /** Titles and locations in both languages, normalised for search (domain/search-text.ts). */
  search_text: string;
  /** Both locations, normalised for the `location` filter. */
  location_search: Generated<string>;
  price: number | null;
  /** "yearly" or "monthly" when `price` is a rent; null for a sale (domain/rent.ts). */
  rent_period: ColumnType<string | null, string | null | undefined, string | null>;
  area: number | null;
  lat: number | null;
  lng: number | null;
  video_url: string | null;
  auction_url: string | null;
  auction_certificate_url: string | null;
  file_url: string | null;
  terms_url: string | null;
  marketing_profile_url: string | null;
  start_date: string | null;
  end_date: string | null;
  deposit_amount: number | null;
  auction_licence_number: string | null;
  /** JSON object of detail keys (spec §3 Details) to numbers, booleans or codes. */
  details: Generated<string>;
  /** JSON array of field names the page shows. */
  show_fields: Generated<string>;
  ad_licence_number: string | null;
  ad_licence_expires_at: string | null;
  advertiser_name_ar: string | null;
  advertiser_name_en: string | null;
  advertiser_fal_licence: string | null;
  ad_qr_url: string | null;
  /** Bumped by every save from the editor; a save that names an older one is refused (409). */
  version: ColumnType<number, number | undefined, number>;
  created_at: string;
  updated_at: string;
}

export interface ListingImageTable {
  listing_id: number;
  /** 0 is the cover. */
  position: number;
  media_key: string;
  /** Alternative texts written in the media manager; empty when none was written. */
  alt_ar: ColumnType<string, string | undefined, string>;
  alt_en: ColumnType<string, string | undefined, string>;
}

export interface ListingFeatureTable {
  listing_id: number;
  feature_key: string;
}

export interface ListingBoundaryTable {
  listing_id: number;
  direction: string;
  length_m: number | null;
  description_ar: string;
  description_en: string;
}

/** An estate (lot) offered in an auction. */
export interface AuctionLotTable {
  id: Generated<number>;
  auction_id: number;
  position: number;
  category_id: number | null;
  title_ar: string;
  title_en: string;
  location_ar: string;
  location_en: string;
  area: number | null;
  opening_price: number | null;
  lat: number | null;
  lng: number | null;
  deed_number: string | null;
  media_key: string | null;
  details: string;
}

/** A contact or interest enquiry. `submission_key` makes a retried submission land once. */
export interface LeadTable {
  id: Generated<number>;
  kind: string;
  listing_id: number | null;
  name: string;
  email: string;
  phone: string;
  message: string | null;
  language: string;
  source_page: string;
  submission_key: string;
  created_at: string;
  /** When the company was e-mailed about it; null until then. */
  notified_at: string | null;
  /** E-mails tried so far. */
  notify_attempts: ColumnType<number, number | undefined, number>;
  /**
   * Why it looks automated ("honeypot", "too_fast"): a suspected enquiry, kept apart from the inbox and not e-mailed
   * until staff move it to the inbox (which sets it null); null for a person's enquiry.
   */
  spam_reason: string | null;
  /** How long the form was open before it was sent, as the browser reported it (ms); null when not reported. */
  fill_ms: ColumnType<number | null, number | null | undefined, number | null>;
  /** "new", "contacted" or "closed" (domain/admin/lead-inbox.ts). */
  status: ColumnType<string, string | undefined, string>;
  assigned_staff_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** Name, e-mail and phone folded by normalizeForSearch, for the inbox's search. */
  search_text: ColumnType<string, string | undefined, string>;
}

export interface LeadNoteTable {
  id: Generated<number>;
  lead_id: number;
  staff_id: number | null;
  /** Kept with the note so it still reads after the account is gone. */
  author_name: string;
  body: string;
  created_at: string;
}

export interface SettingTable {
  key: string;
  /** JSON document. */
  value: string;
  updated_at: string;
}

/** A member of staff of the back office (docs/decisions/017-back-office.md). */
export interface StaffTable {
  id: Generated<number>;
  /** Lower-cased. */
  email: string;
  name: string;
  /** "admin" or "editor". */
  role: string;
  /** Argon2id PHC string. */
  password_hash: string;
  /** "ar" or "en": the language of the staff member's messages. */
  language: ColumnType<string, string | undefined, string>;
  disabled: ColumnType<number, number | undefined, number>;
  created_at: string;
  password_changed_at: string;
}

export interface StaffSessionTable {
  /** SHA-256 of the cookie's token, hex. */
  token_hash: string;
  staff_id: number;
  created_at: string;
  last_seen_at: string;
  user_agent: string | null;
}

/** Requests counted per key (a budget and a client address) in the current window, for every process. */
export interface RateLimitTable {
  key: string;
  hits: number;
  /** ISO time the window ends; a hit after it starts a new window. */
  window_ends: string;
}

export interface SignInThrottleTable {
  /** "account:<email>" or "address:<ip>". */
  key: string;
  /** Attempts counted in the window: an account's failures, or an address's attempts less its successes. */
  failures: number;
  /** An account's lock: no attempt is checked until then. Not used for addresses since 2026-11-28. */
  locked_until: string | null;
  updated_at: string;
  /** A noisy address's next turn: its next password check starts no earlier than this. */
  next_check_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  staff_id: number | null;
  /** Kept apart from staff_id so the row still says who it was after the account is gone. */
  actor_email: string | null;
  action: string;
  subject: string | null;
  /** JSON object. */
  detail: ColumnType<string, string | undefined, string>;
  address: string | null;
}

export type ListingRow = Selectable<ListingTable>;
export type NewListing = Insertable<ListingTable>;
export type ListingUpdate = Updateable<ListingTable>;
export type NewLead = Insertable<LeadTable>;
export type LeadRow = Selectable<LeadTable>;
