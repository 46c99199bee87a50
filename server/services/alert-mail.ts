import { createTransport } from "nodemailer";
import type { Language } from "../../domain/language.ts";
import type { ListingKind } from "../../domain/listing.ts";
import { previewImageUrl } from "../../domain/listing-wire.ts";
import type { AlertFrequency } from "../../domain/search-alert.ts";
import type { AlertListing } from "../db/search-alert.repository.ts";

/** One e-mail to a visitor about their alerts: text and HTML, and the list headers a mail client needs. */
export interface AlertMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

export interface AlertMailer {
  readonly configured: boolean;
  /** Sends one e-mail; throws when it could not (the caller gives its claim back). */
  send(message: AlertMessage): Promise<void>;
  close(): void;
}

export function createAlertMailer(options: { smtpUrl: string | undefined; from: string | undefined }): AlertMailer {
  const { smtpUrl, from } = options;
  if (!smtpUrl || !from) {
    return {
      configured: false,
      send: async () => {
        throw new Error("e-mail is not configured");
      },
      close: () => {},
    };
  }
  const transport = createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    configured: true,
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}

/** The links every alert e-mail carries. */
export interface AlertLinks {
  /** The one-click unsubscribe (POST, RFC 8058) of this alert. */
  unsubscribe: string;
  /** The manage page of the address, with this alert marked to stop (a click there, no JavaScript needed). */
  stop: string;
  /** The manage page of the address. */
  manage: string;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
/** A stored value on one line: it can add no line or header to an e-mail. */
const oneLine = (value: string) => value.replace(/[\p{Cc}\u2028\u2029]+/gu, " ").trim();

/** RFC 8058: the mail client posts `List-Unsubscribe=One-Click` to the first link, no page in between. */
function listHeaders(links: AlertLinks): Record<string, string> {
  return { "List-Unsubscribe": `<${links.unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

const kindNames: Record<ListingKind, Record<Language, string>> = {
  auction: { ar: "المزادات", en: "Auctions" },
  project: { ar: "المشاريع", en: "Projects" },
  property: { ar: "العقارات", en: "Properties" },
};

const words = {
  ar: {
    confirmSubject: (kind: string) => `أكّد تنبيه البحث في ${kind}`,
    confirmIntro: (kind: string, frequency: AlertFrequency) =>
      `طلبت تنبيهًا بالبريد عند نشر إعلانات جديدة في ${kind} تطابق بحثك، ${frequency === "daily" ? "مرة في اليوم على الأكثر" : "مرة في الأسبوع على الأكثر"}. لتفعيله افتح الرابط التالي واضغط زر التفعيل في الصفحة (يعمل مرة واحدة):`,
    confirmButton: "فعّل التنبيه",
    ignore: "إن لم تطلب هذا التنبيه فتجاهل الرسالة؛ لن يصلك شيء.",
    digestSubject: (kind: string) => `إعلانات جديدة تطابق بحثك في ${kind}`,
    digestIntro: (kind: string) => `نُشرت هذه الإعلانات في ${kind} وتطابق بحثك المحفوظ:`,
    price: "السعر",
    currency: "ريال",
    yearly: "إيجار سنوي",
    monthly: "إيجار شهري",
    onRequest: "السعر عند الطلب",
    place: "الموقع",
    biddingStarts: "يبدأ المزاد",
    riyadh: "بتوقيت الرياض",
    view: "عرض الإعلان",
    stop: "إيقاف هذا التنبيه",
    manage: "إدارة تنبيهاتك",
  },
  en: {
    confirmSubject: (kind: string) => `Confirm your ${kind.toLowerCase()} search alert`,
    confirmIntro: (kind: string, frequency: AlertFrequency) =>
      `You asked to be emailed when new ${kind.toLowerCase()} matching your search are published, at most ${frequency === "daily" ? "once a day" : "once a week"}. To switch the alert on, open this link and press the button on the page (it works once):`,
    confirmButton: "Switch the alert on",
    ignore: "If you did not ask for this alert, ignore this email: you will get nothing more.",
    digestSubject: (kind: string) => `New ${kind.toLowerCase()} matching your search`,
    digestIntro: (kind: string) => `These ${kind.toLowerCase()} were published and match your saved search:`,
    price: "Price",
    currency: "SAR",
    yearly: "yearly rent",
    monthly: "monthly rent",
    onRequest: "Price on request",
    place: "Location",
    biddingStarts: "Bidding starts",
    riyadh: "Riyadh time",
    view: "View the listing",
    stop: "Stop this alert",
    manage: "Manage your alerts",
  },
} as const;

/** Digits grouped in thousands with Latin digits in both languages (docs/decisions/006-numbers-and-dates.md). */
const grouped = (value: number) =>
  Math.round(value)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ",");

/** A UTC instant as Riyadh's date and time (UTC+3 all year). */
function riyadhTime(iso: string): string {
  const shifted = new Date(new Date(iso).getTime() + 3 * 3_600_000).toISOString();
  return `${shifted.slice(0, 10)} ${shifted.slice(11, 16)}`;
}

function shell(language: Language, body: string): string {
  const direction = language === "ar" ? "rtl" : "ltr";
  return `<!doctype html><html lang="${language}" dir="${direction}"><body style="font-family:Tahoma,Arial,sans-serif;line-height:1.6;color:#1f2937;direction:${direction};text-align:${language === "ar" ? "right" : "left"}">${body}</body></html>`;
}

function footer(language: Language, links: AlertLinks): { text: string[]; html: string } {
  const w = words[language];
  return {
    text: ["", "--", `${w.stop}: ${links.stop}`, `${w.manage}: ${links.manage}`],
    html: `<hr><p style="font-size:13px"><a href="${escapeHtml(links.stop)}">${w.stop}</a> · <a href="${escapeHtml(links.manage)}">${w.manage}</a></p>`,
  };
}

export function confirmationMail(input: {
  to: string;
  language: Language;
  kind: ListingKind;
  frequency: AlertFrequency;
  confirm: string;
  links: AlertLinks;
}): AlertMessage {
  const w = words[input.language];
  const kind = kindNames[input.kind][input.language];
  const end = footer(input.language, input.links);
  return {
    to: input.to,
    subject: w.confirmSubject(kind),
    text: [w.confirmIntro(kind, input.frequency), "", input.confirm, "", w.ignore, ...end.text].join("\n"),
    html: shell(
      input.language,
      `<p>${escapeHtml(w.confirmIntro(kind, input.frequency))}</p><p><a href="${escapeHtml(input.confirm)}" style="display:inline-block;background:#1d4ed8;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${w.confirmButton}</a></p><p>${escapeHtml(input.confirm)}</p><p>${w.ignore}</p>${end.html}`,
    ),
    headers: listHeaders(input.links),
  };
}

