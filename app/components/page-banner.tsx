import { preload } from "react-dom";
import { Link } from "react-router";
import type { BannerSection } from "../../domain/banner.ts";
import type { PagePictureView } from "../../domain/company-page-view.ts";
import { mediaUrl } from "../../domain/listing-wire.ts";
import { useTranslation } from "../i18n/i18n.tsx";
import { useSiteData } from "../lib/site-data.ts";
import { Icon } from "./icon.tsx";
import { BreadcrumbJsonLd } from "./json-ld.tsx";

export interface Crumb {
  label: string;
  /** Language-aware URL; the last crumb (the current page) has none. */
  to?: string;
}

// Every banner file, by name: "auctions-wide-1280.avif" → its hashed URL. Never inlined as data:
// the files are a few kilobytes each and srcset wants URLs.
const files = import.meta.glob<string>("../assets/banners/*.{avif,webp}", {
  eager: true,
  query: "?url&no-inline",
  import: "default",
});
const bannerFile = (name: string) => files[`../assets/banners/${name}`] ?? "";

/** Shapes and widths written by server/cli/banner-images.ts. */
const narrow = { width: 960, height: 320 };

function sources(section: BannerSection) {
  const file = (cut: "narrow" | "wide", width: number, format: "avif" | "webp") =>
    `${bannerFile(`${section}-${cut}-${width}.${format}`)} ${width}w`;
  return {
    wideAvif: [file("wide", 1280, "avif"), file("wide", 1920, "avif")].join(", "),
    wideWebp: file("wide", 1280, "webp"),
    narrowAvif: [file("narrow", 480, "avif"), file("narrow", 960, "avif")].join(", "),
    fallback: bannerFile(`${section}-narrow-960.webp`),
  };
}

function ShippedPicture({ section }: { section: BannerSection }) {
  const image = sources(section);
  return (
    <picture>
      <source media="(min-width: 640px)" type="image/avif" srcSet={image.wideAvif} sizes="100vw" />
      <source media="(min-width: 640px)" type="image/webp" srcSet={image.wideWebp} sizes="100vw" />
      <source type="image/avif" srcSet={image.narrowAvif} sizes="100vw" />
      <img
        src={image.fallback}
        alt=""
        width={narrow.width}
        height={narrow.height}
        fetchPriority="high"
        decoding="async"
        className="absolute inset-0 size-full object-cover"
      />
    </picture>
  );
}

/**
 * The widths a section banner's picture is drawn at: the whole width of the window (a banner is much wider than
 * tall, so its width decides). Here rather than in domain/company-page-view.ts, whose code would then ride along
 * with every list page.
 */
const bannerPictureSizes = "100vw";

const pictureSrcSet = (picture: PagePictureView, format: "avif" | "webp") =>
  picture.widths.map((width) => `${mediaUrl(picture.key, width, format)} ${width}w`).join(", ");

/**
 * The picture staff published for the section (docs/decisions/043-company-pages.md): one photograph for every
 * width, cropped around its focal point (the focal classes of app/styles/app.css), preloaded as AVIF at the width
 * the window takes, as it is the page's largest paint.
 */
function PublishedPicture({ picture }: { picture: PagePictureView }) {
  const avif = pictureSrcSet(picture, "avif");
  const fallback = mediaUrl(picture.key, picture.widths[Math.floor((picture.widths.length - 1) / 2)] ?? 0, "webp");
  preload(fallback, {
    as: "image",
    imageSrcSet: avif,
    imageSizes: bannerPictureSizes,
    fetchPriority: "high",
    type: "image/avif",
  });
  return (
    <picture>
      <source type="image/avif" srcSet={avif} sizes={bannerPictureSizes} />
      <source type="image/webp" srcSet={pictureSrcSet(picture, "webp")} sizes={bannerPictureSizes} />
      <img
        src={fallback}
        alt={picture.alt}
        width={picture.width}
        height={picture.height}
        fetchPriority="high"
        decoding="async"
        className={`hero-picture absolute inset-0 size-full object-cover focal-x-${picture.focal.x} focal-y-${picture.focal.y}`}
      />
    </picture>
  );
}

/**
 * Breadcrumb header of a section (spec §2): an image, the page title and up to three
 * breadcrumb labels, the first two of them links.
 *
 * The image is the section's own (a wide cut from 640 px up, a 3:1 one on phones), a few
 * kilobytes of AVIF with a WebP fallback, fetched early: it is above the fold. A solid overlay
 * of the darkest teal at 75 % keeps the white text readable whatever the picture underneath
 * (at least 4.5:1 even over pure white; tests/e2e/phones.spec.ts checks it with axe).
 *
 * A picture staff published for the section (the root loader's `banners`) replaces the shipped one; `picture`
 * (the back office's preview) stands for what is published, null for none.
 */
export function PageBanner({
  title,
  crumbs,
  section,
  picture,
}: {
  title: string;
  crumbs: Crumb[];
  section: BannerSection;
  picture?: PagePictureView | null;
}) {
  const { t } = useTranslation();
  const { banners } = useSiteData();
  const shown = crumbs.slice(0, 3);
  const published = picture === undefined ? banners?.[section] : picture;
  return (
    <section
      className="relative overflow-hidden bg-brand-900 text-white"
      data-banner={section}
      data-banner-picture={published?.key}
    >
      <BreadcrumbJsonLd crumbs={shown} />
      {published ? <PublishedPicture picture={published} /> : <ShippedPicture section={section} />}
      <div aria-hidden="true" className="absolute inset-0 bg-brand-950/75" />
      <div className="relative container-page py-10 sm:py-14">
        <h1 className="text-2xl font-bold sm:text-4xl">{title}</h1>
        <nav aria-label={t("breadcrumb.label")} className="mt-3">
          <ol className="flex flex-wrap items-center gap-1 text-sm text-brand-100">
            {shown.map((crumb, index) => (
              <li key={crumb.label} className="flex items-center gap-1">
                {index > 0 ? <Icon name="chevron-left" className="size-4 ltr:rotate-180" /> : null}
                {crumb.to && index < 2 && index < shown.length - 1 ? (
                  <Link to={crumb.to} className="hover:text-gold-500 hover:underline">
                    {crumb.label}
                  </Link>
                ) : (
                  <span aria-current={index === shown.length - 1 ? "page" : undefined} className="text-white">
                    {crumb.label}
                  </span>
                )}
              </li>
            ))}
          </ol>
        </nav>
      </div>
    </section>
  );
}
