import type { Kysely, Transaction } from "kysely";
import type { FieldChange } from "../../domain/admin/audit-changes.ts";
import {
  editorInputOf,
  type RevisionAction,
  type RevisionDetail,
  type RevisionSnapshot,
  type RevisionSummary,
  revisionActions,
} from "../../domain/admin/listing-revisions.ts";
import { findEditorListing } from "./listing-editor.repository.ts";
import type { Database, ListingRevisionTable } from "./schema.ts";

type Executor = Kysely<Database> | Transaction<Database>;

/** The listing as a revision keeps it, read in the caller's transaction; undefined when it is gone. */
export async function readRevisionSnapshot(db: Executor, listingId: number): Promise<RevisionSnapshot | undefined> {
  const listing = await findEditorListing(db, listingId);
  if (!listing) return undefined;
  const photos = await db
    .selectFrom("listing_images")
    .select("media_key")
    .where("listing_id", "=", listingId)
    .orderBy("position")
    .execute();
  return { input: editorInputOf(listing), photos: photos.map((photo) => photo.media_key) };
}

/** The listing's newest revision: its number and snapshot. */
export async function latestRevision(
  db: Executor,
  listingId: number,
): Promise<{ number: number; snapshot: RevisionSnapshot } | undefined> {
  const row = await db
    .selectFrom("listing_revisions")
    .select(["number", "snapshot"])
    .where("listing_id", "=", listingId)
    .orderBy("number", "desc")
    .limit(1)
    .executeTakeFirst();
  return row ? { number: row.number, snapshot: JSON.parse(row.snapshot) as RevisionSnapshot } : undefined;
}

export interface NewRevision {
  listingId: number;
  number: number;
  at: string;
  staffId: number | null;
  staffName: string | null;
  action: RevisionAction;
  restoredFrom: number | null;
  snapshot: RevisionSnapshot;
  changes: FieldChange[];
}

/** Writes a revision and drops the listing's revisions older than the newest `keep`. */
export async function insertRevision(trx: Executor, revision: NewRevision, keep: number): Promise<void> {
  await trx
    .insertInto("listing_revisions")
    .values({
      listing_id: revision.listingId,
      number: revision.number,
      at: revision.at,
      staff_id: revision.staffId,
      staff_name: revision.staffName,
      action: revision.action,
      restored_from: revision.restoredFrom,
      snapshot: JSON.stringify(revision.snapshot),
      changes: JSON.stringify(revision.changes),
    })
    .execute();
  await trx
    .deleteFrom("listing_revisions")
    .where("listing_id", "=", revision.listingId)
    .where("number", "<=", revision.number - keep)
    .execute();
}

function summaryOf(row: Omit<ListingRevisionTable, "id" | "listing_id" | "snapshot">): RevisionSummary {
  const changes: unknown = JSON.parse(row.changes);
  return {
    number: row.number,
    at: row.at,
    staffId: row.staff_id,
    staffName: row.staff_name,
    // A newer server's action this one has no word for reads as a save.
    action: (revisionActions as readonly string[]).includes(row.action) ? (row.action as RevisionAction) : "updated",
    restoredFrom: row.restored_from,
    changes: Array.isArray(changes) ? (changes as FieldChange[]) : [],
  };
}

const summaryColumns = ["number", "at", "staff_id", "staff_name", "action", "restored_from", "changes"] as const;

/** A listing's revisions, newest first, without their snapshots. */
export async function listRevisions(db: Executor, listingId: number): Promise<RevisionSummary[]> {
  const rows = await db
    .selectFrom("listing_revisions")
    .select(summaryColumns)
    .where("listing_id", "=", listingId)
    .orderBy("number", "desc")
    .execute();
  return rows.map(summaryOf);
}

/** One revision of a listing with its snapshot. */
export async function findRevision(
  db: Executor,
  listingId: number,
  number: number,
): Promise<RevisionDetail | undefined> {
  const row = await db
    .selectFrom("listing_revisions")
    .select([...summaryColumns, "snapshot"])
    .where("listing_id", "=", listingId)
    .where("number", "=", number)
    .executeTakeFirst();
  return row ? { ...summaryOf(row), snapshot: JSON.parse(row.snapshot) as RevisionSnapshot } : undefined;
}
