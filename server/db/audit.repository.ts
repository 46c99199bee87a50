import type { Kysely } from "kysely";
import type { AuditAction } from "../../domain/admin/audit-actions.ts";
import { changesInDetail, type FieldChange } from "../../domain/admin/audit-changes.ts";
import type { Database } from "./schema.ts";

export interface AuditEntry {
  at: string;
  staffId: number | null;
  actorEmail: string | null;
  action: AuditAction;
  subject?: string | null;
  detail?: Record<string, unknown>;
  address?: string | null;
}

/**
 * Written in the same transaction as the change it records, when there is one. The actor's name is copied from
 * their account in the same statement, so the row still names them after the account is gone.
 */
export function insertAudit(db: Kysely<Database>, entry: AuditEntry) {
  const staffId = entry.staffId;
  return db
    .insertInto("audit_log")
    .values({
      at: entry.at,
      staff_id: staffId,
      actor_email: entry.actorEmail,
      actor_name: staffId === null ? null : db.selectFrom("staff").select("name").where("id", "=", staffId).limit(1),
      action: entry.action,
      subject: entry.subject ?? null,
      detail: JSON.stringify(entry.detail ?? {}),
      address: entry.address ?? null,
    })
    .execute();
}

/** The kinds of item an audit row can be about, each with a page of its own in the back office. */
export type AuditItemType = "listing" | "lead" | "staff" | "category" | "company";

export interface AuditItem {
  type: AuditItemType;
  id: number | null;
  /** Its name now, in both languages (the same for a person or a lead); null when it is gone. */
  label: { ar: string; en: string } | null;
  /** A listing in the trash (docs/decisions/038-trash.md): its editor answers 404, the trash shows it. */
  inTrash: boolean;
}

/** A listing's photos and documents name it by its kind (`property:12`); the rest by their table. */
const listingSubjectKinds = ["listing", "property", "project", "auction"];

/** What a stored subject points at, or null for one without a page (a file key, a test's word). */
export function itemOfSubject(subject: string | null): { type: AuditItemType; id: number | null } | null {
  if (subject === "company") return { type: "company", id: null };
  const match = subject?.match(/^([a-z]+):(\d{1,15})$/);
  if (!match) return null;
  const [, type = "", digits] = match;
  const id = Number(digits);
  if (listingSubjectKinds.includes(type)) return { type: "listing", id };
  if (type === "lead" || type === "staff" || type === "category") return { type, id };
  return null;
}

export interface AuditFilter {
  action?: string;
  staffId?: number;
  /** One item: `lead:3`, `staff:2`, `listing:12` (with its photos' and documents' rows). */
  subject?: string;
  /** The first instant included (ISO, UTC). */
  from?: string;
  /** The first instant no longer included (ISO, UTC). */
  to?: string;
  page: number;
  limit: number;
}

/** One entry of the log as people read it: a row, or a batch of photos uploaded together. */
export interface AuditLogEntry {
  id: number;
  at: string;
  /** How many rows the entry stands for (photos uploaded in one go), and the oldest one's time. */
  count: number;
  firstAt: string;
  staffId: number | null;
  /** The account's name now, or the one copied when the row was written; null when neither is known. */
  actorName: string | null;
  actorEmail: string | null;
  action: string;
  subject: string | null;
  item: AuditItem | null;
  /** What changed, field by field; a person's id (assignee) already replaced by their name. */
  changes: FieldChange[];
  detail: Record<string, unknown>;
  address: string | null;
}

/** Rows of one upload batch: the same person adding photos to the same listing, each within this of the last. */
export const uploadBatchGapMs = 10 * 60_000;

function subjectsOf(subject: string): string[] {
  const item = itemOfSubject(subject);
  if (item?.type === "listing") return listingSubjectKinds.map((kind) => `${kind}:${item.id}`);
  return [subject];
}

type Row = Awaited<ReturnType<typeof pageOfRows>["rows"]>[number];

function pageOfRows(db: Kysely<Database>, filter: AuditFilter) {
  let query = db.selectFrom("audit_log").leftJoin("staff", "staff.id", "audit_log.staff_id");
  if (filter.action) query = query.where("audit_log.action", "=", filter.action);
  if (filter.staffId !== undefined) query = query.where("audit_log.staff_id", "=", filter.staffId);
  if (filter.subject) query = query.where("audit_log.subject", "in", subjectsOf(filter.subject));
  if (filter.from) query = query.where("audit_log.at", ">=", filter.from);
  if (filter.to) query = query.where("audit_log.at", "<", filter.to);
  return {
    rows: query
      .select([
        "audit_log.id",
        "audit_log.at",
        "audit_log.staff_id",
        "audit_log.actor_email",
        "audit_log.actor_name",
        "audit_log.action",
        "audit_log.subject",
        "audit_log.detail",
        "audit_log.address",
        "staff.name as staff_name",
      ])
      .orderBy("audit_log.id", "desc")
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit)
      .execute(),
    total: query.select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow(),
  };
}

