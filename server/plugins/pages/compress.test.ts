import { randomBytes } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressionQueue, compressionsAtOnce, compressPage } from "./compress.ts";

describe("compressPage", () => {
  it("compresses no more than two pages at once, the others in turn, and each decompresses to its page", async () => {
    const pages = Array.from({ length: 6 }, (_, index) =>
      Buffer.concat([Buffer.from(`<p>صفحة ${index}</p>`.repeat(2000)), randomBytes(50_000)]),
    );
    const compressed = pages.map((page, index) => compressPage(page, index % 2 === 0 ? "br" : "gzip"));
    expect(compressionsAtOnce).toBe(2);
    expect(compressionQueue()).toEqual({ running: 2, waiting: 4 });
    const answers = await Promise.all(compressed);
    expect(compressionQueue()).toEqual({ running: 0, waiting: 0 });
    answers.forEach((answer, index) => {
      const page = pages[index] as Buffer;
      expect(index % 2 === 0 ? brotliDecompressSync(answer) : gunzipSync(answer)).toEqual(page);
    });
  });
});
