import type { Kysely } from "kysely";
import { insertAudit } from "../db/audit.repository.ts";
import { existingMediaKeys } from "../db/media.repository.ts";
import type { Database } from "../db/schema.ts";
import type { MediaStorage } from "../storage/media-storage.ts";

/**
 * How old the newest file of an image must be before the sweep may take it for a leftover: an upload writes its
 * files, then its `media` row in the next moments (docs/decisions/021-media-pipeline.md). An hour is far beyond a
 * slow bucket and a busy database, and still short next to the sweep's interval.
 */
export const orphanImageGraceMs = 3_600_000;

/** The files an upload writes for one image: `uploads/{uuid}-{width}.{avif|webp}` and `uploads/{uuid}-preview.jpg`. */
const imageFile =
  /^(uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-(?:\d{1,5}\.(?:avif|webp)|preview\.jpg)$/;

/**
 * Removes the files of uploaded images that have no `media` row: left by a process killed between storing the
 * variants and committing the row, or by a removal whose file deletion failed after its commit. An image is taken
 * only when every one of its files is older than the grace period, so an upload in progress is never touched;
 * files of another shape (the demo images, anything unknown) are left alone. Returns the image keys removed; an
 * audit row (`images_swept`) lists them.
 */
export async function sweepOrphanImages(db: Kysely<Database>, storage: MediaStorage, now: Date): Promise<string[]> {
  const files = new Map<string, { keys: string[]; newest: number }>();
  for (const file of await storage.listWithTimes("uploads/")) {
    const image = imageFile.exec(file.key)?.[1];
    if (!image) continue;
    const entry = files.get(image) ?? { keys: [], newest: 0 };
    entry.keys.push(file.key);
    entry.newest = Math.max(entry.newest, file.modifiedAt.getTime());
    files.set(image, entry);
  }
  const old = [...files].filter(([, entry]) => entry.newest < now.getTime() - orphanImageGraceMs).map(([key]) => key);
  const recorded = await existingMediaKeys(db, old);
  const orphans = old.filter((key) => !recorded.has(key));
  if (orphans.length === 0) return [];
  await storage.remove(orphans.flatMap((key) => files.get(key)?.keys ?? []));
  await insertAudit(db, {
    at: now.toISOString(),
    staffId: null,
    actorEmail: null,
    action: "images_swept",
    detail: { keys: orphans },
  });
  return orphans;
}