function inOneBatch(newer: Row, older: Row): boolean {
  return (
    newer.action === "media_uploaded" &&
    older.action === "media_uploaded" &&
    newer.staff_id === older.staff_id &&
    newer.subject === older.subject &&
    Date.parse(newer.at) - Date.parse(older.at) <= uploadBatchGapMs
  );
}

function parseDetail(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Names of items and people the page's entries mention, read in one query per kind. */
async function namesOf(db: Kysely<Database>, entries: AuditLogEntry[]) {
  const ids = (type: AuditItemType) => [
    ...new Set(entries.flatMap((entry) => (entry.item?.type === type && entry.item.id ? [entry.item.id] : []))),
  ];
  const people = new Set(ids("staff"));
  for (const entry of entries) {
    for (const change of entry.changes) {
      if (change.field !== "assignedStaffId" || "long" in change) continue;
      for (const value of [change.from, change.to]) if (typeof value === "number") people.add(value);
    }
  }
  const [listings, leads, staff, categories] = await Promise.all([
    ids("listing").length
      ? db
          .selectFrom("listings")
          .select(["id", "title_ar", "title_en", "trashed_at"])
          .where("id", "in", ids("listing"))
          .execute()
      : [],
    ids("lead").length ? db.selectFrom("leads").select(["id", "name"]).where("id", "in", ids("lead")).execute() : [],
    people.size
      ? db
          .selectFrom("staff")
          .select(["id", "name"])
          .where("id", "in", [...people])
          .execute()
      : [],
    ids("category").length
      ? db.selectFrom("categories").select(["id", "name_ar", "name_en"]).where("id", "in", ids("category")).execute()
      : [],
  ]);
  const labels = new Map<string, { ar: string; en: string }>();
  const inTrash = new Set<string>();
  for (const row of listings) {
    labels.set(`listing:${row.id}`, { ar: row.title_ar, en: row.title_en });
    if (row.trashed_at !== null) inTrash.add(`listing:${row.id}`);
  }
  for (const row of leads) labels.set(`lead:${row.id}`, { ar: row.name, en: row.name });
  for (const row of staff) labels.set(`staff:${row.id}`, { ar: row.name, en: row.name });
  for (const row of categories) labels.set(`category:${row.id}`, { ar: row.name_ar, en: row.name_en });
  return { labels, inTrash };
}

/**
 * The log newest first, a page of rows at a time, as people read it: each entry names its author and its item,
 * lists what changed, and photos one person uploaded to one listing in a row are one entry (within the page).
 */
export async function listAuditEntries(db: Kysely<Database>, filter: AuditFilter) {
  const page = pageOfRows(db, filter);
  const [rows, total] = await Promise.all([page.rows, page.total]);
  const entries: AuditLogEntry[] = [];
  let last: Row | undefined;
  for (const row of rows) {
    const current = entries.at(-1);
    if (current && last && inOneBatch(last, row)) {
      current.count += 1;
      current.firstAt = row.at;
      last = row;
      continue;
    }
    last = row;
    const detail = parseDetail(row.detail);
    const item = itemOfSubject(row.subject);
    entries.push({
      id: row.id,
      at: row.at,
      count: 1,
      firstAt: row.at,
      staffId: row.staff_id,
      actorName: row.staff_name ?? row.actor_name,
      actorEmail: row.actor_email,
      action: row.action,
      subject: row.subject,
      item: item ? { ...item, label: null, inTrash: false } : null,
      changes: changesInDetail(detail).map((change) =>
        // A category's id says nothing to a reader; the listing's page shows its category.
        change.field === "categoryId" ? { field: change.field, long: true } : change,
      ),
      detail,
      address: row.address,
    });
  }
  const { labels, inTrash } = await namesOf(db, entries);
  const personName = (value: unknown) =>
    typeof value === "number" ? (labels.get(`staff:${value}`)?.ar ?? `#${value}`) : value;
  for (const entry of entries) {
    if (entry.item && entry.item.id !== null) {
      entry.item.label = labels.get(`${entry.item.type}:${entry.item.id}`) ?? null;
      entry.item.inTrash = inTrash.has(`${entry.item.type}:${entry.item.id}`);
    }
    entry.changes = entry.changes.map((change) =>
      change.field === "assignedStaffId" && !("long" in change)
        ? {
            field: change.field,
            from: personName(change.from) as string | null,
            to: personName(change.to) as string | null,
          }
        : change,
    );
  }
  return { entries, total: Number(total.count) };
}
