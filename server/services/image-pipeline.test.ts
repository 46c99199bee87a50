import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { phonePhoto } from "../../testing/server/upload-files.ts";
import { imageJobsWaiting, imageQueue, MediaRefusal, processImage, variantWidthsFor } from "./image-pipeline.ts";

describe("the image pipeline", () => {
  it("stores the site's widths below a photo's own, never enlarging it", () => {
    expect(variantWidthsFor(4000)).toEqual([480, 960, 1600]);
    expect(variantWidthsFor(1600)).toEqual([480, 960, 1600]);
    expect(variantWidthsFor(1000)).toEqual([480, 960, 1000]);
    expect(variantWidthsFor(320)).toEqual([320]);
  });

  it("refuses uploads beyond a full queue with 503 instead of holding them in memory", async () => {
    const photo = await phonePhoto(600, 400);
    const results = await Promise.allSettled(
      Array.from({ length: imageQueue.concurrency + imageQueue.maxWaiting + 4 }, () => processImage(photo)),
    );
    const busy = results.filter(
      (result) => result.status === "rejected" && result.reason instanceof MediaRefusal && result.reason.status === 503,
    );
    expect(busy.length).toBeGreaterThan(0);
    expect(results.filter((result) => result.status === "fulfilled").length).toBeGreaterThanOrEqual(
      imageQueue.maxWaiting,
    );
    expect(imageJobsWaiting()).toBe(0);
  }, 60_000);

  it("turns a photo upright from its EXIF orientation and keeps no metadata in any file", async () => {
    const processed = await processImage(await phonePhoto(900, 600));
    expect([processed.width, processed.height]).toEqual([600, 900]);
    for (const file of processed.files) {
      const metadata = await sharp(file.body).metadata();
      expect([metadata.exif, metadata.icc, metadata.xmp], file.suffix).toEqual([undefined, undefined, undefined]);
    }
  });
});
