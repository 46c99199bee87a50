import type { Kysely } from "kysely";
import { isLanguage } from "../../domain/language.ts";
import { reviewNoticeOf } from "../db/listing-review.repository.ts";
import type { Database } from "../db/schema.ts";
import type { StaffMailer } from "./staff-mail.ts";

/**
 * E-mails the submitter of a listing the outcome of its review, in their language, with the listing's link in the
 * back office. After the decision's commit: a mail that cannot be sent is logged (the badge still tells them).
 */
export async function tellSubmitter(
  db: Kysely<Database>,
  mailer: StaffMailer,
  notice: {
    listingId: number;
    outcome: "sent_back" | "published";
    /** Their changes to a published listing (held for review), not the listing, were decided. */
    changes?: boolean;
    /** Published by the scheduled publish job (`by` is who set the time, when known). */
    scheduled?: boolean;
    comment: string | null;
    by: { id: number | null; name: string };
    origin: string;
  },
  log: { warn(object: object, message: string): void },
): Promise<boolean> {
  if (!mailer.configured) return false;
  const to = await reviewNoticeOf(db, notice.listingId).catch((error: unknown) => {
    log.warn({ err: error }, "reading a review's submitter failed");
    return undefined;
  });
  // No one to tell, or the decider is the submitter.
  if (!to || to.id === notice.by.id) return false;
  const language = isLanguage(to.language) ? to.language : "ar";
  const prefix = language === "en" ? "/en" : "";
  return mailer.send({
    kind: "review",
    to: to.email,
    name: to.name,
    language,
    outcome: notice.outcome,
    subject: notice.changes ? "changes" : "listing",
    ...(notice.scheduled ? { scheduled: true } : {}),
    title: language === "ar" ? to.title_ar : to.title_en,
    comment: notice.comment,
    by: notice.by.name,
    link: `${notice.origin}${prefix}/admin/listings/${notice.listingId}`,
  });
}
