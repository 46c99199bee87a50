import type { Kysely } from "kysely";
import { pendingDocumentLinks } from "./listing-pending-change.repository.ts";
import type { Database } from "./schema.ts";

export interface MediaRecord {
  key: string;
  width: number;
  height: number;
  variantWidths: readonly number[];
}

/** Records images (idempotent: a known key is left as it is). */
export async function upsertMedia(db: Kysely<Database>, records: MediaRecord[]): Promise<void> {
  if (records.length === 0) return;
  const created_at = new Date().toISOString();
  await db
    .insertInto("media")
    .values(
      records.map((record) => ({
        key: record.key,
        width: record.width,
        height: record.height,
        variant_widths: record.variantWidths.join(","),
        created_at,
      })),
    )
    .onConflict((conflict) => conflict.column("key").doNothing())
    .execute();
}

/** Every image a listing uses: its gallery's and its auction lots'. */
export async function mediaKeysOfListing(db: Kysely<Database>, listingId: number): Promise<string[]> {
  const [gallery, lots] = await Promise.all([
    db.selectFrom("listing_images").select("media_key").where("listing_id", "=", listingId).execute(),
    db
      .selectFrom("auction_lots")
      .select("media_key")
      .where("auction_id", "=", listingId)
      .where("media_key", "is not", null)
      .execute(),
  ]);
  return [...new Set([...gallery, ...lots].map((row) => row.media_key as string))];
}

/** The images of a listing in their order (the first is the cover), with their alternative texts. */
export function listListingImages(db: Kysely<Database>, listingId: number) {
  return db
    .selectFrom("listing_images")
    .innerJoin("media", "media.key", "listing_images.media_key")
    .select([
      "listing_images.position",
      "media.key",
      "media.width",
      "media.height",
      "media.variant_widths",
      "listing_images.alt_ar",
      "listing_images.alt_en",
    ])
    .where("listing_images.listing_id", "=", listingId)
    .orderBy("listing_images.position")
    .execute();
}

