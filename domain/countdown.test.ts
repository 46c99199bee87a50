import { describe, expect, it } from "vitest";
import { countdownTarget, remaining } from "./countdown.ts";

const now = Date.parse("2026-03-01T12:00:00Z");
const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

describe("countdownTarget", () => {
  it("counts to the start date while it is in the future", () => {
    expect(countdownTarget("2026-03-05T12:00:00Z", "2026-03-10T12:00:00Z", now)).toEqual({
      kind: "start",
      at: Date.parse("2026-03-05T12:00:00Z"),
    });
  });

  it("counts to the end date once the start has passed", () => {
    expect(countdownTarget("2026-02-20T12:00:00Z", "2026-03-10T12:00:00Z", now)).toEqual({
      kind: "end",
      at: Date.parse("2026-03-10T12:00:00Z"),
    });
  });

  it("counts to the end date when the start is exactly now", () => {
    expect(countdownTarget("2026-03-01T12:00:00Z", "2026-03-10T12:00:00Z", new Date(now))?.kind).toBe("end");
  });

  it("keeps the end date as target when both dates are past", () => {
    expect(countdownTarget("2026-01-01T00:00:00Z", "2026-02-01T00:00:00Z", now)).toEqual({
      kind: "end",
      at: Date.parse("2026-02-01T00:00:00Z"),
    });
  });

  it("uses the end date when there is no start date", () => {
    expect(countdownTarget(null, "2026-03-10T12:00:00Z", now)?.kind).toBe("end");
  });

  it("has no target without dates, or with a past start and no end", () => {
    expect(countdownTarget(null, null, now)).toBeNull();
    expect(countdownTarget(undefined, "", now)).toBeNull();
    expect(countdownTarget("2026-02-01T00:00:00Z", null, now)).toBeNull();
    expect(countdownTarget("not a date", "also not", now)).toBeNull();
  });

  it("still counts to a future start date when there is no end date", () => {
    expect(countdownTarget("2026-03-02T12:00:00Z", null, now)?.kind).toBe("start");
  });
});

describe("remaining", () => {
  it("splits the time left into whole days, hours and minutes", () => {
    expect(remaining(now + 2 * day + 3 * hour + 4 * minute + 59_000, now)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      done: false,
    });
  });

  it("shows zero minutes but is not done with less than a minute left", () => {
    expect(remaining(now + 30_000, now)).toEqual({ days: 0, hours: 0, minutes: 0, done: false });
  });

  it("is done with zeros exactly at the target", () => {
    expect(remaining(now, now)).toEqual({ days: 0, hours: 0, minutes: 0, done: true });
  });

  it("is done with zeros past the target", () => {
    expect(remaining(new Date(now - day), new Date(now))).toEqual({ days: 0, hours: 0, minutes: 0, done: true });
  });

  it("is not done one millisecond before the target", () => {
    expect(remaining(now + 1, now).done).toBe(false);
  });
});
