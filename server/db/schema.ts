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
  staff_tokens: StaffTokenTable;
  staff_recovery_codes: StaffRecoveryCodeTable;
  sign_in_throttle: SignInThrottleTable;
  rate_limits: RateLimitTable;
  audit_log: AuditLogTable;
  lead_notes: LeadNoteTable;
  jobs: JobTable;
  job_schedules: JobScheduleTable;
  licence_expiry_notices: LicenceExpiryNoticeTable;
  listing_views_daily: ListingViewsDailyTable;
  cache_generations: CacheGenerationTable;
  lead_stats_daily: LeadStatsDailyTable;
  lead_listing_daily: LeadListingDailyTable;
  site_views_daily: SiteViewsDailyTable;
  listing_revisions: ListingRevisionTable;
  listing_reviews: ListingReviewTable;
  listing_pending_changes: ListingPendingChangeTable;
  company_pages: CompanyPageTable;
  company_page_versions: CompanyPageVersionTable;
  search_alerts: SearchAlertTable;
  search_alert_listings: SearchAlertListingTable;
  listing_first_seen: ListingFirstSeenTable;
  search_alert_keys: SearchAlertKeyTable;
}

/** One save of a listing, kept for its history (docs/decisions/037-listing-revisions.md). */
export interface ListingRevisionTable {
  id: Generated<number>;
  listing_id: number;
  /** 1 for the listing's first recorded save, then one more each save. */
  number: number;
  at: string;
  staff_id: number | null;
  /** The staff member's name when they saved, so the row reads after the account is gone. */
  staff_name: string | null;
  /** A `RevisionAction` (domain/admin/listing-revisions.ts). */
  action: string;
  /** The revision a restore brought back. */
  restored_from: number | null;
  /** JSON `RevisionSnapshot`. */
  snapshot: string;
  /** JSON `FieldChange[]` since the revision before. */
  changes: string;
}

/** An edit of a published listing held for review (docs/decisions/036-review-before-publishing.md). */
export interface ListingPendingChangeTable {
  listing_id: number;
  /** JSON `ListingInput`, as the editor's form sent it. */
  input: string;
  /** The listing's version the change was made on. */
  base_version: number;
  submitted_by: number | null;
  submitted_at: string;
  updated_at: string;
  note: ColumnType<string, string | undefined, string>;
}

/** Where a listing's latest review before publishing stands (docs/decisions/036-review-before-publishing.md). */
export interface ListingReviewTable {
  listing_id: number;
  /** "awaiting", "sent_back" or "published" (domain/admin/listing-review.ts). */
  state: string;
  submitted_by: number | null;
  submitted_at: string;
  note: ColumnType<string, string | undefined, string>;
  decided_by: ColumnType<number | null, number | null | undefined, number | null>;
  decided_at: ColumnType<string | null, string | null | undefined, string | null>;
  comment: ColumnType<string | null, string | null | undefined, string | null>;
  /** 1 from a decision until the submitter opens the listing. */
  outcome_unseen: ColumnType<number, number | undefined, number>;
}

/** A listing's page views on one Riyadh day (server/services/view-counter.ts). */
export interface ListingViewsDailyTable {
  listing_id: number;
  /** YYYY-MM-DD in Riyadh (UTC+3). */
  day: string;
  views: number;
}

/**
 * People's leads (not suspected) per Riyadh day of creation, kind and page kind, with their first responses
 * (server/db/lead-stats.repository.ts, docs/decisions/035-dashboard.md).
 */
export interface LeadStatsDailyTable {
  /** YYYY-MM-DD in Riyadh (UTC+3), of the lead's creation. */
  day: string;
  kind: string;
  /** A `SourcePageKind` (domain/admin/dashboard.ts). */
  source: string;
  leads: number;
  /** Leads of this row answered (moved on from "new"), and their response times summed, in hours. */
  answered: number;
  response_hours: number;
  /** Answered within 1 h, 4 h, 1 day, 3 days (each includes the shorter ones). */
  within_hour: number;
  within_four_hours: number;
  within_day: number;
  within_three_days: number;
}

/** People's leads per listing per Riyadh day of creation (server/db/lead-stats.repository.ts). */
export interface LeadListingDailyTable {
  listing_id: number;
  day: string;
  leads: number;
}

