import { type Kysely, type SqlBool, sql } from "kysely";
import {
  type LeadBox,
  type LeadFilter,
  type LeadKind,
  type LeadStatus,
  type LeadSummary,
  riyadhDayEnd,
  riyadhDayStart,
  type SuspicionReason,
  suspicionReasons,
} from "../../domain/admin/lead-inbox.ts";
import { isReportReason } from "../../domain/listing-report.ts";
import { normalizeForSearch } from "../../domain/search-text.ts";
import { addLeadToStats, inTransaction } from "./lead-stats.repository.ts";
import { containsPattern } from "./like.ts";
import { engineOf } from "./portable.ts";
import type { Database } from "./schema.ts";

/** What the search matches: the folded words of a name, an e-mail, or the digits of a phone. */
export function leadSearchText(lead: { name: string; email: string | null; phone: string }): string {
  return normalizeForSearch(`${lead.name} ${lead.email ?? ""} ${lead.phone}`);
}

/** The folded words of a search; a phone typed with spaces, dashes or a leading + or 0 still finds the stored digits. */
export function searchWords(q: string | undefined): string[] {
  return normalizeForSearch(q ?? "")
    .split(" ")
    .map((word) => (/^[+\d\s()-]+$/.test(word) ? word.replace(/\D/g, "").replace(/^0+/, "") : word))
    .filter(Boolean);
}

/** An FTS5 query matching every word as a substring (the trigram tokenizer reads a quoted phrase so). */
function trigramQuery(words: string[]): string {
  return words.map((word) => `"${word.replaceAll('"', '""')}"`).join(" ");
}

/**
 * The leads of the filter's box matching it (people's enquiries, or the suspected ones kept apart); every word of
 * `q` must appear. `box` "any" is for reading one lead by its id, wherever it is.
 */
function filteredLeads(
  db: Kysely<Database>,
  filter: LeadFilter,
  order: "any" | "newest first" = "any",
  box: LeadBox | "any" = filter.box ?? "inbox",
) {
  let query = db.selectFrom("leads");
  if (box === "inbox") query = query.where("leads.spam_reason", "is", null);
  if (box === "suspected") query = query.where("leads.spam_reason", "is not", null);
  if (filter.kind) query = query.where("leads.kind", "=", filter.kind);
  if (filter.status) query = query.where("leads.status", "=", filter.status);
  if (filter.listingId !== undefined) query = query.where("leads.listing_id", "=", filter.listingId);
  if (filter.assignedStaffId !== undefined) query = query.where("leads.assigned_staff_id", "=", filter.assignedStaffId);
  if (filter.from) query = query.where("leads.created_at", ">=", riyadhDayStart(filter.from));
  if (filter.to) query = query.where("leads.created_at", "<", riyadhDayEnd(filter.to));
  const words = searchWords(filter.q);
  // SQLite finds words of three letters or more through the trigram table (migration 2026-11-25-040) instead of
  // reading every lead; PostgreSQL's trigram index serves LIKE itself. Shorter words are matched with LIKE.
  const indexed = engineOf(db) === "sqlite" ? words.filter((word) => [...word].length >= 3) : [];
  if (indexed.length > 0) {
    // Read newest first, a page is found by walking the date index and testing each lead against the matches
    // (the unary + keeps SQLite from reading every match by id and sorting them: 39 → 18 ms for a word in
    // every lead, 5 → 2 ms for a name, bench/README.md); a count reads the matches themselves.
    const id = order === "newest first" ? sql`+${sql.ref("leads.id")}` : sql.ref("leads.id");
    query = query.where(
      sql<SqlBool>`${id} in (select rowid from leads_search where leads_search match ${trigramQuery(indexed)})`,
    );
  }
  for (const word of words.filter((word) => !indexed.includes(word))) {
    query = query.where(sql<SqlBool>`${sql.ref("leads.search_text")} like ${containsPattern(word)} escape '\\'`);
  }
  return query;
}

function isUnfiltered(filter: LeadFilter): boolean {
  return Object.entries(filter).every(([name, value]) => name === "box" || value === undefined || value === "");
}

/** How many leads match. The whole inbox is counted as all leads minus the suspected ones: both are read from an
 * index's page counts, where counting the leads that are not suspected would read every one of them. */
