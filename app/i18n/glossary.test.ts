import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import adminAr from "../admin/locales/admin.ar.ts";
import adminEn from "../admin/locales/admin.en.ts";
import ar from "./locales/ar.ts";
import en from "./locales/en.ts";

/** docs/glossary.md: one term per concept, and no banned variant in the texts a visitor or the staff read. */

const root = join(import.meta.dirname, "..", "..");
const read = (path: string) => readFileSync(join(root, path), "utf8");
const localeDir = "app/i18n/locales";
const localeFiles = (suffix: string) =>
  readdirSync(join(root, localeDir))
    .filter((name) => name.endsWith(suffix))
    .map((name) => `${localeDir}/${name}`);

const arabicFiles = [
  ...localeFiles("ar.ts"),
  "app/admin/locales/admin.ar.ts",
  "domain/enquiry-messages.ts",
  "domain/admin/admin-messages.ts",
  "server/api/errors.ts",
  "server/api/messages.ts",
  "server/api/listings/listing.routes.ts",
  "server/services/lead-email.ts",
  "server/api/admin/leads-csv.ts",
];
const englishFiles = [...localeFiles("en.ts"), "app/admin/locales/admin.en.ts"];
const demoContent = "server/seed/demo-content.ts";

// A whole Arabic word, perhaps after a joined و، ف or ب: not preceded or followed by another Arabic letter or mark.
const word = (text: string) => new RegExp(`(?<![\\u0621-\\u0652])[وفب]?(${text})(?![\\u0621-\\u0652])`, "u");

const bannedArabic: [RegExp, string][] = [
  [/الضمان|مبلغ ضمان|مبالغ الضمان/u, "مبلغ التأمين"],
  [/سعر الافتتاح(?!ي)|سعر البداية/u, "السعر الافتتاحي"],
  [word("بلكونة"), "شرفة"],
  [word("حوش"), "فناء"],
  [word("(جاري|ساري|منتهي)"), "جارٍ، سارٍ، منتهٍ"],
  [/رقم (ال)?هاتف/u, "رقم الجوال"],
  [/ترخيص المزاد(?!ات العقارية)/u, "ترخيص المزادات العقارية"],
  [/(تسجيل|أبدِ|أبد) اهتمامك|سجل اهتمامك/u, "سجّل اهتمامك"],
  [word("مباع"), "مَبيع"],
  [word("تابعونا"), "تابعنا"],
  [/للعرض فقط/u, "بيانات افتراضية لأغراض التجربة"],
  [/من جهتنا/u, "حدث خطأ في النظام"],
  [/اقرأ المزيد/u, "عرض المزيد"],
];
// In the demo content a few words have other, legitimate meanings ("شارع تجاري نشط"); these must not appear.
const bannedInDemo: [RegExp, string][] = [
  ...bannedArabic,
  [word("راكب"), "مجهّز"],
  [word("سبليت"), "منفصلة"],
  [/(^|[>"])بيع هذا العقار/u, "تم بيع هذا العقار"],
];
const bannedEnglish: [RegExp, string][] = [
  [/insurance/i, "Deposit"],
  [/phone number/i, "Mobile number"],
  [/(?<!Real estate )\bauctions? licence/i, "Real estate auctions licence"],
  [/express interest|I'm interested/i, "Register interest"],
];

function offences(path: string, rules: [RegExp, string][]): string[] {
  // Only the texts (quoted strings), not the keys that name them.
  const texts = (line: string) => [...line.matchAll(/"[^"]*"|`[^`]*`/g)].map((match) => match[0]).join(" ");
  return read(path)
    .split("\n")
    .flatMap((line, index) =>
      rules
        .filter(([pattern]) => pattern.test(texts(line)))
        .map(([pattern, term]) => `${path}:${index + 1} ${pattern} → ${term}: ${line.trim()}`),
    );
}

describe("glossary (docs/glossary.md)", () => {
  it("no banned Arabic variant in the locale files, server messages and e-mail", () => {
    expect(arabicFiles.flatMap((path) => offences(path, bannedArabic))).toEqual([]);
  });

  it("no banned Arabic variant or colloquialism in the demo content", () => {
    expect(offences(demoContent, bannedInDemo)).toEqual([]);
  });

  it("no banned English variant in the locale files", () => {
    expect(englishFiles.flatMap((path) => offences(path, bannedEnglish))).toEqual([]);
  });

  it("catches a banned variant when one is there", () => {
    const rule = bannedArabic.find(([, term]) => term === "جارٍ، سارٍ، منتهٍ")?.[0];
    expect(rule?.test("الحالة: منتهي")).toBe(true);
    expect(rule?.test("شارع تجاري")).toBe(false);
    expect(rule?.test("جارٍ")).toBe(false);
    const plural = bannedInDemo.find(([, term]) => term === "تابعنا")?.[0];
    expect(plural?.test("شكرًا لكم، وتابعونا")).toBe(true);
  });

  it.each([
    ["detail.summary.openingPrice", "السعر الافتتاحي", "Opening price"],
    ["detail.estates.openingPrice", "السعر الافتتاحي", "Opening price"],
    ["detailBlocks.details.insurance", "مبلغ التأمين", "Deposit"],
    ["detailBlocks.details.labels.balcony", "شرفة", "Balcony"],
    ["detailBlocks.details.labels.yard", "فناء", "Yard"],
    ["features.Balcony", "شرفة", "Balcony"],
    ["features.Yard", "فناء", "Yard"],
    ["detailBlocks.details.labels.rooms", "غرف النوم", "Bedrooms"],
    ["card.details.rooms", "غرف النوم", "Bedrooms"],
    ["detailBlocks.details.labels.warehouse", "غرف التخزين", "Storerooms"],
    ["card.details.warehouse", "غرف التخزين", "Storerooms"],
    ["enquiry.phone.label", "رقم الجوال", "Mobile number"],
    ["detail.advertising.auctionLicence", "ترخيص المزادات العقارية", "Real estate auctions licence"],
    ["detail.actions.registerInterest", "سجّل اهتمامك", "Register interest"],
    ["interest.title", "سجّل اهتمامك", "Register interest"],
    ["nav.ourprojects", "عروضنا", "Our Listings"],
    ["Status.auction.UPCOMING", "قادم", "Upcoming"],
    ["Status.auction.ACTIVE", "جارٍ", "Live"],
    ["Status.auction.COMPLETED", "منتهٍ", "Ended"],
    ["Status.property.AVAILABLE", "متاح", "Available"],
    ["Status.property.RENTED", "مؤجَّر", "Rented"],
    ["Status.property.SOLD", "مَبيع", "Sold"],
  ])("%s is «%s» / «%s»", (key, arabic, english) => {
    const at = (tree: unknown) => key.split(".").reduce<unknown>((node, part) => (node as never)?.[part], tree);
    expect(at(ar)).toBe(arabic);
    expect(at(en)).toBe(english);
  });

  it("the back office uses the same terms", () => {
    expect(adminAr.settings.auctions).toBe("ترخيص المزادات العقارية");
    expect(adminEn.settings.auctions).toBe("Real estate auctions licence");
    expect(adminAr.lead.phone).toBe("رقم الجوال");
  });
});
