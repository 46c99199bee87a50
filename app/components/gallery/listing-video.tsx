import { clsx } from "clsx";
import { useEffect, useRef, useState } from "react";
import { parseVideoEmbed, videoEmbedSrc } from "../../../domain/video-embed.ts";
import { useTranslation } from "../../i18n/i18n.tsx";
import { Icon } from "../icon.tsx";

/**
 * A listing's YouTube video in a 400 px frame (spec §2). Until the visitor presses play, a facade
 * stands in: YouTube's player costs several hundred kilobytes and third-party requests that most
 * visitors never use. Pressing play swaps in the privacy-enhanced embed, playing at once.
 * Renders nothing for a URL that is not an allowed YouTube embed (see domain/video-embed.ts).
 */
export function ListingVideo({
  videoUrl,
  title,
  className,
}: {
  videoUrl: string | null;
  title: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const video = parseVideoEmbed(videoUrl);
  const [playing, setPlaying] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);

  // Keyboard users land in the player they asked for, not back at the top of the page.
  useEffect(() => {
    if (playing) frameRef.current?.focus();
  }, [playing]);

  if (!video) return null;
  return (
    <div className={clsx("relative h-[400px] overflow-hidden rounded-2xl bg-brand-950", className)}>
      {playing ? (
        <iframe
          ref={frameRef}
          src={videoEmbedSrc(video, { autoplay: true })}
          title={t("gallery.video.frameTitle", { title })}
          loading="lazy"
          // YouTube refuses to play without knowing the embedding site; the origin alone is enough.
          referrerPolicy="strict-origin-when-cross-origin"
          // Fullscreen is granted here; `allowfullscreen` beside it would only draw a console warning.
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          className="size-full border-0"
        />
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          className="group flex size-full cursor-pointer flex-col items-center justify-center gap-4 bg-gradient-to-br from-brand-800 to-brand-950 p-6 text-center text-white"
        >
          {/* Media controls keep their direction in right-to-left layouts: play points right. */}
          <span className="grid size-20 place-items-center rounded-full bg-gold-500 text-brand-950 shadow-lg transition-transform group-hover:scale-105 group-focus-visible:scale-105">
            <Icon name="play" className="size-9 translate-x-0.5 fill-current" />
          </span>
          <span className="text-lg font-semibold">{t("gallery.video.play")}</span>
          <span className="line-clamp-2 max-w-md text-sm text-white/80">{title}</span>
          <span className="text-xs text-white/60">{t("gallery.video.source")}</span>
        </button>
      )}
    </div>
  );
}
