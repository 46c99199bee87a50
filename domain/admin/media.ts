import { z } from "zod";
import { rowIdParam } from "../id-params.ts";
import { type Language, languageFromAcceptLanguage } from "../language.ts";
import { listingKinds } from "../listing.ts";
import { staffText } from "../staff-fields.ts";
import { maxAltLength, maxImagesPerListing } from "./media-limits.ts";

/**
 * The media of a listing as the back office edits them (docs/decisions/021-media-pipeline.md): the images in
 * their order (the first is the cover), each with an alternative text per language; PDF documents; video links.
 */

const mediaMessages = {
  unsupported_image: {
    ar: "نوع الملف غير مدعوم: ارفع صورة JPEG أو PNG أو WebP أو AVIF.",
    en: "This file type is not supported: upload a JPEG, PNG, WebP or AVIF photo.",
  },
  unsupported_document: {
    ar: "الملف ليس PDF: ارفع مستندًا بصيغة PDF.",
    en: "This file is not a PDF: upload a PDF document.",
  },
  active_document: {
    ar: "لا يقبل الموقع ملف PDF يحوي محتوى نشطًا (نصوصًا برمجية أو إجراءات تلقائية أو ملفات مرفقة أو نماذج XFA). افتحه واطبعه إلى ملف PDF جديد («حفظ بصيغة PDF») ثم ارفع الملف الجديد.",
    en: "The site does not accept a PDF with active content (scripts, automatic actions, attached files or XFA forms). Open it, print it to a new PDF (“Save as PDF”) and upload the new file.",
  },
  file_too_large: {
    ar: "تجاوز الملف الحجم المسموح (الحد الأقصى 20 ميغابايت).",
    en: "The file is too large (at most 20 MB).",
  },
  too_many_pixels: {
    ar: "تجاوزت أبعاد الصورة الحد المسموح (الحد الأقصى 50 ميغابكسل).",
    en: "The photo has too many pixels (at most 50 megapixels).",
  },
  broken_image: {
    ar: "تعذّرت قراءة الصورة: قد يكون الملف تالفًا.",
    en: "The photo could not be read: the file may be damaged.",
  },
  no_file: { ar: "لم يُرفق أي ملف.", en: "No file was attached." },
  too_many_images: {
    ar: `لهذا الإعلان ${maxImagesPerListing} صورة، وهو الحد الأقصى؛ احذف صورة لتضيف أخرى.`,
    en: `This listing has ${maxImagesPerListing} photos, the most it can have; remove one to add another.`,
  },
  unknown_images: {
    ar: "تغيّرت صور هذا الإعلان في أثناء تعديلك؛ أعد تحميل الصفحة.",
    en: "The photos of this listing changed while you were editing; reload the page.",
  },
  listing_not_found: { ar: "الإعلان غير موجود.", en: "This listing does not exist." },
  listing_in_trash: {
    ar: "هذا الإعلان في سلة المحذوفات، فلا تتغير صوره؛ استعده من السلة أولًا.",
    en: "This listing is in the trash, so its photos cannot change; restore it from the trash first.",
  },
  invalid_video_link: {
    ar: "رابط الفيديو غير صحيح: استخدم رابطًا من يوتيوب.",
    en: "This video link is not valid: use a YouTube link.",
  },
  busy: {
    ar: "الخادم مشغول بمعالجة صور أخرى؛ حاول مرة أخرى بعد قليل.",
    en: "The server is busy with other photos; try again in a moment.",
  },
} satisfies Record<string, Record<Language, string>>;

export type MediaMessageCode = keyof typeof mediaMessages;

export function mediaMessage(code: MediaMessageCode, language: Language): string {
  return mediaMessages[code][language];
}

export function mediaMessageOf(code: MediaMessageCode, acceptLanguage: string | undefined): string {
  return mediaMessage(code, languageFromAcceptLanguage(acceptLanguage));
}

export const listingRefParams = z.object({
  kind: z.enum(listingKinds),
  id: rowIdParam,
});

