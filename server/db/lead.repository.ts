import type { Kysely } from "kysely";
import type { EnquiryListing } from "../../domain/enquiry.ts";
import { leadSearchText } from "./lead-inbox.repository.ts";
import { addLeadToStats, inTransaction } from "./lead-stats.repository.ts";
import { listingsOnceListed, visibleListings } from "./listing-query.repository.ts";
import type { Database, LeadRow } from "./schema.ts";

export interface NewLeadRecord {
  /** "contact", or "{kind}_interest" when the lead is about a listing. */
  kind: string;
  listing: EnquiryListing | null;
  name: string;
  /**
   * Null when the visitor gave none. Stored as '' because the column is NOT NULL and
   * changing that would mean rebuilding the SQLite table that lead_notes refers to; the inbox and
   * the CSV read '' as no e-mail.
   */
  email: string | null;
  phone: string;
  message: string | null;
  language: string;
  source_page: string;
  submission_key: string;
  /** Why it is suspected of being automated ("honeypot", "too_fast"), or null for the inbox. */
  spam_reason: string | null;
  /** How long the form was open before it was sent (whole ms), when the form reported it. */
  fill_ms?: number | null;
  /** Why the visitor reported the listing, for a "listing_report" lead. */
  report_reason?: string | null;
}

export type InsertLeadResult =
  | { status: "created"; id: number }
  | { status: "duplicate"; id: number }
  /** The key was taken by a lead that says something else: the new body is refused, not dropped silently. */
  | { status: "key_reused" }
  | { status: "listing_not_found" };

/**
 * Stores a lead once per submission key: a retried or doubled submission, even one racing
 * the first, finds the key taken (unique constraint) and changes nothing. A lead about a
 * listing is inserted only together with a listing of that kind the visitor could have seen (one statement): a
 * visible one, or for an interest one taken off the site since it was listed; never a draft.
 *
 * A taken key is the same submission only when what the visitor wrote is the same (kind, listing, name,
 * e-mail, phone, message); the page it was sent from, its language and its timing may differ on a retry.
 */
export async function insertLead(
  db: Kysely<Database>,
  lead: NewLeadRecord,
  now = new Date(),
): Promise<InsertLeadResult> {
  const { listing, ...given } = lead;
  const fields = {
    ...given,
    email: given.email ?? "",
    fill_ms: given.fill_ms ?? null,
    report_reason: given.report_reason ?? null,
  };
  const values = { ...fields, search_text: leadSearchText(fields) };
  // The dashboard's summary is added to in the lead's own transaction (docs/decisions/035-dashboard.md).
  const row = await inTransaction(db, async (trx) => {
    const created = await insertLeadRow(trx, values, listing, now);
    if (created && values.spam_reason === null) await addLeadToStats(trx, created.id, { lead: true, answer: false });
    return created;
  });
  if (row) return { status: "created", id: row.id };
  const existing = await db
    .selectFrom("leads")
    .select(["id", "kind", "listing_id", "name", "email", "phone", "message", "report_reason"])
    .where("submission_key", "=", lead.submission_key)
    .executeTakeFirst();
  if (!existing) return { status: "listing_not_found" };
  const same =
    existing.kind === fields.kind &&
    existing.listing_id === (listing?.id ?? null) &&
    existing.name === fields.name &&
    existing.email === fields.email &&
    existing.phone === fields.phone &&
    existing.report_reason === fields.report_reason &&
    (existing.message ?? null) === (fields.message ?? null);
  return same ? { status: "duplicate", id: existing.id } : { status: "key_reused" };
}

type LeadValues = Omit<NewLeadRecord, "listing" | "email" | "fill_ms" | "report_reason"> & {
  email: string;
  fill_ms: number | null;
  report_reason: string | null;
  search_text: string;
};

