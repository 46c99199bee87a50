import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isbot } from "isbot";
import type { Kysely } from "kysely";
import { riyadhDayOf } from "../../domain/admin/dashboard.ts";
import { sessionCookie } from "../api/admin/admin-scope.ts";
import { addListingViews, type ViewCount } from "../db/listing-views.repository.ts";
import type { Database } from "../db/schema.ts";

/** A listing's public page, either language, as a document or as React Router's data for a navigation. */
const listingPage = /^(?:\/en)?\/(?:auction|property|project)\/(\d{1,15})(?:\.data)?$/;

/** Distinct listing-days kept between writes; past it, views of further listings are dropped until the next. */
const maxPendingKeys = 50_000;

export interface ViewCounter {
  /** Counts one view of a listing now (memory only: never waits for the database). */
  count(listingId: number, now?: Date): void;
  /** Writes the counted views; a failed write keeps them for the next one. */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left. */
  stop(): Promise<void>;
}

/**
 * Listing page views, counted on the server and written every few seconds as one upsert per batch
 * (docs/decisions/035-dashboard.md): a page render never waits for, or fails with, the write.
 */
export function createViewCounter(
  db: Kysely<Database>,
  options: { flushMs?: number; log?: FastifyBaseLogger } = {},
): ViewCounter {
  let pending = new Map<string, ViewCount>();
  let writing: Promise<void> = Promise.resolve();

  const add = (count: ViewCount) => {
    const key = `${count.listingId}|${count.day}`;
    const known = pending.get(key);
    if (known) known.views += count.views;
    else if (pending.size < maxPendingKeys) pending.set(key, { ...count });
  };

  const write = async () => {
    if (pending.size === 0) return;
    const batch = [...pending.values()];
    pending = new Map();
    try {
      await addListingViews(db, batch);
    } catch (error) {
      // The database is away for a moment: the views wait for the next write rather than being lost.
      options.log?.warn({ err: error, rows: batch.length }, "listing views not written; kept for the next write");
      for (const count of batch) add(count);
    }
  };

  // One write at a time, so a slow one is not overtaken (and its failed rows merged back in order).
  const flush = () => {
    writing = writing.then(write);
    return writing;
  };

  const timer = setInterval(() => void flush(), options.flushMs ?? 5000).unref();

  return {
    count(listingId, now = new Date()) {
      add({ listingId, day: riyadhDayOf(now), views: 1 });
    },
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}

/**
 * Whether a response is a person's view of a listing page: a GET answered 200 (not HEAD, not a 304 revalidation),
 * not a prefetch, not a known bot or a client that gives no user agent, not staff signed in to the back office
 * (their previews and checks are not visits). Returns the listing's id, or null.
 */
export function viewedListingId(request: FastifyRequest, reply: FastifyReply): number | null {
  if (request.method !== "GET" || reply.statusCode !== 200) return null;
  const match = listingPage.exec(request.url.split("?", 1)[0] ?? "");
  if (!match) return null;
  const headers = request.headers;
  const purpose = `${headers["sec-purpose"] ?? ""} ${headers.purpose ?? ""} ${headers["x-moz"] ?? ""}`;
  if (/prefetch|prerender/i.test(purpose)) return null;
  const agent = headers["user-agent"];
  if (!agent || isbot(agent)) return null;
  if (headers.cookie?.includes(`${sessionCookie}=`)) return null;
  return Number(match[1] ?? 0) || null;
}

/** Counts listing page views of every response of the app (registered before the pages). */
export function countListingViews(app: FastifyInstance, counter: ViewCounter) {
  app.addHook("onResponse", async (request, reply) => {
    const id = viewedListingId(request, reply);
    if (id !== null) counter.count(id);
  });
  // preClose, not onClose: onClose hooks run last-added first, so the database (closed by one added after this)
  // would be gone before the last write. By preClose the server has been drained (server/index.ts).
  app.addHook("preClose", async () => {
    await counter.stop();
  });
}
