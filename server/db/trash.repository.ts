import { type Kysely, sql, type Transaction } from "kysely";
import { purgeDueAt, type TrashedListing } from "../../domain/admin/trash.ts";
import type { ListingKind } from "../../domain/listing.ts";
import { mediaUrl } from "../../domain/listing-wire.ts";
import { coverWidths } from "./admin-listings.repository.ts";
import type { Database } from "./schema.ts";

// The listings' trash (docs/decisions/038-trash.md). A trashed listing keeps its rows and files; deleting it for
// good goes through removeListingIn (server/services/listing-removal.ts), as a deletion always did.

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * Moves version `version` of a listing to the trash: unpublished at once, its scheduled publish and unpublish
 * cleared (their jobs then find no time and do nothing), a new version so that an editor open on it cannot save
 * over it. False when it is gone, already in the trash or changed since it was read.
 */
export async function moveToTrash(
  trx: Executor,
  id: number,
  version: number,
  by: { id: number; name: string },
  now: string,
): Promise<boolean> {
  const result = await trx
    .updateTable("listings")
    .set({
      trashed_at: now,
      trashed_by: by.id,
      trashed_by_name: by.name,
      published: 0,
      publish_at: null,
      unpublish_at: null,
      version: version + 1,
      updated_at: now,
    })
    .where("id", "=", id)
    .where("version", "=", version)
    .where("trashed_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Takes a listing out of the trash as an unpublished draft; false when it is not in the trash. */
export async function restoreFromTrash(trx: Executor, id: number, now: string): Promise<boolean> {
  const result = await trx
    .updateTable("listings")
    .set((eb) => ({
      trashed_at: null,
      trashed_by: null,
      trashed_by_name: null,
      published: 0,
      version: eb("version", "+", 1),
      updated_at: now,
    }))
    .where("id", "=", id)
    .where("trashed_at", "is not", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** One page of the trash, the most recently trashed first, with each listing's cover and photo count. */
export async function listTrash(
  db: Kysely<Database>,
  page: { page: number; limit: number },
  trashDays: number,
): Promise<{ data: TrashedListing[]; total: number }> {
  const base = db.selectFrom("listings").where("trashed_at", "is not", null);
  const [rows, count] = await Promise.all([
    base
      .select([
        "id",
        "kind",
        "title_ar",
        "title_en",
        "trashed_at",
        "trashed_by_name",
        sql<
          string | null
        >`(select media_key from listing_images where listing_images.listing_id = listings.id order by position limit 1)`.as(
          "cover_key",
        ),
        sql<number>`(select count(*) from listing_images where listing_images.listing_id = listings.id)`.as(
          "image_count",
        ),
      ])
      .orderBy("trashed_at", "desc")
      .orderBy("id", "desc")
      .limit(page.limit)
      .offset((page.page - 1) * page.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
  ]);
  const covers = await coverWidths(
    db,
    rows.map((row) => row.cover_key).filter((key): key is string => key !== null),
  );
  const data = rows.map((row): TrashedListing => {
    const width = row.cover_key ? covers.get(row.cover_key) : undefined;
    return {
      id: row.id,
      kind: row.kind as ListingKind,
      titleAr: row.title_ar,
      titleEn: row.title_en,
      thumbnail: row.cover_key && width !== undefined ? mediaUrl(row.cover_key, width, "webp") : null,
      imageCount: Number(row.image_count),
      trashedAt: row.trashed_at!,
      trashedBy: row.trashed_by_name,
      purgeAt: purgeDueAt(row.trashed_at!, trashDays),
    };
  });
  return { data, total: Number(count.total) };
}

/** The ids in the trash, oldest first; only those trashed before `before` when given (the daily sweep's). */
export async function trashedIds(db: Executor, before?: string): Promise<number[]> {
  let query = db.selectFrom("listings").select("id").where("trashed_at", "is not", null);
  if (before !== undefined) query = query.where("trashed_at", "<", before);
  const rows = await query.orderBy("trashed_at").orderBy("id").execute();
  return rows.map((row) => row.id);
}