export async function countLeads(db: Kysely<Database>, filter: LeadFilter): Promise<number> {
  if (isUnfiltered(filter) && filter.box !== "suspected") {
    const row = await db
      .selectNoFrom((eb) => [
        eb.selectFrom("leads").select(eb.fn.countAll<number>().as("all")).as("all"),
        eb
          .selectFrom("leads")
          .where("leads.spam_reason", "is not", null)
          .select(eb.fn.countAll<number>().as("spam"))
          .as("spam"),
      ])
      .executeTakeFirstOrThrow();
    return Number(row.all) - Number(row.spam);
  }
  const row = await filteredLeads(db, filter)
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

function withDetails(db: Kysely<Database>, filter: LeadFilter, box?: "any") {
  return filteredLeads(db, filter, "newest first", box)
    .leftJoin("listings", "listings.id", "leads.listing_id")
    .leftJoin("staff", "staff.id", "leads.assigned_staff_id")
    .select([
      "leads.id",
      "leads.kind",
      "leads.status",
      "leads.name",
      "leads.phone",
      "leads.email",
      "leads.message",
      "leads.language",
      "leads.created_at",
      "leads.source_page",
      "leads.listing_id",
      "listings.kind as listing_kind",
      "listings.title_ar as listing_title_ar",
      "listings.title_en as listing_title_en",
      "leads.assigned_staff_id",
      "staff.name as assigned_staff_name",
      "leads.spam_reason",
      "leads.fill_ms",
      "leads.anonymised_at",
      "leads.report_reason",
    ]);
}

type DetailRow = Awaited<ReturnType<ReturnType<typeof withDetails>["execute"]>>[number];

function toSummary(row: DetailRow): LeadSummary {
  return {
    id: row.id,
    kind: row.kind as LeadKind,
    status: row.status as LeadStatus,
    name: row.name,
    phone: row.phone,
    email: row.email || null,
    message: row.message,
    language: row.language === "en" ? "en" : "ar",
    createdAt: row.created_at,
    sourcePage: row.source_page,
    listing:
      row.listing_id !== null && row.listing_kind
        ? {
            id: row.listing_id,
            kind: row.listing_kind,
            titleAr: row.listing_title_ar ?? "",
            titleEn: row.listing_title_en ?? "",
          }
        : null,
    assignedStaff:
      row.assigned_staff_id !== null ? { id: row.assigned_staff_id, name: row.assigned_staff_name ?? "" } : null,
    suspicion:
      row.spam_reason === null
        ? null
        : {
            // A reason written by an older version than this one reads as the timing one.
            reason: suspicionReasons.includes(row.spam_reason as SuspicionReason)
              ? (row.spam_reason as SuspicionReason)
              : "too_fast",
            fillMs: row.fill_ms,
          },
    anonymisedAt: row.anonymised_at,
    reportReason: isReportReason(row.report_reason) ? row.report_reason : null,
  };
}

/** One page of the inbox, newest first, and how many leads match in all (counted by `countMatching`). */
export async function listLeads(
  db: Kysely<Database>,
  filter: LeadFilter,
  page: number,
  limit: number,
  countMatching: (filter: LeadFilter) => Promise<number> = (matching) => countLeads(db, matching),
) {
  const [rows, total] = await Promise.all([
    withDetails(db, filter)
      .orderBy("leads.created_at", "desc")
      .orderBy("leads.id", "desc")
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    countMatching(filter),
  ]);
  return { leads: rows.map(toSummary), total };
}

/** Every matching lead, newest first, in batches: the CSV export streams them without holding them all. */
export async function* allLeads(
  db: Kysely<Database>,
  filter: LeadFilter,
  batch = 1000,
  ids?: readonly number[],
): AsyncGenerator<LeadSummary> {
  let before: { createdAt: string; id: number } | undefined;
  for (;;) {
    // A selection is exported wherever its leads are (inbox or suspected), still within the other filters.
    let query = ids ? withDetails(db, filter, "any").where("leads.id", "in", ids) : withDetails(db, filter);
    if (before) {
      const { createdAt, id } = before;
      query = query.where((eb) =>
        eb.or([
          eb("leads.created_at", "<", createdAt),
          eb.and([eb("leads.created_at", "=", createdAt), eb("leads.id", "<", id)]),
        ]),
      );
    }
    const rows = await query.orderBy("leads.created_at", "desc").orderBy("leads.id", "desc").limit(batch).execute();
    for (const row of rows) yield toSummary(row);
    if (rows.length < batch) return;
    const last = rows.at(-1)!;
    before = { createdAt: last.created_at, id: last.id };
  }
}

/** One lead by its id, in the inbox or suspected. */
export async function findLead(db: Kysely<Database>, id: number): Promise<LeadSummary | undefined> {
  const row = await withDetails(db, {}, "any").where("leads.id", "=", id).executeTakeFirst();
  return row ? toSummary(row) : undefined;
}

export async function countNewLeads(db: Kysely<Database>): Promise<number> {
  return countLeads(db, { status: "new" });
}

/** Moves a suspected lead to the inbox: true when this call moved it (false when it was there already). */
export async function moveLeadToInbox(db: Kysely<Database>, id: number): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const result = await trx
      .updateTable("leads")
      .set({ spam_reason: null })
      .where("id", "=", id)
      .where("spam_reason", "is not", null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    // A person's lead now: the dashboard's summary counts it, with its answer if staff answered it while suspected.
    await addLeadToStats(trx, id, { lead: true, answer: true });
    return true;
  });
}

export async function updateLead(
  db: Kysely<Database>,
  id: number,
  changes: { status?: LeadStatus; assignedStaffId?: number | null },
  now = new Date().toISOString(),
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const set = {
      ...(changes.status ? { status: changes.status } : {}),
      ...(changes.assignedStaffId !== undefined ? { assigned_staff_id: changes.assignedStaffId } : {}),
    };
    if (Object.keys(set).length > 0) await trx.updateTable("leads").set(set).where("id", "=", id).execute();
    if (!changes.status || changes.status === "new") return;
    // The first time a lead leaves "new" is its first response (the dashboard, docs/decisions/035-dashboard.md);
    // a later change keeps the first answer, and only the first is added to the dashboard's summary.
    const answered = await trx
      .updateTable("leads")
      .set({ first_contacted_at: now })
      .where("id", "=", id)
      .where("first_contacted_at", "is", null)
      .executeTakeFirst();
    if (Number(answered.numUpdatedRows) === 1) await addLeadToStats(trx, id, { lead: false, answer: true });
  });
}

export function insertLeadNote(
  db: Kysely<Database>,
  note: { leadId: number; staffId: number; authorName: string; body: string; now: string },
) {
  return db
    .insertInto("lead_notes")
    .values({
      lead_id: note.leadId,
      staff_id: note.staffId,
      author_name: note.authorName,
      body: note.body,
      created_at: note.now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
}

export async function listLeadNotes(db: Kysely<Database>, leadId: number) {
  const rows = await db
    .selectFrom("lead_notes")
    .selectAll()
    .where("lead_id", "=", leadId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    body: row.body,
    authorName: row.author_name,
    staffId: row.staff_id,
    createdAt: row.created_at,
  }));
}
