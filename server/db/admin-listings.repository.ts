import { type Kysely, type SqlBool, sql, type Transaction } from "kysely";
import { licenceWarningDays } from "../../domain/admin/listing-editor.ts";
import type {
  AdminListingRow,
  ListingRowReview,
  ListingSortKey,
  ListingState,
  SortDirection,
} from "../../domain/admin/listing-list.ts";
import { toLatinDigits } from "../../domain/digits.ts";
import type { Language } from "../../domain/language.ts";
import type { ListingKind } from "../../domain/listing.ts";
import { mediaUrl } from "../../domain/listing-wire.ts";
import { normalizeForSearch } from "../../domain/search-text.ts";
import { containsPattern } from "./like.ts";
import { findEditorListing, insertEditorListing } from "./listing-editor.repository.ts";
import { viewsByListing, viewsOfListing } from "./listing-views.repository.ts";
import type { Database } from "./schema.ts";

type Executor = Kysely<Database> | Transaction<Database>;

export interface AdminListingFilter {
  kind?: ListingKind;
  q?: string;
  state?: ListingState;
  sort?: ListingSortKey;
  dir?: SortDirection;
  page: number;
  limit: number;
}

/**
 * A search of the list: the words of either title or location, folded as the public search folds them (letter
 * variants, diacritics); a number (Arabic-Indic digits too, a leading #) also finds the listing with that id and
 * those whose advertising licence number holds it.
 */
function searched(db: Kysely<Database>, q: string | undefined) {
  const query = db.selectFrom("listings");
  const typed = toLatinDigits(q ?? "").trim();
  const number = /^#?\s*(\d{1,15})$/.exec(typed)?.[1];
  const words = normalizeForSearch(typed).split(" ").filter(Boolean);
  if (number !== undefined) {
    const id = Number(number);
    return query.where((eb) =>
      eb.or([
        ...(Number.isSafeInteger(id) && id <= 2_147_483_647 ? [eb("id", "=", id)] : []),
        sql<SqlBool>`coalesce(ad_licence_number, '') like ${containsPattern(number)} escape '\\'`,
        sql<SqlBool>`search_text like ${containsPattern(number)} escape '\\'`,
      ]),
    );
  }
  let matching = query;
  for (const word of words) {
    matching = matching.where(sql<SqlBool>`search_text like ${containsPattern(word)} escape '\\'`);
  }
  return matching;
}

/**
 * The back office's list: every listing, drafts too, but not those in the trash; sorted by a column (the last
 * changed first by default).
 */
export async function listAdminListings(
  db: Kysely<Database>,
  filter: AdminListingFilter,
  language: Language = "ar",
  now = new Date(),
) {
  // The trash has a view of its own (trash.repository.ts).
  let query = searched(db, filter.q)
    .where("trashed_at", "is", null)
    .leftJoin("listing_reviews as review", "review.listing_id", "listings.id");
  if (filter.state === "review") query = query.where("review.state", "=", "awaiting");
  if (filter.kind) query = query.where("kind", "=", filter.kind);
  if (filter.state === "published") query = query.where("published", "=", 1);
  if (filter.state === "draft") query = query.where("published", "=", 0);
  if (filter.state === "expiring") {
    const soon = new Date(now.getTime() + licenceWarningDays * 86_400_000).toISOString();
    query = query.where("published", "=", 1).where("ad_licence_expires_at", "<=", soon);
  }
  const leads = sql<number>`(select count(*) from leads where leads.listing_id = listings.id and leads.spam_reason is null)`;
  const sort = filter.sort ?? "updated";
  const dir = filter.dir ?? (sort === "updated" || sort === "leads" || sort === "views" ? "desc" : "asc");
  // Empty values (no price, no licence) last in both directions, as a spreadsheet shows them.
  const nullsLast = (column: string) => sql`case when ${sql.ref(column)} is null then 1 else 0 end`;
  let ordered = query.select([
    "listings.id",
    "kind",
    "title_ar",
    "title_en",
    "status",
    "published",
    "price",
    "ad_licence_number",
    "ad_licence_expires_at",
    "version",
    "updated_at",
    "review.state as review_state",
    "review.comment as review_comment",
    "review.submitted_by as review_submitted_by",
    "review.outcome_unseen as review_unseen",
    leads.as("lead_count"),
    sql<
      string | null
    >`(select media_key from listing_images where listing_images.listing_id = listings.id order by position limit 1)`.as(
      "cover_key",
    ),
  ]);
  switch (sort) {
    case "title":
      ordered = ordered.orderBy(language === "ar" ? "title_ar" : "title_en", dir);
      break;
    case "price":
      ordered = ordered.orderBy(nullsLast("price")).orderBy("price", dir);
      break;
    case "licence":
      ordered = ordered.orderBy(nullsLast("ad_licence_expires_at")).orderBy("ad_licence_expires_at", dir);
      break;
    case "status":
      ordered = ordered.orderBy("status", dir);
      break;
    case "kind":
      ordered = ordered.orderBy("kind", dir);
      break;
    case "leads":
      ordered = ordered.orderBy(leads, dir);
      break;
    case "views":
      ordered = ordered.orderBy(viewsOfListing(), dir);
      break;
    case "updated":
      ordered = ordered.orderBy("updated_at", dir);
      break;
  }
  const [rows, count] = await Promise.all([
    ordered
      .orderBy("listings.id", dir)
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
  ]);
  const covers = await coverWidths(
    db,
    rows.map((row) => row.cover_key).filter((key): key is string => key !== null),
  );
  const views = await viewsByListing(
    db,
    rows.map((row) => row.id),
  );
  const data: AdminListingRow[] = rows.map((row) => {
    const width = row.cover_key ? covers.get(row.cover_key) : undefined;
    return {
      id: row.id,
      kind: row.kind as ListingKind,
      titleAr: row.title_ar,
      titleEn: row.title_en,
      status: row.status,
      published: row.published === 1,
      price: row.price,
      thumbnail: row.cover_key && width !== undefined ? mediaUrl(row.cover_key, width, "webp") : null,
      adLicenceNumber: row.ad_licence_number,
      adLicenceExpiresAt: row.ad_licence_expires_at,
      leads: Number(row.lead_count),
      views: views.get(row.id) ?? 0,
      version: row.version,
      updatedAt: row.updated_at,
      review: row.review_state
        ? {
            state: row.review_state as ListingRowReview["state"],
            comment: row.review_comment,
            submittedBy: row.review_submitted_by,
            unseen: row.review_unseen === 1,
          }
        : null,
    };
  });
  return { data, total: Number(count.total) };
}

