import { type Kysely, sql } from "kysely";
import type { ListingKind } from "../../domain/listing.ts";
import type { AlertFrequency } from "../../domain/search-alert.ts";
import { alertQueryOf, periodOf } from "../../domain/search-alert.ts";
import { containsPattern } from "./like.ts";
import { filtered, isListingVisible, resolveArea } from "./listing-query.repository.ts";
import type { Database } from "./schema.ts";

export type AlertRow = Awaited<ReturnType<typeof alertById>>;

export function alertById(db: Kysely<Database>, id: number) {
  return db.selectFrom("search_alerts").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The key that signs the alerts' links (one row, made by the migration). */
export async function alertSigningKey(db: Kysely<Database>): Promise<string> {
  const row = await db.selectFrom("search_alert_keys").select("secret").where("id", "=", 1).executeTakeFirstOrThrow();
  return row.secret;
}

export async function countAlertsOf(db: Kysely<Database>, email: string): Promise<number> {
  const row = await db
    .selectFrom("search_alerts")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("email", "=", email)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * A new pending alert, or the same search of the same address again: a pending one gets a new confirmation token
 * (the old link stops working) and counts as asked for now (the sweep of unconfirmed alerts counts from the last
 * confirmation e-mail); one already on keeps its state and takes the new frequency and language.
 */
export async function savePendingAlert(
  db: Kysely<Database>,
  alert: { email: string; kind: ListingKind; filters: string; language: string; frequency: AlertFrequency },
  tokenHash: string,
  now: Date,
): Promise<{ id: number; state: string }> {
  return db
    .insertInto("search_alerts")
    .values({ ...alert, state: "pending", confirm_token_hash: tokenHash, created_at: now.toISOString() })
    .onConflict((conflict) =>
      conflict.columns(["email", "kind", "filters"]).doUpdateSet((eb) => ({
        frequency: eb.ref("excluded.frequency"),
        language: eb.ref("excluded.language"),
        confirm_token_hash: eb
          .case()
          .when("search_alerts.state", "=", "pending")
          .then(eb.ref("excluded.confirm_token_hash"))
          .else(eb.ref("search_alerts.confirm_token_hash"))
          .end(),
        created_at: eb
          .case()
          .when("search_alerts.state", "=", "pending")
          .then(eb.ref("excluded.created_at"))
          .else(eb.ref("search_alerts.created_at"))
          .end(),
      })),
    )
    .returning(["id", "state"])
    .executeTakeFirstOrThrow();
}

/** Switches on the pending alert of this token; the token works once. */
export async function confirmAlert(db: Kysely<Database>, tokenHash: string, now: Date) {
  const at = now.toISOString();
  return db
    .updateTable("search_alerts")
    .set({ state: "active", confirm_token_hash: null, confirmed_at: at, since: at })
    .where("confirm_token_hash", "=", tokenHash)
    .where("state", "=", "pending")
    .returning(["id", "email"])
    .executeTakeFirst();
}

/** The pending alert a confirmation token names, for the page that asks to confirm it (nothing changes). */
export function pendingAlertOf(db: Kysely<Database>, tokenHash: string) {
  return db
    .selectFrom("search_alerts")
    .select(["id", "email", "kind", "filters", "language", "frequency"])
    .where("confirm_token_hash", "=", tokenHash)
    .where("state", "=", "pending")
    .executeTakeFirst();
}

/**
 * Deletes the alerts still waiting for their confirmation since before `before` (their link was never followed, or
 * never arrived); an alert that is on or turned off stays. Returns how many went.
 */
export async function sweepPendingAlerts(db: Kysely<Database>, before: Date): Promise<number> {
  const result = await db
    .deleteFrom("search_alerts")
    .where("state", "=", "pending")
    .where("created_at", "<", before.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export function alertsOfEmail(db: Kysely<Database>, email: string) {
  return db
    .selectFrom("search_alerts")
    .select(["id", "kind", "filters", "language", "frequency", "state", "created_at"])
    .where("email", "=", email)
    .orderBy("id")
    .execute();
}

export async function deleteAlert(db: Kysely<Database>, id: number, email?: string): Promise<boolean> {
  let query = db.deleteFrom("search_alerts").where("id", "=", id);
  if (email !== undefined) query = query.where("email", "=", email);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function setAlertFrequency(
  db: Kysely<Database>,
  id: number,
  email: string,
  frequency: AlertFrequency,
): Promise<boolean> {
  const result = await db
    .updateTable("search_alerts")
    .set({ frequency })
    .where("id", "=", id)
    .where("email", "=", email)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Every alert of an address, pending or on, and what they sent: for an erased lead (the privacy work calls it).
 * Returns how many alerts went.
 */
export async function removeAlertsOf(db: Kysely<Database>, email: string): Promise<number> {
  const normalized = email.trim().toLowerCase();
  const result = await db.deleteFrom("search_alerts").where("email", "=", normalized).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Notes the listings on the site not seen before as first seen now: what "new" means for the digests, whatever way a
 * listing got there (the editor, a schedule, a restore, a renewed licence). A listing unpublished and published again
 * is not new. Interests are also taken for listings seen here once, after they leave the site (lead.repository.ts).
 */
export async function noteNewListings(db: Kysely<Database>, now: Date): Promise<void> {
  const at = now.toISOString();
  await db
    .insertInto("listing_first_seen")
    .columns(["listing_id", "seen_at"])
    .expression(
      db
        .selectFrom("listings")
        .select(["listings.id", sql<string>`cast(${at} as text)`.as("seen_at")])
        .where((eb) => isListingVisible(eb, now))
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom("listing_first_seen").select("listing_id").whereRef("listing_id", "=", "listings.id"))),
        ),
    )
    .onConflict((conflict) => conflict.column("listing_id").doNothing())
    .execute();
}

/**
 * Notes listings visitors' pages have just shown as first seen at `at`, unless they were noted before: between the
 * hourly runs of `noteNewListings`, a listing taken down soon after it was listed still takes the interests of the
 * pages that showed it. A listing deleted since is skipped (the others are still noted). In statements of at most
 * 400 ids (SQLite's limit of bound values).
 */
export async function noteListingsSeen(db: Kysely<Database>, ids: readonly number[], at: Date): Promise<void> {
  for (let start = 0; start < ids.length; start += 400) {
    await db
      .insertInto("listing_first_seen")
      .columns(["listing_id", "seen_at"])
      .expression(
        db
          .selectFrom("listings")
          .select(["listings.id", sql<string>`cast(${at.toISOString()} as text)`.as("seen_at")])
          .where("listings.id", "in", ids.slice(start, start + 400)),
      )
      .onConflict((conflict) => conflict.column("listing_id").doNothing())
      .execute();
  }
}

/** The alerts that are on and have not had this period's digest (daily and weekly ones have their own periods). */
export function dueAlerts(db: Kysely<Database>, now: Date) {
  const day = periodOf("daily", now);
  const week = periodOf("weekly", now);
  return db
    .selectFrom("search_alerts")
    .select(["id", "email", "kind", "filters", "language", "frequency", "since", "last_period"])
    .where("state", "=", "active")
    .where((eb) =>
      eb.or([
        eb("last_period", "is", null),
        eb.and([eb("frequency", "=", "daily"), eb("last_period", "!=", day)]),
        eb.and([eb("frequency", "=", "weekly"), eb("last_period", "!=", week)]),
      ]),
    )
    .orderBy("id")
    .execute();
}

export type DueAlert = Awaited<ReturnType<typeof dueAlerts>>[number];

/** At most this many listings in one digest; the rest go in the next one. */
export const digestLimit = 20;

/**
 * The listings new to an alert: visible and matching its search through the lists' own filter (so a filter added
 * to the table works here unchanged), first seen published since its cursor, and never sent to it before.
 */
export async function newMatchesOf(db: Kysely<Database>, alert: DueAlert, now: Date) {
  const kind = alert.kind as ListingKind;
  const filter = alertQueryOf(kind, alert.filters);
  if (!filter || alert.since === null) return [];
  // An area's exact outline too, not only its box (docs/decisions/041-search-by-area.md).
  return filtered(db, kind, await resolveArea(db, kind, filter, now), now)
    .innerJoin("listing_first_seen", "listing_first_seen.listing_id", "listings.id")
    .leftJoin("listing_images", (join) =>
      join.onRef("listing_images.listing_id", "=", "listings.id").on("listing_images.position", "=", 0),
    )
    .select([
      "listings.id",
      "listings.kind",
      "listings.title_ar",
      "listings.title_en",
      "listings.price",
      "listings.rent_period",
      "listings.location_ar",
      "listings.location_en",
      "listings.start_date",
      "listing_images.media_key as cover_key",
      "listing_first_seen.seen_at",
    ])
    .where("listing_first_seen.seen_at", ">=", alert.since)
    .where("listing_first_seen.seen_at", "<=", now.toISOString())
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("search_alert_listings")
            .select("listing_id")
            .where("search_alert_listings.alert_id", "=", alert.id)
            .whereRef("search_alert_listings.listing_id", "=", "listings.id"),
        ),
      ),
    )
    .orderBy("listing_first_seen.seen_at")
    .orderBy("listings.id")
    .limit(digestLimit)
    .execute();
}

export type AlertListing = Awaited<ReturnType<typeof newMatchesOf>>[number];

/**
 * Claims this period's digest of an alert (one conditional update: of two processes, one wins) and records the
 * listings it will carry; returns those not sent before, or null when another run has the period.
 */
export async function claimDigest(
  db: Kysely<Database>,
  alert: DueAlert,
  period: string,
  listingIds: number[],
  now: Date,
): Promise<number[] | null> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable("search_alerts")
      .set({ last_period: period })
      .where("id", "=", alert.id)
      .where("state", "=", "active")
      .where(sql<string>`coalesce(last_period, '')`, "=", alert.last_period ?? "")
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return null;
    const inserted = await trx
      .insertInto("search_alert_listings")
      .values(listingIds.map((listing_id) => ({ alert_id: alert.id, listing_id, sent_at: now.toISOString() })))
      .onConflict((conflict) => conflict.columns(["alert_id", "listing_id"]).doNothing())
      .returning("listing_id")
      .execute();
    return inserted.map((row) => row.listing_id);
  });
}

