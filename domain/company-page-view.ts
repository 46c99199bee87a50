import type { BannerSection } from "./banner.ts";
import type {
  AboutPageContent,
  AboutTexts,
  BannersContent,
  HeroTexts,
  HomePageContent,
  PagePicture,
  ServicesPageContent,
  ServicesTexts,
} from "./company-pages.ts";
import type { Language } from "./language.ts";

// Apart from company-pages.ts (zod schemas), so that the public pages and the back office use these without
// loading zod.

/** The services page's sections (spec §2 /services), in display order. */
export const serviceSectionNames = ["marketing", "management", "auction", "marketStudy", "consulting"] as const;
export type ServiceSectionName = (typeof serviceSectionNames)[number];

/** The pages staff edit, by the name their content is stored under. */
export const companyPageNames = ["home", "about", "services", "banners"] as const;
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
  return { texts: content.hero[language], picture: pictureIn(content.hero.picture, language) };
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

function pictureIn(picture: PagePicture | null, language: Language): PagePictureView | null {
  return picture ? pictureView(picture, language) : null;
}

/** Where an about reason gives the registered customers' count: replaced by that count, written in the page's digits. */
export const customersSlot = "{{customers}}";

/** Where an about text names the company: replaced by its name from the company's settings when shown. */
export const companyNameSlot = "{{name}}";

export function withCompanyName(text: string, name: string): string {
  return text.replaceAll(companyNameSlot, name);
}

/** The about page as the public page shows it, in one language (its rich texts sanitised by the server). */
export interface AboutView {
  texts: AboutTexts;
  picture: PagePictureView | null;
}

export function aboutView(content: AboutPageContent, language: Language): AboutView {
  return { texts: content[language], picture: pictureIn(content.picture, language) };
}

/** The about intro's words as plain text (its first paragraph, at most `max` characters): the company's description. */
export function aboutDescription(content: AboutPageContent, language: Language, companyName: string, max = 300) {
  const paragraphs = content[language].intro.text
    // Headings name a part of the text: the description is its first paragraph.
    .replace(/<h([2-4])\b[^>]*>[\s\S]*?<\/h\1>/gi, "")
    .split(/<\/(?:p|h[2-4]|li|blockquote)>|<br\s*\/?>/i)
    .map((part) =>
      withCompanyName(part.replace(/<[^>]*>/g, " "), companyName)
        .replace(/&nbsp;/g, " ")
        .replace(/&lt;/g, "<")
        .replace(/&gt;/g, ">")
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&amp;/g, "&")
        .replace(/\s+/g, " ")
        .trim(),
    )
    .filter(Boolean);
  const first = paragraphs[0] ?? "";
  return first.length > max ? `${first.slice(0, max - 1).trimEnd()}…` : first;
}

/** The services page's words in one language. */
export function servicesView(content: ServicesPageContent, language: Language): ServicesTexts {
  return content[language];
}
