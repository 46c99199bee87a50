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

  it("keeps a compressed page in a buffer of its own size, not in a view of zlib's output buffer", async () => {
    const page = Buffer.from(`<li class="card">شقة للإيجار في حي الملقا</li>`.repeat(3000));
    for (const encoding of ["br", "gzip"] as const) {
      const answer = await compressPage(page, encoding);
      expect(answer.length).toBeLessThan(page.length / 10);
      expect(answer.buffer.byteLength).toBe(answer.length);
      expect(encoding === "br" ? brotliDecompressSync(answer) : gunzipSync(answer)).toEqual(page);
    }
  });
});
