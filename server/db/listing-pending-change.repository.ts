import type { Kysely, Transaction } from "kysely";
import type { ListingInput } from "../../domain/admin/listing-editor.ts";
import { documentFields } from "../../domain/admin/listing-rules.ts";
import type { Database } from "./schema.ts";

// Edits of a published listing held for review (docs/decisions/036-review-before-publishing.md): one row per listing.

type Executor = Kysely<Database> | Transaction<Database>;

export interface StoredPendingChange {
  input: ListingInput;
  baseVersion: number;
  submittedBy: number | null;
  submitterName: string | null;
  submittedAt: string;
  updatedAt: string;
  note: string;
}

/** A listing's pending change with its submitter's name, or undefined when it has none. */
export async function findPendingChange(db: Executor, listingId: number): Promise<StoredPendingChange | undefined> {
  const row = await db
    .selectFrom("listing_pending_changes as p")
    .leftJoin("staff", "staff.id", "p.submitted_by")
    .select([
      "p.input",
      "p.base_version",
      "p.submitted_by",
      "p.submitted_at",
      "p.updated_at",
      "p.note",
      "staff.name as submitter_name",
    ])
    .where("p.listing_id", "=", listingId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    input: JSON.parse(row.input) as ListingInput,
    baseVersion: Number(row.base_version),
    submittedBy: row.submitted_by,
    submitterName: row.submitter_name,
    submittedAt: row.submitted_at,
    updatedAt: row.updated_at,
    note: row.note,
  };
}

/**
 * Holds an editor's save of a published listing: a new pending change made on `baseVersion`, or the existing one
 * with the new input (it keeps the version it was made on, its first submission's time and its note). True when it
 * is new.
 */
export async function savePendingChange(
  trx: Executor,
  listingId: number,
  input: ListingInput,
  baseVersion: number,
  staffId: number,
  now: string,
): Promise<boolean> {
  const updated = await trx
    .updateTable("listing_pending_changes")
    .set({ input: JSON.stringify(input), submitted_by: staffId, updated_at: now })
    .where("listing_id", "=", listingId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 1) return false;
  await trx
    .insertInto("listing_pending_changes")
    .values({
      listing_id: listingId,
      input: JSON.stringify(input),
      base_version: baseVersion,
      submitted_by: staffId,
      submitted_at: now,
      updated_at: now,
    })
    .execute();
  return true;
}

/** The submitter's note to the publisher, given when they submit the change again. */
export async function setPendingNote(trx: Executor, listingId: number, note: string): Promise<void> {
  await trx.updateTable("listing_pending_changes").set({ note }).where("listing_id", "=", listingId).execute();
}

/** Removes a listing's pending change (published or withdrawn); false when it had none. */
export async function deletePendingChange(trx: Executor, listingId: number): Promise<boolean> {
  const result = await trx.deleteFrom("listing_pending_changes").where("listing_id", "=", listingId).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** The links to documents that pending changes hold: the files stay while a change that links them waits. */
export async function pendingDocumentLinks(db: Executor): Promise<Set<string>> {
  const rows = await db.selectFrom("listing_pending_changes").select("input").execute();
  const links = new Set<string>();
  for (const row of rows) {
    const input = JSON.parse(row.input) as Partial<Record<string, unknown>>;
    for (const field of documentFields) {
      const link = input[field];
      if (typeof link === "string") links.add(link);
    }
  }
  return links;
}