export function digestMail(input: {
  to: string;
  language: Language;
  kind: ListingKind;
  listings: AlertListing[];
  origin: string;
  links: AlertLinks;
}): AlertMessage {
  const { language, origin } = input;
  const w = words[language];
  const kind = kindNames[input.kind][language];
  const prefix = language === "en" ? "/en" : "";
  const textLines: string[] = [w.digestIntro(kind), ""];
  const cards: string[] = [];
  for (const listing of input.listings) {
    const title = oneLine(language === "en" ? listing.title_en || listing.title_ar : listing.title_ar);
    const place = oneLine(language === "en" ? listing.location_en || listing.location_ar : listing.location_ar);
    const rent = listing.rent_period === "yearly" ? w.yearly : listing.rent_period === "monthly" ? w.monthly : null;
    const price =
      listing.price === null
        ? w.onRequest
        : `${w.price}: ${grouped(listing.price)} ${w.currency}${rent ? ` (${rent})` : ""}`;
    const starts =
      listing.kind === "auction" && listing.start_date
        ? `${w.biddingStarts}: ${riyadhTime(listing.start_date)} ${w.riyadh}`
        : null;
    const link = `${origin}${prefix}/${listing.kind}/${listing.id}`;
    textLines.push(title, price, `${w.place}: ${place}`, ...(starts ? [starts] : []), link, "");
    const photo = listing.cover_key
      ? `<img src="${escapeHtml(origin + previewImageUrl(listing.cover_key))}" alt="${escapeHtml(title)}" width="300" style="max-width:100%;height:auto;border-radius:6px">`
      : "";
    cards.push(
      `<div style="margin:0 0 20px">${photo}<h3 style="margin:8px 0 4px"><a href="${escapeHtml(link)}">${escapeHtml(title)}</a></h3><p style="margin:0">${escapeHtml(price)}<br>${w.place}: ${escapeHtml(place)}${starts ? `<br><strong>${escapeHtml(starts)}</strong>` : ""}</p><p style="margin:4px 0 0"><a href="${escapeHtml(link)}">${w.view}</a></p></div>`,
    );
  }
  const end = footer(language, input.links);
  return {
    to: input.to,
    subject: w.digestSubject(kind),
    text: [...textLines, ...end.text].join("\n"),
    html: shell(language, `<p>${escapeHtml(w.digestIntro(kind))}</p>${cards.join("")}${end.html}`),
    headers: listHeaders(input.links),
  };
}