/** Listing page views of all listings per Riyadh day: `listing_views_daily` summed, kept with it. */
export interface SiteViewsDailyTable {
  day: string;
  views: number;
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
  /** `rooms` of `details` when it is a number, else null: generated by the database, never written. */
  bedrooms: ColumnType<number | null, never, never>;
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
  /** When a scheduled publish or unpublish is due (ISO, UTC); null when none is set (server/jobs/). */
  publish_at: ColumnType<string | null, string | null | undefined, string | null>;
  unpublish_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** When staff moved it to the trash (ISO); null when it is not there (docs/decisions/038-trash.md). */
  trashed_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** Who did: their staff id, and their name copied (the row still names them after the account is gone). */
  trashed_by: ColumnType<number | null, number | null | undefined, number | null>;
  trashed_by_name: ColumnType<string | null, string | null | undefined, string | null>;
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
  /** When staff first moved it on from "new" (the time to first response); null while new or unknown. */
  first_contacted_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** When its personal data were blanked (on request, or by the retention setting); null while it has them. */
  anonymised_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** Why a visitor reported the listing (domain/listing-report.ts), for a "listing_report" lead; null otherwise. */
  report_reason: ColumnType<string | null, string | null | undefined, string | null>;
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
  /** "admin", "publisher" or "editor". */
  role: string;
  /** Argon2id PHC string. */
  password_hash: string;
  /** "ar" or "en": the language of the staff member's messages. */
  language: ColumnType<string, string | undefined, string>;
  disabled: ColumnType<number, number | undefined, number>;
  created_at: string;
  password_changed_at: string;
  /** Base32 secret of the authenticator app once two-factor sign-in is on (docs/decisions/033-staff-accounts.md). */
  totp_secret: ColumnType<string | null, string | null | undefined, string | null>;
  /** A secret shown for enrolment, kept until the first code confirms it. */
  totp_pending_secret: ColumnType<string | null, string | null | undefined, string | null>;
  totp_enabled_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** The last 30-second step a code was accepted for: no code is taken twice. */
  totp_last_step: ColumnType<number | null, number | null | undefined, number | null>;
  /** 1: an editor an admin allowed to edit the company's pages (docs/decisions/043-company-pages.md). */
  can_edit_pages: ColumnType<number, number | undefined, number>;
}

/** One-time links and the pending second step of a sign-in; only the token's SHA-256 is kept. */
export interface StaffTokenTable {
  id: Generated<number>;
  token_hash: string;
  kind: "invitation" | "reset" | "second_factor";
  staff_id: number | null;
  email: string;
  name: string | null;
  role: string | null;
  language: string | null;
  created_by: number | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface StaffRecoveryCodeTable {
  staff_id: number;
  /** SHA-256 of the code, hex: the codes are long random strings, so no slow hash is needed. */
  code_hash: string;
  used_at: string | null;
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
  /** The actor's name when the row was written, for the same reason. */
  actor_name: ColumnType<string | null, string | null | undefined, string | null>;
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

/** The SQLite job runner's queue (server/jobs/sqlite-runner.ts; docs/decisions/032-jobs.md). */
export interface JobTable {
  id: Generated<number>;
  name: string;
  /** JSON. */
  payload: string;
  run_at: string;
  singleton_key: string | null;
  state: "queued" | "running" | "done" | "dead";
  attempts: ColumnType<number, number | undefined, number>;
  retry_limit: number;
  retry_delay_seconds: number;
  locked_by: string | null;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

/** A recurring job of the SQLite runner: whoever moves `next_run_at` on queues that run. */
export interface JobScheduleTable {
  name: string;
  cron: string;
  payload: string;
  next_run_at: string;
}

/** Staff were told that a listing's advertising licence expires at `expires_at` (once per listing and expiry). */
export interface LicenceExpiryNoticeTable {
  listing_id: number;
  expires_at: string;
  sent_at: string;
}

/** How many times staff changed what a cache topic holds: processes poll it (server/cache/generations.ts). */
export interface CacheGenerationTable {
  topic: string;
  generation: number;
}

/** A company page's draft and published content, JSON of domain/company-pages.ts (docs/decisions/043-company-pages.md). */
export interface CompanyPageTable {
  page: string;
  draft: string | null;
  published: string | null;
  updated_at: string;
  published_at: string | null;
}

/** One publish of a company page, kept to be restored. */
export interface CompanyPageVersionTable {
  id: Generated<number>;
  page: string;
  content: string;
  published_at: string;
  published_by: number | null;
  published_by_name: string | null;
}

/** A saved search with e-mail alerts (docs/decisions/040-search-alerts.md). */
export interface SearchAlertTable {
  id: Generated<number>;
  email: string;
  kind: string;
  /** The list's query string as the filter table parsed it (domain/listing-query.ts), without paging. */
  filters: string;
  language: string;
  /** daily or weekly. */
  frequency: string;
  /** pending, active or off (turned off by staff). */
  state: string;
  confirm_token_hash: string | null;
  created_at: string;
  confirmed_at: string | null;
  since: string | null;
  last_period: string | null;
}

/** A listing an alert has e-mailed: never again to that alert. */
export interface SearchAlertListingTable {
  alert_id: number;
  listing_id: number;
  sent_at: string;
}

/** When a listing was first seen published: what "new" means for a digest. */
export interface ListingFirstSeenTable {
  listing_id: number;
  seen_at: string;
}

/** The one key that signs the alerts' unsubscribe and manage links. */
export interface SearchAlertKeyTable {
  id: number;
  secret: string;
}
