import type { Kysely } from "kysely";
import { type Migration, Migrator } from "kysely/migration";
import * as initial from "./migrations/2026-11-22-001-initial.ts";
import * as locationSearch from "./migrations/2026-11-22-002-location-search.ts";
import * as leadNotifications from "./migrations/2026-11-22-003-lead-notifications.ts";
import * as staff from "./migrations/2026-11-24-003-staff.ts";
import * as leadInbox from "./migrations/2026-11-24-004-lead-inbox.ts";
import * as rentPeriod from "./migrations/2026-11-25-017-rent-period.ts";
import * as imageAltText from "./migrations/2026-11-25-020-image-alt-text.ts";
import * as listingVersion from "./migrations/2026-11-25-030-listing-version.ts";
import * as leadInboxIndexes from "./migrations/2026-11-25-040-lead-inbox-indexes.ts";
import * as rateLimits from "./migrations/2026-11-25-050-rate-limits.ts";
import * as suspectedLeads from "./migrations/2026-11-28-010-suspected-leads.ts";
import * as signInTurns from "./migrations/2026-11-28-020-sign-in-turns.ts";
import * as phoneE164 from "./migrations/2026-11-28-030-phone-e164.ts";
import * as bedrooms from "./migrations/2026-11-28-080-bedrooms.ts";
import * as cacheGenerations from "./migrations/2026-11-28-100-cache-generations.ts";
import * as dashboard from "./migrations/2026-11-28-130-dashboard.ts";
import * as auditActorName from "./migrations/2026-11-28-140-audit-actor-name.ts";
import * as jobs from "./migrations/2026-11-28-150-jobs.ts";
import * as staffAccounts from "./migrations/2026-11-28-160-staff-accounts.ts";
import * as leadStats from "./migrations/2026-11-28-180-lead-stats.ts";
import * as listingReviews from "./migrations/2026-11-29-110-listing-reviews.ts";
import * as listingRevisions from "./migrations/2026-11-29-120-listing-revisions.ts";
import * as listingTrash from "./migrations/2026-11-29-130-listing-trash.ts";
import * as leadPrivacy from "./migrations/2026-11-29-140-lead-privacy.ts";
import * as searchAlerts from "./migrations/2026-11-29-150-search-alerts.ts";
import * as listingReports from "./migrations/2026-11-29-160-listing-reports.ts";
import * as companyPages from "./migrations/2026-11-29-170-company-pages.ts";
import * as listingPendingChanges from "./migrations/2026-11-30-400-listing-pending-changes.ts";

/** Listed explicitly (not read from disk) so they run inside the bundled server. */
const migrations: Record<string, Migration> = {
  "2026-11-22-001-initial": initial,
  "2026-11-22-002-location-search": locationSearch,
  "2026-11-22-003-lead-notifications": leadNotifications,
  "2026-11-24-003-staff": staff,
  "2026-11-24-004-lead-inbox": leadInbox,
  "2026-11-25-017-rent-period": rentPeriod,
  "2026-11-25-020-image-alt-text": imageAltText,
  "2026-11-25-030-listing-version": listingVersion,
  "2026-11-25-040-lead-inbox-indexes": leadInboxIndexes,
  "2026-11-25-050-rate-limits": rateLimits,
  "2026-11-28-010-suspected-leads": suspectedLeads,
  "2026-11-28-020-sign-in-turns": signInTurns,
  "2026-11-28-030-phone-e164": phoneE164,
  "2026-11-28-080-bedrooms": bedrooms,
  "2026-11-28-100-cache-generations": cacheGenerations,
  "2026-11-28-130-dashboard": dashboard,
  "2026-11-28-140-audit-actor-name": auditActorName,
  "2026-11-28-150-jobs": jobs,
  "2026-11-28-160-staff-accounts": staffAccounts,
  "2026-11-28-180-lead-stats": leadStats,
  "2026-11-29-110-listing-reviews": listingReviews,
  "2026-11-29-120-listing-revisions": listingRevisions,
  "2026-11-29-130-listing-trash": listingTrash,
  "2026-11-29-140-lead-privacy": leadPrivacy,
  "2026-11-29-150-search-alerts": searchAlerts,
  "2026-11-29-160-listing-reports": listingReports,
  "2026-11-29-170-company-pages": companyPages,
  "2026-11-30-400-listing-pending-changes": listingPendingChanges,
};

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  // Work lands from parallel branches: a migration named earlier than one already run still runs (each is
  // independent of the others landed the same day), instead of refusing to start.
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ""} failed`, { cause: error });
  }
}