/** Inserts the lead unless its submission key is taken (or its listing is not visible): its id, or undefined. */
function insertLeadRow(db: Kysely<Database>, values: LeadValues, listing: EnquiryListing | null, now: Date) {
  const created_at = now.toISOString();
  return listing
    ? db
        .insertInto("leads")
        .columns([
          "kind",
          "listing_id",
          "name",
          "email",
          "phone",
          "message",
          "language",
          "source_page",
          "submission_key",
          "spam_reason",
          "fill_ms",
          "search_text",
          "report_reason",
          "created_at",
        ])
        .expression(
          // A report is about what the site shows now; an interest also about a listing taken down since the
          // visitor opened its page (the lead is kept for staff rather than refused).
          (values.kind === "listing_report"
            ? visibleListings(db, listing.kind, now)
            : listingsOnceListed(db, listing.kind, now)
          )
            .where("listings.id", "=", listing.id)
            .select((eb) => [
              eb.cast<string>(eb.val(values.kind), "text").as("kind"),
              "listings.id",
              eb.cast<string>(eb.val(values.name), "text").as("name"),
              eb.cast<string>(eb.val(values.email), "text").as("email"),
              eb.cast<string>(eb.val(values.phone), "text").as("phone"),
              eb.cast<string | null>(eb.val(values.message), "text").as("message"),
              eb.cast<string>(eb.val(values.language), "text").as("language"),
              eb.cast<string>(eb.val(values.source_page), "text").as("source_page"),
              eb.cast<string>(eb.val(values.submission_key), "text").as("submission_key"),
              eb.cast<string | null>(eb.val(values.spam_reason), "text").as("spam_reason"),
              eb.cast<number | null>(eb.val(values.fill_ms), "integer").as("fill_ms"),
              eb.cast<string>(eb.val(values.search_text), "text").as("search_text"),
              eb.cast<string | null>(eb.val(values.report_reason), "text").as("report_reason"),
              eb.cast<string>(eb.val(created_at), "text").as("created_at"),
            ]),
        )
        .onConflict((conflict) => conflict.column("submission_key").doNothing())
        .returning("id")
        .executeTakeFirst()
    : db
        .insertInto("leads")
        .values({ ...values, listing_id: null, created_at })
        .onConflict((conflict) => conflict.column("submission_key").doNothing())
        .returning("id")
        .executeTakeFirst();
}

export type LeadWithListing = LeadRow & {
  listing_kind: string | null;
  listing_title_ar: string | null;
  listing_title_en: string | null;
};

export async function findLeadWithListing(db: Kysely<Database>, id: number): Promise<LeadWithListing | undefined> {
  return db
    .selectFrom("leads")
    .leftJoin("listings", "listings.id", "leads.listing_id")
    .selectAll("leads")
    .select([
      "listings.kind as listing_kind",
      "listings.title_ar as listing_title_ar",
      "listings.title_en as listing_title_en",
    ])
    .where("leads.id", "=", id)
    .executeTakeFirst();
}

/**
 * Takes the next e-mail attempt of a lead: true only for the caller that moved the count
 * from `attempts`, and only while the company has not been told, the lead is not suspected and still has its
 * personal data (an erased lead has no row; an anonymised one is never e-mailed: docs/decisions/039-lead-privacy.md).
 */
export async function claimNotificationAttempt(db: Kysely<Database>, id: number, attempts: number): Promise<boolean> {
  const result = await db
    .updateTable("leads")
    .set((eb) => ({ notify_attempts: eb("notify_attempts", "+", 1) }))
    .where("id", "=", id)
    .where("notify_attempts", "=", attempts)
    .where("notified_at", "is", null)
    .where("spam_reason", "is", null)
    .where("anonymised_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function markLeadNotified(db: Kysely<Database>, id: number, now = new Date()): Promise<void> {
  await db.updateTable("leads").set({ notified_at: now.toISOString() }).where("id", "=", id).execute();
}

/** Leads the company has not been told about yet, with attempts left, oldest first. */
export async function findLeadsAwaitingNotification(
  db: Kysely<Database>,
  maxAttempts: number,
  since: Date,
): Promise<{ id: number; notify_attempts: number }[]> {
  return db
    .selectFrom("leads")
    .select(["id", "notify_attempts"])
    .where("notified_at", "is", null)
    .where("spam_reason", "is", null)
    .where("notify_attempts", "<", maxAttempts)
    .where("anonymised_at", "is", null)
    .where("created_at", ">=", since.toISOString())
    .orderBy("id")
    .limit(500)
    .execute();
}
