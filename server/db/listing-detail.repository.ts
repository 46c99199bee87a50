import { type Kysely, sql } from "kysely";
import { jsonArrayFrom } from "kysely/helpers/postgres";
import type { ListingKind } from "../../domain/listing.ts";
import { visibleListings } from "./listing-query.repository.ts";
import { engineOf } from "./portable.ts";
import { preparedQuery, type QueryValues } from "./prepared-query.ts";
import type { Database } from "./schema.ts";

/**
 * One visible listing of a kind with everything its detail page shows: the row, its
 * category, images (in order), features, boundaries and, for auctions, the lots.
 * Undefined when no visible listing of that kind has this id (with `drafts`, no listing at all).
 *
 * On PostgreSQL the images, features, boundaries and lots come beside the row as JSON arrays: one round trip instead of
 * five, and ~40 % less of Node's CPU for the driver's messages. SQLite runs in the process, where the separate
 * statements cost less than building and parsing the JSON (docs/decisions/034-lean-server.md, "Eighth round").
 * Either way the statements are built and compiled once per kind (prepared-query.ts).
 */
export async function findListingDetail(
  db: Kysely<Database>,
  kind: ListingKind,
  id: number,
  now = new Date(),
  options: { drafts?: boolean } = {},
) {
  const values = { id, now };
  const queries = detailQueries(db, kind, options.drafts === true);
  if (queries.engine === "postgres") {
    const [row] = await queries.withParts(values);
    if (!row) return undefined;
    const { images_json, features_json, boundaries_json, lots_json, ...listing } = row;
    return {
      listing,
      images: images_json,
      features: features_json.map((row) => row.feature_key),
      boundaries: boundaries_json,
      lots: lots_json,
    };
  }

  const [listing] = await queries.listing(values);
  if (!listing) return undefined;
  const [images, features, boundaries, lots] = await Promise.all([
    queries.images(values),
    queries.features(values),
    queries.boundaries(values),
    queries.lots(values),
  ]);
  return { listing, images, features: features.map((row) => row.feature_key), boundaries, lots };
}

/** Each database's detail queries, prepared once per kind and audience (prepared-query.ts). */
const preparedByDatabase = new WeakMap<Kysely<Database>, Map<string, ReturnType<typeof prepareDetailQueries>>>();

function detailQueries(db: Kysely<Database>, kind: ListingKind, drafts: boolean) {
  let prepared = preparedByDatabase.get(db);
  if (!prepared) {
    prepared = new Map();
    preparedByDatabase.set(db, prepared);
  }
  const key = `${kind}:${drafts}`;
  let queries = prepared.get(key);
  if (!queries) {
    queries = prepareDetailQueries(db, kind, drafts);
    prepared.set(key, queries);
  }
  return queries;
}

function prepareDetailQueries(db: Kysely<Database>, kind: ListingKind, drafts: boolean) {
  // The back office's preview sees drafts and expired listings too (not the trash's); visitors never do.
  const listing = ({ id, now }: QueryValues) =>
    (drafts
      ? db.selectFrom("listings").where("listings.kind", "=", kind).where("listings.trashed_at", "is", null)
      : visibleListings(db, kind, now)
    )
      .leftJoin("categories", "categories.id", "listings.category_id")
      .leftJoin("listing_first_seen", "listing_first_seen.listing_id", "listings.id")
      .selectAll("listings")
      .select([
        "categories.name_ar as category_name_ar",
        "categories.name_en as category_name_en",
        "categories.slug as category_slug",
        // Whether it has been noted as once listed (its page then takes interests after it leaves the site).
        "listing_first_seen.seen_at as first_seen_at",
      ])
      .where("listings.id", "=", id);
  // Only auctions have lots: a page of another kind asks for none.
  const hasLots = kind === "auction";

  if (engineOf(db) === "postgres") {
    return {
      engine: "postgres" as const,
      withParts: preparedQuery(db, (values) => {
        const parts = detailParts(db, values.id);
        return listing(values).select([
          jsonArrayFrom(parts.images).as("images_json"),
          jsonArrayFrom(parts.features).as("features_json"),
          jsonArrayFrom(parts.boundaries).as("boundaries_json"),
          jsonArrayFrom(hasLots ? parts.lots : parts.lots.where(sql<boolean>`false`)).as("lots_json"),
        ]);
      }),
    };
  }
  const noLots = async () => [];
  return {
    engine: "sqlite" as const,
    listing: preparedQuery(db, listing),
    images: preparedQuery(db, ({ id }) => detailParts(db, id).images),
    features: preparedQuery(db, ({ id }) => detailParts(db, id).features),
    boundaries: preparedQuery(db, ({ id }) => detailParts(db, id).boundaries),
    lots: hasLots ? preparedQuery(db, ({ id }) => detailParts(db, id).lots) : noLots,
  };
}

export type ListingDetailRecord = NonNullable<Awaited<ReturnType<typeof findListingDetail>>>;

/** The rows of a listing's page besides its own, as queries (run alone, or as subqueries of the listing's). */
function detailParts(db: Kysely<Database>, id: number) {
  return {
    images: db
      .selectFrom("listing_images")
      .innerJoin("media", "media.key", "listing_images.media_key")
      .select([
        "media.key",
        "media.width",
        "media.height",
        "media.variant_widths",
        "listing_images.alt_ar",
        "listing_images.alt_en",
      ])
      .where("listing_images.listing_id", "=", id)
      .orderBy("listing_images.position"),
    features: db
      .selectFrom("listing_features")
      .select("feature_key")
      .where("listing_id", "=", id)
      .orderBy("feature_key"),
    boundaries: db
      .selectFrom("listing_boundaries")
      .select(["direction", "length_m", "description_ar", "description_en"])
      .where("listing_id", "=", id),
    lots: db
      .selectFrom("auction_lots")
      .leftJoin("media", "media.key", "auction_lots.media_key")
      .select([
        "auction_lots.id",
        "auction_lots.title_ar",
        "auction_lots.title_en",
        "auction_lots.location_ar",
        "auction_lots.location_en",
        "auction_lots.area",
        "auction_lots.opening_price",
        "auction_lots.lat",
        "auction_lots.lng",
        "auction_lots.deed_number",
        "media.key as media_key",
        "media.width as media_width",
        "media.height as media_height",
        "media.variant_widths as media_widths",
      ])
      .where("auction_lots.auction_id", "=", id)
      .orderBy("auction_lots.position"),
  };
}
