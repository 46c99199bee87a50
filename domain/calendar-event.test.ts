import { describe, expect, it } from "vitest";
import { auctionEvent, googleCalendarUrl } from "./calendar-event.ts";

const auction = {
  title: "مزاد أرض الملقا",
  start_date: "2026-12-01T07:00:00.000Z",
  end_date: "2026-12-01T10:30:00.000Z",
  location: "الرياض، حي الملقا",
  url: "https://www.example.sa/auction/7",
};

describe("auction calendar event", () => {
  it("runs from the start to the end date, or an hour when there is no usable end", () => {
    expect(auctionEvent(auction)?.end.toISOString()).toBe("2026-12-01T10:30:00.000Z");
    for (const end_date of [null, "2026-11-30T00:00:00.000Z", "not a date"]) {
      expect(auctionEvent({ ...auction, end_date })?.end.toISOString()).toBe("2026-12-01T08:00:00.000Z");
    }
  });

  it("is nothing without a start date", () => {
    expect(auctionEvent({ ...auction, start_date: null })).toBeNull();
    expect(auctionEvent({ ...auction, start_date: "soon" })).toBeNull();
  });

  it("fills Google Calendar's template with UTC times shown in Riyadh's zone", () => {
    const url = new URL(googleCalendarUrl(auctionEvent(auction)!));
    expect(url.origin + url.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(url.searchParams.get("action")).toBe("TEMPLATE");
    expect(url.searchParams.get("dates")).toBe("20261201T070000Z/20261201T103000Z");
    expect(url.searchParams.get("ctz")).toBe("Asia/Riyadh");
    expect(url.searchParams.get("text")).toBe("مزاد أرض الملقا");
    expect(url.searchParams.get("location")).toBe("الرياض، حي الملقا");
    expect(url.searchParams.get("details")).toBe("https://www.example.sa/auction/7");
  });
});
