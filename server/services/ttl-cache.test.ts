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
});
