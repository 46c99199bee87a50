import clsx from "clsx";
import { useEffect, useRef, useState } from "react";
import { type MediaRef, mediaUrl } from "../../domain/listing-wire.ts";
import placeholder from "../assets/listing-placeholder.svg?url";

/** Size of an image without its own (16:10, the cards' shape). */
const defaultWidth = 800;
const defaultHeight = 500;

interface ListingImageProps {
  cover: MediaRef | null;
  coverImage: string | null;
  alt: string;
  /** Above the fold: load at once with high priority instead of lazily. */
  eager?: boolean;
  sizes: string;
  className?: string;
}

function srcSet(cover: MediaRef, format: "avif" | "webp"): string {
  return cover.widths.map((width) => `${mediaUrl(cover.key, width, format)} ${width}w`).join(", ");
}

/** The middle variant: a sensible `src` for browsers that ignore `srcset`. */
function fallbackSrc(cover: MediaRef): string {
  const widths = [...cover.widths].sort((a, b) => a - b);
  const width = widths[Math.floor((widths.length - 1) / 2)] ?? cover.width;
  return mediaUrl(cover.key, width, "webp");
}

/** A listing's cover as responsive AVIF/WebP, replaced by a neutral placeholder when missing or broken. */
export function ListingImage({ cover, coverImage, alt, eager = false, sizes, className = "" }: ListingImageProps) {
  const src = coverImage ?? (cover && cover.widths.length > 0 ? fallbackSrc(cover) : null);
  // Remembers which source failed, so a new source (another listing) gets its own chance.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  const broken = !src || failedSrc === src;

  // An error during server-rendered page load can fire before React listens for it.
  useEffect(() => {
    const image = imageRef.current;
    if (src && image?.complete && image.naturalWidth === 0) setFailedSrc(src);
  }, [src]);

  const width = cover?.width ?? defaultWidth;
  const height = cover?.height ?? defaultHeight;
  const loading = eager ? "eager" : "lazy";
  const fetchPriority = eager ? "high" : undefined;

  if (broken) {
    return (
      <img
        src={placeholder}
        alt={alt}
        width={defaultWidth}
        height={defaultHeight}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
        // The placeholder is drawn whole on the sand background, whatever the frame's shape.
        className={clsx(className, "object-contain!")}
      />
    );
  }
  return (
    <picture>
      {cover && cover.widths.length > 0 ? (
        <>
          <source type="image/avif" srcSet={srcSet(cover, "avif")} sizes={sizes} />
          <source type="image/webp" srcSet={srcSet(cover, "webp")} sizes={sizes} />
        </>
      ) : null}
      {/* biome-ignore lint/a11y/noNoninteractiveElementInteractions: a failed download, not a user interaction. */}
      <img
        ref={imageRef}
        src={src}
        alt={alt}
        width={width}
        height={height}
        sizes={sizes}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
        className={className}
        onError={() => setFailedSrc(src)}
      />
    </picture>
  );
}
