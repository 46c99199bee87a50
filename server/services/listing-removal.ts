import type { Transaction } from "kysely";
import type { EditorListing } from "../../domain/admin/listing-editor.ts";
import { deleteEditorListing } from "../db/listing-editor.repository.ts";
import { deleteUnusedMedia, mediaKeysOfListing, unlinkedDocuments } from "../db/media.repository.ts";
import type { Database } from "../db/schema.ts";
import { documentsOf } from "./listing-rules.service.ts";
import { filesOfImage } from "./media.service.ts";

export interface Removal {
  /** The stored files to remove once the transaction has committed. */
  files: string[];
  imagesRemoved: number;
  documentsRemoved: number;
}

/**
 * Deletes a listing (at the version read) with its lots, features and boundaries, in the caller's transaction.
 * Its images and PDFs go with it only when no other listing or lot uses them: a duplicate shares its source's
 * photos, and deleting either leaves the other's. Null when it is gone or changed since it was read.
 */
export async function removeListingIn(trx: Transaction<Database>, before: EditorListing): Promise<Removal | null> {
  const images = await mediaKeysOfListing(trx, before.id);
  if (!(await deleteEditorListing(trx, before.id, before.version))) return null;
  const unused = await deleteUnusedMedia(trx, images);
  const documents = await unlinkedDocuments(trx, documentsOf(before));
  return {
    files: [...unused.flatMap(filesOfImage), ...documents],
    imagesRemoved: unused.length,
    documentsRemoved: documents.length,
  };
}
