import type { LeadSummary } from "../../domain/admin/lead-inbox.ts";
import type { LeadStatus } from "../../domain/admin/lead-kinds.ts";
import type { Language } from "../../domain/language.ts";
import { telHref, whatsAppHref } from "../../domain/phone-display.ts";
import { formatAdminPhone, publicPath } from "./admin-format.ts";
import { useAdminT } from "./admin-i18n.ts";

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
