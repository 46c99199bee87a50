import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { Cache, Topics } from "./cache.ts";

/**
 * Invalidation that reaches every process on the database (docs/decisions/007-caching.md). A staff change forgets
 * its topics in this process at once, then adds one to each topic's generation in `cache_generations`; every
 * process reads that small table every `pollMs` and forgets the topics whose generation moved. So a change shows on
 * another process within `pollMs` (plus one query), and never later than the values' own lifetimes
 * (CACHE_SECONDS), which still bound it when the database cannot be asked.
 */
export interface CacheSync {
  /** Forgets the topics here, at once, and tells the other processes. Never throws: a failed write is logged. */
  invalidate(topics: Topics): Promise<void>;
  /** Reads the generations once and forgets what moved (the timer calls it; tests call it to not wait). */
  poll(): Promise<void>;
  /** Starts polling every `pollMs`. */
  start(): void;
  stop(): void;
}

export function createCacheSync(
  db: Kysely<Database>,
  cache: Cache,
  options: { pollMs: number; onError?: (error: unknown, doing: "publish" | "poll") => void },
): CacheSync {
  /** The generations this process has acted on; undefined until the first poll read them. */
  let seen: Map<string, number> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let polling: Promise<void> | undefined;

  const readGenerations = async () => {
    const rows = await db.selectFrom("cache_generations").select(["topic", "generation"]).execute();
    return new Map(rows.map((row) => [row.topic, Number(row.generation)]));
  };

  const readAndForget = async () => {
    const generations = await readGenerations();
    if (seen) {
      const moved = [...generations].filter(([topic, generation]) => seen?.get(topic) !== generation);
      if (moved.length > 0) cache.invalidate(moved.map(([topic]) => topic));
    }
    seen = generations;
  };

  const poll = () => {
    polling ??= readAndForget().finally(() => {
      polling = undefined;
    });
    return polling;
  };

  return {
    poll,
    async invalidate(topicsIn) {
      const topics = typeof topicsIn === "string" ? [topicsIn] : topicsIn;
      cache.invalidate(topics);
      try {
        for (const topic of topics) {
          const row = await db
            .insertInto("cache_generations")
            .values({ topic, generation: 1 })
            .onConflict((conflict) =>
              conflict
                .column("topic")
                .doUpdateSet((update) => ({ generation: update("cache_generations.generation", "+", 1) })),
            )
            .returning("generation")
            .executeTakeFirstOrThrow();
          // Our own bump needs no second invalidation here; a bump of another process in between does.
          const generation = Number(row.generation);
          if (seen && (seen.get(topic) ?? 0) + 1 === generation) seen.set(topic, generation);
        }
      } catch (error) {
        // The change is committed and forgotten here; the others catch up within the values' lifetimes.
        options.onError?.(error, "publish");
      }
    },
    start() {
      if (timer || options.pollMs <= 0) return;
      const tick = () => {
        poll().catch((error: unknown) => options.onError?.(error, "poll"));
      };
      tick();
      timer = setInterval(tick, options.pollMs);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
