import type SharpModule from "sharp";

export type Sharp = typeof SharpModule;

let loaded: Promise<Sharp> | undefined;

/**
 * sharp and libvips, loaded on the first image a process handles (an upload, the demo seed) rather than in every
 * process at start: a site that serves pages only does not hold libvips (docs/decisions/034-lean-server.md).
 */
export function loadSharp(): Promise<Sharp> {
  loaded ??= import("sharp").then(({ default: sharp }) => {
    // Image work runs on libuv's threads, never on the event loop; one vips thread per job
    // (docs/decisions/021-media-pipeline.md).
    sharp.concurrency(1);
    // libvips keeps up to 50 MB of recent operations for reuse; an upload is read once, so the cache only held
    // memory (docs/decisions/034-lean-server.md).
    sharp.cache(false);
    return sharp;
  });
  return loaded;
}
