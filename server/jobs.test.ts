import Fastify from "fastify";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type RepeatedJob, scheduleJobs } from "./jobs.ts";

describe("scheduleJobs", () => {
  afterEach(() => vi.useRealTimers());

  it("runs a job first after its delay, then every period; a failed run is logged and the next one still comes", async () => {
    vi.useFakeTimers();
    const app = Fastify();
    const warnings: unknown[] = [];
    vi.spyOn(app.log, "warn").mockImplementation((...args: unknown[]) => void warnings.push(args[0]));
    const runs: number[] = [];
    let failNext = true;
    const job: RepeatedJob = {
      name: "test sweep",
      everyMs: 1000,
      firstAfterMs: 300,
      run: async () => {
        runs.push(Date.now());
        if (failNext) {
          failNext = false;
          throw new Error("the store is away");
        }
      },
    };
    const start = Date.now();
    scheduleJobs(app, [job]);
    await vi.advanceTimersByTimeAsync(299);
    expect(runs).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs.map((at) => at - start)).toEqual([300]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ job: "test sweep" });
    await vi.advanceTimersByTimeAsync(2000);
    expect(runs.map((at) => at - start)).toEqual([300, 1000, 2000]);
    expect(warnings).toHaveLength(1);

    // Closing the app stops every timer.
    await app.close();
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toHaveLength(3);
  });
});
