import { useMemo } from "react";
import Lightbox, { type SlideImage } from "yet-another-react-lightbox";
import { useTranslation } from "../../i18n/i18n.tsx";
// Loaded with this module only: the stylesheet stays out of the page's first load too.
import "yet-another-react-lightbox/styles.css";
import "./gallery-lightbox.css";
import type { ListingImage } from "../../../domain/listing-detail-wire.ts";
import { mediaUrl } from "../../../domain/listing-wire.ts";
import placeholder from "../../assets/listing-placeholder.svg?url";
import { lightboxFadeMs, lightboxPreload, lightboxSwipeMs } from "./gallery-settings.ts";

export interface GalleryLightboxProps {
  images: ListingImage[];
  title: string;
  open: boolean;
  /** The slide shown; the lightbox reports every slide it moves to through `onView`. */
  index: number;
  onView: (index: number) => void;
  onClose: () => void;
  /** Called with true once the viewer has faded in. */
  onEntered?: (entered: true) => void;
}

/**
 * The thumbnails' images the browser has already downloaded, by photo (from 0): drawn under a slide while its
 * full-size photo loads, so the photo the visitor tapped stays on screen (docs/decisions/008-gallery-lightbox-and-video.md).
 */
function downloadedThumbnails(): (string | undefined)[] {
  const found: (string | undefined)[] = [];
  for (const item of Array.from(document.querySelectorAll<HTMLElement>("[data-thumbnail]"))) {
    const image = item.querySelector("img");
    if (image?.complete && image.naturalWidth > 0) found[Number(item.dataset.thumbnail) - 1] = image.currentSrc;
  }
  return found;
}

/**
 * Lightbox slides with WebP variants as `srcSet` (the library sizes them to the viewport).
 * The library draws a plain `<img>`, so there is no AVIF `<source>`; WebP is what every browser reads.
 */
export function gallerySlides(images: ListingImage[], altOf: (index: number) => string): SlideImage[] {
  return images.map(({ image, media }, index) => {
    const widths = [...media.widths].sort((a, b) => a - b);
    return {
      src: image,
      alt: altOf(index),
      width: media.width,
      height: media.height,
      ...(widths.length > 0 && media.width > 0
        ? {
            srcSet: widths.map((width) => ({
              src: mediaUrl(media.key, width, "webp"),
              width,
              height: Math.round((width * media.height) / media.width),
            })),
          }
        : {}),
    };
  });
}

/** Shown in place of a slide that failed to load (spec §4: a slide loads, then complete or error). */
function SlideError() {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex w-80 max-w-[85vw] flex-col items-center gap-3 text-center leading-normal text-white"
    >
      <img src={placeholder} alt="" width={320} height={200} className="h-auto w-full rounded-xl" />
      <p className="text-base font-semibold">{t("gallery.slideError")}</p>
    </div>
  );
}

/**
 * The gallery's full-screen viewer (yet-another-react-lightbox), loaded on demand by `ListingGallery`.
 * Controlled: `index` comes from the gallery, and each viewed slide is reported back.
 */
export default function GalleryLightbox({
  images,
  title,
  open,
  index,
  onView,
  onClose,
  onEntered,
}: GalleryLightboxProps) {
  const { t } = useTranslation();
  const total = images.length;
  const slides = useMemo(
    () =>
      gallerySlides(
        images,
        // Staff's description when there is one; else "title, photo n of m".
        (at) => images[at]?.alt || t("gallery.slideAlt", { title, index: at + 1, total: images.length }),
      ),
    [images, title, t],
  );
  const single = total <= 1;
  // Read again at each opening: a thumbnail may have loaded since.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `open` is the moment to look, not an input.
  const thumbnails = useMemo(() => (typeof document === "undefined" ? [] : downloadedThumbnails()), [open]);

  return (
    <Lightbox
      open={open}
      close={onClose}
      index={index}
      slides={slides}
      on={{ view: ({ index: viewed }) => onView(viewed), entered: () => onEntered?.(true) }}
      carousel={{ preload: lightboxPreload, finite: single }}
      animation={{ fade: lightboxFadeMs, swipe: lightboxSwipeMs }}
      controller={{ closeOnBackdropClick: true }}
      labels={{
        Previous: t("gallery.lightbox.previous"),
        Next: t("gallery.lightbox.next"),
        Close: t("gallery.lightbox.close"),
        Slide: t("gallery.lightbox.slide"),
        Carousel: t("gallery.lightbox.carousel"),
        Lightbox: t("gallery.lightbox.lightbox"),
        "Photo gallery": t("gallery.lightbox.photoGallery"),
        "{index} of {total}": t("gallery.lightbox.slideOf"),
      }}
      // Opaque brand backdrop (the library default is black).
      styles={{ root: { "--yarl__color_backdrop": "#072a2b" } }}
      render={{
        iconError: () => <SlideError />,
        // Under the slide's photo until it has loaded (gallery-lightbox.css hides it then, or when it fails).
        slideHeader: ({ slide }) => {
          const thumbnail = thumbnails[slides.indexOf(slide as SlideImage)];
          return thumbnail ? <img data-slide-underlay="" src={thumbnail} alt="" aria-hidden="true" /> : null;
        },
        // The counter reads the gallery's own index: it shows that the index follows the slide.
        controls: () => (
          <p
            aria-hidden="true"
            className="absolute top-0 start-0 m-0 px-4 py-4 text-sm font-semibold text-white/90 tabular-nums"
          >
            {t("gallery.counter", { index: Math.min(index, total - 1) + 1, total })}
          </p>
        ),
        ...(single ? { buttonPrev: () => null, buttonNext: () => null } : {}),
      }}
    />
  );
}
