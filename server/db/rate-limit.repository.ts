import type { Kysely } from "kysely";
import type { Database } from "./schema.ts";

/**
 * Counts one hit for the key in one statement (an upsert), so processes racing on it lose no count: within the
 * window the count grows, after it a new window starts at 1.
 */
export async function countHit(
  db: Kysely<Database>,
  key: string,
  now: Date,
  windowMs: number,
): Promise<{ hits: number; windowEnds: Date }> {
  const at = now.toISOString();
  const ends = new Date(now.getTime() + windowMs).toISOString();
  const row = await db
    .insertInto("rate_limits")
    .values({ key, hits: 1, window_ends: ends })
    .onConflict((conflict) =>
      conflict.column("key").doUpdateSet((eb) => {
        const expired = eb("rate_limits.window_ends", "<=", at);
        return {
          hits: eb
            .case()
            .when(expired)
            .then(1)
            .else(eb("rate_limits.hits", "+", 1))
            .end(),
          window_ends: eb.case().when(expired).then(ends).else(eb.ref("rate_limits.window_ends")).end(),
        };
      }),
    )
    .returning(["hits", "window_ends"])
    .executeTakeFirstOrThrow();
  return { hits: row.hits, windowEnds: new Date(row.window_ends) };
}

/** The key's hits in its current window, without counting one (0 once the window has ended). */
export async function readHits(
  db: Kysely<Database>,
  key: string,
  now: Date,
): Promise<{ hits: number; windowEnds: Date } | undefined> {
  const row = await db
    .selectFrom("rate_limits")
    .select(["hits", "window_ends"])
    .where("key", "=", key)
    .where("window_ends", ">", now.toISOString())
    .executeTakeFirst();
  return row ? { hits: row.hits, windowEnds: new Date(row.window_ends) } : undefined;
}

/** Forgets windows that have ended. */
export async function sweepRateLimits(db: Kysely<Database>, now: Date): Promise<void> {
  await db.deleteFrom("rate_limits").where("window_ends", "<=", now.toISOString()).execute();
}
