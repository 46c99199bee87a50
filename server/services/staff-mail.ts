import type { FastifyBaseLogger } from "fastify";
import { createTransport } from "nodemailer";
import type { Language } from "../../domain/language.ts";

/**
 * What the back office e-mails to a member of staff: an invitation, a password reset link, or the outcome of a
 * listing they submitted for review (docs/decisions/036-review-before-publishing.md).
 */
export type StaffMail =
  | { kind: "invitation"; to: string; name: string; language: Language; link: string; hours: number; by: string }
  | { kind: "reset"; to: string; name: string; language: Language; link: string; minutes: number }
  | ReviewMail;

export interface ReviewMail {
  kind: "review";
  to: string;
  name: string;
  language: Language;
  outcome: "sent_back" | "published";
  /** What was reviewed: the listing (a draft submitted), or their changes to a published listing (held for review). */
  subject: "listing" | "changes";
  /** The listing's title in the person's language. */
  title: string;
  /** Published by the job at the time a publisher scheduled, not by a person's press. */
  scheduled?: boolean;
  /** The publisher's comment when sent back. */
  comment: string | null;
  by: string;
  link: string;
}

/** A review's outcome in the submitter's language: the comment as the publisher wrote it, then the listing's link. */
function reviewMailText(mail: ReviewMail): { subject: string; text: string } {
  const name = oneLine(mail.name);
  const by = oneLine(mail.by);
  const title = oneLine(mail.title);
  const changes = mail.subject === "changes";
  if (mail.outcome === "published" && mail.scheduled) {
    return mail.language === "ar"
      ? {
          subject: `نُشر الإعلان في موعده: ${title}`,
          text: [
            `مرحبًا ${name}،`,
            "",
            by
              ? `نُشر الإعلان «${title}» الذي أرسلته للمراجعة على الموقع في الموعد الذي حدّده ${by}.`
              : `نُشر الإعلان «${title}» الذي أرسلته للمراجعة على الموقع في موعده المجدول.`,
            "",
            mail.link,
          ].join("\n"),
        }
      : {
          subject: `Listing published on schedule: ${title}`,
          text: [
            `Hello ${name},`,
            "",
            by
              ? `The listing "${title}" you submitted for review went live on the site at the time ${by} scheduled.`
              : `The listing "${title}" you submitted for review went live on the site at its scheduled time.`,
            "",
            mail.link,
          ].join("\n"),
        };
  }
  if (mail.language === "ar") {
    if (mail.outcome === "sent_back") {
      return {
        subject: changes ? `أُعيدت إليك تعديلاتك على الإعلان: ${title}` : `أُعيد إليك الإعلان للتعديل: ${title}`,
        text: [
          `مرحبًا ${name}،`,
          "",
          changes
            ? `راجع ${by} تعديلاتك على الإعلان «${title}» وأعادها إليك مع الملاحظة التالية، وما زال الموقع يعرض النسخة المنشورة:`
            : `راجع ${by} الإعلان «${title}» وأعاده إليك مع الملاحظة التالية:`,
          "",
          mail.comment ?? "",
          "",
          changes ? "عدّل تعديلاتك ثم أرسلها للمراجعة من جديد، أو اسحبها:" : "عدّل الإعلان ثم أرسله للمراجعة من جديد:",
          mail.link,
        ].join("\n"),
      };
    }
    return changes
      ? {
          subject: `نُشرت تعديلاتك على الإعلان: ${title}`,
          text: [
            `مرحبًا ${name}،`,
            "",
            `راجع ${by} تعديلاتك على الإعلان «${title}» ونشرها؛ يعرضها الموقع الآن.`,
            "",
            mail.link,
          ].join("\n"),
        }
      : {
          subject: `نُشر الإعلان: ${title}`,
          text: [`مرحبًا ${name}،`, "", `راجع ${by} الإعلان «${title}» ونشره على الموقع.`, "", mail.link].join("\n"),
        };
  }
  if (mail.outcome === "sent_back") {
    return {
      subject: changes ? `Your changes were sent back: ${title}` : `Listing sent back for changes: ${title}`,
      text: [
        `Hello ${name},`,
        "",
        changes
          ? `${by} reviewed your changes to the listing "${title}" and sent them back to you with this comment; the site still shows the published version:`
          : `${by} reviewed the listing "${title}" and sent it back to you with this comment:`,
        "",
        mail.comment ?? "",
        "",
        changes
          ? "Revise your changes, then submit them for review again, or withdraw them:"
          : "Make the changes, then submit it for review again:",
        mail.link,
      ].join("\n"),
    };
  }
  return changes
    ? {
        subject: `Your changes were published: ${title}`,
        text: [
          `Hello ${name},`,
          "",
          `${by} reviewed your changes to the listing "${title}" and published them: the site shows them now.`,
          "",
          mail.link,
        ].join("\n"),
      }
    : {
        subject: `Listing published: ${title}`,
        text: [
          `Hello ${name},`,
          "",
          `${by} reviewed the listing "${title}" and published it on the site.`,
          "",
          mail.link,
        ].join("\n"),
      };
}

