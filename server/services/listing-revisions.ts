import type { Kysely, Transaction } from "kysely";
import type { EditorListing, ListingInput } from "../../domain/admin/listing-editor.ts";
import {
  editorInputOf,
  keptRevisions,
  type RestoreLeftOut,
  type RevisionAction,
  type RevisionSnapshot,
  revisionChanges,
} from "../../domain/admin/listing-revisions.ts";
import { documentFields } from "../../domain/admin/listing-rules.ts";
import { insertRevision, latestRevision, readRevisionSnapshot } from "../db/listing-revisions.repository.ts";
import { existingMediaKeys, storedDocumentKeys } from "../db/media.repository.ts";
import type { Database } from "../db/schema.ts";
import type { MediaStorage } from "../storage/media-storage.ts";

// A listing's revisions (docs/decisions/037-listing-revisions.md): the one call each save makes in its transaction,
// and what a restore can bring back of a revision.

/**
 * Keeps the listing as this save left it as its next revision, with what changed since the revision before: the
 * caller's transaction, after its write. `before` is the listing the save started from, compared with when the
 * listing has no revision yet (saved before revisions were kept); a new listing's first revision changes nothing.
 */
export async function recordRevision(
  trx: Transaction<Database>,
  staff: { id: number; name: string },
  listingId: number,
  action: RevisionAction,
  options: { before?: EditorListing; restoredFrom?: number } = {},
): Promise<void> {
  const snapshot = await readRevisionSnapshot(trx, listingId);
  if (!snapshot) return;
  const previous = await latestRevision(trx, listingId);
  const base: RevisionSnapshot | undefined =
    previous?.snapshot ??
    // The gallery is not the editor's: a save before any revision is taken not to have changed it.
    (options.before ? { input: editorInputOf(options.before), photos: snapshot.photos } : undefined);
  await insertRevision(
    trx,
    {
      listingId,
      number: (previous?.number ?? 0) + 1,
      at: new Date().toISOString(),
      staffId: staff.id,
      staffName: staff.name,
      action,
      restoredFrom: options.restoredFrom ?? null,
      snapshot,
      changes: base ? revisionChanges(base, snapshot) : [],
    },
    keptRevisions,
  );
}

/**
 * What of a revision can be saved again: its input with the links to our PDFs that are no longer stored emptied,
 * and its photos that no longer exist left out, with what was left out.
 */
export async function restorableOf(
  db: Kysely<Database>,
  storage: MediaStorage,
  snapshot: RevisionSnapshot,
): Promise<{ input: ListingInput; photos: string[]; leftOut: RestoreLeftOut }> {
  const input: ListingInput = { ...snapshot.input };
  const documents: string[] = [];
  for (const field of documentFields) {
    const [key] = storedDocumentKeys([input[field]]);
    if (key === undefined) continue;
    if (!(await storage.list(key)).includes(key)) {
      input[field] = null;
      documents.push(field);
    }
  }
  const existing = await existingMediaKeys(db, snapshot.photos);
  const photos = snapshot.photos.filter((key) => existing.has(key));
  return { input, photos, leftOut: { photos: snapshot.photos.length - photos.length, documents } };
}

/**
 * The gallery after a restore: the revision's photos in its order, then the ones added since (a restore never
 * deletes a photo: that is the media manager's), each with its alternative texts as they are now.
 */
export function restoredGallery(
  current: readonly { key: string; altAr: string; altEn: string }[],
  photos: readonly string[],
): { key: string; altAr: string; altEn: string }[] {
  const byKey = new Map(current.map((image) => [image.key, image]));
  const wanted = new Set(photos);
  return [
    ...photos.map((key) => byKey.get(key) ?? { key, altAr: "", altEn: "" }),
    ...current.filter((image) => !wanted.has(image.key)),
  ];
}
