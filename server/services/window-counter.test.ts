import { describe, expect, it } from "vitest";
import { createWindowCounter } from "./window-counter.ts";

describe("createWindowCounter", () => {
  it("counts per key within a window and starts again after it", () => {
    let clock = 0;
    const counter = createWindowCounter({ windowMs: 60_000, maxKeys: 10, now: () => clock });
    expect(counter.hit("a")).toEqual({ count: 1, resetMs: 60_000 });
    clock = 59_000;
    expect(counter.hit("a")).toEqual({ count: 2, resetMs: 1000 });
    expect(counter.hit("b").count).toBe(1);
    clock = 60_000;
    expect(counter.hit("a")).toEqual({ count: 1, resetMs: 60_000 });
  });

  it("keeps at most maxKeys keys, forgetting the oldest windows", () => {
    let clock = 0;
    const counter = createWindowCounter({ windowMs: 60_000, maxKeys: 2, now: () => clock });
    counter.hit("a");
    counter.hit("a");
    clock = 1;
    counter.hit("b");
    counter.hit("c");
    expect(counter.hit("a").count).toBe(1);
    expect(counter.hit("c").count).toBe(2);
  });
});
