import { describe, expect, it } from "vitest";
import { listingState, shownStatus } from "./listing-state.ts";

const now = Date.parse("2026-06-01T12:00:00Z");
const at = (hours: number) => new Date(now + hours * 3_600_000).toISOString();

describe("listingState", () => {
  it("is upcoming before the start and counts to it", () => {
    expect(listingState({ status: "UPCOMING", start_date: at(5), end_date: at(50) }, now)).toEqual({
      open: true,
      phase: "upcoming",
      countdown: { kind: "start", at: Date.parse(at(5)) },
    });
  });

  it("is running after the start and counts to the end", () => {
    expect(listingState({ status: "ACTIVE", start_date: at(-5), end_date: at(2) }, now)).toEqual({
      open: true,
      phase: "running",
      countdown: { kind: "end", at: Date.parse(at(2)) },
    });
  });

  it("is open without a countdown when it has no dates", () => {
    expect(listingState({ status: "AVAILABLE", start_date: null, end_date: null }, now)).toEqual({
      open: true,
      phase: "running",
      countdown: null,
    });
  });

  it("is closed, with the status's reason, whatever the dates say", () => {
    const ahead = { start_date: at(-1), end_date: at(10) };
    expect(listingState({ status: "COMPLETED", ...ahead }, now)).toEqual({
      open: false,
      reason: "ended",
      countdown: null,
    });
    expect(listingState({ status: "SOLD", ...ahead }, now)).toMatchObject({ open: false, reason: "sold" });
    expect(listingState({ status: "RENTED", ...ahead }, now)).toMatchObject({ open: false, reason: "rented" });
    expect(listingState({ status: "WITHDRAWN", ...ahead }, now)).toMatchObject({ open: false, reason: "closed" });
  });

  it("is ended once the end date has passed, though the status still says open", () => {
    expect(listingState({ status: "ACTIVE", start_date: at(-10), end_date: at(-1) }, now)).toEqual({
      open: false,
      reason: "ended",
      countdown: null,
    });
    expect(
      listingState({ status: "ACTIVE", start_date: at(-10), end_date: new Date(now).toISOString() }, now).open,
    ).toBe(false);
  });

  it("ignores a date it cannot read", () => {
    expect(listingState({ status: "ACTIVE", start_date: "soon", end_date: "later" }, now)).toEqual({
      open: true,
      phase: "running",
      countdown: null,
    });
  });
});

describe("shownStatus", () => {
  const shown = (status: string, start: number | null, end: number | null | string) =>
    shownStatus(
      { status, start_date: start === null ? null : at(start), end_date: typeof end === "number" ? at(end) : end },
      now,
    );

  it("says ended once an open listing's end has passed, as its countdown stops", () => {
    expect(shown("ACTIVE", -50, -1)).toBe("COMPLETED");
    expect(shown("UPCOMING", -50, 0)).toBe("COMPLETED");
    expect(shown("AVAILABLE", null, -1)).toBe("COMPLETED");
  });

  it("keeps an open status until the end, whatever the start", () => {
    expect(shown("UPCOMING", 1, 5)).toBe("UPCOMING");
    expect(shown("ACTIVE", -1, 5)).toBe("ACTIVE");
    expect(shown("AVAILABLE", 1, null)).toBe("AVAILABLE");
  });

  it("keeps a closed status and one without usable dates as stored", () => {
    expect(shown("SOLD", 1, 5)).toBe("SOLD");
    expect(shown("ACTIVE", null, "not a date")).toBe("ACTIVE");
  });
});
