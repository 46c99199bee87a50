import type { HeroTexts, HomePageContent, PagePicture } from "./company-pages.ts";
import type { Language } from "./language.ts";

// Apart from company-pages.ts (zod schemas), so that the public pages and the back office use these without
// loading zod.

/** The pages staff edit, by the name their content is stored under. */
export const companyPageNames = ["home"] as const;
export type CompanyPageName = (typeof companyPageNames)[number];

/** Where a hero button may lead: the site's own sections (the path is localised when shown). */
export const heroButtonPaths = [
  "/auctions",
  "/services",
  "/directmarketing",
  "/propertymanagement",
  "/aboutus",
  "/contactus",
  "/map",
] as const;
export type HeroButtonPath = (typeof heroButtonPaths)[number];

/** A focal point is kept in tenths of the picture's width and height: the stylesheet has one class per step. */
export const focalSteps = [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100] as const;

/** The home page's hero as the public page shows it, in one language. */
export interface HomeHeroView {
  texts: HeroTexts;
  picture: (Omit<PagePicture, "alt"> & { alt: string }) | null;
}

export function homeHeroView(content: HomePageContent, language: Language): HomeHeroView {
  const { picture } = content.hero;
  return {
    texts: content.hero[language],
    picture: picture ? { ...picture, alt: picture.alt[language] } : null,
  };
}

/** The widths the hero's picture is drawn at: the whole width of the window. */
export const heroPictureSizes = "100vw";