/** How many photos the listing's gallery has. */
export async function countListingImages(db: Kysely<Database>, listingId: number): Promise<number> {
  const row = await db
    .selectFrom("listing_images")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("listing_id", "=", listingId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The listing's id when a listing of that kind exists. */
export async function findListingOfKind(
  db: Kysely<Database>,
  kind: string,
  id: number,
): Promise<{ id: number; trashed: boolean } | undefined> {
  const row = await db
    .selectFrom("listings")
    .select(["id", "trashed_at"])
    .where("id", "=", id)
    .where("kind", "=", kind)
    .executeTakeFirst();
  return row ? { id: row.id, trashed: row.trashed_at !== null } : undefined;
}

/**
 * Holds the listing's row until the transaction ends, so that two changes of its images (two uploads at once)
 * take turns on PostgreSQL; SQLite runs one writing transaction at a time anyway. Changes nothing. False when the
 * listing is in the trash (or gone): its media are not to change (docs/decisions/038-trash.md), and a listing
 * trashed between the first look and this lock is caught here.
 */
export async function lockListing(db: Kysely<Database>, listingId: number): Promise<boolean> {
  const result = await db
    .updateTable("listings")
    .set((eb) => ({ id: eb.ref("id") }))
    .where("id", "=", listingId)
    .where("trashed_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Adds an image after the listing's last one (the cover when it is the first); returns its position. */
export async function appendListingImage(db: Kysely<Database>, listingId: number, key: string): Promise<number> {
  const last = await db
    .selectFrom("listing_images")
    .select((eb) => eb.fn.max("position").as("position"))
    .where("listing_id", "=", listingId)
    .executeTakeFirst();
  const position = last?.position === null || last?.position === undefined ? 0 : Number(last.position) + 1;
  await db.insertInto("listing_images").values({ listing_id: listingId, position, media_key: key }).execute();
  return position;
}

/** Writes the listing's images in this order (the first is the cover) with their alternative texts. */
export async function replaceListingImages(
  db: Kysely<Database>,
  listingId: number,
  images: readonly { key: string; altAr: string; altEn: string }[],
): Promise<void> {
  await db.deleteFrom("listing_images").where("listing_id", "=", listingId).execute();
  if (images.length === 0) return;
  await db
    .insertInto("listing_images")
    .values(
      images.map((image, position) => ({
        listing_id: listingId,
        position,
        media_key: image.key,
        alt_ar: image.altAr,
        alt_en: image.altEn,
      })),
    )
    .execute();
}

/** Of these keys, those no listing image or auction lot uses any more, after removing their media rows. */
export async function deleteUnusedMedia(db: Kysely<Database>, keys: readonly string[]): Promise<MediaRecord[]> {
  if (keys.length === 0) return [];
  const used = new Set(
    [
      ...(await db.selectFrom("listing_images").select("media_key").where("media_key", "in", keys).execute()),
      ...(await db.selectFrom("auction_lots").select("media_key").where("media_key", "in", keys).execute()),
    ].map((row) => row.media_key),
  );
  const unused = keys.filter((key) => !used.has(key));
  if (unused.length === 0) return [];
  const rows = await db.selectFrom("media").selectAll().where("key", "in", unused).execute();
  await db.deleteFrom("media").where("key", "in", unused).execute();
  return rows.map((row) => ({
    key: row.key,
    width: row.width,
    height: row.height,
    variantWidths: row.variant_widths.split(",").map(Number),
  }));
}

/** A listing's fields that may link to a PDF staff uploaded (`POST /api/admin/media/documents`). */
const documentColumns = ["auction_certificate_url", "file_url", "terms_url", "marketing_profile_url"] as const;
const storedDocumentUrl = /^\/media\/(documents\/[0-9a-f-]{36}\.pdf)$/;

/** The keys of our stored PDFs among these links (an outside address is none of ours). */
export function storedDocumentKeys(urls: readonly (string | null)[]): string[] {
  const keys = urls.map((url) => (url ? storedDocumentUrl.exec(url)?.[1] : undefined));
  return [...new Set(keys.filter((key): key is string => key !== undefined))];
}

/** Keys in groups small enough for one statement's parameters on both engines (SQLite allows 32,766). */
function inGroups<T>(items: readonly T[], size: number): T[][] {
  const groups: T[][] = [];
  for (let start = 0; start < items.length; start += size) groups.push(items.slice(start, start + size));
  return groups;
}

/** Of these stored PDFs, those no listing links to any more: their files can go. */
export async function unlinkedDocuments(db: Kysely<Database>, keys: readonly string[]): Promise<string[]> {
  const linked = new Set<string | null>();
  for (const group of inGroups(keys, 200)) {
    const urls = group.map((key) => `/media/${key}`);
    const rows = await db
      .selectFrom("listings")
      .select(documentColumns)
      .where((eb) => eb.or(documentColumns.map((column) => eb(column, "in", urls))))
      .execute();
    for (const row of rows) for (const column of documentColumns) linked.add(row[column]);
  }
  // An edit of a published listing held for review links its new PDFs too (decision 036).
  for (const link of await pendingDocumentLinks(db)) linked.add(link);
  return keys.filter((key) => !linked.has(`/media/${key}`));
}

/** Of these stored PDFs, those whose upload (its audit row) came before `before`. */
export async function uploadedDocumentsBefore(
  db: Kysely<Database>,
  keys: readonly string[],
  before: Date,
): Promise<string[]> {
  if (keys.length === 0) return [];
  // One pass over the uploads by time (the log's index), matched here: no statement grows with the keys.
  const rows = await db
    .selectFrom("audit_log")
    .select("subject")
    .where("at", "<", before.toISOString())
    .where("action", "=", "document_uploaded")
    .execute();
  const old = new Set(rows.map((row) => row.subject));
  return keys.filter((key) => old.has(key));
}

/** Of these image keys, those that have a `media` row. */
export async function existingMediaKeys(db: Kysely<Database>, keys: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (const group of inGroups(keys, 200)) {
    const rows = await db.selectFrom("media").select("key").where("key", "in", group).execute();
    for (const row of rows) found.add(row.key);
  }
  return found;
}
