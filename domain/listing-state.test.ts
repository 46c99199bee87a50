import { describe, expect, it } from "vitest";
import { effectiveStatus, listingState, nextStatusChange } from "./listing-state.ts";

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

describe("effectiveStatus", () => {
  it("says ended once an open listing's end has passed, as its countdown stops", () => {
    expect(effectiveStatus({ status: "ACTIVE", start_date: at(-50), end_date: at(-1) }, now)).toBe("COMPLETED");
    expect(effectiveStatus({ status: "UPCOMING", start_date: at(-50), end_date: at(0) }, now)).toBe("COMPLETED");
    expect(effectiveStatus({ status: "AVAILABLE", start_date: null, end_date: at(-1) }, now)).toBe("COMPLETED");
  });

  it("follows the start: upcoming before it, running after it", () => {
    expect(effectiveStatus({ status: "UPCOMING", start_date: at(-1), end_date: at(5) }, now)).toBe("ACTIVE");
    expect(effectiveStatus({ status: "ACTIVE", start_date: at(1), end_date: at(5) }, now)).toBe("UPCOMING");
    expect(effectiveStatus({ status: "ACTIVE", start_date: at(-1), end_date: at(5) }, now)).toBe("ACTIVE");
    expect(effectiveStatus({ status: "AVAILABLE", start_date: at(1), end_date: null }, now)).toBe("AVAILABLE");
  });

  it("keeps a closed status and one without dates as stored", () => {
    expect(effectiveStatus({ status: "SOLD", start_date: at(1), end_date: at(5) }, now)).toBe("SOLD");
    expect(effectiveStatus({ status: "ACTIVE", start_date: null, end_date: "not a date" }, now)).toBe("ACTIVE");
  });

  it("tells when the shown status next changes", () => {
    expect(nextStatusChange({ status: "UPCOMING", start_date: at(1), end_date: at(5) }, now)).toBe(Date.parse(at(1)));
    expect(nextStatusChange({ status: "ACTIVE", start_date: at(-1), end_date: at(5) }, now)).toBe(Date.parse(at(5)));
    expect(nextStatusChange({ status: "ACTIVE", start_date: at(-5), end_date: at(-1) }, now)).toBeNull();
    expect(nextStatusChange({ status: "RENTED", start_date: at(1), end_date: at(5) }, now)).toBeNull();
  });
});
