import { countCacheOutcome } from "../metrics.ts";

interface Entry<V> {
  value: Promise<V>;
  expires: number;
  /** The value resolved: it may be served stale while a refresh runs. */
  settled: boolean;
  refreshing?: Promise<V>;
}

/**
 * A small in-process cache of recent results: each key is computed once per `ttlMs`
 * (concurrent callers share the same pending promise) and the oldest entries are dropped
 * past `maxEntries`. A failed computation is not kept.
 *
 * With `staleMs`, an expired value is still answered for that long after its expiry while one
 * refresh runs in the background, so no caller waits for a costly recomputation (the map's
 * data); a failed refresh leaves the old value in place for the next caller to retry.
 *
 * With `staleIfError`, a computation that fails with such an error (the database is unavailable) answers the
 * expired value instead, however old, and keeps it for another `ttlMs` before the next try. With `databaseDown`,
 * such a value is answered without trying while it says so.
 */
export function createTtlCache<V>(options: {
  ttlMs: number;
  maxEntries: number;
  staleMs?: number;
  staleIfError?: (error: unknown) => boolean;
  /**
   * Whether the database is known to be down now (server/db/breaker.ts): an expired value is then answered at
   * once, however old, without trying to compute it.
   */
  databaseDown?: () => boolean;
  now?: () => number;
  /** The cache's name in the metrics (site_cache_requests_total); unnamed caches are not counted. */
  topic?: string;
}) {
  const now = options.now ?? Date.now;
  const staleMs = options.staleMs ?? 0;
  const entries = new Map<string, Entry<V>>();

  const store = (key: string, value: Promise<V>): Entry<V> => {
    const entry: Entry<V> = { value, expires: now() + options.ttlMs, settled: false };
    entries.delete(key);
    entries.set(key, entry);
    value.then(
      () => {
        entry.settled = true;
      },
      () => {
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
    while (entries.size > options.maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
    return entry;
  };

  return {
    get(key: string, compute: () => Promise<V>): Promise<V> {
      if (options.ttlMs <= 0) return compute();
      const entry = entries.get(key);
      const at = now();
      const fresh = entry && entry.expires > at;
      const stale = !fresh && entry?.settled && (options.databaseDown?.() || entry.expires + staleMs > at);
      countCacheOutcome(options.topic, fresh ? "hit" : stale ? "stale" : "miss");
      if (entry && entry.expires > at) return entry.value;
      if (entry?.settled && options.databaseDown?.()) return entry.value;
      if (entry?.settled && entry.expires + staleMs > at) {
        if (!entry.refreshing) {
          const refreshed = compute();
          entry.refreshing = refreshed;
          refreshed.then(
            () => {
              if (entries.get(key) === entry) store(key, refreshed).settled = true;
            },
            () => {
              entry.refreshing = undefined;
            },
          );
        }
        return entry.value;
      }
      const { staleIfError } = options;
      const computed = compute();
      if (!entry?.settled || !staleIfError) return store(key, computed).value;
      const expired = entry.value;
      return store(
        key,
        computed.catch((error: unknown) => {
          if (staleIfError(error)) return expired;
          throw error;
        }),
      ).value;
    },
    /**
     * Whether `get` would answer the key without computing it: a fresh or pending entry, or an expired one it
     * still answers while a refresh runs. An entry only an outage would answer (`staleIfError`) is not one.
     */
    has(key: string): boolean {
      if (options.ttlMs <= 0) return false;
      const entry = entries.get(key);
      if (!entry) return false;
      const at = now();
      return entry.expires > at || (entry.settled && entry.expires + staleMs > at);
    },
    clear(): void {
      entries.clear();
    },
    get size(): number {
      return entries.size;
    },
  };
}
