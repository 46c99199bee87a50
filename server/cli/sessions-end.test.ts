import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaff, signIn } from "../../testing/server/admin-helpers.ts";
import { buildTestApp } from "../../testing/server/app.ts";
import { createTestDatabase, type TestDatabase, testEngines } from "../../testing/server/databases.ts";

const run = promisify(execFile);

// After pg_restore (or any restore done by hand), `npm run sessions:end` signs everyone out: a session signed out
// after the backup was taken must not work again (README, Backups).
describe.each(testEngines)("npm run sessions:end on %s", (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = await buildTestApp(database);
    await createStaff(database, "owner@example.sa", "admin");
    await createStaff(database, "editor@example.sa", "editor");
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it("ends every session of every account, with an audit row", async () => {
    const cookies = [await signIn(app, "owner@example.sa"), await signIn(app, "editor@example.sa")];
    const whoAmI = (cookie: string) =>
      app.inject({ method: "GET", url: "/api/admin/staff/assignable", headers: { cookie } });
    for (const cookie of cookies) expect((await whoAmI(cookie)).statusCode).toBe(200);

    const { DATABASE_URL: _unset, ...inherited } = process.env;
    const environment =
      engine === "postgres"
        ? { ...inherited, DATABASE_URL: database.location }
        : { ...inherited, SQLITE_PATH: database.location };
    const { stdout } = await run(process.execPath, ["server/cli/sessions-end.ts"], { env: environment });
    expect(stdout).toMatch(/Ended 2 staff session/);

    for (const cookie of cookies) expect((await whoAmI(cookie)).statusCode).toBe(401);
    const audit = await database.db
      .selectFrom("audit_log")
      .select("detail")
      .where("action", "=", "all_sessions_ended")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.detail)).toEqual({ reason: "restore", sessions: 2 });
    // Signing in again works.
    expect(await signIn(app, "owner@example.sa")).toMatch(/=/);
  });
});
