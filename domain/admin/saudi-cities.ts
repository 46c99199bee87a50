import { normalizeForSearch } from "../search-text.ts";

/** A city a listing can be in: the slug stored in `listings.city`, and its names. */
export interface SaudiCity {
  slug: string;
  ar: string;
  en: string;
}

/**
 * The cities staff choose from in the listing editor. The slugs are the ones the listings already hold (the demo
 * data and earlier typed values: `qassim` is Buraydah), so every stored listing stays valid; new cities get a slug
 * here, never typed by hand.
 */
export const saudiCities: readonly SaudiCity[] = [
  { slug: "riyadh", ar: "الرياض", en: "Riyadh" },
  { slug: "jeddah", ar: "جدة", en: "Jeddah" },
  { slug: "makkah", ar: "مكة المكرمة", en: "Makkah" },
  { slug: "madinah", ar: "المدينة المنورة", en: "Madinah" },
  { slug: "dammam", ar: "الدمام", en: "Dammam" },
  { slug: "khobar", ar: "الخبر", en: "Al Khobar" },
  { slug: "dhahran", ar: "الظهران", en: "Dhahran" },
  { slug: "qatif", ar: "القطيف", en: "Qatif" },
  { slug: "jubail", ar: "الجبيل", en: "Jubail" },
  { slug: "ahsa", ar: "الأحساء", en: "Al Ahsa" },
  { slug: "hafar-al-batin", ar: "حفر الباطن", en: "Hafar Al Batin" },
  { slug: "taif", ar: "الطائف", en: "Taif" },
  { slug: "qassim", ar: "بريدة", en: "Buraydah" },
  { slug: "unaizah", ar: "عنيزة", en: "Unaizah" },
  { slug: "hail", ar: "حائل", en: "Hail" },
  { slug: "tabuk", ar: "تبوك", en: "Tabuk" },
  { slug: "abha", ar: "أبها", en: "Abha" },
  { slug: "khamis-mushait", ar: "خميس مشيط", en: "Khamis Mushait" },
  { slug: "jazan", ar: "جازان", en: "Jazan" },
  { slug: "najran", ar: "نجران", en: "Najran" },
  { slug: "baha", ar: "الباحة", en: "Al Baha" },
  { slug: "yanbu", ar: "ينبع", en: "Yanbu" },
  { slug: "kharj", ar: "الخرج", en: "Al Kharj" },
  { slug: "arar", ar: "عرعر", en: "Arar" },
  { slug: "sakaka", ar: "سكاكا", en: "Sakaka" },
  { slug: "alula", ar: "العلا", en: "AlUla" },
];

const bySlug = new Map(saudiCities.map((city) => [city.slug, city]));

export function cityOfSlug(slug: string): SaudiCity | undefined {
  return bySlug.get(slug);
}

/** A city's name in the staff member's language, with the other language's after it ("جدة — Jeddah"). */
export function cityLabel(city: SaudiCity, language: "ar" | "en"): string {
  return language === "ar" ? `${city.ar} — ${city.en}` : `${city.en} — ${city.ar}`;
}

/** Folded for matching: Arabic letter variants, diacritics, case and hyphens. */
function plain(text: string): string {
  return normalizeForSearch(text.replace(/-/g, " "));
}

/** Also without "ال" and "Al " at a word's start, so "خبر" and "Khobar" find Al Khobar. */
function withoutArticle(text: string): string {
  return plain(text)
    .replace(/(^|\s)ال/g, "$1")
    .replace(/(^|\s)al\s/g, "$1");
}

/**
 * Whether a city matches what staff typed, in either language and either script, ignoring Arabic letter variants
 * and diacritics (ة/ه, أ/ا), case, and the article: "جده", "jed", "الخبر", "khobar", "al" and the slug all match.
 */
export function cityMatches(city: SaudiCity, query: string): boolean {
  const wanted = [plain(query), withoutArticle(query)].filter((text) => text !== "");
  if (wanted.length === 0) return true;
  const names = [city.ar, city.en, city.slug].flatMap((name) => [plain(name), withoutArticle(name)]);
  return wanted.some((text) => names.some((name) => name.includes(text)));
}