/** The smallest stored width of each image, for a thumbnail. */
export async function coverWidths(db: Kysely<Database>, keys: string[]): Promise<Map<string, number>> {
  if (keys.length === 0) return new Map();
  const rows = await db.selectFrom("media").select(["key", "variant_widths"]).where("key", "in", keys).execute();
  const widths = new Map<string, number>();
  for (const row of rows) {
    const stored = row.variant_widths
      .split(",")
      .map(Number)
      .filter((width) => width > 0);
    if (stored.length > 0) widths.set(row.key, Math.min(...stored));
  }
  return widths;
}

/** Sets a listing's status and moves its version on; false when it is gone. */
export async function setListingStatus(trx: Executor, id: number, status: string, now: string): Promise<boolean> {
  const result = await trx
    .updateTable("listings")
    .set((eb) => ({ status, version: eb("version", "+", 1), updated_at: now }))
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * A copy of a listing as a new draft: its texts, details, features, boundaries and lots, and its photos by
 * reference (the same stored files, which stay while any listing uses them: `deleteUnusedMedia`). Its advertising
 * licence is not copied: a licence is granted to one advertisement. Undefined when the listing is gone.
 */
export async function duplicateListing(
  trx: Transaction<Database>,
  id: number,
  titleOf: (title: string, language: Language) => string,
): Promise<number | undefined> {
  const source = await findEditorListing(trx, id);
  if (!source) return undefined;
  const newId = await insertEditorListing(trx, source.kind, {
    ...source,
    titleAr: titleOf(source.titleAr, "ar"),
    titleEn: titleOf(source.titleEn, "en"),
    adLicenceNumber: null,
    adLicenceExpiresOn: null,
    adQrUrl: null,
  });
  // Details the editor does not show (older imports) come along as stored, for the listing and each lot.
  const row = await trx.selectFrom("listings").select("details").where("id", "=", id).executeTakeFirstOrThrow();
  await trx.updateTable("listings").set({ details: row.details }).where("id", "=", newId).execute();
  const images = await trx
    .selectFrom("listing_images")
    .select(["position", "media_key", "alt_ar", "alt_en"])
    .where("listing_id", "=", id)
    .orderBy("position")
    .execute();
  if (images.length > 0) {
    await trx
      .insertInto("listing_images")
      .values(images.map((image) => ({ ...image, listing_id: newId })))
      .execute();
  }
  // The copy's lots were written in the source's order (positions 0, 1, …): matched by that order.
  const [lots, copies] = await Promise.all([
    trx
      .selectFrom("auction_lots")
      .select(["media_key", "details"])
      .where("auction_id", "=", id)
      .orderBy("position")
      .execute(),
    trx.selectFrom("auction_lots").select("id").where("auction_id", "=", newId).orderBy("position").execute(),
  ]);
  for (const [index, lot] of lots.entries()) {
    const copy = copies[index];
    if (copy === undefined) continue;
    await trx
      .updateTable("auction_lots")
      .set({ media_key: lot.media_key, details: lot.details })
      .where("id", "=", copy.id)
      .execute();
  }
  return newId;
}
