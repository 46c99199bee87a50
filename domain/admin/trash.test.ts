import { describe, expect, it } from "vitest";
import { purgeDueAt, trashDaysLeft, trashedBefore } from "./trash.ts";

describe("the trash's days", () => {
  const trashedAt = "2026-11-01T10:00:00.000Z";

  it("is due for the sweep the set number of days after it was trashed", () => {
    expect(purgeDueAt(trashedAt, 30)).toBe("2026-12-01T10:00:00.000Z");
    expect(trashedBefore(new Date("2026-12-01T10:00:00.001Z"), 30) > trashedAt).toBe(true);
    expect(trashedBefore(new Date("2026-12-01T09:59:59.999Z"), 30) > trashedAt).toBe(false);
  });

  it("counts the days left, a begun day whole, never below zero", () => {
    expect(trashDaysLeft(trashedAt, 30, new Date(trashedAt))).toBe(30);
    expect(trashDaysLeft(trashedAt, 30, new Date("2026-11-02T09:00:00.000Z"))).toBe(30);
    expect(trashDaysLeft(trashedAt, 30, new Date("2026-11-30T11:00:00.000Z"))).toBe(1);
    expect(trashDaysLeft(trashedAt, 30, new Date("2026-12-01T10:00:00.000Z"))).toBe(0);
    expect(trashDaysLeft(trashedAt, 30, new Date("2026-12-09T10:00:00.000Z"))).toBe(0);
    expect(trashDaysLeft(trashedAt, 1, new Date(trashedAt))).toBe(1);
  });
});
