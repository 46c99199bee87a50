import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase, type TestDatabase, testEngines } from "../../testing/server/databases.ts";
import { testPropertyGraph } from "../../testing/server/listing.ts";
import { insertListingGraph } from "../db/listing.repository.ts";
import { createSeenNotes } from "./seen-notes.ts";

describe.each(testEngines)("listings noted as seen on %s", (engine) => {
  let database: TestDatabase;
  const ids: number[] = [];
  const seenAt = async (id: number) =>
    (
      await database.db
        .selectFrom("listing_first_seen")
        .select("seen_at")
        .where("listing_id", "=", id)
        .executeTakeFirst()
    )?.seen_at;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    for (let index = 0; index < 4; index++) ids.push(await insertListingGraph(database.db, testPropertyGraph));
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("writes the listings noted in a moment as one statement at the first one's time, each once, never moving an earlier note", async () => {
    const [first, second, third] = ids as [number, number, number];
    const earlier = new Date("2026-11-01T08:00:00.000Z");
    const now = new Date("2026-11-29T10:00:00.000Z");
    const notes = createSeenNotes(database.db, { delayMs: 60_000 });
    notes.note(third, earlier);
    await notes.flush();

    const statements: string[] = [];
    const stop = database.observe({ query: ({ sql }) => statements.push(sql) });
    try {
      notes.note(first, now);
      notes.note(second, new Date(now.getTime() + 150));
      notes.note(first, new Date(now.getTime() + 1000));
      notes.note(third, now);
      expect(await seenAt(first)).toBeUndefined();
      statements.length = 0;
      await notes.flush();
      expect(statements.filter((sql) => /insert into "listing_first_seen"/.test(sql))).toHaveLength(1);
    } finally {
      stop();
    }
    expect(new Date(String(await seenAt(first))).toISOString()).toBe(now.toISOString());
    expect(new Date(String(await seenAt(second))).toISOString()).toBe(now.toISOString());
    expect(new Date(String(await seenAt(third))).toISOString()).toBe(earlier.toISOString());
  });

  it("writes by itself once its delay has passed", async () => {
    const fourth = ids[3] as number;
    const notes = createSeenNotes(database.db, { delayMs: 20 });
    notes.note(fourth);
    await vi.waitFor(async () => expect(await seenAt(fourth)).toBeDefined());
  });

  it("still notes the others of a batch when one of its listings was deleted meanwhile", async () => {
    const kept = await insertListingGraph(database.db, testPropertyGraph);
    const errors: unknown[] = [];
    const notes = createSeenNotes(database.db, { delayMs: 60_000, reportError: (error) => errors.push(error) });
    notes.note(2_000_000_000);
    notes.note(kept);
    await notes.flush();
    expect(errors).toEqual([]);
    expect(await seenAt(kept)).toBeDefined();
  });

  it("reports a write that fails and forgets it (the listing's next read notes it again)", async () => {
    // A database whose table is gone: every write fails.
    const broken = await createTestDatabase(engine);
    await sql`drop table listing_first_seen`.execute(broken.db);
    const errors: unknown[] = [];
    const notes = createSeenNotes(broken.db, { delayMs: 60_000, reportError: (error) => errors.push(error) });
    try {
      notes.note(ids[0] as number);
      await notes.flush();
      expect(errors).toHaveLength(1);
      await notes.flush();
      expect(errors).toHaveLength(1);
    } finally {
      await broken.drop();
    }
  });
});
