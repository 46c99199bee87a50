import clsx from "clsx";
import { preload } from "react-dom";
import { Link } from "react-router";
import { type HomeHeroView, heroPictureSizes } from "../../../domain/company-page-view.ts";
import type { HeroTexts } from "../../../domain/company-pages.ts";
import { mediaUrl } from "../../../domain/listing-wire.ts";
import { useTranslation } from "../../i18n/i18n.tsx";
import { useLocalizePath } from "../../lib/site-data.ts";
import { Icon } from "../icon.tsx";

type HeroPicture = NonNullable<HomeHeroView["picture"]>;

function srcSet(picture: HeroPicture, format: "avif" | "webp"): string {
  return picture.widths.map((width) => `${mediaUrl(picture.key, width, format)} ${width}w`).join(", ");
}

/**
 * The picture staff chose, behind the words: the page's largest paint, so it is preloaded (AVIF, at the width the
 * window takes) and fetched first. Its focal point stays in view however narrow the window crops it; the focal
 * classes are in app/styles/app.css (the page policy allows no style attributes).
 */
function HeroPictureLayer({ picture }: { picture: HeroPicture }) {
  const avif = srcSet(picture, "avif");
  const fallbackWidth = picture.widths[Math.floor((picture.widths.length - 1) / 2)] ?? picture.width;
  const fallback = mediaUrl(picture.key, fallbackWidth, "webp");
  preload(fallback, {
    as: "image",
    imageSrcSet: avif,
    imageSizes: heroPictureSizes,
    fetchPriority: "high",
    type: "image/avif",
  });
  return (
    <>
      <picture>
        <source type="image/avif" srcSet={avif} sizes={heroPictureSizes} />
        <source type="image/webp" srcSet={srcSet(picture, "webp")} sizes={heroPictureSizes} />
        <img
          src={fallback}
          alt={picture.alt}
          width={picture.width}
          height={picture.height}
          fetchPriority="high"
          decoding="async"
          className={clsx(
            "hero-picture absolute inset-0 size-full object-cover",
            `focal-x-${picture.focal.x}`,
            `focal-y-${picture.focal.y}`,
          )}
        />
      </picture>
      {/* The darkest teal at 75 % keeps the white words readable over any picture (as the section banners). */}
      <div aria-hidden="true" className="absolute inset-0 bg-brand-950/75" />
    </>
  );
}

/**
 * The opening of the home page: what the company does and the two main ways in. The words and the picture are
 * what staff published (docs/decisions/043-company-pages.md); without them, the texts and skyline the site ships.
 */
export function HomeHero({ view }: { view: HomeHeroView | null }) {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const texts: HeroTexts = view?.texts ?? {
    eyebrow: t("home.hero.eyebrow"),
    heading: t("home.hero.heading"),
    text: t("home.hero.text"),
    primary: { label: t("home.hero.browseAuctions"), path: "/auctions" },
    secondary: { label: t("home.hero.ourServices"), path: "/services" },
  };
  const picture = view?.picture ?? null;
  return (
    <section
      className={clsx(
        "relative overflow-hidden bg-brand-900 text-white",
        picture ? null : "home-hero bg-bottom bg-no-repeat",
      )}
      data-hero-picture={picture ? picture.key : undefined}
    >
      {picture ? <HeroPictureLayer picture={picture} /> : null}
      <div className="relative container-page py-16 sm:py-24">
        {texts.eyebrow ? <p className="text-sm font-semibold text-gold-500 sm:text-base">{texts.eyebrow}</p> : null}
        <h1 className="mt-3 max-w-3xl text-3xl leading-tight font-bold sm:text-5xl">{texts.heading}</h1>
        {texts.text ? (
          <p className="mt-5 max-w-2xl text-base leading-relaxed whitespace-pre-line text-brand-100 sm:text-lg">
            {texts.text}
          </p>
        ) : null}
        <div className="mt-8 flex flex-wrap gap-3">
          <Link
            to={localize(texts.primary.path)}
            className="inline-flex items-center gap-2 rounded-md bg-gold-500 px-6 py-3 font-semibold text-brand-950 hover:bg-gold-600"
          >
            {texts.primary.label}
            <Icon name="arrow-left" className="size-4 ltr:rotate-180" />
          </Link>
          <Link
            to={localize(texts.secondary.path)}
            className="rounded-md border border-white/40 px-6 py-3 font-semibold hover:bg-white/10"
          >
            {texts.secondary.label}
          </Link>
        </div>
      </div>
    </section>
  );
}
