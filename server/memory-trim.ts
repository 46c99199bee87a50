import type { FastifyBaseLogger } from "fastify";

/**
 * Gives the C allocator's free memory back to the system every few seconds (docs/decisions/034-lean-server.md,
 * fourth round).
 *
 * Under a crawl of uncached pages, glibc's main arena held ~125 MB of which only ~65 MB was in use: V8's compilers,
 * the pages' buffers and zlib free memory in the middle of the arena, and glibc gives back only what is free at its
 * top. `malloc_trim(0)` returns every free page of every arena: every 2 s it kept a process ~55 MB smaller under that
 * load (every second ~70 MB, at a higher CPU cost). Node has no binding for it, so it is called through koffi (a
 * foreign-function library with prebuilt binaries), on libuv's threads so the walk through the arena never holds up
 * a render, and one at a time. Where there is no glibc (musl, macOS) there is nothing to call, and nothing is done.
 */
export async function startMemoryTrim(options: {
  intervalSeconds: number;
  log: FastifyBaseLogger;
}): Promise<{ stop: () => void } | undefined> {
  if (options.intervalSeconds <= 0 || process.platform !== "linux") return undefined;
  const trim = await loadMallocTrim();
  if (!trim) {
    options.log.info("malloc_trim is not available (no glibc): memory is not trimmed");
    return undefined;
  }
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    trim.async(0, () => {
      running = false;
    });
  }, options.intervalSeconds * 1000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

type MallocTrim = ((pad: number) => number) & {
  /** The same call on libuv's thread pool. */
  async: (pad: number, done: (error: unknown, released: number) => void) => void;
};

/** glibc's `malloc_trim`, or undefined where the C library has none. */
export async function loadMallocTrim(): Promise<MallocTrim | undefined> {
  try {
    const { default: koffi } = await import("koffi");
    return koffi.load("libc.so.6").func("int malloc_trim(size_t pad)") as MallocTrim;
  } catch {
    return undefined;
  }
}
