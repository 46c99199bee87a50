import type { Kysely } from "kysely";
import { createTransport } from "nodemailer";
import { licenceLastDay } from "../../domain/admin/listing-editor.ts";
import { insertAudit } from "../db/audit.repository.ts";
import {
  adminEmails,
  claimLicenceNotice,
  listingsWithLicenceExpiringUntold,
  releaseLicenceNotice,
} from "../db/listing-schedule.repository.ts";
import type { Database } from "../db/schema.ts";
import type { JobRunner } from "./job-runner.ts";

export const licenceExpiryJob = "licence-expiry-notice";
/** Staff hear of an advertising licence's end this long before it (the listing leaves the site at that end). */
export const licenceNoticeDays = 7;

export interface MailSettings {
  smtpUrl?: string;
  from?: string;
  origin?: string;
}

/**
 * Tells the admins by e-mail, a week ahead, that a published listing's advertising licence ends (the public lists
 * stop showing it then: server/db/listing-query.repository.ts). Once per listing and expiry: the notice row is
 * claimed before the mail is sent and given back if sending fails, so the job's retry sends it then.
 */
export function registerLicenceExpiryJob(
  runner: JobRunner,
  deps: { db: Kysely<Database>; mail: MailSettings; now?: () => Date },
): void {
  const { smtpUrl, from } = deps.mail;
  if (!smtpUrl || !from) return;
  const transport = createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  const now = deps.now ?? (() => new Date());
  runner.register(licenceExpiryJob, async () => {
    const at = now();
    const until = new Date(at.getTime() + licenceNoticeDays * 86_400_000);
    const to = await adminEmails(deps.db);
    if (to.length === 0) return;
    for (const listing of await listingsWithLicenceExpiringUntold(deps.db, at, until)) {
      const expiresAt = listing.ad_licence_expires_at!;
      if (!(await claimLicenceNotice(deps.db, listing.id, expiresAt, at.toISOString()))) continue;
      const lastDay = licenceLastDay(expiresAt);
      const link = `${deps.mail.origin ?? ""}/admin/listings/${listing.id}`;
      try {
        await transport.sendMail({
          from,
          to,
          subject: `ينتهي ترخيص إعلان في ${lastDay} · Listing licence ends ${lastDay}: ${listing.title_en || listing.title_ar}`,
          text: [
            `ينتهي ترخيص الإعلان رقم ${listing.ad_licence_number ?? ""} للإعلان «${listing.title_ar}» في نهاية يوم ${lastDay} بتوقيت الرياض، ثم يختفي الإعلان من الموقع. جدّد الترخيص وأدخل تاريخه الجديد:`,
            link,
            "",
            `The advertising licence ${listing.ad_licence_number ?? ""} of "${listing.title_en}" ends at the end of ${lastDay} (Riyadh time); the listing then leaves the site. Renew it and enter its new expiry date:`,
            link,
          ].join("\n"),
        });
      } catch (error) {
        await releaseLicenceNotice(deps.db, listing.id, expiresAt);
        throw error;
      }
      await insertAudit(deps.db, {
        at: now().toISOString(),
        staffId: null,
        actorEmail: null,
        action: "licence_expiry_notice_sent",
        subject: `listing:${listing.id}`,
        detail: { expiresAt, to: to.length },
      });
    }
  });
  // Hourly: a licence entered now that ends within the week is told within the hour.
  runner.recurring(licenceExpiryJob, "5 * * * *");
}
