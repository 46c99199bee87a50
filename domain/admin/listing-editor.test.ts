import { describe, expect, it } from "vitest";
import {
  isoToRiyadhLocal,
  licenceExpiryInstant,
  licenceLastDay,
  licenceState,
  parseCoordinates,
  riyadhLocalToIso,
  toVideoEmbedUrl,
} from "./listing-editor.ts";

describe("parseCoordinates", () => {
  it("reads pasted coordinates and Google Maps links", () => {
    expect(parseCoordinates("24.7136, 46.6753")).toEqual({ lat: 24.7136, lng: 46.6753 });
    expect(parseCoordinates("24.7136 46.6753")).toEqual({ lat: 24.7136, lng: 46.6753 });
    // Typed on an Arabic keyboard (domain/digits.ts): Arabic-Indic digits, the Arabic decimal point and comma.
    expect(parseCoordinates("٢٤٫٧١٣٦، ٤٦٫٦٧٥٣")).toEqual({ lat: 24.7136, lng: 46.6753 });
    expect(parseCoordinates("\u200f۲۴.۷۱۳۶, ۴۶.۶۷۵۳")).toEqual({ lat: 24.7136, lng: 46.6753 });
    expect(parseCoordinates("https://www.google.com/maps/@24.7136,46.6753,15z")).toEqual({
      lat: 24.7136,
      lng: 46.6753,
    });
    expect(parseCoordinates("https://maps.google.com/?q=21.4858,39.1925")).toEqual({ lat: 21.4858, lng: 39.1925 });
    expect(
      parseCoordinates("https://www.google.com/maps/place/X/@24.1,46.1,17z/data=!3m1!4b1!4m6!3m5!8m2!3d24.71!4d46.67"),
    ).toEqual({ lat: 24.71, lng: 46.67 });
    expect(parseCoordinates("https://www.google.com/maps/search/?api=1&query=24.5%2C46.5")).toEqual({
      lat: 24.5,
      lng: 46.5,
    });
  });

  it("refuses what holds no point on Earth", () => {
    expect(parseCoordinates("Riyadh")).toBeNull();
    expect(parseCoordinates("124.1, 46")).toBeNull();
    expect(parseCoordinates("https://maps.app.goo.gl/abc")).toBeNull();
  });
});

describe("toVideoEmbedUrl", () => {
  it("turns the YouTube links staff copy into the embed link the page plays", () => {
    const embed = "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ";
    expect(toVideoEmbedUrl("https://www.youtube.com/watch?v=dQw4w9WgXcQ")).toBe(embed);
    expect(toVideoEmbedUrl("https://youtu.be/dQw4w9WgXcQ?t=42")).toBe(`${embed}?start=42`);
    expect(toVideoEmbedUrl("https://www.youtube.com/shorts/dQw4w9WgXcQ")).toBe(embed);
    expect(toVideoEmbedUrl("https://example.com/watch?v=dQw4w9WgXcQ")).toBe("https://example.com/watch?v=dQw4w9WgXcQ");
  });
});

describe("advertising licence dates", () => {
  it("keeps a licence valid through its last Riyadh day", () => {
    expect(licenceExpiryInstant("2026-12-31")).toBe("2026-12-31T21:00:00.000Z");
    expect(licenceLastDay("2026-12-31T21:00:00.000Z")).toBe("2026-12-31");
  });

  it("warns two weeks ahead and says when it has expired or is missing", () => {
    const now = Date.parse("2026-12-01T00:00:00Z");
    expect(licenceState(null, now)).toEqual({ state: "missing" });
    expect(licenceState("2026-11-30T21:00:00.000Z", now)).toEqual({ state: "expired" });
    expect(licenceState("2026-12-10T21:00:00.000Z", now)).toEqual({ state: "expiring", daysLeft: 9 });
    expect(licenceState("2027-01-31T21:00:00.000Z", now)).toMatchObject({ state: "valid" });
  });
});

describe("Riyadh wall-clock times", () => {
  it("reads and writes datetime-local values in Riyadh time", () => {
    expect(riyadhLocalToIso("2026-12-01T10:00")).toBe("2026-12-01T07:00:00.000Z");
    expect(isoToRiyadhLocal("2026-12-01T07:00:00.000Z")).toBe("2026-12-01T10:00");
    expect(riyadhLocalToIso("tomorrow")).toBeNull();
  });
});

describe("the editor's detail fields", () => {
  it("are the details block's keys and kinds, and the purposes", async () => {
    const { detailKeys, detailKind, purposeCodes } = await import("../details.ts");
    const { editorFlagDetails, editorNumberDetails, editorPurposes } = await import("./listing-editor.ts");
    expect(editorNumberDetails).toEqual(detailKeys.filter((key) => detailKind(key) !== "flag"));
    expect(editorFlagDetails).toEqual(detailKeys.filter((key) => detailKind(key) === "flag"));
    expect(editorPurposes).toEqual(purposeCodes);
  });
});
