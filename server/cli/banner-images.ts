// Writes the section banners' images (spec §2: "an image, a title and breadcrumbs") into
// app/assets/banners/: `npm run assets:banners`. They are cut from the same illustrated skylines
// as the demo listings (server/seed/demo-images.ts), one scene per section, so the company owns
// every pixel. Two cuts: a 3:1 one for phones and a wide one for larger screens, each as AVIF in
// two widths plus one WebP fallback. The files are committed; run this again only to change them.
import { mkdir, stat } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { bannerSections } from "../../domain/banner.ts";
import { sceneSvg } from "../seed/demo-images.ts";

const outDir = join(import.meta.dirname, "../../app/assets/banners");

/** Scene per section; the scene's palette is its index modulo 6 (dusk for auctions, and so on). */
const scenes = {
  auctions: 100,
  directmarketing: 97,
  propertymanagement: 99,
  services: 96,
  aboutus: 98,
  contactus: 101,
} as const satisfies Record<(typeof bannerSections)[number], number>;

/** Parts of the 1600×1000 scene: the skyline band, cut to each shape. */
const cuts = {
  narrow: { viewBox: "300 330 1000 333", widths: { avif: [480, 960], webp: [960] } },
  wide: { viewBox: "0 380 1600 240", widths: { avif: [1280, 1920], webp: [1280] } },
} as const;

await mkdir(outDir, { recursive: true });
for (const section of bannerSections) {
  const svg = sceneSvg(scenes[section]);
  for (const [cut, { viewBox, widths }] of Object.entries(cuts)) {
    const [, , boxWidth, boxHeight] = viewBox.split(" ").map(Number) as [number, number, number, number];
    for (const [format, list] of Object.entries(widths)) {
      for (const width of list) {
        const height = Math.round((width * boxHeight) / boxWidth);
        const cropped = svg.replace(
          /width="1600" height="1000" viewBox="0 0 1600 1000"/,
          `width="${width}" height="${height}" viewBox="${viewBox}" preserveAspectRatio="xMidYMid slice"`,
        );
        const image = sharp(Buffer.from(cropped));
        // Under the banner's dark overlay fine detail is lost anyway: low quality, few bytes.
        const encoded = format === "avif" ? image.avif({ quality: 40, effort: 7 }) : image.webp({ quality: 55 });
        const path = join(outDir, `${section}-${cut}-${width}.${format}`);
        await encoded.toFile(path);
        console.log(path, (await stat(path)).size, "bytes");
      }
    }
  }
}
