import type { Cache, CachePolicy } from "../../cache/cache.ts";
import { topics } from "../../cache/topics.ts";

/** A rendered page as kept: its headers and HTML, with its compressed forms made on first demand (shared while made). */
export interface KeptPage {
  expires: number;
  headers: [string, string][];
  body: Buffer;
  gzip?: Promise<Buffer>;
  br?: Promise<Buffer>;
}

export interface PageAnswer<Page> {
  result: Page | Response;
  /** The render was another request's (its answer, when not kept, was that request's alone). */
  shared: boolean;
  /** An older page answered because the database is unavailable. */
  stale?: boolean;
}

/**
 * Rendered pages in the site's cache (topic `pages`, the `pages` store), each fresh until its `expires`; the
 * requests that find a page expired share one render. A render that answers 503 (the database is unavailable) is
 * replaced by the key's older page, if there is one (`stale`), which stays until a render succeeds again or it is
 * pushed out; while the database is known to be down, that page is answered without a render. A render answered
 * as a `Response` (an error, a redirect, a cookie) is never kept. Invalidating `pages` (a staff change) forgets them
 * all, and a render begun before it is neither kept nor shared with the requests after it.
 */
export function pageCache<Page extends { expires: number }>(cache: Cache) {
  const policy: CachePolicy<Page | Response> = {
    store: "pages",
    now: () => Date.now(),
    ttlMs: (page) => (page instanceof Response ? 0 : page.expires - Date.now()),
    keep: (page) => !(page instanceof Response),
    failed: (page) => page instanceof Response && page.status === 503,
    discard: (page) => {
      if (page instanceof Response) void page.body?.cancel();
    },
    // A render that throws is a bug, not an outage (an outage renders the 503 page): it is answered as it is.
    staleIfError: () => false,
    sizeOf: sizeOfPage,
  };
  return {
    async get(key: string, render: () => Promise<Page | Response>): Promise<PageAnswer<Page>> {
      const { value, outcome, shared } = await cache.lookup(topics.pages, key, render, policy);
      return outcome === "stale" ? { result: value, shared: false, stale: true } : { result: value, shared };
    },
  };
}

/** The HTML, and room for its compressed forms (made later, on the first request that accepts them). */
function sizeOfPage(page: unknown): number {
  const body = (page as Partial<KeptPage>).body;
  return Buffer.isBuffer(body) ? Math.ceil(body.length * 1.5) + 2048 : 2048;
}
