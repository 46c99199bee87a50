import { clsx } from "clsx";
import { type ComponentType, lazy, Suspense, useCallback, useEffect, useState } from "react";
import type { ListingImage as GalleryImage } from "../../../domain/listing-detail-wire.ts";
import { parseVideoEmbed } from "../../../domain/video-embed.ts";
import { useTranslation } from "../../i18n/i18n.tsx";
import { preloadForHeldPresses } from "../../lib/held-press-code.ts";
import { preloadWhenEngaged } from "../../lib/preload-when-engaged.ts";
import { ServerIsland } from "../../lib/server-island.tsx";
import { useHashOverlay } from "../../lib/use-hash-overlay.ts";
import { serverDrawnBlocks } from "../detail/server-drawn.ts";
import { Icon } from "../icon.tsx";
import { ListingImage } from "../listing-image.tsx";
import type { GalleryLightboxProps } from "./gallery-lightbox.tsx";
import { thumbnailsNarrow, thumbnailsWide } from "./gallery-settings.ts";

export interface ListingGalleryProps {
  images: GalleryImage[];
  videoUrl: string | null;
  title: string;
}

/** The lightbox and its stylesheet load on first use, on intent (a hover, touch or focus) or once the visitor starts scrolling the page. */
const loadLightbox = () => import("./gallery-lightbox.tsx");

/** The address's hash of an open photo: "#photo-3" is the third (a link to it opens it). */
export const photoHash = (index: number) => `photo-${index + 1}`;

/** The photo (from 0) an address's hash opens, or null. */
export function photoOfHash(hash: string, total: number): number | null {
  const match = /^photo-(\d{1,4})$/.exec(hash);
  const index = match ? Number(match[1]) - 1 : -1;
  return index >= 0 && index < total ? index : null;
}

/**
 * When the lightbox's code cannot be fetched (offline, or a deploy replaced it), the visitor still
 * gets the image they asked for, as a page of its own.
 */
function LightboxUnavailable({ images, index, open, onClose }: GalleryLightboxProps) {
  useEffect(() => {
    if (!open) return;
    onClose();
    const image = images[index];
    if (image) window.location.assign(image.image);
  }, [images, index, open, onClose]);
  return null;
}

const GalleryLightbox = lazy(
  (): Promise<{ default: ComponentType<GalleryLightboxProps> }> =>
    loadLightbox().catch(() => ({ default: LightboxUnavailable })),
);

function warmLightbox() {
  void loadLightbox().catch(() => undefined);
}

// A tap on a thumbnail held before hydration fetches the viewer's code now, not after hydration.
preloadForHeldPresses("[data-thumbnail]", warmLightbox);

/** The video's facade keeps the server's HTML; pressing play brings its code (app/lib/server-island.tsx). */
function Video({ videoUrl, title }: { videoUrl: string | null; title: string }) {
  return (
    <ServerIsland
      key={videoUrl}
      module={serverDrawnBlocks}
      render={({ ListingVideo }) => <ListingVideo videoUrl={videoUrl} title={title} />}
    />
  );
}

/**
 * The viewer's place while its code arrives: the screen it will cover, on its backdrop, with the tapped photo drawn
 * at once from its thumbnail (the browser has it), saying what is coming. The viewer fades in over it with the same
 * photo (docs/decisions/008-gallery-lightbox-and-video.md, "Opening at once").
 */
function OpeningScreen({ src }: { src: string | undefined }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-busy="true"
      className="fixed inset-0 z-[9999] flex flex-col items-center justify-end gap-3 bg-brand-950 p-4 text-white"
    >
      {src ? <img src={src} alt="" className="absolute inset-0 size-full object-contain p-4" /> : null}
      <Icon name="loader-circle" className="relative size-6 animate-spin" />
      <span className="relative">{t("gallery.opening")}</span>
    </div>
  );
}

/** Responsive `sizes` of a thumbnail: half the gallery, which is half the row when a video sits beside it. */
function thumbnailSizes(withVideo: boolean, wide: boolean): string {
  if (withVideo) {
    return wide
      ? "(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw"
      : "(min-width: 1280px) 300px, (min-width: 768px) 25vw, 50vw";
  }
  return wide ? "(min-width: 1280px) 1216px, 100vw" : "(min-width: 1280px) 600px, 50vw";
}

/** The "+N" over the last visible thumbnail: N is how many images the thumbnails leave out. */
function MoreOverlay({ count, className, breakpoint }: { count: number; className: string; breakpoint: string }) {
  const { t } = useTranslation();
  return (
    <span
      aria-hidden="true"
      data-overlay={breakpoint}
      className={clsx(
        "absolute inset-0 items-center justify-center bg-brand-950/55 text-3xl font-bold text-white tabular-nums",
        className,
      )}
    >
      <span dir="ltr">{t("gallery.moreImages", { count })}</span>
    </span>
  );
}

