import type { Kysely } from "kysely";
import type { Database } from "./schema.ts";

export function findThrottles(db: Kysely<Database>, keys: string[]) {
  return db.selectFrom("sign_in_throttle").selectAll().where("key", "in", keys).execute();
}

/**
 * Counts one more attempt for the key in one statement, so processes racing on it lose no count. A count
 * whose last attempt is older than `windowStart` and whose lock has ended starts again from 1.
 */
export async function countAttempt(
  db: Kysely<Database>,
  key: string,
  now: string,
  windowStart: string,
): Promise<number> {
  const row = await db
    .insertInto("sign_in_throttle")
    .values({ key, failures: 1, locked_until: null, updated_at: now })
    .onConflict((conflict) =>
      conflict.column("key").doUpdateSet((eb) => ({
        failures: eb
          .case()
          .when(
            eb.and([
              eb("sign_in_throttle.updated_at", "<", windowStart),
              eb.or([eb("sign_in_throttle.locked_until", "is", null), eb("sign_in_throttle.locked_until", "<=", now)]),
            ]),
          )
          .then(1)
          .else(eb("sign_in_throttle.failures", "+", 1))
          .end(),
        updated_at: now,
      })),
    )
    .returning("failures")
    .executeTakeFirstOrThrow();
  return row.failures;
}

/**
 * Locks the key until `until` unless a lock is already running: true when this call took the lock. Only one of
 * several attempts racing past the free ones gets to try its password.
 */
export async function takeLock(db: Kysely<Database>, key: string, now: string, until: string): Promise<boolean> {
  const result = await db
    .updateTable("sign_in_throttle")
    .set({ locked_until: until })
    .where("key", "=", key)
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Takes back one counted attempt (a sign-in that succeeded is not a failure of its address). */
export function uncountAttempt(db: Kysely<Database>, key: string) {
  return db
    .updateTable("sign_in_throttle")
    .set((eb) => ({ failures: eb("failures", "-", 1) }))
    .where("key", "=", key)
    .where("failures", ">", 0)
    .execute();
}

export function clearThrottle(db: Kysely<Database>, key: string) {
  return db.deleteFrom("sign_in_throttle").where("key", "=", key).execute();
}

/** Forgets counts that have been quiet for a window and whose lock has ended. */
export function deleteStaleThrottles(db: Kysely<Database>, now: string, windowStart: string) {
  return db
    .deleteFrom("sign_in_throttle")
    .where("updated_at", "<", windowStart)
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", now)]))
    .execute();
}

/**
 * Takes the key's next turn for a password check: the later of now and its next free turn, then moves the next
 * free turn `paceMs` past it. A turn further than `maxWaitMs` away is not taken: the answer says how long until
 * one would be near enough. Compare-and-set on the row (countAttempt made it), so processes never share a turn.
 */
export async function takeTurn(
  db: Kysely<Database>,
  key: string,
  now: Date,
  paceMs: number,
  maxWaitMs: number,
): Promise<{ waitMs: number } | { refusedForMs: number }> {
  for (let tries = 0; tries < 5; tries += 1) {
    const row = await db
      .selectFrom("sign_in_throttle")
      .select("next_check_at")
      .where("key", "=", key)
      .executeTakeFirst();
    const previous = row?.next_check_at ?? null;
    const turn = Math.max(now.getTime(), previous ? Date.parse(previous) : 0);
    const waitMs = turn - now.getTime();
    if (waitMs > maxWaitMs) return { refusedForMs: waitMs - maxWaitMs };
    const result = await db
      .updateTable("sign_in_throttle")
      .set({ next_check_at: new Date(turn + paceMs).toISOString() })
      .where("key", "=", key)
      .where((eb) => (previous === null ? eb("next_check_at", "is", null) : eb("next_check_at", "=", previous)))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) return { waitMs };
  }
  // Another process took each turn we read: ask the caller to come back after one pace.
  return { refusedForMs: paceMs };
}
