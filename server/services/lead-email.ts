import { asMessageText, asOneLine } from "../../domain/enquiry.ts";
import { isolatedPhone } from "../../domain/phone-display.ts";
import type { LeadWithListing } from "../db/lead.repository.ts";

const kindLabels: Record<string, { ar: string; en: string }> = {
  contact: { ar: "رسالة تواصل", en: "Contact message" },
  auction_interest: { ar: "اهتمام بمزاد", en: "Auction interest" },
  project_interest: { ar: "اهتمام بمشروع", en: "Project interest" },
  property_interest: { ar: "اهتمام بعقار", en: "Property interest" },
  listing_report: { ar: "بلاغ عن إعلان", en: "Listing report" },
};

const reportReasonLabels: Record<string, { ar: string; en: string }> = {
  wrong_information: { ar: "معلومات غير صحيحة", en: "Wrong information" },
  sold: { ar: "تم بيعه أو تأجيره", en: "Sold or let" },
  licence: { ar: "مشكلة في الترخيص", en: "Licence problem" },
};

function reasonLine(reason: string): string {
  const label = reportReasonLabels[reason] ?? { ar: reason, en: reason };
  return `سبب البلاغ | Reason: ${label.ar} | ${label.en}`;
}

/** A one-line value as one line: no stored value can add a line to the e-mail or reorder one. */
function oneLine(value: string | null | undefined): string {
  return asOneLine(value ?? "");
}

/**
 * The e-mail that tells the company about a lead: plain text, each label in Arabic and
 * English, with a link to the listing when the lead is about one. Replying answers the visitor.
 */
export function leadEmail(lead: LeadWithListing, origin: string | undefined): { subject: string; text: string } {
  const kind = kindLabels[lead.kind] ?? { ar: lead.kind, en: lead.kind };
  const listingPath = lead.listing_id && lead.listing_kind ? `/${lead.listing_kind}/${lead.listing_id}` : null;
  const listingTitle = lead.listing_title_ar
    ? `${oneLine(lead.listing_title_ar)} / ${oneLine(lead.listing_title_en)}`
    : null;
  const lines = [
    `${kind.ar} | ${kind.en}`,
    ...(lead.report_reason ? [reasonLine(lead.report_reason)] : []),
    "",
    `الاسم | Name: ${oneLine(lead.name)}`,
    `رقم الجوال | Mobile: ${isolatedPhone(lead.phone)}`,
    `البريد الإلكتروني | Email: ${oneLine(lead.email) || "-"}`,
    ...(listingPath ? [`الإعلان | Listing: ${listingTitle ?? ""}`, `${origin ?? ""}${listingPath}`] : []),
    ...(lead.message ? ["", "الرسالة | Message:", asMessageText(lead.message)] : []),
    "",
    `لغة الموقع | Site language: ${lead.language}`,
    `الصفحة | Page: ${oneLine(lead.source_page) || "-"}`,
    `وقت الاستلام | Received: ${lead.created_at}`,
    `رقم الطلب | Lead no.: ${lead.id}`,
  ];
  const about = listingTitle ? ` — ${oneLine(lead.listing_title_ar)}` : "";
  return { subject: `${kind.ar} | ${kind.en}: ${oneLine(lead.name)}${about}`, text: `${lines.join("\n")}\n` };
}
