import type { BannerSection } from "./banner.ts";
import type { BannersContent, HeroTexts, HomePageContent, PagePicture } from "./company-pages.ts";
import type { Language } from "./language.ts";

// Apart from company-pages.ts (zod schemas), so that the public pages and the back office use these without
// loading zod.

/** The pages staff edit, by the name their content is stored under. */
export const companyPageNames = ["home", "banners"] as const;
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
  picture: PagePictureView | null;
}

/** A page's picture as a page in one language shows it. */
export type PagePictureView = Omit<PagePicture, "alt"> & { alt: string };

function pictureView(picture: PagePicture, language: Language): PagePictureView {
  return { ...picture, alt: picture.alt[language] };
}

export function homeHeroView(content: HomePageContent, language: Language): HomeHeroView {
  const { picture } = content.hero;
  return {
    texts: content.hero[language],
    picture: picture ? pictureView(picture, language) : null,
  };
}

/** The home page's reasons to choose the company and the figures beside them, in one language. */
export interface WhyChooseUsView {
  points: string[];
  /** `value` null: the company's registered customers; `label` empty: the site's own words for them. */
  figures: { value: number | null; lead: string; label: string }[];
}

/** Null: nothing published for the block, the points and the customer count the site ships. */
export function whyChooseUsView(content: HomePageContent, language: Language): WhyChooseUsView | null {
  const block = content.whyChooseUs;
  if (!block) return null;
  return {
    points: block.points.map((point) => point[language]),
    figures: block.figures.map((figure) => ({ value: figure.value, ...figure[language] })),
  };
}

/** The section banners staff published, in one language; a section missing shows the banner the site ships. */
export type BannerPicturesView = Partial<Record<BannerSection, PagePictureView>>;

export function bannerPicturesView(content: BannersContent | null, language: Language): BannerPicturesView {
  const shown: BannerPicturesView = {};
  for (const [section, picture] of Object.entries(content?.pictures ?? {}) as [BannerSection, PagePicture][]) {
    if (picture) shown[section] = pictureView(picture, language);
  }
  return shown;
}

/** The widths the hero's picture is drawn at: the whole width of the window. */
export const heroPictureSizes = "100vw";