/** One image of a listing in the back office. */
export const listingImageSchema = z
  .object({
    key: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    widths: z.array(z.number().int()),
    alt: z.object({ ar: z.string(), en: z.string() }),
  })
  .meta({ id: "ListingImage" });
export type ListingImage = z.infer<typeof listingImageSchema>;

export const listingImagesAnswer = z.object({ data: z.object({ images: z.array(listingImageSchema) }) });
export type ListingImagesAnswer = z.infer<typeof listingImagesAnswer>;

export const uploadedImageAnswer = z.object({ data: listingImageSchema });

const altText = staffText({ max: maxAltLength, optional: true });
/** The images of a listing after a change: their order (the first is the cover), alternative texts; absent ones are removed. */
export const saveListingImagesBody = z.object({
  images: z
    .array(z.object({ key: z.string().min(1).max(200), alt: z.object({ ar: altText, en: altText }) }))
    .max(maxImagesPerListing)
    .refine((images) => new Set(images.map((image) => image.key)).size === images.length, {
      error: "invalid_field",
    }),
});
export type SaveListingImagesBody = z.infer<typeof saveListingImagesBody>;

export const uploadedDocumentAnswer = z.object({
  data: z.object({ url: z.string().describe("/media/documents/….pdf"), bytes: z.number().int() }),
});

export const uploadedQrImageAnswer = z.object({
  data: z.object({ url: z.string().describe("/media/qr/….png"), bytes: z.number().int() }),
});

/** A YouTube link that the public pages can embed (domain/video-embed.ts and the pages' CSP allow YouTube only). */
export interface VideoLink {
  id: string;
  start: number | null;
  /** The form domain/video-embed.ts reads: https://www.youtube-nocookie.com/embed/{id}[?start=N]. */
  embedUrl: string;
}

const youtubeHosts = new Set([
  "youtube.com",
  "www.youtube.com",
  "m.youtube.com",
  "youtu.be",
  "youtube-nocookie.com",
  "www.youtube-nocookie.com",
]);
const youtubeId = /^[A-Za-z0-9_-]{11}$/;

/** "90", "90s", "1m30s" or "1h2m3s" (YouTube's `t` and `start` parameters) in seconds; null otherwise. */
function startSeconds(value: string | null): number | null {
  if (!value) return null;
  const match = /^(?:(\d{1,2})h)?(?:(\d{1,4})m)?(?:(\d{1,6})s?)?$/.exec(value);
  if (!match || value === "") return null;
  const seconds = Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
  return seconds > 0 ? seconds : null;
}

/**
 * Reads a link staff paste: a watch, share (youtu.be), shorts, live or embed link of YouTube, with an optional
 * start time; null for anything else. Only https, no credentials or ports.
 */
export function parseVideoLink(input: string): VideoLink | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" || url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase();
  if (!youtubeHosts.has(host)) return null;
  const parts = url.pathname.split("/").filter(Boolean);
  let id: string | null | undefined;
  if (host === "youtu.be") id = parts.length === 1 ? parts[0] : undefined;
  else if (url.pathname === "/watch") id = url.searchParams.get("v");
  else if (parts.length === 2 && ["embed", "shorts", "live"].includes(parts[0]!)) id = parts[1];
  if (!id || !youtubeId.test(id)) return null;
  const start = startSeconds(url.searchParams.get("start") ?? url.searchParams.get("t"));
  return {
    id,
    start,
    embedUrl: `https://www.youtube-nocookie.com/embed/${id}${start ? `?start=${start}` : ""}`,
  };
}

/** A video link field: blank means none; anything else must be a YouTube link, stored as its embed URL. */
export const videoLinkSchema = z
  .string()
  .trim()
  .max(500)
  .transform((value, context) => {
    if (value === "") return null;
    const link = parseVideoLink(value);
    if (!link) {
      context.addIssue({ code: "custom", message: "invalid_video_link" });
      return z.NEVER;
    }
    return link.embedUrl;
  });
