import clsx from "clsx";
import type { PagePictureView } from "../../../domain/company-page-view.ts";
import { mediaUrl } from "../../../domain/listing-wire.ts";

function srcSet(picture: PagePictureView, format: "avif" | "webp"): string {
  return picture.widths.map((width) => `${mediaUrl(picture.key, width, format)} ${width}w`).join(", ");
}

/**
 * A company page's picture inside the page (not its largest paint: loaded lazily), AVIF then WebP at the widths
 * the pipeline made, cropped around the focal point staff chose (focal classes in app/styles/app.css).
 */
export function PagePicture({
  picture,
  sizes,
  className,
}: {
  picture: PagePictureView;
  sizes: string;
  className?: string;
}) {
  const fallbackWidth = picture.widths[Math.floor((picture.widths.length - 1) / 2)] ?? picture.width;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(picture, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(picture, "webp")} sizes={sizes} />
      <img
        src={mediaUrl(picture.key, fallbackWidth, "webp")}
        alt={picture.alt}
        width={picture.width}
        height={picture.height}
        loading="lazy"
        decoding="async"
        className={clsx(
          "hero-picture object-cover",
          `focal-x-${picture.focal.x}`,
          `focal-y-${picture.focal.y}`,
          className,
        )}
      />
    </picture>
  );
}
