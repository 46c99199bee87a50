import type { Kysely } from "kysely";
import type { Database } from "./schema.ts";

export async function findListingSchedule(db: Kysely<Database>, id: number) {
  return db
    .selectFrom("listings")
    .select(["id", "published", "version", "publish_at", "unpublish_at"])
    .where("id", "=", id)
    .where("trashed_at", "is", null)
    .executeTakeFirst();
}

/**
 * Sets both times. Not a new version of the listing: the schedule is not part of what the editor saves, so an
 * editor open on the same page can still save its fields.
 */
export async function setListingSchedule(
  db: Kysely<Database>,
  id: number,
  times: { publishAt: string | null; unpublishAt: string | null },
): Promise<boolean> {
  const result = await db
    .updateTable("listings")
    .set({ publish_at: times.publishAt, unpublish_at: times.unpublishAt })
    .where("id", "=", id)
    .where("trashed_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Carries out the publish (or unpublish) due at `at`, only while the listing still holds that time: the job of a
 * time staff moved or cleared changes nothing, and a second run of the same job finds the time gone. Returns
 * whether this call did it.
 */
export async function applyScheduledChange(
  db: Kysely<Database>,
  id: number,
  change: "publish" | "unpublish",
  at: string,
  now: string,
  outcome: { published: boolean } | { refused: true },
): Promise<boolean> {
  const column = change === "publish" ? "publish_at" : "unpublish_at";
  const result = await db
    .updateTable("listings")
    .set((eb) => ({
      [column]: null,
      ...("published" in outcome
        ? { published: outcome.published ? 1 : 0, version: eb("version", "+", 1), updated_at: now }
        : {}),
    }))
    .where("id", "=", id)
    .where(column, "=", at)
    // Trashing clears the times; this holds a trashed listing's time set by a race (docs/decisions/038-trash.md).
    .where("trashed_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Published listings whose advertising licence expires within `days` and about which staff were not told yet. */
export async function listingsWithLicenceExpiringUntold(db: Kysely<Database>, now: Date, until: Date) {
  return db
    .selectFrom("listings")
    .select(["id", "kind", "title_ar", "title_en", "ad_licence_number", "ad_licence_expires_at"])
    .where("published", "=", 1)
    .where("trashed_at", "is", null)
    .where("ad_licence_expires_at", ">", now.toISOString())
    .where("ad_licence_expires_at", "<=", until.toISOString())
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("licence_expiry_notices")
            .select("listing_id")
            .whereRef("licence_expiry_notices.listing_id", "=", "listings.id")
            .whereRef("licence_expiry_notices.expires_at", "=", "listings.ad_licence_expires_at"),
        ),
      ),
    )
    .orderBy("ad_licence_expires_at")
    .execute();
}

/** Claims the notice about one listing's expiry; false when it was already claimed (sent, or being sent). */
export async function claimLicenceNotice(
  db: Kysely<Database>,
  listingId: number,
  expiresAt: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .insertInto("licence_expiry_notices")
    .values({ listing_id: listingId, expires_at: expiresAt, sent_at: now })
    .onConflict((conflict) => conflict.columns(["listing_id", "expires_at"]).doNothing())
    .returning("listing_id")
    .executeTakeFirst();
  return result !== undefined;
}

export async function releaseLicenceNotice(db: Kysely<Database>, listingId: number, expiresAt: string) {
  await db
    .deleteFrom("licence_expiry_notices")
    .where("listing_id", "=", listingId)
    .where("expires_at", "=", expiresAt)
    .execute();
}

export async function adminEmails(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom("staff")
    .select("email")
    .where("role", "=", "admin")
    .where("disabled", "=", 0)
    .orderBy("id")
    .execute();
  return rows.map((row) => row.email);
}

/** Listings with a publish or unpublish time that has come (a job lost between the save and the queue). */
export async function listingsWithDueSchedule(db: Kysely<Database>, now: Date) {
  const iso = now.toISOString();
  return db
    .selectFrom("listings")
    .select(["id", "publish_at", "unpublish_at"])
    .where((eb) => eb.or([eb("publish_at", "<=", iso), eb("unpublish_at", "<=", iso)]))
    .where("trashed_at", "is", null)
    .execute();
}
