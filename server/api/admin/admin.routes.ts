import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import type { Cache } from "../../cache/cache.ts";
import type { Database } from "../../db/schema.ts";
import type { JobRunner } from "../../jobs/job-runner.ts";
import type { LeadNotifier } from "../../services/lead-notifier.ts";
import type { StaffAccounts } from "../../services/staff-accounts.ts";
import type { StaffAuth } from "../../services/staff-auth.ts";
import type { StaffMailer } from "../../services/staff-mail.ts";
import type { MediaStorage } from "../../storage/media-storage.ts";
import { sendError } from "../errors.ts";
import { accountLinkRoutes } from "./account-links.routes.ts";
import { type AdminRouteEntry, adminScope } from "./admin-scope.ts";
import { alertAdminRoutes } from "./alerts.routes.ts";
import { auditRoutes } from "./audit.routes.ts";
import { categoryRoutes } from "./categories.routes.ts";
import { companySettingsRoutes } from "./company.routes.ts";
import { companyPagesRoutes } from "./company-pages.routes.ts";
import { dashboardRoutes } from "./dashboard.routes.ts";
import { leadPrivacyRoutes } from "./lead-privacy.routes.ts";
import { leadInboxRoutes } from "./leads.routes.ts";
import { listingReviewRoutes } from "./listing-review.routes.ts";
import { listingScheduleRoutes } from "./listing-schedule.routes.ts";
import { listingEditorRoutes } from "./listings.routes.ts";
import { mediaRoutes } from "./media.routes.ts";
import { sessionRoutes } from "./session.routes.ts";
import { staffRoutes } from "./staff.routes.ts";
import { trashRoutes } from "./trash.routes.ts";
import { twoFactorRoutes } from "./two-factor.routes.ts";

export interface AdminRoutesOptions {
  db: Kysely<Database>;
  auth: StaffAuth;
  /** Filled with every admin route and its access rule as they are registered. */
  routeTable: AdminRouteEntry[];
  /** E-mails the company about a suspected lead staff move to the inbox. */
  notifier: LeadNotifier;
  /** The site's cache: the lead counts are kept there. */
  cache: Cache;
  /** Called after the company's settings change, to drop the copies pages are served from. */
  companyChanged: () => void;
  /** Called after staff publish a company page: every process's pages show it. */
  pagesPublished: () => void;
  /** Called after staff change listings or categories: this process's lists, details, map and pages forget them. */
  listingsChanged: () => void;
  /** Where uploaded media are stored (MEDIA_DIR or the S3 bucket). */
  storage: MediaStorage;
  /** Scheduled work (server/jobs/): the listing schedule queues its publish and unpublish there. */
  jobs: JobRunner;
  /** Invitations, password resets and two-factor sign-in (docs/decisions/033-staff-accounts.md). */
  accounts: StaffAccounts;
  /** The origin of links in e-mails (PUBLIC_ORIGIN), else the request's own. */
  publicOrigin: string | undefined;
  /** How many days a deleted listing stays in the trash (TRASH_DAYS). */
  trashDays: number;
  /** E-mails staff the outcome of a listing they submitted for review. */
  mailer: StaffMailer;
}

/** /api/admin: the back office's API (docs/decisions/017-back-office.md). */
export async function adminRoutes(app: FastifyInstance, options: AdminRoutesOptions) {
  await adminScope(app, { auth: options.auth, routeTable: options.routeTable });
  await app.register(sessionRoutes, { auth: options.auth });
  await app.register(staffRoutes, {
    db: options.db,
    auth: options.auth,
    accounts: options.accounts,
    publicOrigin: options.publicOrigin,
  });
  await app.register(accountLinkRoutes, { accounts: options.accounts, publicOrigin: options.publicOrigin });
  await app.register(twoFactorRoutes, { accounts: options.accounts, auth: options.auth });
  await app.register(auditRoutes, { db: options.db });
  await app.register(leadInboxRoutes, { db: options.db, notifier: options.notifier, cache: options.cache });
  await app.register(leadPrivacyRoutes, { db: options.db, cache: options.cache });
  await app.register(dashboardRoutes, { db: options.db });
  await app.register(alertAdminRoutes, { db: options.db });
  await app.register(listingEditorRoutes, {
    db: options.db,
    listingsChanged: options.listingsChanged,
    storage: options.storage,
    mailer: options.mailer,
    publicOrigin: options.publicOrigin,
  });
  await app.register(listingReviewRoutes, {
    db: options.db,
    mailer: options.mailer,
    publicOrigin: options.publicOrigin,
  });
  await app.register(listingScheduleRoutes, { db: options.db, jobs: options.jobs });
  await app.register(trashRoutes, { db: options.db, storage: options.storage, trashDays: options.trashDays });
  await app.register(categoryRoutes, { db: options.db, listingsChanged: options.listingsChanged });
  await app.register(companySettingsRoutes, { db: options.db, companyChanged: options.companyChanged });
  await app.register(companyPagesRoutes, {
    db: options.db,
    storage: options.storage,
    pagesPublished: options.pagesPublished,
  });
  await app.register(mediaRoutes, { db: options.db, storage: options.storage, changed: options.listingsChanged });
  app.all("/*", { config: { access: "public" } }, async (request, reply) =>
    sendError(request, reply, 404, "not_found"),
  );
}
