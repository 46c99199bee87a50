import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { listingLabels } from "../admin/listing-labels.ts";
import adminAr from "../admin/locales/admin.ar.ts";
import adminEn from "../admin/locales/admin.en.ts";
import { arabicRules, arabicWord, englishRules, type GlossaryRule } from "./glossary-rules.ts";
import ar from "./locales/ar.ts";
import en from "./locales/en.ts";

/** docs/glossary.md: one term per concept, and no rejected variant in the texts a visitor or the staff read. */

const root = join(import.meta.dirname, "..", "..");
const read = (path: string) => readFileSync(join(root, path), "utf8");

interface Text {
  where: string;
  text: string;
}

/** Every string of a resource tree, with its key. */
function resourceTexts(where: string, tree: unknown, path: string[] = []): Text[] {
  if (typeof tree === "string") return [{ where: `${where} ${path.join(".")}`, text: tree }];
  if (typeof tree !== "object" || tree === null) return [];
  return Object.entries(tree).flatMap(([key, value]) => resourceTexts(where, value, [...path, key]));
}

/**
 * The string literals of a source file that hold words (server messages, the lead e-mail, the CSV, the demo
 * content): their keys and code around them are left out.
 */
function sourceTexts(path: string): Text[] {
  return read(path)
    .split("\n")
    .flatMap((line, index) =>
      [...line.matchAll(/"(?:[^"\\]|\\.)*"|`(?:[^`\\]|\\.)*`/g)]
        .map((match) => match[0].slice(1, -1))
        .filter((text) => /\s/.test(text) || /[\u0621-\u064A]/u.test(text))
        .map((text) => ({ where: `${path}:${index + 1}`, text })),
    );
}

const sourceFiles = [
  "domain/enquiry-messages.ts",
  "domain/admin/admin-messages.ts",
  "domain/admin/media.ts",
  "server/api/errors.ts",
  "server/api/list-query-messages.ts",
  "server/api/client-error.ts",
  "server/api/contract.ts",
  "server/api/listings/listing.contract.ts",
  "server/plugins/bad-requests.ts",
  "server/services/lead-email.ts",
  "server/api/admin/leads-csv.ts",
  "server/seed/demo-content.ts",
  "config/company.demo.json",
];

const allTexts: Text[] = [
  ...resourceTexts("site ar", ar),
  ...resourceTexts("site en", en),
  ...resourceTexts("back office ar", adminAr),
  ...resourceTexts("back office en", adminEn),
  ...resourceTexts("editor labels", listingLabels),
  ...sourceFiles.flatMap(sourceTexts),
];

const arabicScript = /[\u0600-\u06FF]/u;

/** Arabic rules read the Arabic texts; English rules read the rest of every text, its Arabic left out. */
function offences(texts: Text[], rules: GlossaryRule[], language: "ar" | "en"): string[] {
  return texts.flatMap(({ where, text }) => {
    const read = language === "ar" ? (arabicScript.test(text) ? text : "") : text.replace(/[\u0600-\u06FF]+/gu, " ");
    return rules
      .filter(({ rejected }) => read !== "" && rejected.test(read))
      .map(({ rejected, use }) => `${where}: ${rejected} → ${use}: ${text}`);
  });
}

