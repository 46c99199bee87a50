import type { HeroTexts, HomePageContent } from "../../../domain/company-pages.ts";
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
