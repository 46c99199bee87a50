import { z } from "zod";
import { maxAltLength } from "./admin/media-limits.ts";
import { type BannerSection, bannerSections } from "./banner.ts";
import { type CompanyPageName, heroButtonPaths, serviceSectionNames } from "./company-page-view.ts";
import { staffText } from "./staff-fields.ts";

export { type CompanyPageName, companyPageNames, type HeroButtonPath, heroButtonPaths } from "./company-page-view.ts";

// The company's own pages as staff edit them (docs/decisions/043-company-pages.md). Each page is one JSON document
// holding both languages side by side (and the pictures, whose alt texts come in both), validated here on the way
// into the database and again on the way out. A page nothing was stored for shows the texts the code ships.

const focalStep = z
  .number()
  .int()
  .min(0)
  .max(100)
  .refine((value) => value % 10 === 0, { error: "invalid_field" });

/** A picture of a company page: stored through the media pipeline (AVIF and WebP at `widths`). */
export const pagePictureSchema = z.object({
  key: z.string().regex(/^uploads\/[0-9a-f-]{36}$/, { error: "invalid_field" }),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  widths: z.array(z.number().int().positive()).min(1).max(8),
  /** Required in both languages: the picture carries meaning on the page. */
  alt: z.object({ ar: staffText({ max: maxAltLength }), en: staffText({ max: maxAltLength }) }),
  /** What the phone's narrower crop keeps in view, in percent of the width and height. */
  focal: z.object({ x: focalStep, y: focalStep }),
});
export type PagePicture = z.infer<typeof pagePictureSchema>;

const heroButtonSchema = z.object({
  label: staffText({ max: 40 }),
  path: z.enum(heroButtonPaths, { error: "invalid_field" }),
});
export type HeroButton = z.infer<typeof heroButtonSchema>;

/** The hero's words in one language. */
export const heroTextsSchema = z.object({
  eyebrow: staffText({ max: 120, optional: true }),
  heading: staffText({ max: 160 }),
  text: staffText({ max: 600, optional: true, multiline: true }),
  primary: heroButtonSchema,
  secondary: heroButtonSchema,
});
export type HeroTexts = z.infer<typeof heroTextsSchema>;

/** The largest figure staff may type (a count of customers, deals, years...). */
export const maxFigureValue = 999_999_999;

/** One of the figures shown beside the points, its words in one language. */
const figureTextsSchema = z.object({
  /** Above the number ("More than"); may be empty. Empty with the customer count: the site's own words. */
  lead: staffText({ max: 40, optional: true }),
  /** Under the number. Empty with the customer count: the site's own words, which agree with the number. */
  label: staffText({ max: 120, optional: true }),
});

export const whyChooseUsFigureSchema = z
  .object({
    /** A number staff type, or null: the registered customers of the company's settings, kept up to date. */
    value: z
      .number({ error: "number" })
      .int({ error: "number" })
      .min(0, { error: "number" })
      .max(maxFigureValue, { error: "number" })
      .nullable(),
    ar: figureTextsSchema,
    en: figureTextsSchema,
  })
  .superRefine((figure, context) => {
    // A number of staff's own says nothing without its words.
    if (figure.value === null) return;
    for (const language of ["ar", "en"] as const) {
      if (!figure[language].label) context.addIssue({ code: "custom", path: [language, "label"], message: "required" });
    }
  });
export type WhyChooseUsFigure = z.infer<typeof whyChooseUsFigureSchema>;

/** The home page's reasons to choose the company, each in both languages, and the figures beside them. */
export const whyChooseUsSchema = z.object({
  points: z
    .array(z.object({ ar: staffText({ max: 200 }), en: staffText({ max: 200 }) }))
    .min(1)
    .max(6),
  figures: z.array(whyChooseUsFigureSchema).max(3),
});
export type WhyChooseUs = z.infer<typeof whyChooseUsSchema>;

export const homePageContentSchema = z.object({
  hero: z.object({
    ar: heroTextsSchema,
    en: heroTextsSchema,
    /** None: the illustrated skyline the site ships. */
    picture: pagePictureSchema.nullable(),
  }),
  /** Absent (documents stored before it existed, too): the points and the customer count the site ships. */
  whyChooseUs: whyChooseUsSchema.optional(),
});
export type HomePageContent = z.infer<typeof homePageContentSchema>;

/**
 * The section banners of the list pages, the detail pages under them, and the services, about and contact pages:
 * one picture per section. A section without one (or one added after the document was stored) shows the banner
 * the site ships (app/assets/banners).
 */
export const bannersContentSchema = z.object({
  pictures: z.object(
    Object.fromEntries(bannerSections.map((section) => [section, pagePictureSchema.optional()])) as Record<
      BannerSection,
      z.ZodOptional<typeof pagePictureSchema>
    >,
  ),
});
export type BannersContent = z.infer<typeof bannersContentSchema>;

