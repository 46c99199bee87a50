import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";

/**
 * Files the upload tests and the media benchmark send: real photos made by sharp, and the hostile files the
 * pipeline must refuse. Test-only.
 */

/** A photo as a phone takes it: EXIF orientation 6 (turn 90° clockwise), camera make and a GPS position. */
export async function phonePhoto(width: number, height: number, format: "jpeg" | "png" | "webp" = "jpeg") {
  const image = sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#7fa7c9",
      noise: { type: "gaussian", mean: 128, sigma: 36 },
    },
  })
    .blur(1.5)
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: "PhoneMaker", Model: "Camera 12", Copyright: "Photographer" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "24/1 42/1 3600/100",
        GPSLongitudeRef: "E",
        GPSLongitude: "46/1 40/1 0/1",
      },
    });
  const encoded =
    format === "jpeg" ? image.jpeg({ quality: 88 }) : format === "png" ? image.png() : image.webp({ quality: 80 });
  return encoded.toBuffer();
}

export const htmlNamedJpg = Buffer.from(
  '<!doctype html><html><body><script>fetch("/api/admin/staff")</script><img src="x.jpg"></body></html>\n',
);

export const svgWithScript = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">' +
    '<script>alert(document.cookie)</script><rect width="100" height="100" fill="red"/></svg>',
);

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A decompression bomb: a valid PNG of a few dozen kilobytes that decodes to 20,000 × 20,000 pixels
 * (400 megapixels, over a gigabyte of memory as RGB).
 */
export function pngBomb(side = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth 1
  header[9] = 0; // greyscale
  const rowBytes = 1 + Math.ceil(side / 8); // a filter byte and the row's bits, all zero
  const pixels = deflateSync(Buffer.alloc(rowBytes * side), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", pixels),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A real JPEG of 51 megapixels (10,000 × 5,100): one megapixel over the limit. */
export function tooManyPixelsJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 10_000, height: 5_100, channels: 3, background: "#c9b48f" } })
    .jpeg({ quality: 40 })
    .toBuffer();
}

/** 21 MB that begin like a JPEG: over the size limit whatever they are. */
export function oversizeFile(): Buffer {
  const bytes = Buffer.alloc(21 * 1024 * 1024, 0x41);
  bytes.set([0xff, 0xd8, 0xff, 0xe0], 0);
  return bytes;
}

/** A small valid PDF. */
export const smallPdf = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

/** A multipart/form-data body with one file in the field `file`, for app.inject. */
export function multipart(bytes: Buffer, filename: string, contentType: string) {
  const boundary = `----media-test-${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}
