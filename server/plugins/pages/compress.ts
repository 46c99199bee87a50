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

/** A kept page's body in the encoding the request accepts; waits its turn behind the compressions under way. */
export function compressPage(body: Buffer, encoding: "br" | "gzip"): Promise<Buffer> {
  return limit(() =>
    encoding === "br"
      ? brotli(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
        })
      : gzipAsync(body),
  );
}

/** Compressions running and waiting, for tests. */
export function compressionQueue(): { running: number; waiting: number } {
  return { running: limit.activeCount, waiting: limit.pendingCount };
}
