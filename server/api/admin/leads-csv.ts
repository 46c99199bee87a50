import { Readable } from "node:stream";
import { stringify } from "csv-stringify";
import type { LeadSummary } from "../../../domain/admin/lead-inbox.ts";
import type { Language } from "../../../domain/language.ts";
import type { ReportReason } from "../../../domain/listing-report.ts";
import { formatPhone, phoneDigits } from "../../../domain/phone-display.ts";

const headers: Record<Language, string[]> = {
  ar: [
    "رقم الطلب",
    "الوقت (الرياض)",
    "النوع",
    "الحالة",
    "الاسم",
    "رقم الجوال",
    "البريد الإلكتروني",
    "الرسالة",
    "اللغة",
    "رقم الإعلان",
    "الإعلان",
    "المسؤول",
  ],
  en: [
    "Lead",
    "Time (Riyadh)",
    "Kind",
    "Status",
    "Name",
    "Mobile",
    "Email",
    "Message",
    "Language",
    "Listing id",
    "Listing",
    "Assigned to",
  ],
};

const kinds: Record<Language, Record<LeadSummary["kind"], string>> = {
  ar: {
    contact: "تواصل",
    auction_interest: "اهتمام بمزاد",
    project_interest: "اهتمام بمشروع",
    property_interest: "اهتمام بعقار",
    listing_report: "بلاغ عن إعلان",
  },
  en: {
    contact: "Contact",
    auction_interest: "Auction interest",
    project_interest: "Project interest",
    property_interest: "Property interest",
    listing_report: "Listing report",
  },
};

/** A report's reason follows its kind in the kind's cell: "Listing report: sold". */
const reportReasonTexts: Record<Language, Record<ReportReason, string>> = {
  ar: { wrong_information: "معلومات غير صحيحة", sold: "تم بيعه أو تأجيره", licence: "مشكلة في الترخيص" },
  en: { wrong_information: "Wrong information", sold: "Sold or let", licence: "Licence problem" },
};

function kindText(lead: LeadSummary, language: Language): string {
  const kind = kinds[language][lead.kind] ?? lead.kind;
  return lead.reportReason ? `${kind}: ${reportReasonTexts[language][lead.reportReason]}` : kind;
}

const statuses: Record<Language, Record<LeadSummary["status"], string>> = {
  ar: { new: "جديد", contacted: "تم التواصل", closed: "مغلق" },
  en: { new: "New", contacted: "Contacted", closed: "Closed" },
};

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return) as a formula: a visitor
 * could plant one in a name or message. OWASP's advice: prefix such a cell with a single quote.
 */
export function neutraliseFormula(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

/**
 * "00966 50 123 4567": a leading + would be read as a formula and bare digits as a number (leading zeros and
 * precision lost); the international 00 prefix with spaces stays text and can still be dialled.
 */
function phoneForSpreadsheet(phone: string): string {
  const display = formatPhone(phone);
  return display.includes(" ") ? display.replace(/^\+/, "00") : `00 ${phoneDigits(phone)}`;
}

/** Why a suspected lead was kept apart, in words a colleague reading the spreadsheet understands. */
function suspicionText(suspicion: LeadSummary["suspicion"], language: Language): string {
  if (!suspicion) return "";
  if (suspicion.reason === "honeypot")
    return language === "ar" ? "عُبّئ حقل مخفي لا يراه الزوار" : "A hidden field that visitors never see was filled in";
  if (suspicion.fillMs === null)
    return language === "ar" ? "أُرسل دون مدة تعبئة النموذج" : "Sent without the time the form was open";
  const seconds = (suspicion.fillMs / 1000).toFixed(1);
  return language === "ar"
    ? `أُرسل بعد ${seconds} ثانية من ظهور النموذج`
    : `Sent ${seconds} seconds after the form appeared`;
}

function riyadhTime(iso: string): string {
  return new Date(Date.parse(iso) + 3 * 3_600_000).toISOString().slice(0, 16).replace("T", " ");
}

function rowOf(lead: LeadSummary, language: Language, withReason: boolean): string[] {
  const row = [
    String(lead.id),
    riyadhTime(lead.createdAt),
    kindText(lead, language),
    statuses[language][lead.status] ?? lead.status,
    lead.name,
    lead.phone ? phoneForSpreadsheet(lead.phone) : "",
    lead.email ?? "",
    lead.message ?? "",
    lead.language,
    lead.listing ? String(lead.listing.id) : "",
    lead.listing ? (language === "ar" ? lead.listing.titleAr : lead.listing.titleEn) : "",
    lead.assignedStaff?.name ?? "",
  ];
  if (withReason) row.push(suspicionText(lead.suspicion, language));
  return row.map(neutraliseFormula);
}

const reasonHeader: Record<Language, string> = { ar: "سبب الاشتباه", en: "Why suspected" };

/**
 * UTF-8 with a byte-order mark, so Excel opens Arabic text correctly; CRLF line ends as RFC 4180 asks. The
 * suspected box's export says why each lead was kept apart, as its inbox does.
 */
export function leadsCsv(
  leads: AsyncIterable<LeadSummary>,
  language: Language,
  { withReason = false }: { withReason?: boolean } = {},
): Readable {
  const columns = withReason ? [...headers[language], reasonHeader[language]] : headers[language];
  const csv = stringify({ bom: true, record_delimiter: "windows", header: true, columns });
  Readable.from(leads)
    .map((lead: LeadSummary) => rowOf(lead, language, withReason))
    .on("error", (error) => csv.destroy(error))
    .pipe(csv);
  return csv;
}
