/**
 * A small in-process cache of recent results: each key is computed once per `ttlMs`
 * (concurrent callers share the same pending promise) and the oldest entries are dropped
 * past `maxEntries`. A failed computation is not kept.
 */
export function createTtlCache<V>(options: { ttlMs: number; maxEntries: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: Promise<V>; expires: number }>();
  return {
    get(key: string, compute: () => Promise<V>): Promise<V> {
      if (options.ttlMs <= 0) return compute();
      const entry = entries.get(key);
      if (entry && entry.expires > now()) return entry.value;
      entries.delete(key);
      const value = compute();
      entries.set(key, { value, expires: now() + options.ttlMs });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      while (entries.size > options.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      return value;
    },
    clear(): void {
      entries.clear();
    },
    get size(): number {
      return entries.size;
    },
  };
}
