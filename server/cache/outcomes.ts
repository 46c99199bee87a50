/**
 * Where every answer of the cache passes (server/cache/cache.ts), so a metrics module can count them by topic
 * without the cache knowing it: `hit` (fresh, or a computation another caller began), `miss` (computed), `stale`
 * (an older value: while one refresh runs, or the database is unavailable), `error` (a computation failed and no
 * older value could answer).
 */
export type CacheOutcome = "hit" | "miss" | "stale" | "error";

export interface CacheOutcomeEvent {
  /** The value's family: the first of its topics (`list`, `detail`, `map`, `pages`, …), never an id. */
  topic: string;
  outcome: CacheOutcome;
}

type Listener = (event: CacheOutcomeEvent) => void;

const listeners = new Set<Listener>();

/** Calls `listener` with every outcome of every cache of this process; returns the function that stops it. */
export function onCacheOutcome(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function reportOutcome(topic: string, outcome: CacheOutcome): void {
  for (const listener of listeners) {
    try {
      listener({ topic, outcome });
    } catch {
      // A counter that throws must not fail the answer it counts.
    }
  }
}
