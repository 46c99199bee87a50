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

/** A kept page's body in the encoding the request accepts; waits its turn behind the compressions under way. */
export function compressPage(body: Buffer, encoding: "br" | "gzip"): Promise<Buffer> {
  return limit(() =>
    encoding === "br"
      ? brotli(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
        })
      : gzipAsync(body, { level: gzipLevel }),
  );
}

/** Compressions running and waiting, for tests. */
export function compressionQueue(): { running: number; waiting: number } {
  return { running: limit.activeCount, waiting: limit.pendingCount };
}
