import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import pLimit from "p-limit";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Pages compressed at once. Compression runs on libuv's threads, not the one that renders (~0.8 ms of an 85 KB page);
 * but every stream started holds zlib's state and its buffers until it is done, and twenty at once under a crawl held
 * ~50 MB more than two (docs/decisions/034-lean-server.md). Two keep both cores of a small server busy.
 */
export const compressionsAtOnce = 2;
const limit = pLimit(compressionsAtOnce);

/**
 * gzip's level for pages. Browsers ask for br; gzip alone is what crawlers and tools ask, mostly for pages nobody else
 * reads, so its cost counts more than its bytes. On a 90 KB detail page: level 3 takes ~0.47 ms of a core, level 4
 * ~0.66 and level 6 (zlib's default) more, for 19.0, 17.7 and 16.8 KB; levels 1–3 are zlib's fast strategy, and
 * below 3 the bytes grow faster than the time falls (docs/decisions/034-lean-server.md, "Eighth round").
 */
export const gzipLevel = 3;

/**
 * zlib's output buffer for a page: half the page, so that its compressed form (a fifth to a sixth of it) comes back in
 * one piece. With zlib's default 16 KB a detail page came back in two, each a hand-off between libuv's thread and
 * the one that renders (~8 % of its samples under a crawl: docs/decisions/034-lean-server.md, "Eleventh round").
 */
function outputChunkSize(body: Buffer): number {
  return Math.max(16 * 1024, Math.ceil(body.length / 2));
}

/** A kept page's body in the encoding the request accepts; waits its turn behind the compressions under way. */
export function compressPage(body: Buffer, encoding: "br" | "gzip"): Promise<Buffer> {
  const chunkSize = outputChunkSize(body);
  return limit(async () => {
    const compressed = await (encoding === "br"
      ? brotli(body, {
          chunkSize,
          params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
        })
      : gzipAsync(body, { level: gzipLevel, chunkSize }));
    // One piece is a view of zlib's whole output buffer: the page cache keeps a copy of its own size instead (not in
    // one of Node's shared pools, which a kept page would hold whole).
    const { buffer, byteOffset, byteLength } = compressed;
    return byteLength < buffer.byteLength ? Buffer.from(buffer.slice(byteOffset, byteOffset + byteLength)) : compressed;
  });
}

/** Compressions running and waiting, for tests. */
export function compressionQueue(): { running: number; waiting: number } {
  return { running: limit.activeCount, waiting: limit.pendingCount };
}