export interface StaffMailer {
  /** Whether e-mail is configured at all (SMTP_URL and a sender). */
  readonly configured: boolean;
  /** Sends one e-mail; false when it could not be sent (logged). */
  send(mail: StaffMail): Promise<boolean>;
  close(): void;
}

/** A name on one line: a stored name can add no line to an e-mail. */
const oneLine = (value: string) => value.replace(/[\p{Cc}\u2028\u2029]+/gu, " ").trim();

/** Arabic's counted forms for the few numbers these e-mails name (hours and minutes). */
function arabicCount(count: number, unit: "hours" | "minutes"): string {
  const forms =
    unit === "hours"
      ? { one: "ساعة واحدة", two: "ساعتين", few: `${count} ساعات`, other: `${count} ساعة` }
      : { one: "دقيقة واحدة", two: "دقيقتين", few: `${count} دقائق`, other: `${count} دقيقة` };
  if (count === 1) return forms.one;
  if (count === 2) return forms.two;
  const rest = count % 100;
  return rest >= 3 && rest <= 10 ? forms.few : forms.other;
}

/** The subject and plain text of a staff e-mail in the person's own language. */
export function staffMailText(mail: StaffMail): { subject: string; text: string } {
  if (mail.kind === "review") return reviewMailText(mail);
  const name = oneLine(mail.name);
  if (mail.kind === "invitation") {
    const by = oneLine(mail.by);
    if (mail.language === "ar") {
      return {
        subject: "دعوة إلى لوحة إدارة الموقع",
        text: [
          `مرحبًا ${name}،`,
          "",
          `دعاك ${by} إلى لوحة إدارة الموقع. افتح الرابط التالي واختر كلمة مرورك لتبدأ:`,
          "",
          mail.link,
          "",
          `يعمل الرابط مرة واحدة وينتهي بعد ${arabicCount(mail.hours, "hours")}. إن لم تكن تتوقع هذه الدعوة فتجاهل الرسالة.`,
        ].join("\n"),
      };
    }
    return {
      subject: "Your invitation to the website's back office",
      text: [
        `Hello ${name},`,
        "",
        `${by} has invited you to the website's back office. Open this link and choose your password to start:`,
        "",
        mail.link,
        "",
        `The link works once and expires in ${mail.hours === 1 ? "1 hour" : `${mail.hours} hours`}. If you did not expect this invitation, ignore this e-mail.`,
      ].join("\n"),
    };
  }
  if (mail.language === "ar") {
    return {
      subject: "إعادة تعيين كلمة المرور",
      text: [
        `مرحبًا ${name}،`,
        "",
        "طُلبت إعادة تعيين كلمة مرور حسابك في لوحة إدارة الموقع. افتح الرابط التالي لاختيار كلمة مرور جديدة:",
        "",
        mail.link,
        "",
        `يعمل الرابط مرة واحدة وينتهي بعد ${arabicCount(mail.minutes, "minutes")}، وتُنهى عند استخدامه كل جلساتك المفتوحة.`,
        "إن لم تطلب ذلك فتجاهل الرسالة؛ تبقى كلمة مرورك كما هي.",
      ].join("\n"),
    };
  }
  return {
    subject: "Reset your password",
    text: [
      `Hello ${name},`,
      "",
      "Someone asked to reset the password of your back office account. Open this link to choose a new password:",
      "",
      mail.link,
      "",
      `The link works once and expires in ${mail.minutes} minutes; using it signs you out everywhere.`,
      "If you did not ask for this, ignore this e-mail: your password stays as it is.",
    ].join("\n"),
  };
}

export function createStaffMailer(options: {
  smtpUrl: string | undefined;
  from: string | undefined;
  log: FastifyBaseLogger;
}): StaffMailer {
  const { smtpUrl, from, log } = options;
  if (!smtpUrl || !from) {
    return { configured: false, send: async () => false, close: () => {} };
  }
  // A mail server that does not answer must not hold a request for long.
  const transport = createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    configured: true,
    async send(mail) {
      const { subject, text } = staffMailText(mail);
      try {
        await transport.sendMail({ from, to: mail.to, subject, text });
        log.info({ kind: mail.kind }, "staff e-mail sent");
        return true;
      } catch (error) {
        log.error({ err: error, kind: mail.kind }, "staff e-mail failed");
        return false;
      }
    },
    close: () => transport.close(),
  };
}
