import type { LeadSummary } from "../../domain/admin/lead-inbox.ts";
import type { LeadStatus } from "../../domain/admin/lead-kinds.ts";
import type { Language } from "../../domain/language.ts";
import { telHref, whatsAppHref } from "../../domain/phone-display.ts";
import { adminFetch } from "./admin-api.ts";
import { formatAdminPhone, publicPath } from "./admin-format.ts";
import { useAdminT } from "./admin-i18n.ts";
import { secondaryButton } from "./form-fields.tsx";

const statusColours: Record<LeadStatus, string> = {
  new: "bg-gold-100 text-gold-700",
  contacted: "bg-brand-50 text-brand-800",
  closed: "bg-sand-100 text-ink-700",
};

export function StatusBadge({ status }: { status: LeadStatus }) {
  const t = useAdminT();
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusColours[status]}`}>
      {t(`statuses.${status}`)}
    </span>
  );
}

/** The public page of the listing a lead is about, in the staff's language, with its title in that language. */
export function ListingLink({
  listing,
  language,
}: {
  listing: NonNullable<LeadSummary["listing"]>;
  language: Language;
}) {
  return (
    <a
      href={publicPath(`/${listing.kind}/${listing.id}`, language)}
      target="_blank"
      rel="noopener"
      className="font-semibold text-brand-700 underline underline-offset-4"
    >
      {language === "ar" ? listing.titleAr : listing.titleEn}
    </a>
  );
}

/** The visitor's number as a call link and a WhatsApp link. */
export function PhoneLinks({ phone }: { phone: string }) {
  const t = useAdminT();
  return (
    <span className="inline-flex flex-wrap items-center gap-x-3 gap-y-1">
      <a href={telHref(phone)} dir="ltr" className="font-semibold text-brand-700 underline underline-offset-4">
        <span className="sr-only">{t("leads.call")} </span>
        {formatAdminPhone(phone)}
      </a>
      <a
        href={whatsAppHref(phone)}
        target="_blank"
        rel="noopener"
        className="text-sm font-semibold text-brand-700 underline underline-offset-4"
      >
        {t("leads.whatsapp")}
      </a>
    </span>
  );
}

/** Seconds with one decimal, Latin digits in both languages (docs/decisions/006-numbers-and-dates.md). */
function formatSeconds(ms: number, language: Language): string {
  return new Intl.NumberFormat(language === "ar" ? "ar-SA-u-nu-latn" : "en-GB", {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(ms / 1000);
}

/** Why a lead was kept apart as suspected, in words: the honeypot, or how soon it was sent (measured). */
export function SuspicionText({
  suspicion,
  language,
}: {
  suspicion: NonNullable<LeadSummary["suspicion"]>;
  language: Language;
}) {
  const t = useAdminT();
  if (suspicion.reason === "honeypot") return <>{t("leads.reasons.honeypot")}</>;
  if (suspicion.fillMs === null) return <>{t("leads.reasons.noTiming")}</>;
  return <>{t("leads.reasons.tooFast", { seconds: formatSeconds(suspicion.fillMs, language) })}</>;
}

/** Moves a suspected lead to the inbox (audited on the server); `done` runs after, with the lead's name. */
export function MoveToInboxButton({
  lead,
  language,
  run,
  busy,
  done,
}: {
  lead: Pick<LeadSummary, "id" | "name">;
  language: Language;
  run: (action: () => Promise<void>) => Promise<boolean>;
  busy: boolean;
  done: (name: string) => void | Promise<void>;
}) {
  const t = useAdminT();
  return (
    <button
      type="button"
      className={secondaryButton}
      disabled={busy}
      aria-label={t("leads.moveLabel", { name: lead.name })}
      onClick={async () => {
        const ok = await run(async () => {
          await adminFetch(`/leads/${lead.id}/move-to-inbox`, { language, method: "POST" });
        });
        if (ok) await done(lead.name);
      }}
    >
      {t("leads.moveToInbox")}
    </button>
  );
}
