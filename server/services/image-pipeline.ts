import { availableParallelism } from "node:os";
import { fileTypeFromBuffer } from "file-type";
import pLimit from "p-limit";
import type { OutputInfo } from "sharp";
import type { MediaMessageCode } from "../../domain/admin/media.ts";
import { imageTypes, uploadLimits } from "../../domain/admin/media-limits.ts";
import { previewImageSize } from "../../domain/listing-wire.ts";
import { imageFormats, imageVariantWidths } from "../seed/demo-images.ts";
import { pdfProblem } from "./pdf-check.ts";
import { loadSharp } from "./sharp.ts";

/** An upload refused for what its bytes are; `status` is the HTTP answer, `code` its translated message. */
export class MediaRefusal extends Error {
  readonly status: number;
  readonly code: MediaMessageCode;
  constructor(status: number, code: MediaMessageCode) {
    super(code);
    this.status = status;
    this.code = code;
  }
}

/** One encoded file of an image: `suffix` follows its key ("-480.avif", "-preview.jpg"). */
export interface EncodedFile {
  suffix: string;
  contentType: string;
  body: Buffer;
}

export interface ProcessedImage {
  /** After EXIF orientation. */
  width: number;
  height: number;
  variantWidths: number[];
  files: EncodedFile[];
}

// Image work runs on libuv's threads, never on the event loop (sharp is set up in ./sharp.ts): at most one job per
// core but one keeps a core for the site's requests (docs/decisions/021-media-pipeline.md).
export const imageQueue = {
  concurrency: Math.max(1, availableParallelism() - 1),
  /** Uploads waiting beyond this are refused with 503 rather than held while memory grows. */
  maxWaiting: 8,
} as const;
const jobs = pLimit(imageQueue.concurrency);

export function imageJobsWaiting(): number {
  return jobs.pendingCount;
}

/** The widths to store for an image `width` pixels wide: the site's widths below it, then its own up to the largest. */
export function variantWidthsFor(width: number): number[] {
  const top = Math.min(width, Math.max(...imageVariantWidths));
  return [...imageVariantWidths.filter((candidate) => candidate < top), top];
}

/**
 * Reads an upload's bytes, refuses anything but a JPEG, PNG, WebP or AVIF photo of at most 50 megapixels, and
 * encodes the variants the pages use: AVIF and WebP at each width, and the 1200×630 JPEG for link previews.
 * The EXIF orientation is applied; no metadata (EXIF, GPS, XMP, IPTC, ICC) is kept. Nothing is written here.
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  if (bytes.length > uploadLimits.maxBytes) throw new MediaRefusal(413, "file_too_large");
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !(imageTypes as readonly string[]).includes(type.mime)) {
    throw new MediaRefusal(415, "unsupported_image");
  }
  if (jobs.pendingCount >= imageQueue.maxWaiting) throw new MediaRefusal(503, "busy");
  return jobs(() => encode(bytes));
}

async function encode(bytes: Buffer): Promise<ProcessedImage> {
  const sharp = await loadSharp();
  // The header alone: a decompression bomb is refused before a pixel of it is decoded.
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new MediaRefusal(422, "broken_image");
    });
  if (!metadata.width || !metadata.height) throw new MediaRefusal(422, "broken_image");
  if (metadata.width * metadata.height > uploadLimits.maxPixels) throw new MediaRefusal(422, "too_many_pixels");
  const input = { limitInputPixels: uploadLimits.maxPixels, failOn: "error" as const };
  const swapped = (metadata.orientation ?? 1) >= 5;
  const width = swapped ? metadata.height : metadata.width;
  const height = swapped ? metadata.width : metadata.height;
  const variantWidths = variantWidthsFor(width);
  const largest = Math.max(...variantWidths);

  // Decoded, turned upright and shrunk once (JPEG shrink-on-load makes this the cheap step), then every
  // variant is taken from these pixels. Raw pixels carry no metadata at all.
  let base: { data: Buffer; info: OutputInfo };
  try {
    base = await sharp(bytes, input)
      .rotate()
      .resize({ width: largest, withoutEnlargement: true })
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new MediaRefusal(422, "broken_image");
  }
  const raw = { raw: { width: base.info.width, height: base.info.height, channels: base.info.channels } };
  const from = () => sharp(base.data, raw);

  const files: EncodedFile[] = [];
  for (const variantWidth of variantWidths) {
    for (const format of imageFormats) {
      const resized = from().resize({ width: variantWidth });
      const body =
        format === "avif"
          ? await resized.avif({ quality: 50, effort: 2 }).toBuffer()
          : await resized.webp({ quality: 72 }).toBuffer();
      files.push({ suffix: `-${variantWidth}.${format}`, contentType: `image/${format}`, body });
    }
  }
  const preview = await from()
    .resize({ ...previewImageSize, fit: "cover" })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
  files.push({ suffix: "-preview.jpg", contentType: "image/jpeg", body: preview });
  return { width, height, variantWidths, files };
}

/** The widest a QR image is kept: a REGA code prints sharp at this size, and a phone photo of one is shrunk. */
export const qrImageMaxWidth = 1000;

/**
 * An advertising QR code uploaded as an image: checked like a photo (type by its bytes, at most 50 megapixels),
 * turned upright and stored as one lossless PNG (JPEG and WebP blur a code's edges), without metadata.
 */
export async function processQrImage(bytes: Buffer): Promise<Buffer> {
  if (bytes.length > uploadLimits.maxBytes) throw new MediaRefusal(413, "file_too_large");
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !(imageTypes as readonly string[]).includes(type.mime)) {
    throw new MediaRefusal(415, "unsupported_image");
  }
  if (jobs.pendingCount >= imageQueue.maxWaiting) throw new MediaRefusal(503, "busy");
  return jobs(async () => {
    const sharp = await loadSharp();
    const metadata = await sharp(bytes, { limitInputPixels: false })
      .metadata()
      .catch(() => {
        throw new MediaRefusal(422, "broken_image");
      });
    if (!metadata.width || !metadata.height) throw new MediaRefusal(422, "broken_image");
    if (metadata.width * metadata.height > uploadLimits.maxPixels) throw new MediaRefusal(422, "too_many_pixels");
    try {
      return await sharp(bytes, { limitInputPixels: uploadLimits.maxPixels, failOn: "error" })
        .rotate()
        .resize({ width: qrImageMaxWidth, withoutEnlargement: true })
        .flatten({ background: "#ffffff" })
        .png({ compressionLevel: 9 })
        .toBuffer();
    } catch {
      throw new MediaRefusal(422, "broken_image");
    }
  });
}

/**
 * A PDF recognised by its bytes (not its name), of at most 20 MB, that is really a PDF and cannot act when opened
 * (server/services/pdf-check.ts).
 */
export async function checkPdf(bytes: Buffer): Promise<void> {
  if (bytes.length > uploadLimits.maxBytes) throw new MediaRefusal(413, "file_too_large");
  const type = await fileTypeFromBuffer(bytes);
  if (type?.mime !== "application/pdf") throw new MediaRefusal(415, "unsupported_document");
  const problem = pdfProblem(bytes);
  if (problem === "not_a_pdf") throw new MediaRefusal(415, "unsupported_document");
  if (problem === "active_content") throw new MediaRefusal(422, "active_document");
}
