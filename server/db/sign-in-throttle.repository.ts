import type { Kysely } from "kysely";
import type { Database } from "./schema.ts";

export function findThrottles(db: Kysely<Database>, keys: string[]) {
  return db.selectFrom("sign_in_throttle").selectAll().where("key", "in", keys).execute();
}

/** Counts one more failure for the key in one statement, so processes racing on it lose no count. */
export async function addFailure(db: Kysely<Database>, key: string, now: string): Promise<number> {
  const row = await db
    .insertInto("sign_in_throttle")
    .values({ key, failures: 1, locked_until: null, updated_at: now })
    .onConflict((conflict) =>
      conflict
        .column("key")
        .doUpdateSet((eb) => ({ failures: eb("sign_in_throttle.failures", "+", 1), updated_at: now })),
    )
    .returning("failures")
    .executeTakeFirstOrThrow();
  return row.failures;
}

export function lockUntil(db: Kysely<Database>, key: string, until: string) {
  return db.updateTable("sign_in_throttle").set({ locked_until: until }).where("key", "=", key).execute();
}

export function clearThrottle(db: Kysely<Database>, key: string) {
  return db.deleteFrom("sign_in_throttle").where("key", "=", key).execute();
}
