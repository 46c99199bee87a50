import type { Kysely, Transaction } from "kysely";
import type { BoundaryDirection } from "../../domain/listing.ts";
import { normalizeForSearch } from "../../domain/search-text.ts";
import { sanitizeHtml } from "../services/rich-text.ts";
import type { Database, NewListing } from "./schema.ts";

type Executor = Kysely<Database> | Transaction<Database>;

export interface NewListingGraph {
  listing: Omit<NewListing, "search_text" | "location_search" | "created_at" | "updated_at"> & {
    created_at?: string;
  };
  imageKeys: string[];
  features: string[];
  boundaries: {
    direction: BoundaryDirection;
    length_m: number | null;
    description_ar: string;
    description_en: string;
  }[];
  lots: Omit<Database["auction_lots"], "id" | "auction_id" | "position">[];
}

/** The texts a listing is found by, folded for search: titles and locations, and locations alone. */
export function searchColumnsOf(listing: Pick<NewListing, "title_ar" | "title_en" | "location_ar" | "location_en">) {
  return {
    search_text: normalizeForSearch(
      [listing.title_ar, listing.title_en, listing.location_ar, listing.location_en].join(" "),
    ),
    location_search: normalizeForSearch(`${listing.location_ar} ${listing.location_en}`),
  };
}

/** Inserts a listing with its images, features, boundaries and auction lots in one transaction. */
export async function insertListingGraph(db: Kysely<Database>, graph: NewListingGraph): Promise<number> {
  return db.transaction().execute((trx) => insertListingGraphIn(trx, graph));
}

export async function insertListingGraphIn(trx: Executor, graph: NewListingGraph): Promise<number> {
  const now = new Date().toISOString();
  const { id } = await trx
    .insertInto("listings")
    .values({
      ...graph.listing,
      // Descriptions are stored already safe; they are sanitised again when served.
      description_ar: sanitizeHtml(graph.listing.description_ar ?? ""),
      description_en: sanitizeHtml(graph.listing.description_en ?? ""),
      ...searchColumnsOf(graph.listing),
      created_at: graph.listing.created_at ?? now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  if (graph.imageKeys.length > 0) {
    await trx
      .insertInto("listing_images")
      .values(graph.imageKeys.map((media_key, position) => ({ listing_id: id, position, media_key })))
      .execute();
  }
  if (graph.features.length > 0) {
    await trx
      .insertInto("listing_features")
      .values(graph.features.map((feature_key) => ({ listing_id: id, feature_key })))
      .execute();
  }
  if (graph.boundaries.length > 0) {
    await trx
      .insertInto("listing_boundaries")
      .values(graph.boundaries.map((boundary) => ({ listing_id: id, ...boundary })))
      .execute();
  }
  if (graph.lots.length > 0) {
    await trx
      .insertInto("auction_lots")
      .values(graph.lots.map((lot, position) => ({ ...lot, auction_id: id, position })))
      .execute();
  }
  return id;
}

export async function countListings(db: Executor): Promise<number> {
  const { count } = await db
    .selectFrom("listings")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function countListingsByKind(db: Executor): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom("listings")
    .select(["kind", (eb) => eb.fn.countAll<number>().as("count")])
    .groupBy("kind")
    .execute();
  return Object.fromEntries(rows.map((row) => [row.kind, Number(row.count)]));
}
