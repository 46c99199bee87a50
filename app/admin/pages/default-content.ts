import type { BannersContent, HeroTexts, HomePageContent, WhyChooseUs } from "../../../domain/company-pages.ts";
import { homeAr } from "../../i18n/locales/home.ar.ts";
import { homeEn } from "../../i18n/locales/home.en.ts";

function heroOf(texts: typeof homeAr): HeroTexts {
  return {
    eyebrow: texts.hero.eyebrow,
    heading: texts.hero.heading,
    text: texts.hero.text,
    primary: { label: texts.hero.browseAuctions, path: "/auctions" },
    secondary: { label: texts.hero.ourServices, path: "/services" },
  };
}

/** The home page as the site ships it (app/i18n/locales/home.*.ts): what the editor starts from before any save. */
export const defaultHomeContent: HomePageContent = {
  hero: { ar: heroOf(homeAr), en: heroOf(homeEn), picture: null },
};

/**
 * The home page's points and figure as the site ships them (app/components/home/home-about.tsx): the three points
 * and the customer count of the company's settings, with the site's own words for it (an empty lead and label:
 * the site's words agree with the number, and the public pages' texts stay out of the back office's code).
 */
export const defaultWhyChooseUs: WhyChooseUs = {
  points: (Object.keys(homeAr.about.points) as (keyof typeof homeAr.about.points)[]).map((point) => ({
    ar: homeAr.about.points[point],
    en: homeEn.about.points[point],
  })),
  figures: [{ value: null, ar: { lead: "", label: "" }, en: { lead: "", label: "" } }],
};

/** No section has a picture of staff's: every banner is the one the site ships (app/assets/banners). */
export const defaultBannersContent: BannersContent = { pictures: {} };
