/** Sections with a banner image of their own (app/assets/banners, server/cli/banner-images.ts). */
export const bannerSections = [
  "auctions",
  "directmarketing",
  "propertymanagement",
  "services",
  "aboutus",
  "contactus",
] as const;

export type BannerSection = (typeof bannerSections)[number];
