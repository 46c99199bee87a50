/**
 * Counts events per key in fixed windows, in this process's memory, keeping at most `maxKeys` keys (the oldest
 * windows go first). Used for a budget that protects this process's CPU, where a count shared with other
 * processes would cost more than what it guards (docs/decisions/023-shared-rate-limits.md).
 */
export function createWindowCounter(options: { windowMs: number; maxKeys: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const windows = new Map<string, { count: number; ends: number }>();
  return {
    /** Counts one event for the key: the count in the current window, and ms until that window ends. */
    hit(key: string): { count: number; resetMs: number } {
      const at = now();
      let window = windows.get(key);
      if (!window || window.ends <= at) {
        windows.delete(key);
        window = { count: 0, ends: at + options.windowMs };
        windows.set(key, window);
        while (windows.size > options.maxKeys) {
          const oldest = windows.keys().next().value;
          if (oldest === undefined) break;
          windows.delete(oldest);
        }
      }
      window.count += 1;
      return { count: window.count, resetMs: window.ends - at };
    },
  };
}
