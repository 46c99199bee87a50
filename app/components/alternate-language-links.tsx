import { useLocation } from "react-router";
import { localizePath, stripLanguage } from "../../domain/localized-path.ts";

/** hreflang alternates: every page exists in Arabic (the default) and in English. */
export function AlternateLanguageLinks({ origin }: { origin: string }) {
  const { pathname } = useLocation();
  const path = stripLanguage(pathname);
  return (
    <>
      <link rel="alternate" hrefLang="ar" href={`${origin}${localizePath(path, "ar")}`} />
      <link rel="alternate" hrefLang="en" href={`${origin}${localizePath(path, "en")}`} />
      <link rel="alternate" hrefLang="x-default" href={`${origin}${localizePath(path, "ar")}`} />
    </>
  );
}
