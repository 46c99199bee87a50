import { useLocation } from "react-router";
import { useTranslation } from "../i18n/i18n.tsx";
import { useSiteData } from "../lib/site-data.ts";
import { DocumentHead, type HeadTag } from "./document-head.tsx";

/**
 * A page's title, description and link-preview tags, in <head> from the first response on.
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
  const url = `${origin}${pathname}`;
  const tags: HeadTag[] = [
    { tag: "meta", attributes: { name: "description", content: text } },
    noIndex
      ? { tag: "meta", attributes: { name: "robots", content: "noindex" } }
      : { tag: "link", attributes: { rel: "canonical", href: url } },
    ...openGraph({
      type,
      site_name: siteName,
      title: fullTitle,
      description: text,
      url,
      locale: language === "ar" ? "ar_SA" : "en_US",
      "locale:alternate": language === "ar" ? "en_US" : "ar_SA",
      ...(image
        ? {
            image: `${origin}${image.url}`,
            "image:type": "image/jpeg",
            "image:width": String(image.width),
            "image:height": String(image.height),
          }
        : {}),
    }),
    { tag: "meta", attributes: { name: "twitter:card", content: "summary_large_image" } },
  ];
  return <DocumentHead title={fullTitle} tags={tags} />;
}

function openGraph(properties: Record<string, string>): HeadTag[] {
  return Object.entries(properties).map(([name, content]) => ({
    tag: "meta",
    attributes: { property: `og:${name}`, content },
  }));
}
