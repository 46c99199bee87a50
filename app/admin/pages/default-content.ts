import { customersSlot, serviceSectionNames } from "../../../domain/company-page-view.ts";
import type {
  AboutPageContent,
  AboutTexts,
  BannersContent,
  HeroTexts,
  HomePageContent,
  ServicesPageContent,
  ServicesTexts,
  WhyChooseUs,
} from "../../../domain/company-pages.ts";
import type { Language } from "../../../domain/language.ts";
import { aboutAr } from "../../i18n/locales/about.ar.ts";
import { aboutEn } from "../../i18n/locales/about.en.ts";
import { homeAr } from "../../i18n/locales/home.ar.ts";
import { homeEn } from "../../i18n/locales/home.en.ts";
import { servicesPageAr } from "../../i18n/locales/services-page.ar.ts";
import { servicesPageEn } from "../../i18n/locales/services-page.en.ts";
import { shippedServices } from "./service-defaults.ts";

// The pages as the site ships them (app/i18n/locales/*): what the editor starts from before any save, and what a
// page shows while nothing is published.

function heroOf(texts: typeof homeAr): HeroTexts {
  return {
    eyebrow: texts.hero.eyebrow,
    heading: texts.hero.heading,
    text: texts.hero.text,
    primary: { label: texts.hero.browseAuctions, path: "/auctions" },
    secondary: { label: texts.hero.ourServices, path: "/services" },
  };
}

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

const valueIds = ["integrity", "transparency", "professionalism", "innovation"] as const;
const objectiveIds = ["trust", "value", "access", "decisions", "vision"] as const;

/** The about texts as HTML for the rich-text fields: the company's name stays a slot (`{{name}}`). */
function aboutOf(texts: typeof aboutAr): AboutTexts {
  return {
    intro: { heading: texts.intro.heading, text: `<p>${texts.intro.who}</p><p>${texts.intro.belief}</p>` },
    values: {
      heading: texts.values.heading,
      items: valueIds.map((id) => ({ title: texts.values[id].title, text: texts.values[id].text })),
    },
    objectives: { heading: texts.objectives.heading, items: objectiveIds.map((id) => texts.objectives[id]) },
    licences: { heading: texts.licences.heading, text: `<p>${texts.licences.text}</p>` },
    whyUs: {
      heading: texts.whyUs.heading,
      items: [
        texts.whyUs.licensed,
        // The count's sentence as the site says it for a large number; staff adjust it if theirs is small.
        { title: texts.whyUs.reach.title, text: texts.whyUs.reach.text_other.replace("{{number}}", customersSlot) },
        texts.whyUs.integrated,
      ],
    },
  };
}

export const defaultAboutContent: AboutPageContent = { ar: aboutOf(aboutAr), en: aboutOf(aboutEn), picture: null };

function servicesOf(services: (typeof shippedServices)[Language], page: typeof servicesPageAr): ServicesTexts {
  const sections = Object.fromEntries(
    serviceSectionNames.map((name) => [
      name,
      {
        title: services[name].title,
        text: `${services[name].summary}\n\n${page.sections[name].lead}`,
        offers: Object.values(page.sections[name].offers).join("\n"),
      },
    ]),
  ) as ServicesTexts["sections"];
  return { intro: page.intro, sections };
}

/** The services page as the site ships it (its names and summaries: ./service-defaults.ts). */
export const defaultServicesContent: ServicesPageContent = {
  ar: servicesOf(shippedServices.ar, servicesPageAr),
  en: servicesOf(shippedServices.en, servicesPageEn),
};
