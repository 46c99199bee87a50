import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { Kysely } from "kysely";
import { countHit, readHits } from "../db/rate-limit.repository.ts";
import type { Database } from "../db/schema.ts";

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * @fastify/rate-limit's store kept in the database (table rate_limits), so every process on the same database
 * counts against one budget per address (issue 15 item 8; docs/decisions/021-shared-rate-limits.md). Routes that
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
      // The plugin passes the route's merged limit options: its groupId, and the route itself as routeInfo.
      const { groupId, routeInfo } = routeOptions as {
        groupId?: string;
        routeInfo?: { method?: unknown; url?: string };
      };
      return new DatabaseStore(groupId ?? `${String(routeInfo?.method)} ${routeInfo?.url ?? ""}`);
    }
  }
  return DatabaseStore as unknown as FastifyRateLimitStoreCtor;
}
