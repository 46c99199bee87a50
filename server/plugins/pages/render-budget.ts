import type { FastifyReply, FastifyRequest } from "fastify";
import { countRefusal } from "../../metrics.ts";
import { createWindowCounter } from "../../services/window-counter.ts";

/**
 * What a client can make this process compute: every render that no cache answered counts, per address and minute,
 * in this process's memory (docs/decisions/007-caching.md). Returns whether this request is past the budget (then
 * `Retry-After` is set on the reply); 0 renders per minute: no limit.
 */
export function renderBudget(rendersPerMinute: number): (request: FastifyRequest, reply: FastifyReply) => boolean {
  const renders = createWindowCounter({ windowMs: 60_000, maxKeys: 20_000 });
  return (request, reply) => {
    if (rendersPerMinute <= 0) return false;
    const { count, resetMs } = renders.hit(request.ip);
    if (count <= rendersPerMinute) return false;
    if (count === rendersPerMinute + 1) request.log.warn("page render budget spent");
    countRefusal("page-renders");
    reply.header("retry-after", String(Math.ceil(resetMs / 1000)));
    return true;
  };
}
