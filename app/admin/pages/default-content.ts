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
import { textsFor } from "../../i18n/i18n.tsx";
import { aboutAr } from "../../i18n/locales/about.ar.ts";
import { aboutEn } from "../../i18n/locales/about.en.ts";
import type { Resources } from "../../i18n/locales/ar.ts";
import { homeAr } from "../../i18n/locales/home.ar.ts";
import { homeEn } from "../../i18n/locales/home.en.ts";
import { servicesPageAr } from "../../i18n/locales/services-page.ar.ts";
import { servicesPageEn } from "../../i18n/locales/services-page.en.ts";

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

function servicesOf(
  core: Pick<Resources, "services" | "serviceSummaries">,
  page: typeof servicesPageAr,
): ServicesTexts {
  const sections = Object.fromEntries(
    serviceSectionNames.map((name) => [
      name,
      {
        title: core.services[name],
        text: `${core.serviceSummaries[name]}\n\n${page.sections[name].lead}`,
        offers: Object.values(page.sections[name].offers).join("\n"),
      },
    ]),
  ) as ServicesTexts["sections"];
  return { intro: page.intro, sections };
}

/**
 * The services page as the site ships it. Its titles and summaries are the public site's core texts, which each
 * language's layout route registers (app/routes/language-ar.tsx): they are read after loading both layouts by the
 * router's own module addresses. Importing the core texts here, statically or not, made the bundler cut them out of
 * those layouts into a file of their own: one more request on every public page (tests/e2e/first-load.spec.ts).
 */
export async function loadDefaultServicesContent(): Promise<ServicesPageContent> {
  const { routes } =
    (window as { __reactRouterManifest?: { routes: Record<string, { module: string }> } }).__reactRouterManifest ?? {};
  await Promise.all(
    (["ar", "en"] as const).map((language) => {
      const module = routes?.[language]?.module;
      if (!module) throw new Error(`The ${language} layout route's module is not in the router's manifest`);
      return import(/* @vite-ignore */ module);
    }),
  );
  return {
    ar: servicesOf(textsFor("ar").texts, servicesPageAr),
    en: servicesOf(textsFor("en").texts, servicesPageEn),
  };
}