/**
 * A listing's images and optional video (spec §2 detail pages): two or four thumbnails (below and from
 * 768 px) in a two-column grid, 200 px tall, the last with "+N"; a thumbnail opens the lightbox at its
 * image, and the index follows the slide the visitor moves to. Beside it (stacked on phones) the video.
 * Both breakpoints' markup is in the server's HTML and CSS picks one, so nothing shifts on hydration.
 */
export function ListingGallery({ images, videoUrl, title }: ListingGalleryProps) {
  const { t } = useTranslation();
  // The open photo is the address's hash (app/lib/use-hash-overlay.ts): Back closes the viewer.
  const overlay = useHashOverlay();
  const shown = photoOfHash(overlay.hash, images.length);
  // False until the visitor first opens it: the lightbox stays out of the page until then, and mounted after, so
  // it can animate its closing.
  const [used, setUsed] = useState(false);
  if (shown !== null && !used) setUsed(true);
  // The opening screen stays until the viewer has faded in over it, the first time.
  const [viewerIn, setViewerIn] = useState(false);
  // The tapped thumbnail's image; `pending` until the address has the photo's hash. The router moves the address in
  // a transition, which a busy phone's main thread can put off: the tap's own update draws the screen at once.
  const [tapped, setTapped] = useState<{ src?: string; pending?: boolean }>({});
  if (shown !== null && tapped.pending) setTapped({ src: tapped.src });
  useEffect(() => (images.length > 0 ? preloadWhenEngaged(warmLightbox) : undefined), [images.length]);
  const { replace, close } = overlay;
  const onView = useCallback(
    (index: number) => {
      if (photoHash(index) !== overlay.hash) replace(photoHash(index));
    },
    [replace, overlay.hash],
  );

  const withVideo = parseVideoEmbed(videoUrl) !== null;
  const total = images.length;
  if (total === 0) return withVideo ? <Video videoUrl={videoUrl} title={title} /> : null;

  const visibleWide = Math.min(thumbnailsWide, total);
  const visibleNarrow = Math.min(thumbnailsNarrow, total);

  return (
    <div className={clsx("grid gap-4", withVideo && "md:grid-cols-2")}>
      <ul aria-label={t("gallery.label", { title })} className="grid grid-cols-2 content-start gap-2 md:gap-3">
        {images.slice(0, visibleWide).map((image, index) => {
          // A lone image fills the row; so does the third of three, on screens that show it.
          const wide = total === 1 || (total === 3 && index === 2);
          return (
            <li
              // Images have no id of their own, and their order is fixed for a page.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders.
              key={index}
              data-thumbnail={index + 1}
              className={clsx(
                index >= thumbnailsNarrow ? "hidden md:block" : "block",
                total === 1 && "col-span-2",
                total === 3 && index === 2 && "md:col-span-2",
              )}
            >
              <button
                type="button"
                onClick={(event) => {
                  setTapped({ src: event.currentTarget.querySelector("img")?.currentSrc, pending: true });
                  overlay.open(photoHash(index));
                }}
                // Hover, touch or focus fetches the lightbox's code before the click needs it.
                onPointerEnter={warmLightbox}
                onTouchStart={warmLightbox}
                onFocus={warmLightbox}
                className="group relative block h-[200px] w-full cursor-zoom-in overflow-hidden rounded-xl bg-sand-100 transition-transform active:scale-[0.97]"
              >
                <ListingImage
                  cover={image.media}
                  coverImage={image.image}
                  alt=""
                  eager={index === 0}
                  sizes={thumbnailSizes(withVideo, wide)}
                  className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
                />
                <span className="sr-only">{t("gallery.openImage", { index: index + 1, total })}</span>
                {index === visibleNarrow - 1 && total > visibleNarrow ? (
                  <MoreOverlay count={total - visibleNarrow} className="flex md:hidden" breakpoint="narrow" />
                ) : null}
                {index === visibleWide - 1 && total > visibleWide ? (
                  <MoreOverlay count={total - visibleWide} className="hidden md:flex" breakpoint="wide" />
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
      {withVideo ? <Video videoUrl={videoUrl} title={title} /> : null}
      {(shown !== null || tapped.pending) && !viewerIn ? <OpeningScreen src={tapped.src} /> : null}
      {used ? (
        <Suspense>
          <GalleryLightbox
            images={images}
            title={title}
            open={shown !== null}
            index={shown ?? 0}
            onView={onView}
            onClose={close}
            onEntered={setViewerIn}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
