import { access, mkdir } from "node:fs/promises";
import { dirname, join } from "node:path";
import { previewImageSize, previewImageUrl } from "../../domain/listing-wire.ts";
import { loadSharp } from "../services/sharp.ts";

/** Widths of the stored variants of every image; pages pick one through srcset. */
export const imageVariantWidths = [480, 960, 1600] as const;
export const imageFormats = ["avif", "webp"] as const;

const width = 1600;
const height = 1000;

const palettes = [
  { skyTop: "#f6d8a8", skyBottom: "#fbeedd", ground: "#d8b98a", building: ["#8a6f54", "#a88b6c", "#6f5846"] },
  { skyTop: "#9cc7e6", skyBottom: "#e4f1f8", ground: "#cdb58f", building: ["#ece3d3", "#d9ccb6", "#bfae93"] },
  { skyTop: "#f2b880", skyBottom: "#fde2c4", ground: "#b9986d", building: ["#5f6b73", "#7d8a92", "#48525a"] },
  { skyTop: "#7fb2d8", skyBottom: "#d3e6f2", ground: "#9bb07c", building: ["#f4efe6", "#e0d6c4", "#c9b99f"] },
  { skyTop: "#2f4b6e", skyBottom: "#e8a87c", ground: "#6b5a45", building: ["#1f2c3a", "#2c3e50", "#3d5166"] },
  { skyTop: "#c9e2f0", skyBottom: "#f7f3ea", ground: "#e1cfa8", building: ["#b08d6a", "#c7a987", "#94745a"] },
];

/** A small deterministic random generator, so the demo images are the same on every machine. */
function seededRandom(seed: number) {
  let state = seed * 2654435761;
  return () => {
    state = (state ^ (state >>> 15)) * 2246822507;
    state = (state ^ (state >>> 13)) * 3266489909;
    state ^= state >>> 16;
    return (state >>> 0) / 4294967296;
  };
}

/** An illustrated skyline: sky, ground and a row of buildings with lit windows (also the section banners, server/cli/banner-images.ts). */
export function sceneSvg(index: number): string {
  const random = seededRandom(index + 1);
  const palette = palettes[index % palettes.length] ?? palettes[0]!;
  const horizon = 620 + Math.round(random() * 120);
  const shapes: string[] = [];
  let x = -40;
  while (x < width) {
    const w = 140 + Math.round(random() * 220);
    const h = 180 + Math.round(random() * 420);
    const color = palette.building[Math.floor(random() * palette.building.length)];
    const top = horizon - h;
    shapes.push(`<rect x="${x}" y="${top}" width="${w}" height="${h}" fill="${color}"/>`);
    for (let wy = top + 30; wy < horizon - 40; wy += 46) {
      for (let wx = x + 20; wx < x + w - 30; wx += 38) {
        if (random() < 0.55) {
          const lit = random() < 0.35 ? "#ffe7a3" : "#ffffff";
          shapes.push(`<rect x="${wx}" y="${wy}" width="20" height="26" fill="${lit}" opacity="0.55"/>`);
        }
      }
    }
    x += w + Math.round(random() * 30);
  }
  const palms = Array.from({ length: 3 + Math.floor(random() * 4) }, () => {
    const px = Math.round(random() * width);
    const fronds = [-150, -115, -65, -30, 15, 50]
      .map(
        (angle) =>
          `<ellipse cx="38" cy="0" rx="44" ry="11" fill="#3f6b3a" transform="translate(0 -150) rotate(${angle})"/>`,
      )
      .join("");
    return `<g transform="translate(${px} ${horizon + 40})"><rect x="-6" y="-150" width="12" height="150" fill="#6b4f32"/>${fronds}</g>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${palette.skyTop}"/><stop offset="1" stop-color="${palette.skyBottom}"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#sky)"/>
    <circle cx="${200 + Math.round(random() * 1200)}" cy="${140 + Math.round(random() * 120)}" r="70" fill="#fff6d6" opacity="0.8"/>
    ${shapes.join("")}
    <rect y="${horizon}" width="${width}" height="${height - horizon}" fill="${palette.ground}"/>
    ${palms.join("")}
  </svg>`;
}

export interface GeneratedImage {
  key: string;
  width: number;
  height: number;
  variantWidths: readonly number[];
}

/** Writes `count` demo images as AVIF and WebP variants under `mediaDir/demo/`; existing files are kept. */
export async function generateDemoImages(mediaDir: string, count: number): Promise<GeneratedImage[]> {
  const images: GeneratedImage[] = [];
  for (let index = 0; index < count; index++) {
    const key = `demo/estate-${String(index + 1).padStart(2, "0")}`;
    images.push({ key, width, height, variantWidths: imageVariantWidths });
    const targets = imageVariantWidths.flatMap((variantWidth) =>
      imageFormats.map((format) => ({
        variantWidth,
        format,
        path: join(mediaDir, `${key}-${variantWidth}.${format}`),
      })),
    );
    const preview = join(mediaDir, previewImageUrl(key).slice("/media/".length));
    // The scenes are deterministic: files left by an earlier start are the same images.
    const present = await Promise.all(
      [...targets.map((target) => target.path), preview].map((path) =>
        access(path).then(
          () => true,
          () => false,
        ),
      ),
    );
    if (present.every(Boolean)) continue;
    // Only when an image is missing: a start on a seeded folder does not load libvips.
    const sharp = await loadSharp();
    const rendered = await sharp(Buffer.from(sceneSvg(index)))
      .png()
      .toBuffer();
    await mkdir(dirname(join(mediaDir, key)), { recursive: true });
    await Promise.all(
      targets.map(({ variantWidth, format, path }) => {
        const resized = sharp(rendered).resize({ width: variantWidth });
        const encoded = format === "avif" ? resized.avif({ quality: 50, effort: 2 }) : resized.webp({ quality: 72 });
        return encoded.toFile(path);
      }),
    );
    await sharp(rendered)
      .resize({ ...previewImageSize, fit: "cover" })
      .jpeg({ quality: 80, mozjpeg: true })
      .toFile(preview);
  }
  return images;
}
