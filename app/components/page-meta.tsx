import { useLocation } from "react-router";
import { useTranslation } from "../i18n/i18n.tsx";
import { useSiteData } from "../lib/site-data.ts";

/**
 * A page's title, description and link-preview tags. React hoists them into <head>,
 * so the server's first response already carries them.
 */
export function PageMeta({
  title,
  description,
  noIndex,
  image,
  type = "website",
}: {
  title: string;
  description?: string;
  noIndex?: boolean;
  /** The picture link previews show: a site-relative URL of a JPEG, with its size. */
  image?: { url: string; width: number; height: number } | null;
  /** og:type: `product` for a listing. */
  type?: "website" | "product";
}) {
  const { t } = useTranslation();
  const { company, language, origin } = useSiteData();
  const { pathname } = useLocation();
  const siteName = company.name[language];
  const fullTitle = title === siteName ? title : `${title} | ${siteName}`;
  const text = description ?? t("meta.defaultDescription");
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      {noIndex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={`${origin}${pathname}`} />}
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      <meta property="og:url" content={`${origin}${pathname}`} />
      <meta property="og:locale" content={language === "ar" ? "ar_SA" : "en_US"} />
      <meta property="og:locale:alternate" content={language === "ar" ? "en_US" : "ar_SA"} />
      {image ? (
        <>
          <meta property="og:image" content={`${origin}${image.url}`} />
          <meta property="og:image:type" content="image/jpeg" />
          <meta property="og:image:width" content={String(image.width)} />
          <meta property="og:image:height" content={String(image.height)} />
        </>
      ) : null}
      <meta name="twitter:card" content="summary_large_image" />
    </>
  );
}
