import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaff, signIn } from "../../../testing/server/admin-helpers.ts";
import { buildTestApp } from "../../../testing/server/app.ts";
import { createTestDatabase, type TestDatabase, testEngines } from "../../../testing/server/databases.ts";
import { insertAudit } from "../../db/audit.repository.ts";

/** The audit log's date filter takes days in Riyadh's time (UTC+3), as the back office shows its times. */
describe.each(testEngines)("audit log date filter on %s", (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let cookie: string;
  const subjects = async (query: string) => {
    const response = await app.inject({ url: `/api/admin/audit?action=leads_exported&${query}`, headers: { cookie } });
    expect(response.statusCode, query).toBe(200);
    return (response.json().data as { subject: string }[]).map((row) => row.subject).sort();
  };

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = await buildTestApp(database);
    await createStaff(database, "admin@example.sa", "admin");
    cookie = await signIn(app, "admin@example.sa");
    const events = {
      // 23:30 on 9 November in Riyadh.
      "late-9th": "2026-11-09T20:30:00.000Z",
      // 00:30 on 10 November in Riyadh, still 9 November in UTC.
      "early-10th": "2026-11-09T21:30:00.000Z",
      // 23:30 on 10 November in Riyadh.
      "late-10th": "2026-11-10T20:30:00.000Z",
      // 01:00 on 11 November in Riyadh, still 10 November in UTC.
      "early-11th": "2026-11-10T22:00:00.000Z",
    };
    for (const [subject, at] of Object.entries(events)) {
      await insertAudit(database.db, { at, staffId: null, actorEmail: null, action: "leads_exported", subject });
    }
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it("keeps the whole Riyadh day from `from` to `to`, both included", async () => {
    expect(await subjects("from=2026-11-10&to=2026-11-10")).toEqual(["early-10th", "late-10th"]);
    expect(await subjects("from=2026-11-10")).toEqual(["early-10th", "early-11th", "late-10th"]);
    expect(await subjects("to=2026-11-09")).toEqual(["late-9th"]);
    expect(await subjects("from=2026-11-11")).toEqual(["early-11th"]);
  });

  it("refuses an action the log does not record, in the request's language", async () => {
    const response = await app.inject({
      url: "/api/admin/audit?action=listing_exploded",
      headers: { cookie, "accept-language": "ar" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: "invalid_request",
      message: "يحتوي الطلب على بيانات غير صحيحة.",
    });
  });
});
