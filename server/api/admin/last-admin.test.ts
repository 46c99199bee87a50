import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaff, signIn } from "../../../testing/server/admin-helpers.ts";
import { buildTestApp } from "../../../testing/server/app.ts";
import { createTestDatabase, type TestDatabase, testEngines } from "../../../testing/server/databases.ts";
import { otherActiveAdminsLocked } from "../../db/staff.repository.ts";

// Two admins demote each other at the same moment: the demotions must take turns, or each sees the other still an
// admin and both go through, leaving none. The first demotion is held open after its check (a transaction of the
// test, through the route's own check), the second goes through the API meanwhile.
describe.each(testEngines)("two admins demoting each other at once on %s", (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = await buildTestApp(database);
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const activeAdmins = async () =>
    (
      await database.db.selectFrom("staff").select("id").where("role", "=", "admin").where("disabled", "=", 0).execute()
    ).map((row) => row.id);

  /** Until the request has ended, or (PostgreSQL) some statement of this database waits for a row lock. */
  async function untilEndedOrWaiting(request: Promise<LightMyRequestResponse>): Promise<void> {
    let ended = false;
    void request.then(() => {
      ended = true;
    });
    for (;;) {
      if (ended) return;
      if (engine === "postgres") {
        const { rows } = await sql<{ waiting: string }>`
          select count(*) as waiting from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`.execute(database.db);
        if (Number(rows[0]?.waiting) > 0) return;
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
      // SQLite: the held transaction has the one connection; the request waits for it, visibly to nothing here.
      if (engine === "sqlite") return;
    }
  }

  for (const change of [{ role: "editor" }, { disabled: true }]) {
    it(`leaves one admin when each takes the other's admin role away (${JSON.stringify(change)})`, async () => {
      const tag = Object.keys(change)[0];
      const first = await createStaff(database, `first-${tag}@example.sa`, "admin");
      const second = await createStaff(database, `second-${tag}@example.sa`, "admin");
      // Only these two are admins.
      await database.db.updateTable("staff").set({ role: "editor" }).where("id", "not in", [first, second]).execute();
      const secondSession = await signIn(app, `second-${tag}@example.sa`);

      const { racing } = await database.db.transaction().execute(async (trx) => {
        // The first admin's demotion of the second, past its check: another admin (the first) remains.
        expect(await otherActiveAdminsLocked(trx, second)).toBe(1);
        // Meanwhile the second admin demotes the first through the API.
        const racing = app.inject({
          method: "PATCH",
          url: `/api/admin/staff/${first}`,
          headers: { cookie: secondSession, "accept-language": "en" },
          payload: change,
        });
        await untilEndedOrWaiting(racing);
        await trx
          .updateTable("staff")
          .set(change.role ? { role: "editor" } : { disabled: 1 })
          .where("id", "=", second)
          .execute();
        return { racing };
      });

      const response = await racing;
      // Refused: as the last admin (it waited for the lock, then saw the change), or, where it could only start
      // after the first demotion (SQLite's one connection), because its author is no longer an admin (403) or, disabled,
      // no longer signed in (401).
      expect(engine === "postgres" ? [409] : [401, 403, 409]).toContain(response.statusCode);
      if (response.statusCode === 409) {
        expect(response.json().error.message).toBe(
          "The last admin cannot be disabled or given another role; add another admin first.",
        );
      }
      expect(await activeAdmins()).toEqual([first]);
    });
  }
});