/**
 * A rich text (HTML from the listing descriptions' editor): the server sanitises it with their allow-list
 * (domain/rich-text.ts) before storing and again before serving (`companyPageRichTexts`).
 */
const richText = (max: number) => staffText({ max, multiline: true });
const sectionHeading = staffText({ max: 120 });

/** The about page's words in one language (spec §2 About: about us, values (4), objectives (5), licences). */
export const aboutTextsSchema = z.object({
  intro: z.object({ heading: sectionHeading, text: richText(10_000) }),
  values: z.object({
    heading: sectionHeading,
    items: z
      .array(z.object({ title: staffText({ max: 80 }), text: staffText({ max: 400, multiline: true }) }))
      .length(4),
  }),
  objectives: z.object({
    heading: sectionHeading,
    items: z.array(staffText({ max: 300, multiline: true })).length(5),
  }),
  licences: z.object({ heading: sectionHeading, text: richText(4_000) }),
  /**
   * Why choose us (3 reasons). Optional: the documents published before it stay valid and keep the site's own
   * reasons. `{{customers}}` in a text is the registered customers' count from the company's settings.
   */
  whyUs: z
    .object({
      heading: sectionHeading,
      items: z
        .array(z.object({ title: staffText({ max: 80 }), text: staffText({ max: 400, multiline: true }) }))
        .length(3),
    })
    .optional(),
});
export type AboutTexts = z.infer<typeof aboutTextsSchema>;

export const aboutPageContentSchema = z.object({
  ar: aboutTextsSchema,
  en: aboutTextsSchema,
  /** Beside the intro; none: the customer count stands there alone. */
  picture: pagePictureSchema.nullable(),
});
export type AboutPageContent = z.infer<typeof aboutPageContentSchema>;

const serviceSectionSchema = z.object({
  title: staffText({ max: 80 }),
  /** Paragraphs separated by an empty line; the first is the section's summary. */
  text: staffText({ max: 2_000, multiline: true }),
  /**
   * What the section offers, one per line (empty: no list). Optional: documents published before it keep the site's
   * own offers.
   */
  offers: staffText({ max: 2_000, multiline: true, optional: true }).optional(),
});

/** The services page's words in one language: its introduction and each section's title and text. */
export const servicesTextsSchema = z.object({
  intro: staffText({ max: 600, optional: true, multiline: true }),
  sections: z.object(
    Object.fromEntries(serviceSectionNames.map((name) => [name, serviceSectionSchema])) as Record<
      (typeof serviceSectionNames)[number],
      typeof serviceSectionSchema
    >,
  ),
});
export type ServicesTexts = z.infer<typeof servicesTextsSchema>;

export const servicesPageContentSchema = z.object({ ar: servicesTextsSchema, en: servicesTextsSchema });
export type ServicesPageContent = z.infer<typeof servicesPageContentSchema>;

/** Each page's content schema. */
export const companyPageSchemas = {
  home: homePageContentSchema,
  about: aboutPageContentSchema,
  services: servicesPageContentSchema,
  banners: bannersContentSchema,
} as const satisfies Record<CompanyPageName, z.ZodType>;
export type CompanyPageContent = { [P in CompanyPageName]: z.infer<(typeof companyPageSchemas)[P]> };

/**
 * Any page's content, for the answers that carry one (the route that names the page has checked it against that
 * page's schema): every page's schema, in `companyPageNames`' order.
 */
export const anyCompanyPageSchema = z.union([
  homePageContentSchema,
  aboutPageContentSchema,
  servicesPageContentSchema,
  bannersContentSchema,
]);

type Sanitise = (html: string) => string;

/** Each page's rich texts passed through the server's sanitiser (server/services/rich-text.ts). */
export const companyPageRichTexts: {
  [P in CompanyPageName]: (content: CompanyPageContent[P], clean: Sanitise) => CompanyPageContent[P];
} = {
  home: (content) => content,
  about: (content, clean) => {
    const texts = (words: AboutTexts): AboutTexts => ({
      ...words,
      intro: { ...words.intro, text: clean(words.intro.text) },
      licences: { ...words.licences, text: clean(words.licences.text) },
    });
    return { ...content, ar: texts(content.ar), en: texts(content.en) };
  },
  services: (content) => content,
  banners: (content) => content,
};

/** A page as the back office's editor reads it: null content is the texts the site ships. */
export interface PageEditorData<C = CompanyPageContent[CompanyPageName]> {
  draft: C | null;
  published: C | null;
  publishedAt: string | null;
  versions: { id: number; publishedAt: string; by: string | null }[];
}

/** A picture just uploaded for a page: its alt texts and focal point are the page's to give. */
export type UploadedPagePicture = Omit<PagePicture, "alt" | "focal">;
