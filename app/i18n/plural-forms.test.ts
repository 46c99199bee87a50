import { describe, expect, it } from "vitest";
import { lockedMessage } from "../../domain/admin/admin-messages.ts";
import { enquiryMessage } from "../../domain/enquiry-messages.ts";
import { arabicCounted, type PluralCategory, plural, pluralCategories, pluralCategory } from "../../domain/plural.ts";
import adminAr from "../admin/locales/admin.ar.ts";
import adminEn from "../admin/locales/admin.en.ts";
import ar from "./locales/ar.ts";
import en from "./locales/en.ts";
import { createTranslator } from "./translate.ts";

/**
 * Every counted text in Arabic, rendered with 0, 1, 2, 3, 11 and 100 (Intl.PluralRules('ar'):
 * zero, one, two, few, many, other), checked for the form each number needs.
 */

const numbers = [0, 1, 2, 3, 11, 100];
const suffix = /_(zero|one|two|few|many|other)$/;

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [inner, text] of flatten(value, path)) out.set(inner, text);
  }
  return out;
}

/** Base keys that have plural forms, with their forms by category. */
function countedKeys(tree: Tree): Map<string, Partial<Record<PluralCategory, string>>> {
  const out = new Map<string, Partial<Record<PluralCategory, string>>>();
  for (const [key, text] of flatten(tree)) {
    const match = suffix.exec(key);
    if (!match) continue;
    const base = key.slice(0, match.index);
    const forms = out.get(base) ?? {};
    forms[match[1] as PluralCategory] = text;
    out.set(base, forms);
  }
  return out;
}

function translator(language: "ar" | "en", resources: object) {
  return createTranslator(language, resources) as (key: string, values: Record<string, string | number>) => string;
}

// Keys whose number is not a count (an ordinal floor: "الدور 1").
const notCounts = new Set(["card.details.floor"]);
// Words shown under or after a number displayed on its own ("3" over "أيام").
const wordsOnly = new Set(["card.unit.days", "card.unit.hours", "card.unit.minutes", "customers.label"]);
const hasNumeral = (text: string, n: number) => new RegExp(`(^|[^\\d,])${n}([^\\d,]|$)`).test(text);

const sets = [
  { name: "site", ar: ar as unknown as Tree, en: en as unknown as Tree },
  { name: "back office", ar: adminAr as unknown as Tree, en: adminEn as unknown as Tree },
];

describe.each(sets)("counted texts of the $name", ({ ar: arTree, en: enTree }) => {
  const counted = countedKeys(arTree);
  const tAr = translator("ar", arTree);
  const tEn = translator("en", enTree);

  it("has counted texts to check", () => {
    expect(counted.size).toBeGreaterThan(0);
  });

  it.each([...counted.keys()])("%s has all six Arabic forms, and English one and other", (key) => {
    const forms = counted.get(key) ?? {};
    expect(Object.keys(forms).sort()).toEqual([...pluralCategories.ar].sort());
    const english = countedKeys(enTree).get(key) ?? {};
    for (const category of pluralCategories.en) expect(english[category], `${key}_${category}`).toBeTruthy();
    // few is a plural ("3 غرف"), other a singular ("100 غرفة"), many an accusative singular ("11 يومًا").
    if (notCounts.has(key)) return;
    expect(forms.few).not.toBe(forms.other);
    expect(forms.many).not.toBe(forms.few);
    // The noun's letters only: "11 يومًا، ثم" is checked on يوم.
    const word = /}} ([\u0621-\u064A]+)/.exec(forms.other ?? "")?.[1];
    if (word && !/[ةىءا]$/.test(word) && /^[\u0621-\u064A]/.test(word)) expect(forms.many).toContain(`${word}ًا`);
  });

  it.each([...counted.keys()])("%s reads right with 0, 1, 2, 3, 11 and 100", (key) => {
    for (const n of numbers) {
      // {{max}}: a limit said beside the count (media.leftOut).
      const options = { count: n, value: String(n), number: String(n), max: "60" };
      const text = tAr(key, options);
      const category = pluralCategory(n, "ar");
      expect(text, `${key} ${n}`).not.toMatch(/{{|}}/);
      expect(text, `${key} ${n}`).toBe(
        (counted.get(key)?.[category] ?? "")
          .replaceAll(/{{(count|value|number)}}/g, String(n))
          .replaceAll("{{max}}", "60"),
      );
      if (notCounts.has(key) || wordsOnly.has(key)) continue;
      // One and two are said with the noun alone (مزاد واحد، مزادان), never "2 مزاد".
      if (category === "one" || category === "two") expect(hasNumeral(text, n), `${key} ${n}: ${text}`).toBe(false);
      if (category === "few" || category === "many" || category === "other") {
        expect(hasNumeral(text, n), `${key} ${n}: ${text}`).toBe(true);
      }
      expect(tEn(key, options), `${key} ${n} (en)`).not.toMatch(/{{|}}/);
    }
  });

  it("writes no noun after a number outside the counted texts", () => {
    // Units and a currency may follow a number; anything else needs plural forms or "الحد الأقصى لعدد …: N".
    const allowed = /^(م|م²|ريال|من|—|،)$/;
    const offenders = [...flatten(arTree)]
      .filter(([key]) => !suffix.test(key))
      .flatMap(([key, text]) =>
        [...text.matchAll(/{{(count|value|number|max|total|n)}} (\S+)/g)]
          .filter((match) => !allowed.test(match[2] ?? ""))
          .map((match) => `${key}: ${match[0]}`),
      );
    expect(offenders).toEqual([]);
  });
});

