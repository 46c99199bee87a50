import { describe, expect, it } from "vitest";
import { createTtlCache } from "./ttl-cache.ts";

describe("createTtlCache", () => {
  it("computes a key once while it is fresh, and again once it expired", async () => {
    let clock = 0;
    let computed = 0;
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 10, now: () => clock });
    const compute = async () => ++computed;
    expect(await cache.get("a", compute)).toBe(1);
    expect(await cache.get("a", compute)).toBe(1);
    clock = 1001;
    expect(await cache.get("a", compute)).toBe(2);
  });

  it("shares one pending computation between concurrent callers", async () => {
    let computed = 0;
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 10 });
    const compute = () => new Promise<number>((resolve) => setTimeout(() => resolve(++computed), 10));
    expect(await Promise.all([cache.get("a", compute), cache.get("a", compute)])).toEqual([1, 1]);
  });

  it("forgets failures so the next caller tries again", async () => {
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 10 });
    await expect(cache.get("a", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("a", async () => 7)).toBe(7);
  });

  it("drops the oldest entries past its size", async () => {
    const cache = createTtlCache<string>({ ttlMs: 1000, maxEntries: 2 });
    for (const key of ["a", "b", "c"]) await cache.get(key, async () => key);
    expect(cache.size).toBe(2);
    expect(await cache.get("a", async () => "recomputed")).toBe("recomputed");
  });

  it("does not cache at all with a zero lifetime", async () => {
    let computed = 0;
    const cache = createTtlCache<number>({ ttlMs: 0, maxEntries: 10 });
    await cache.get("a", async () => ++computed);
    await cache.get("a", async () => ++computed);
    expect(computed).toBe(2);
  });

  it("answers an expired value while one refresh runs, then the refreshed one", async () => {
    let clock = 0;
    let computed = 0;
    let finish = () => {};
    const cache = createTtlCache<number>({ ttlMs: 1000, staleMs: 5000, maxEntries: 10, now: () => clock });
    const slow = () =>
      new Promise<number>((resolve) => {
        const value = ++computed;
        finish = () => resolve(value);
      });
    const first = cache.get("a", slow);
    finish();
    expect(await first).toBe(1);
    clock = 1500;
    expect(await cache.get("a", slow)).toBe(1);
    expect(await cache.get("a", slow)).toBe(1);
    expect(computed).toBe(2);
    finish();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get("a", slow)).toBe(2);
    expect(computed).toBe(2);
  });

  it("keeps the old value when a refresh fails, and computes afresh once it is too old", async () => {
    let clock = 0;
    const cache = createTtlCache<number>({ ttlMs: 1000, staleMs: 5000, maxEntries: 10, now: () => clock });
    await cache.get("a", async () => 1);
    clock = 1500;
    expect(await cache.get("a", () => Promise.reject(new Error("down")))).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The next caller still gets the old value, and its retry succeeds.
    expect(await cache.get("a", async () => 2)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get("a", async () => 9)).toBe(2);
    // Past its lifetime and the stale window, nobody gets it any more.
    clock = 100_000;
    expect(await cache.get("a", async () => 3)).toBe(3);
  });

  it("makes callers wait for a value that was never computed, even with staleMs", async () => {
    const cache = createTtlCache<number>({ ttlMs: 1000, staleMs: 5000, maxEntries: 10 });
    expect(await cache.get("a", async () => 4)).toBe(4);
  });

  it("answers an expired value, however old, when the database is unavailable, and tries again after ttlMs", async () => {
    let clock = 0;
    const outage = (error: unknown) => (error as Error).message === "down";
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 10, staleIfError: outage, now: () => clock });
    await cache.get("a", async () => 1);
    clock = 1_000_000;
    let tries = 0;
    const down = () => {
      tries += 1;
      return Promise.reject(new Error("down"));
    };
    expect(await cache.get("a", down)).toBe(1);
    expect(await cache.get("a", down)).toBe(1);
    expect(tries).toBe(1);
    // Other failures are not hidden, and a key never computed has nothing to fall back on.
    clock += 1001;
    await expect(cache.get("a", () => Promise.reject(new Error("bug")))).rejects.toThrow("bug");
    await expect(cache.get("b", down)).rejects.toThrow("down");
    // Back up: the next try after ttlMs computes afresh.
    await cache.get("a", async () => 1);
    clock += 1001;
    expect(await cache.get("a", down)).toBe(1);
    clock += 1001;
    expect(await cache.get("a", async () => 2)).toBe(2);
  });

  it("answers an expired value without computing while the database is known to be down", async () => {
    let clock = 0;
    let down = false;
    let computed = 0;
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 10, databaseDown: () => down, now: () => clock });
    const compute = async () => ++computed;
    expect(await cache.get("a", compute)).toBe(1);
    clock = 1_000_000;
    down = true;
    expect(await cache.get("a", compute)).toBe(1);
    expect(computed).toBe(1);
    // Nothing kept: the computation runs (and fails fast on the breaker, server/db/breaker.ts).
    expect(await cache.get("b", compute)).toBe(2);
    down = false;
    expect(await cache.get("a", compute)).toBe(3);
  });

  it("says whether a key would be answered without computing: fresh, pending, or served stale while refreshing", async () => {
    let clock = 0;
    const cache = createTtlCache<number>({ ttlMs: 1000, staleMs: 500, maxEntries: 10, now: () => clock });
    expect(cache.has("a")).toBe(false);
    let resolve: (value: number) => void = () => {};
    const pending = cache.get(
      "a",
      () =>
        new Promise<number>((done) => {
          resolve = done;
        }),
    );
    expect(cache.has("a")).toBe(true);
    resolve(1);
    await pending;
    clock = 1400;
    expect(cache.has("a")).toBe(true);
    clock = 1600;
    expect(cache.has("a")).toBe(false);
    expect(createTtlCache<number>({ ttlMs: 0, maxEntries: 10 }).has("a")).toBe(false);
  });
});