/** A digest that could not be sent: its period and listings are given back for the retry. */
export async function releaseDigest(
  db: Kysely<Database>,
  alert: DueAlert,
  period: string,
  listingIds: number[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (listingIds.length > 0) {
      await trx
        .deleteFrom("search_alert_listings")
        .where("alert_id", "=", alert.id)
        .where("listing_id", "in", listingIds)
        .execute();
    }
    await trx
      .updateTable("search_alerts")
      .set({ last_period: alert.last_period })
      .where("id", "=", alert.id)
      .where("last_period", "=", period)
      .execute();
  });
}

/** After a digest went out: the cursor moves on to the last listing it carried (the rest wait for the next). */
export async function advanceCursor(db: Kysely<Database>, alertId: number, since: string): Promise<void> {
  await db.updateTable("search_alerts").set({ since }).where("id", "=", alertId).execute();
}

/** Alerts per kind and state, for the back office. */
export async function alertCounts(db: Kysely<Database>) {
  const rows = await db
    .selectFrom("search_alerts")
    .select(["kind", "state", (eb) => eb.fn.countAll<number>().as("count")])
    .groupBy(["kind", "state"])
    .execute();
  return rows.map((row) => ({ kind: row.kind, state: row.state, count: Number(row.count) }));
}

/** A page of alerts for the back office, newest first, optionally of one address. */
export function alertPage(db: Kysely<Database>, options: { email?: string; page: number; limit: number }) {
  let query = db
    .selectFrom("search_alerts")
    .select(["id", "email", "kind", "filters", "language", "frequency", "state", "created_at", "confirmed_at"]);
  if (options.email)
    query = query.where(sql<boolean>`email like ${containsPattern(options.email.toLowerCase())} escape '\\'`);
  return query
    .orderBy("id", "desc")
    .limit(options.limit)
    .offset((options.page - 1) * options.limit)
    .execute();
}

/** Staff turn an alert off (it keeps its row so that the same search cannot be confirmed again behind their back). */
export async function turnAlertOff(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db
    .updateTable("search_alerts")
    .set({ state: "off", confirm_token_hash: null })
    .where("id", "=", id)
    .where("state", "!=", "off")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