describe("the countdown's words", () => {
  const tAr = translator("ar", ar as unknown as Tree);
  const expected: Record<string, string[]> = {
    days: ["0 يوم", "يوم واحد", "يومين", "3 أيام", "11 يومًا", "100 يوم"],
    hours: ["0 ساعة", "ساعة واحدة", "ساعتين", "3 ساعات", "11 ساعة", "100 ساعة"],
    minutes: ["0 دقيقة", "دقيقة واحدة", "دقيقتين", "3 دقائق", "11 دقيقة", "100 دقيقة"],
  };
  it.each(Object.keys(expected))("%s: يومين، 3 أيام، 11 يومًا", (part) => {
    expect(numbers.map((n) => tAr(`card.${part}`, { count: n, value: String(n) }))).toEqual(expected[part]);
  });
  it("unit words under the numbers", () => {
    expect(numbers.map((n) => tAr("card.unit.days", { count: n }))).toEqual([
      "يوم",
      "يوم",
      "يومين",
      "أيام",
      "يومًا",
      "يوم",
    ]);
  });
});

describe("counted texts written outside the locale files", () => {
  it("plural() picks the Arabic and English forms", () => {
    expect(numbers.map((n) => plural(n, "ar", arabicCounted.years))).toEqual([
      "أقل من سنة",
      "سنة واحدة",
      "سنتان",
      "3 سنوات",
      "11 سنة",
      "100 سنة",
    ]);
    expect([1, 2].map((n) => plural(n, "en", { one: "{{count}} year", other: "{{count}} years" }))).toEqual([
      "1 year",
      "2 years",
    ]);
  });

  it("the sign-in lock message counts minutes", () => {
    const seconds = [60, 120, 180, 660, 6000];
    expect(seconds.map((s) => lockedMessage(s, "ar").replace(/^.*بعد /, ""))).toEqual([
      "دقيقة واحدة.",
      "دقيقتين.",
      "3 دقائق.",
      "11 دقيقة.",
      "100 دقيقة.",
    ]);
    expect(lockedMessage(60, "en")).toContain("1 minute.");
    expect(lockedMessage(120, "en")).toContain("2 minutes.");
  });

  it("limits are written as 'الحد الأقصى لعدد الأحرف: N', with no counted noun", () => {
    expect(enquiryMessage("tooLong", "ar", 254)).toBe("تجاوز النص الطول المسموح (الحد الأقصى لعدد الأحرف: 254).");
    // The list API's messages are checked in server/api/list-query-messages.test.ts.
  });
});