describe("glossary (docs/glossary.md)", () => {
  it("reads the texts of both languages, site and back office, server messages and demo content", () => {
    expect(allTexts.length).toBeGreaterThan(2000);
    for (const path of sourceFiles)
      expect(
        allTexts.some(({ where }) => where.startsWith(path)),
        path,
      ).toBe(true);
  });

  it("no rejected Arabic variant in any text", () => {
    expect(offences(allTexts, arabicRules, "ar")).toEqual([]);
  });

  it("no rejected English variant in any text", () => {
    expect(offences(allTexts, englishRules, "en")).toEqual([]);
  });

  it("every chosen term is written in docs/glossary.md", () => {
    const glossary = read("docs/glossary.md");
    for (const { use } of [...arabicRules, ...englishRules]) {
      for (const term of use.split("، ")) expect(glossary, term).toContain(term);
    }
  });

  it.each([
    ["الحالة: منتهي", "ar"],
    ["حاول مجددًا", "ar"],
    ["خرائط جوجل", "ar"],
    ["المميزات", "ar"],
    ["الأبعاد والحدود", "ar"],
    ["شهادة اعتماد المزاد", "ar"],
    ["النسبة السنوية (%)", "ar"],
    ["النص أطول من المسموح.", "ar"],
    ["النوع يجب أن يكون أحد: auction", "ar"],
    ["<p>بيع هذا العقار.</p>", "ar"],
    ["تصفح العقارات", "ar"],
    ["شكرًا لكم، وتابعونا", "ar"],
    ["2 estates", "en"],
    ["The e-mail or the password is not right.", "en"],
    ["Browse the offers", "en"],
    ["a private lift", "en"],
    ["price per square meter", "en"],
    ["Send on WhatsApp", "en"],
  ] as const)("catches «%s»", (text, language) => {
    expect(
      offences([{ where: "example", text }], language === "ar" ? arabicRules : englishRules, language),
    ).not.toEqual([]);
  });

  it.each([
    ["شارع تجاري نشط", "ar"],
    ["جارٍ التحميل…", "ar"],
    ["تعرف بها قيمة الفرصة", "ar"],
    ["تحليل العرض والطلب", "ar"],
    ["عروضنا", "ar"],
    ["Real estate auctions licence", "en"],
    ["not a finance offer", "en"],
    ["open to reasonable offers", "en"],
    ["Separate electricity meter", "en"],
  ] as const)("lets «%s» be", (text, language) => {
    expect(offences([{ where: "example", text }], language === "ar" ? arabicRules : englishRules, language)).toEqual(
      [],
    );
  });

  it("reads a whole Arabic word, after a joined letter and the article too", () => {
    expect(arabicWord("مباع").test("والمباع")).toBe(true);
    expect(arabicWord("مباع").test("مباعة")).toBe(false);
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
  const at = (tree: unknown, key: string) =>
    key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

  // One concept, one term: the same words on the site and in the back office.
  it.each([
    ["detailBlocks.details.heading", "editor.sections.details", "المواصفات", "Details"],
    ["detailBlocks.features.heading", "editor.sections.features", "المزايا", "Features"],
    ["detailBlocks.boundaries.heading", "editor.sections.boundaries", "الأطوال والحدود", "Dimensions and boundaries"],
    ["detail.actions.auctionApproval", "editor.fields.certificateUrl", "موافقة المزاد", "Auction approval"],
    ["listings.filters.type", "editor.fields.category", "التصنيف", "Category"],
    ["detail.summary.category", "editor.fields.category", "التصنيف", "Category"],
    ["nav.skipToContent", "skipToContent", "انتقل إلى المحتوى الرئيسي", "Skip to main content"],
    ["detail.advertising.falLicence", "settings.fal", "رخصة فال", "FAL licence"],
    ["about.licences.fal", "settings.fal", "رخصة فال", "FAL licence"],
    ["about.licences.auctions", "settings.auctions", "ترخيص المزادات العقارية", "Real estate auctions licence"],
    [
      "about.licences.judicialSales",
      "settings.judicialSales",
      "ترخيص وكالة البيوع القضائية",
      "Judicial sales agency licence",
    ],
    [
      "about.licences.commercialRegistration",
      "settings.commercialRegistration",
      "السجل التجاري",
      "Commercial registration",
    ],
    ["detail.sections.estates", "editor.sections.lots", "عقارات المزاد", "Lots in this auction"],
    ["enquiry.phone.label", "lead.phone", "رقم الجوال", "Mobile number"],
    ["enquiry.email.label", "lead.email", "البريد الإلكتروني", "Email"],
    ["footer.email", "signIn.email", "البريد الإلكتروني", "Email"],
  ])("site %s and back office %s say «%s» / «%s»", (siteKey, adminKey, arabic, english) => {
    expect(at(ar, siteKey)).toBe(arabic);
    expect(at(adminAr, adminKey)).toBe(arabic);
    expect(at(en, siteKey)).toBe(english);
    expect(at(adminEn, adminKey)).toBe(english);
  });

  it.each([
    ["error.retry", "favouritesPage.retry", "حاول مرة أخرى", "Try again"],
    ["detail.actions.shareWhatsApp", "favouritesPage.shareWhatsApp", "شارك عبر واتساب", "Share on WhatsApp"],
    ["compare.yes", "detailBlocks.details.available", "نعم", "Yes"],
    ["card.rent.yearly", "card.rent.monthly", "الإيجار", "Rent"],
  ])("%s and %s say the same «%s» / «%s»", (first, second, arabic, english) => {
    expect([at(ar, first), at(ar, second)]).toEqual([arabic, arabic]);
    expect([at(en, first), at(en, second)]).toEqual([english, english]);
  });

  it("the footer's licences start with the About page's names", () => {
    for (const tree of [ar, en]) {
      expect(at(tree, "footer.falLicence")).toMatch(new RegExp(`^${at(tree, "about.licences.fal")} `));
      expect(at(tree, "footer.auctionsLicence")).toMatch(new RegExp(`^${at(tree, "about.licences.auctions")} `));
      expect(at(tree, "footer.judicialSalesLicence")).toMatch(
        new RegExp(`^${at(tree, "about.licences.judicialSales")} `),
      );
      expect(at(tree, "footer.commercialRegistration")).toMatch(
        new RegExp(`^${at(tree, "about.licences.commercialRegistration")} `),
      );
    }
  });
});
