import type { Kysely } from "kysely";
import type { AdminMessageCode } from "../../domain/admin/admin-messages.ts";
import { trashedBefore } from "../../domain/admin/trash.ts";
import { type AuditEntry, insertAudit } from "../db/audit.repository.ts";
import { findEditorListing } from "../db/listing-editor.repository.ts";
import type { Database } from "../db/schema.ts";
import { trashedIds } from "../db/trash.repository.ts";
import type { MediaStorage } from "../storage/media-storage.ts";
import { removeListingIn } from "./listing-removal.ts";

// Deleting listings in the trash for good (docs/decisions/038-trash.md): the staff's "delete for good" and "empty
// the trash", and the daily sweep of those kept longer than TRASH_DAYS, all through this one path.

export interface PurgedItem {
  id: number;
  kind: string;
  titleAr: string;
  titleEn: string;
  imagesRemoved: number;
  documentsRemoved: number;
}

export interface Purge {
  done: PurgedItem[];
  refused: { id: number; code: AdminMessageCode }[];
  /** The stored files to remove, once the transaction has committed. */
  files: string[];
}

/**
 * Deletes the listings among `ids` that are in the trash, with their lots, features and boundaries, in one
 * transaction, each with its audit row `listing_deleted` (on the listing, so its history ends with it) built by
 * `audit`; the images and PDFs no other listing uses are returned for removal after the commit (a duplicate shares
 * its source's photos: they stay while either is kept). One no longer in the trash (restored, or deleted by
 * someone else) is refused, not touched.
 */
export async function purgeTrashed(
  db: Kysely<Database>,
  ids: readonly number[],
  audit: (subject: string, detail: Record<string, unknown>) => AuditEntry,
): Promise<Purge> {
  return db.transaction().execute(async (trx) => {
    const purge: Purge = { done: [], refused: [], files: [] };
    for (const id of ids) {
      const listing = await findEditorListing(trx, id, { trashed: true });
      const removal = listing ? await removeListingIn(trx, listing) : null;
      if (!listing || !removal) {
        purge.refused.push({ id, code: "not_in_trash" });
        continue;
      }
      const item: PurgedItem = {
        id,
        kind: listing.kind,
        titleAr: listing.titleAr,
        titleEn: listing.titleEn,
        imagesRemoved: removal.imagesRemoved,
        documentsRemoved: removal.documentsRemoved,
      };
      const { id: _id, ...detail } = item;
      await insertAudit(trx, audit(`listing:${id}`, detail));
      purge.done.push(item);
      purge.files.push(...removal.files);
    }
    return purge;
  });
}

/**
 * The daily sweep: deletes for good what has been in the trash longer than `trashDays` days, then removes the
 * files. Run once per day across processes by the job runner; a second run finds nothing left to do. Returns the
 * ids deleted.
 */
export async function sweepTrash(
  db: Kysely<Database>,
  storage: MediaStorage,
  trashDays: number,
  now: Date,
): Promise<number[]> {
  const due = await trashedIds(db, trashedBefore(now, trashDays));
  if (due.length === 0) return [];
  const purge = await purgeTrashed(db, due, (subject, detail) => ({
    at: now.toISOString(),
    staffId: null,
    actorEmail: null,
    action: "listing_deleted",
    subject,
    detail: { ...detail, trashDays, swept: true },
  }));
  await storage.remove(purge.files);
  return purge.done.map((item) => item.id);
}
