import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase, testEngines } from "../../testing/server/databases.ts";
import { testPropertyGraph } from "../../testing/server/listing.ts";
import { insertListingGraph } from "./listing.repository.ts";
import { visibleListings } from "./listing-query.repository.ts";
import { preparedQuery } from "./prepared-query.ts";

describe.each(testEngines)("prepared queries on %s", (engine) => {
  let database: TestDatabase;
  let visible: number;
  let expiring: number;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    visible = await insertListingGraph(database.db, testPropertyGraph);
    expiring = await insertListingGraph(database.db, {
      ...testPropertyGraph,
      listing: { ...testPropertyGraph.listing, ad_licence_expires_at: "2026-12-01T00:00:00.000Z" },
    });
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("answers each run's id and time as the query built for them would", async () => {
    const build = ({ id, now }: { id: number; now: Date }) =>
      visibleListings(database.db, "property", now)
        .select(["listings.id", "listings.title_en"])
        .where("listings.id", "=", id);
    const prepared = preparedQuery(database.db, build);
    const before = new Date("2026-11-30T00:00:00.000Z");
    const after = new Date("2026-12-02T00:00:00.000Z");
    for (const values of [
      { id: visible, now: before },
      { id: expiring, now: before },
      { id: expiring, now: after },
      { id: 999_999, now: before },
    ]) {
      expect(await prepared(values)).toEqual(await build(values).execute());
    }
    expect(await prepared({ id: expiring, now: before })).toHaveLength(1);
    expect(await prepared({ id: expiring, now: after })).toHaveLength(0);
  });

  it("refuses a query whose SQL or other parameters change with its values", () => {
    expect(() =>
      preparedQuery(database.db, ({ id }) =>
        database.db
          .selectFrom("listings")
          .select("id")
          .where("id", "in", id % 2 === 0 ? [id] : [id, id + 1]),
      ),
    ).toThrow(/SQL depends on its values/);
    expect(() =>
      preparedQuery(database.db, ({ now }) =>
        database.db
          .selectFrom("listings")
          .select("id")
          .where("created_at", ">", new Date(now.getTime() - 86_400_000).toISOString()),
      ),
    ).toThrow(/parameter 1 depends on its values/);
    // A branch that two probes of the same sign and century would not see.
    expect(() =>
      preparedQuery(database.db, ({ id, now }) =>
        database.db
          .selectFrom("listings")
          .select("id")
          .where("id", "=", id)
          .where("published", "=", id > 0 && now.getUTCFullYear() > 2000 ? 1 : 0),
      ),
    ).toThrow(/parameter 2 depends on its values/);
  });
});
