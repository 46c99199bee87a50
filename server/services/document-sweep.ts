import type { Kysely } from "kysely";
import { insertAudit } from "../db/audit.repository.ts";
import { unlinkedDocuments, uploadedDocumentsBefore } from "../db/media.repository.ts";
import type { Database } from "../db/schema.ts";
import type { MediaStorage } from "../storage/media-storage.ts";

/**
 * How long a PDF uploaded in the listing editor may wait to be saved into a listing before the sweep removes it:
 * long enough for a draft left open over a weekend.
 */
export const unsavedDocumentGraceMs = 7 * 24 * 3_600_000;

/** How often each process sweeps; several may sweep at once (removing is idempotent). */
export const documentSweepIntervalMs = 6 * 3_600_000;

/**
 * Removes the stored PDFs (`documents/…`) that no listing links to and whose upload is older than the grace
 * period: uploaded in the editor but never saved, or left behind by a removal that failed after its commit. A
 * file's age is its upload's audit row; a file without one is left alone (its upload may be writing that row right
 * now). Returns the keys removed; an audit row (`documents_swept`) lists them.
 */
export async function sweepUnlinkedDocuments(
  db: Kysely<Database>,
  storage: MediaStorage,
  now: Date,
): Promise<string[]> {
  const stored = await storage.list("documents/");
  const old = await uploadedDocumentsBefore(db, stored, new Date(now.getTime() - unsavedDocumentGraceMs));
  const unlinked = await unlinkedDocuments(db, old);
  if (unlinked.length === 0) return [];
  await storage.remove(unlinked);
  await insertAudit(db, {
    at: now.toISOString(),
    staffId: null,
    actorEmail: null,
    action: "documents_swept",
    detail: { keys: unlinked },
  });
  return unlinked;
}
