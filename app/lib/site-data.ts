import { useRouteLoaderData } from "react-router";
import type { Company } from "../../domain/company.ts";
import type { BannerPicturesView } from "../../domain/company-page-view.ts";
import { directionOf, type Language } from "../../domain/language.ts";
import { localizePath } from "../../domain/localized-path.ts";
import type { MapTiles } from "../../domain/map-tiles.ts";

/** What the root loader (app/root.tsx) gives every page. */
export interface SiteData {
  language: Language;
  company: Company;
  /** Public origin for canonical and alternate links. */
  origin: string;
  mapTiles: MapTiles;
  /** The section banners staff published (docs/decisions/043-company-pages.md); absent: those the site ships. */
  banners?: BannerPicturesView;
  /** The clock of the first render: the browser hydrates with it (app/lib/use-now.ts). */
  renderedAt: number;
  /**
   * The company's description for its structured data: the first paragraph of the about page's intro as staff
   * published it, in the page's language; null while nothing is published.
   */
  companyDescription: string | null;
}

/** What the root loader gives every page: language, company details, public origin. */
export function useSiteData(): SiteData {
  const data = useRouteLoaderData<SiteData>("root");
  if (!data) throw new Error("useSiteData needs the root loader's data");
  return data;
}

export function useLanguage(): { language: Language; direction: "rtl" | "ltr" } {
  const { language } = useSiteData();
  return { language, direction: directionOf(language) };
}

/** Turns a spec path (`/auctions`) into the URL of the current language (`/en/auctions`). */
export function useLocalizePath(): (path: string) => string {
  const { language } = useSiteData();
  return (path: string) => localizePath(path, language);
}
