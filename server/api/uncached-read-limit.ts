import type { CreateRateLimitOptions } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isDatabaseUnavailable } from "../db/outage.ts";
import { countRefusal } from "../metrics.ts";

/**
 * Counts one public read that no cache answers (it costs a database query) against its address's budget, and
 * refuses it with 429 and Retry-After past the budget. Routes call it only for such reads: answers from a cache
 * are never counted.
 */
export type UncachedReadLimit = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * Uncached reads (docs/decisions/023-shared-rate-limits.md): one address with unique query strings misses every cache, and each of its reads costs a
 * query. `perMinute` such reads per address (API_UNCACHED_RATE_LIMIT; 0 turns the budget off), one budget for
 * every route that takes part, counted by @fastify/rate-limit's store: on PostgreSQL in the database, so every
 * process on it shares it, as the lead budget does (docs/decisions/023-shared-rate-limits.md).
 */
export function createUncachedReadLimit(app: FastifyInstance, perMinute: number): UncachedReadLimit {
  if (perMinute <= 0) return async () => {};
  // groupId names the budget in the store's keys (rate-limit-store.ts), apart from the routes' own limits.
  const options = { max: perMinute, timeWindow: 60_000, groupId: "api-misses" } as CreateRateLimitOptions;
  const limit = app.createRateLimit(options);
  return async (request, reply) => {
    let result: Awaited<ReturnType<typeof limit>>;
    try {
      result = await limit(request);
    } catch (error) {
      // The database that counts is the one the read needs: the route answers from an older copy, or 503.
      if (isDatabaseUnavailable(error)) return;
      throw error;
    }
    if (result.isAllowed || !result.isExceeded) return;
    countRefusal("api-uncached-reads");
    reply.header("retry-after", String(Math.max(1, result.ttlInSeconds)));
    // The error handler answers 429 in the request's language (errors.ts).
    throw Object.assign(new Error("too many uncached reads from one address"), { statusCode: 429 });
  };
}
