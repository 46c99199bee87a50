import { useRouteLoaderData } from "react-router";
import { directionOf, type Language } from "../../domain/language.ts";
import { localizePath } from "../../domain/localized-path.ts";
import type { loader as rootLoader } from "../root.tsx";

export type SiteData = Awaited<ReturnType<typeof rootLoader>>;

/** What the root loader gives every page: language, company details, public origin. */
export function useSiteData(): SiteData {
  const data = useRouteLoaderData<typeof rootLoader>("root");
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
