import { afterEach, describe, expect, it } from "vitest";
import { DatabaseBreakerOpenError } from "../db/breaker.ts";
import { type CachePolicy, createCache } from "./cache.ts";
import { type CacheOutcomeEvent, onCacheOutcome } from "./outcomes.ts";

/** The one cache (docs/decisions/007-caching.md): what it keeps, shares, answers stale, forgets and pushes out. */

const outage = () => new DatabaseBreakerOpenError();

/** A computation that finishes when told to. */
function deferred<V>() {
  let finish!: (value: V) => void;
  let fail!: (error: unknown) => void;
  const promise = new Promise<V>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return { compute: () => promise, finish, fail };
}

function clocked() {
  const clock = { now: 0 };
  return { clock, cache: createCache({ now: () => clock.now }) };
}

const seconds: CachePolicy<unknown> = { ttlMs: 1000 };

describe("the cache", () => {
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());

  it("computes a key once while it is fresh, and again once it expired", async () => {
    const { clock, cache } = clocked();
    let computed = 0;
    const compute = async () => ++computed;
    expect(await cache.cached("lists", "a", compute, seconds)).toBe(1);
    expect(await cache.cached("lists", "a", compute, seconds)).toBe(1);
    clock.now = 1001;
    expect(await cache.cached("lists", "a", compute, seconds)).toBe(2);
  });

  it("keeps keys of different topics apart", async () => {
    const cache = createCache();
    expect(await cache.cached("lists", "a", async () => "list", seconds)).toBe("list");
    expect(await cache.cached("map", "a", async () => "map", seconds)).toBe("map");
  });

  it("runs one computation for concurrent callers (single flight)", async () => {
    const cache = createCache();
    const slow = deferred<number>();
    let started = 0;
    const compute = () => {
      started += 1;
      return slow.compute();
    };
    const answers = Promise.all([
      cache.lookup("lists", "a", compute, seconds),
      cache.lookup("lists", "a", compute, seconds),
      cache.lookup("lists", "a", compute, seconds),
    ]);
    expect(cache.has("lists", "a", seconds)).toBe(true);
    slow.finish(7);
    expect((await answers).map(({ value, outcome, shared }) => [value, outcome, shared])).toEqual([
      [7, "miss", false],
      [7, "hit", true],
      [7, "hit", true],
    ]);
    expect(started).toBe(1);
  });

  it("forgets a failure, so the next caller tries again", async () => {
    const cache = createCache();
    await expect(cache.cached("lists", "a", () => Promise.reject(new Error("bug")), seconds)).rejects.toThrow("bug");
    expect(await cache.cached("lists", "a", async () => 7, seconds)).toBe(7);
  });

  it("keeps nothing with a zero lifetime", async () => {
    const cache = createCache();
    let computed = 0;
    const off = { ttlMs: 0 };
    await cache.cached("lists", "a", async () => ++computed, off);
    await cache.cached("lists", "a", async () => ++computed, off);
    expect(computed).toBe(2);
    expect(cache.has("lists", "a", off)).toBe(false);
  });

  it("answers an expired value while one refresh runs (stale-while-revalidate), then the new one", async () => {
    const { clock, cache } = clocked();
    const policy = { ttlMs: 1000, staleWhileRevalidateMs: 5000 };
    await cache.cached("map", "ar", async () => "first", policy);
    clock.now = 2000;
    const refresh = deferred<string>();
    let refreshes = 0;
    const compute = () => {
      refreshes += 1;
      return refresh.compute();
    };
    expect(await cache.lookup("map", "ar", compute, policy)).toMatchObject({ value: "first", outcome: "stale" });
    expect(await cache.cached("map", "ar", compute, policy)).toBe("first");
    expect(cache.has("map", "ar", policy)).toBe(true);
    expect(refreshes).toBe(1);
    refresh.finish("second");
    await refresh.compute();
    await Promise.resolve();
    expect(await cache.lookup("map", "ar", compute, policy)).toMatchObject({ value: "second", outcome: "hit" });
    // Past the stale window the caller waits for a computation.
    clock.now = 10_000;
    expect(cache.has("map", "ar", policy)).toBe(false);
    expect(await cache.cached("map", "ar", async () => "third", policy)).toBe("third");
  });

  it("keeps the older value when a refresh fails, for the next caller to try again", async () => {
    const { clock, cache } = clocked();
    const policy = { ttlMs: 1000, staleWhileRevalidateMs: 5000 };
    await cache.cached("map", "ar", async () => "first", policy);
    clock.now = 2000;
    const failing = deferred<string>();
    expect(await cache.cached("map", "ar", failing.compute, policy)).toBe("first");
    failing.fail(new Error("bug"));
    await failing.compute().catch(() => {});
    let tried = 0;
    expect(
      await cache.cached(
        "map",
        "ar",
        async () => {
          tried += 1;
          return "second";
        },
        policy,
      ),
    ).toBe("first");
    expect(tried).toBe(1);
  });

  it("answers the last value however old when the database is unavailable (stale-if-error), and waits a lifetime", async () => {
    const { clock, cache } = clocked();
    await cache.cached("lists", "a", async () => "before", seconds);
    clock.now = 60_000;
    let tries = 0;
    const down = () => {
      tries += 1;
      return Promise.reject(outage());
    };
    expect(await cache.lookup("lists", "a", down, seconds)).toMatchObject({ value: "before", outcome: "stale" });
    expect(tries).toBe(1);
    // Kept another lifetime before the next try: an outage costs one attempt per lifetime.
    expect(await cache.cached("lists", "a", down, seconds)).toBe("before");
    expect(tries).toBe(1);
    clock.now = 61_001;
    expect(await cache.cached("lists", "a", async () => "after", seconds)).toBe("after");
    // Other errors are not an outage; a key never computed has nothing older.
    clock.now = 70_000;
    await expect(cache.cached("lists", "a", () => Promise.reject(new Error("bug")), seconds)).rejects.toThrow("bug");
    await expect(cache.cached("lists", "b", down, seconds)).rejects.toThrow(DatabaseBreakerOpenError);
  });

  it("answers what it keeps at once, without computing, while the database is known to be down", async () => {
    const clock = { now: 0 };
    let down = false;
    const cache = createCache({ now: () => clock.now, databaseDown: () => down });
    await cache.cached("details", "1", async () => "kept", seconds);
    clock.now = 5000;
    down = true;
    let computed = 0;
    const compute = async () => {
      computed += 1;
      return "new";
    };
    expect(await cache.lookup("details", "1", compute, seconds)).toMatchObject({ value: "kept", outcome: "stale" });
    expect(computed).toBe(0);
    down = false;
    expect(await cache.cached("details", "1", compute, seconds)).toBe("new");
  });

  it("treats a failed value (a page answering 503) like an outage, and keeps only what may be kept", async () => {
    const cache = createCache();
    const policy: CachePolicy<string> = {
      // Expired at once but kept, as a page rendered just now may be once its lifetime passed.
      ttlMs: () => -1,
      failed: (value) => value === "503",
      keep: (value) => value !== "set-cookie",
    };
    await cache.cached("pages", "/", async () => "page", policy);
    expect(await cache.lookup("pages", "/", async () => "503", policy)).toMatchObject({
      value: "page",
      outcome: "stale",
    });
    expect(await cache.cached("pages", "/other", async () => "503", policy)).toBe("503");
    await cache.cached("pages", "/me", async () => "set-cookie", policy);
    expect(await cache.cached("pages", "/me", async () => "again", policy)).toBe("again");
  });

  it("forgets every value of a topic, and keeps no computation begun before", async () => {
    const cache = createCache();
    await cache.cached(["details", "listing:property:1"], "1:ar", async () => "one", seconds);
    await cache.cached(["details", "listing:property:2"], "2:ar", async () => "two", seconds);
    await cache.cached("map", "ar", async () => "map", seconds);
    cache.invalidate("listing:property:1");
    expect(cache.has(["details", "listing:property:1"], "1:ar", seconds)).toBe(false);
    expect(cache.has(["details", "listing:property:2"], "2:ar", seconds)).toBe(true);
    cache.invalidate(["details", "pages"]);
    expect(cache.has(["details", "listing:property:2"], "2:ar", seconds)).toBe(false);
    expect(cache.has("map", "ar", seconds)).toBe(true);

    const old = deferred<string>();
    const before = cache.cached("lists", "a", old.compute, seconds);
    cache.invalidate("lists");
    // A caller after the change does not share the computation begun before it.
    const after = cache.lookup("lists", "a", async () => "new", seconds);
    old.finish("old");
    expect(await before).toBe("old");
    expect(await after).toMatchObject({ value: "new", shared: false });
    expect(await cache.cached("lists", "a", async () => "again", seconds)).toBe("new");
  });

  it("is bounded by bytes: past its size the least recently used values go first", async () => {
    const cache = createCache({ maxBytes: { data: 3000, pages: 1000 } });
    const policy = { ttlMs: 60_000, sizeOf: () => 1000 };
    for (const key of ["a", "b", "c"]) await cache.cached("lists", key, async () => key, policy);
    expect(cache.bytes().data).toBe(3000);
    await cache.cached("lists", "a", async () => "recomputed", policy);
    await cache.cached("lists", "d", async () => "d", policy);
    expect(cache.bytes().data).toBe(3000);
    expect(cache.has("lists", "a", policy)).toBe(true);
    expect(cache.has("lists", "b", policy)).toBe(false);
    // The pages have their own bound: a crawl through pages pushes out no data.
    const page = { ...policy, store: "pages" as const };
    for (const key of ["/1", "/2", "/3"]) await cache.cached("pages", key, async () => key, page);
    expect(cache.bytes()).toEqual({ data: 3000, pages: 1000 });
    expect(cache.has("lists", "a", policy)).toBe(true);
    // The default size is the value's JSON, twice.
    const sized = createCache({ maxBytes: { data: 100 } });
    await sized.cached("lists", "big", async () => "x".repeat(60), seconds);
    expect(sized.bytes().data).toBe(0);
  });

  it("keeps a value from the second time its key is asked (minUses), a burst on a new key counting", async () => {
    const clock = { now: 0 };
    const cache = createCache({ now: () => clock.now, minUses: 2 });
    let computed = 0;
    const compute = async () => ++computed;
    expect(await cache.lookup("pages", "/a", compute, seconds)).toMatchObject({ value: 1, outcome: "miss" });
    expect(cache.has("pages", "/a", seconds)).toBe(false);
    expect(cache.bytes().data).toBe(0);
    expect(await cache.lookup("pages", "/a", compute, seconds)).toMatchObject({ value: 2, outcome: "miss" });
    expect(await cache.lookup("pages", "/a", compute, seconds)).toMatchObject({ value: 2, outcome: "hit" });
    // Once kept, a key's value is kept again when it is computed again (here after it expired).
    clock.now = 1001;
    expect(await cache.lookup("pages", "/a", compute, seconds)).toMatchObject({ value: 3, outcome: "miss" });
    expect(await cache.lookup("pages", "/a", compute, seconds)).toMatchObject({ value: 3, outcome: "hit" });

    // Requests that arrive while a new key's first computation runs share it, and it is kept.
    const slow = deferred<string>();
    const burst = Promise.all([1, 2, 3].map(() => cache.lookup("pages", "/b", slow.compute, seconds)));
    slow.finish("b");
    expect((await burst).map((answer) => answer.shared)).toEqual([false, true, true]);
    expect(await cache.lookup("pages", "/b", async () => "again", seconds)).toMatchObject({
      value: "b",
      outcome: "hit",
    });
  });

  it("remembers the keys asked once in a thirty-second of the store's bound, forgetting the oldest", async () => {
    const cache = createCache({ minUses: 2, maxBytes: { data: 32 * 1024 } });
    const compute = async () => "value";
    // A remembered key takes its characters twice and 64 bytes: "lists", a separator and "k000" make 84, and
    // 1,024 bytes hold 12 of them.
    const keys = Array.from({ length: 13 }, (_, index) => `k${String(index).padStart(3, "0")}`);
    for (const key of keys) await cache.cached("lists", key, compute, seconds);
    // The first key was forgotten: asked again, it counts as asked once; the last is kept at its second ask.
    await cache.cached("lists", keys[0]!, compute, seconds);
    await cache.cached("lists", keys[12]!, compute, seconds);
    expect(cache.has("lists", keys[0]!, seconds)).toBe(false);
    expect(cache.has("lists", keys[12]!, seconds)).toBe(true);
  });

  it("tells every outcome to the listeners, by the value's family", async () => {
    const events: CacheOutcomeEvent[] = [];
    stop = onCacheOutcome((event) => events.push(event));
    const { clock, cache } = clocked();
    const listing = ["details", "listing:property:1"];
    await cache.cached(listing, "1", async () => 1, seconds);
    await cache.cached(listing, "1", async () => 1, seconds);
    clock.now = 5000;
    await cache.cached(listing, "1", () => Promise.reject(outage()), seconds);
    await expect(cache.cached("map", "ar", () => Promise.reject(outage()), seconds)).rejects.toThrow();
    expect(events).toEqual([
      { topic: "details", outcome: "miss" },
      { topic: "details", outcome: "hit" },
      { topic: "details", outcome: "stale" },
      { topic: "map", outcome: "error" },
    ]);
  });
});
