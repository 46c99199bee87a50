import { describe, expect, it } from "vitest";
import { dateParts, parseIsoDate, readableZoneName, siteTimeZone } from "./date-parts.ts";

const nbsp = "\u00a0";
// 16:30 UTC is 19:30 in Riyadh (UTC+3 all year).
const evening = "2026-03-05T16:30:00.000Z";

describe("dateParts", () => {
  it("words a moment in Arabic in Riyadh, with Latin digits and ص/م", () => {
    expect(dateParts(evening, "ar", "Asia/Riyadh")).toEqual({
      zone: "Asia/Riyadh",
      zoneName: "توقيت المملكة العربية السعودية",
      offset: "غرينتش+3",
      weekday: "الخميس",
      date: "5 مارس 2026",
      time: `7:30${nbsp}م`,
      hijri: "16 رمضان 1447 هـ",
    });
  });

  it("words the same moment in English in Riyadh: day, full month, year and am/pm", () => {
    expect(dateParts(evening, "en", "Asia/Riyadh")).toEqual({
      zone: "Asia/Riyadh",
      zoneName: "Saudi Arabia Time",
      offset: "GMT+3",
      weekday: "Thursday",
      date: "5 March 2026",
      time: `7:30${nbsp}pm`,
      hijri: "16 Ramadan 1447 AH",
    });
  });

  it("follows the time zone, across midnight too", () => {
    const late = "2026-03-05T22:15:00Z"; // 01:15 on Friday in Riyadh
    expect(dateParts(late, "en", "UTC")).toMatchObject({
      zone: "UTC",
      offset: "GMT+0",
      weekday: "Thursday",
      date: "5 March 2026",
      time: `10:15${nbsp}pm`,
    });
    expect(dateParts(late, "en", "Asia/Riyadh")).toMatchObject({
      weekday: "Friday",
      date: "6 March 2026",
      time: `1:15${nbsp}am`,
      hijri: "17 Ramadan 1447 AH",
    });
    expect(dateParts(late, "ar", "UTC")).toMatchObject({
      weekday: "الخميس",
      date: "5 مارس 2026",
      time: `10:15${nbsp}م`,
    });
    expect(dateParts(late, "ar", "Asia/Riyadh")).toMatchObject({ weekday: "الجمعة", time: `1:15${nbsp}ص` });
  });

  it("writes midnight and noon as 12 in the 12-hour clock", () => {
    expect(dateParts("2026-01-01T00:05:00Z", "en", "UTC")?.time).toBe(`12:05${nbsp}am`);
    expect(dateParts("2026-01-01T12:00:00Z", "ar", "UTC")?.time).toBe(`12:00${nbsp}م`);
  });

  it("speaks Arabic by default", () => {
    expect(dateParts(evening, undefined, "Asia/Riyadh")?.weekday).toBe("الخميس");
  });

  it("uses the runtime's zone when none is given", () => {
    const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(dateParts(evening, "en")?.zone).toBe(zone);
  });

  it("falls back to Riyadh for an unknown zone", () => {
    expect(dateParts(evening, "en", "Mars/Olympus")).toMatchObject({ zone: siteTimeZone, time: `7:30${nbsp}pm` });
  });

  it.each([
    [null],
    [undefined],
    [""],
    ["tomorrow"],
    ["2026-13-01"],
    ["2026-02-30T10:00:00Z"],
    ["2026-03-05T25:00:00Z"],
    ["5/3/2026"],
  ])("gives null for %j", (input) => {
    expect(dateParts(input, "ar", "Asia/Riyadh")).toBeNull();
  });
});

describe("parseIsoDate", () => {
  it("reads offsets, and a date-time without one as UTC", () => {
    expect(parseIsoDate("2026-03-05T19:30:00+03:00")?.toISOString()).toBe("2026-03-05T16:30:00.000Z");
    expect(parseIsoDate("2026-03-05T16:30")?.toISOString()).toBe("2026-03-05T16:30:00.000Z");
    expect(parseIsoDate("2026-03-05")?.toISOString()).toBe("2026-03-05T00:00:00.000Z");
    expect(parseIsoDate(20260305)).toBeNull();
  });
});

describe("readableZoneName", () => {
  it("keeps a name in the page's script and otherwise falls back to the offset", () => {
    expect(readableZoneName("توقيت نيويورك", "غرينتش-5", "ar")).toBe("توقيت نيويورك");
    expect(readableZoneName("توقيت New York", "غرينتش-5", "ar")).toBe("غرينتش-5");
    expect(readableZoneName("New York Time", "GMT-5", "en")).toBe("New York Time");
    expect(readableZoneName("", "GMT-5", "en")).toBe("GMT-5");
  });
});
