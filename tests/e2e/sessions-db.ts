// Ages a staff member's sessions straight in the database of the site under test: what 31 idle minutes would do,
// without waiting them.
import type { TestInfo } from "@playwright/test";
import { withSiteDatabase } from "./site-db.ts";

/** Every session of the account was last seen `minutes` ago. */
export async function ageSessionsOf(testInfo: TestInfo, email: string, minutes: number): Promise<void> {
  const lastSeen = new Date(Date.now() - minutes * 60_000).toISOString();
  await withSiteDatabase(testInfo, (run) =>
    run("update staff_sessions set last_seen_at = $1 where staff_id = (select id from staff where email = $2)", [
      lastSeen,
      email,
    ]),
  );
}
