import { describe, expect, it } from "vitest";
import { isoToRiyadhFields, riyadhDateTimeToIso } from "./listing-schedule.ts";

describe("Riyadh date and time fields", () => {
  it("reads a Riyadh wall-clock time as the instant three hours earlier in UTC, whatever digits are typed", () => {
    expect(riyadhDateTimeToIso("2026-12-01", "09:30")).toBe("2026-12-01T06:30:00.000Z");
    expect(riyadhDateTimeToIso("٢٠٢٦-١٢-٠١", "٠٩:٣٠")).toBe("2026-12-01T06:30:00.000Z");
    expect(riyadhDateTimeToIso("2026/12/1", "2:05:07")).toBe("2026-11-30T23:05:07.000Z");
  });

  it("refuses what is not a real date or time", () => {
    for (const [date, time] of [
      ["2026-02-30", "09:30"],
      ["2026-12-01", "24:00"],
      ["2026-12-01", "9"],
      ["tomorrow", "09:30"],
      ["", ""],
    ]) {
      expect(riyadhDateTimeToIso(date!, time!)).toBeNull();
    }
  });

  it("shows an instant as the Riyadh date and time, seconds only when there are some", () => {
    expect(isoToRiyadhFields("2026-11-30T23:05:00.000Z")).toEqual({ date: "2026-12-01", time: "02:05" });
    expect(isoToRiyadhFields("2026-11-30T23:05:07.000Z")).toEqual({ date: "2026-12-01", time: "02:05:07" });
    expect(isoToRiyadhFields(null)).toEqual({ date: "", time: "" });
  });
});
