/**
 * A listing's video is a YouTube embed. Only embed URLs of youtube.com or youtube-nocookie.com are
 * accepted (the pages' CSP allows frames from those two sites only); anything else shows no video.
 */

const youtubeHosts = new Set(["youtube.com", "www.youtube.com", "youtube-nocookie.com", "www.youtube-nocookie.com"]);
const embedPath = /^\/embed\/([A-Za-z0-9_-]{11})\/?$/;

/** A video that may be embedded: its YouTube id and an optional start time in seconds. */
export interface VideoEmbed {
  id: string;
  start: number | null;
}

/** Reads an embed URL (`https://www.youtube-nocookie.com/embed/{id}`, optionally `?start=42`); null when not allowed. */
export function parseVideoEmbed(url: string | null | undefined): VideoEmbed | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  if (parsed.protocol !== "https:" || parsed.username || parsed.password || parsed.port) return null;
  if (!youtubeHosts.has(parsed.hostname.toLowerCase())) return null;
  const id = embedPath.exec(parsed.pathname)?.[1];
  if (!id) return null;
  const startParam = parsed.searchParams.get("start");
  const start = startParam && /^\d{1,6}$/.test(startParam) ? Number(startParam) : null;
  return { id, start: start && start > 0 ? start : null };
}

/**
 * The URL the page's frame loads: always the privacy-enhanced host (no cookies until the visitor
 * plays), whichever of the two hosts the listing named.
 */
export function videoEmbedSrc(video: VideoEmbed, options: { autoplay?: boolean } = {}): string {
  const params = new URLSearchParams();
  if (options.autoplay) params.set("autoplay", "1");
  if (video.start !== null) params.set("start", String(video.start));
  params.set("rel", "0");
  return `https://www.youtube-nocookie.com/embed/${video.id}?${params.toString()}`;
}
