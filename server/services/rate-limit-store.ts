import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { Kysely } from "kysely";
import { countHit, readHits } from "../db/rate-limit.repository.ts";
import type { Database } from "../db/schema.ts";
import { createWindowCounter } from "./window-counter.ts";

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * @fastify/rate-limit's store kept in the database (table rate_limits), so every process on the same database
 * counts against one budget per address (docs/decisions/023-shared-rate-limits.md). Routes that
 * share a `groupId` share their budget; others count per route.
 */
export function databaseRateLimitStore(db: Kysely<Database>, now: () => Date = () => new Date()) {
  class DatabaseStore implements FastifyRateLimitStore {
    constructor(private readonly scope = "global") {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      const at = now();
      countHit(db, `${this.scope}:${key}`, at, timeWindow).then(
        ({ hits, windowEnds }) => callback(null, { current: hits, ttl: windowEnds.getTime() - at.getTime() }),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: Callback): void {
      const at = now();
      readHits(db, `${this.scope}:${key}`, at).then(
        (row) =>
          callback(
            null,
            row ? { current: row.hits, ttl: row.windowEnds.getTime() - at.getTime() } : { current: 0, ttl: 0 },
          ),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore["child"]>[0]): FastifyRateLimitStore {
      return new DatabaseStore(scopeOf(routeOptions));
    }
  }
  return DatabaseStore as unknown as FastifyRateLimitStoreCtor;
}

/**
 * The same budgets in this process's memory, for a site on SQLite (one process): a hit costs no write, which on
 * SQLite would be a second transaction, and fsync, per lead. Groups share a budget as in the database's store.
 */
export function memoryRateLimitStore() {
  const counters = new Map<number, ReturnType<typeof createWindowCounter>>();
  const counterFor = (windowMs: number) => {
    let counter = counters.get(windowMs);
    if (!counter) {
      counter = createWindowCounter({ windowMs, maxKeys: 50_000 });
      counters.set(windowMs, counter);
    }
    return counter;
  };
  class MemoryStore implements FastifyRateLimitStore {
    constructor(private readonly scope = "global") {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      const { count, resetMs } = counterFor(timeWindow).hit(`${this.scope}:${key}`);
      callback(null, { current: count, ttl: resetMs });
    }

    child(routeOptions: Parameters<FastifyRateLimitStore["child"]>[0]): FastifyRateLimitStore {
      return new MemoryStore(scopeOf(routeOptions));
    }
  }
  return MemoryStore as unknown as FastifyRateLimitStoreCtor;
}

/** A group's name, or the route's method and URL: the part of a key that says which budget it counts against. */
function scopeOf(routeOptions: Parameters<FastifyRateLimitStore["child"]>[0]): string {
  // The plugin passes the route's merged limit options: its groupId, and the route itself as routeInfo.
  const { groupId, routeInfo } = routeOptions as { groupId?: string; routeInfo?: { method?: unknown; url?: string } };
  return groupId ?? `${String(routeInfo?.method)} ${routeInfo?.url ?? ""}`;
}
