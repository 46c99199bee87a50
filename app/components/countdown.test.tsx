// @vitest-environment jsdom
import { act, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithSite } from "../../testing/app/render-with-site.tsx";
import { Countdown } from "./countdown.tsx";

const now = new Date("2026-03-01T12:00:00Z");
const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;
const at = (offset: number) => new Date(now.getTime() + offset).toISOString();

/** The numbers shown in the timer, days first. */
function shownParts() {
  const timer = screen.getByRole("timer");
  return [...timer.querySelectorAll(".tabular-nums")].map((element) => element.textContent);
}

beforeEach(() => {
  vi.useFakeTimers({ now });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("Countdown", () => {
  it("counts to a future start with a 'Starts in' label (English)", () => {
    renderWithSite(
      <Countdown status="UPCOMING" start_date={at(2 * day + 3 * hour + 4 * minute)} end_date={at(9 * day)} />,
      "en",
    );
    const timer = screen.getByRole("timer", { name: "Starts in 2 days, 3 hours, 4 minutes" });
    expect(timer.textContent).toContain("Starts in");
    expect(shownParts()).toEqual(["2", "3", "4"]);
  });

  it("counts to the end once started, with an 'Ends after' label (Arabic)", () => {
    renderWithSite(
      <Countdown status="ACTIVE" start_date={at(-day)} end_date={at(2 * day + 3 * hour + 4 * minute)} />,
      "ar",
    );
    expect(screen.getByRole("timer", { name: "ينتهي بعد يومين و3 ساعات و4 دقائق" })).toBeTruthy();
    expect(screen.getByText("ينتهي بعد")).toBeTruthy();
    expect(shownParts()).toEqual(["2", "3", "4"]);
  });

  it("uses Arabic plural forms for one, few and many", () => {
    renderWithSite(<Countdown status="ACTIVE" start_date={null} end_date={at(day + 11 * hour + 1 * minute)} />, "ar");
    expect(screen.getByRole("timer", { name: "ينتهي بعد يوم واحد و11 ساعة ودقيقة واحدة" })).toBeTruthy();
  });

  it("leaves zero parts out: 21 hours, not 0 days and 21 hours (Arabic)", () => {
    renderWithSite(<Countdown status="ACTIVE" start_date={null} end_date={at(21 * hour + 30 * 1000)} />, "ar");
    expect(screen.getByRole("timer", { name: "ينتهي بعد 21 ساعة" })).toBeTruthy();
    expect(shownParts()).toEqual(["21"]);
    expect(screen.getByRole("timer").textContent).not.toContain("يوم");
  });

  it("leaves zero parts out in English too, and says 'less than a minute' at the very end", () => {
    renderWithSite(<Countdown status="ACTIVE" start_date={null} end_date={at(3 * day + 5 * minute)} />, "en");
    expect(screen.getByRole("timer", { name: "Ends after 3 days, 5 minutes" })).toBeTruthy();
    expect(shownParts()).toEqual(["3", "5"]);
    act(() => vi.advanceTimersByTime(3 * day + 4 * minute + 10_000));
    expect(screen.getByRole("timer", { name: "Ends after less than a minute" })).toBeTruthy();
  });

  it("writes two with the dual, without a numeral, in the one-line Arabic form", () => {
    renderWithSite(
      <Countdown status="ACTIVE" start_date={null} end_date={at(2 * day + 11 * hour + 30 * 1000)} compact />,
      "ar",
    );
    const timer = screen.getByRole("timer", { name: "ينتهي بعد يومين و11 ساعة" });
    expect(timer.textContent).toBe("ينتهي بعديومين11ساعة");
    expect(shownParts()).toEqual(["11"]);
  });

  it("ticks every second: after 60 s the minutes go down", () => {
    renderWithSite(
      <Countdown status="ACTIVE" start_date={null} end_date={at(2 * day + 3 * hour + 4 * minute)} />,
      "en",
    );
    expect(shownParts()).toEqual(["2", "3", "4"]);
    act(() => vi.advanceTimersByTime(60_000));
    expect(shownParts()).toEqual(["2", "3", "3"]);
    expect(screen.getByRole("timer", { name: "Ends after 2 days, 3 hours, 3 minutes" })).toBeTruthy();
  });

  it("goes away when the end arrives instead of showing zeros, and stops ticking", () => {
    renderWithSite(<Countdown status="ACTIVE" start_date={null} end_date={at(2 * minute)} />, "en");
    expect(shownParts()).toEqual(["2"]);
    act(() => vi.advanceTimersByTime(2 * minute));
    expect(screen.queryByRole("timer")).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("shows nothing for a sold or rented listing, even with an end date ahead", () => {
    renderWithSite(<Countdown status="SOLD" start_date={at(-day)} end_date={at(day)} />, "en");
    renderWithSite(<Countdown status="RENTED" start_date={null} end_date={at(day)} />, "ar");
    expect(screen.queryByRole("timer")).toBeNull();
  });

  it("shows nothing for an open status whose dates have passed", () => {
    renderWithSite(<Countdown status="UPCOMING" start_date={at(-2 * day)} end_date={at(-day)} />, "en");
    expect(screen.queryByRole("timer")).toBeNull();
  });

  it("switches from 'Starts in' to 'Ends after' when the start arrives", () => {
    renderWithSite(<Countdown status="UPCOMING" start_date={at(minute)} end_date={at(day)} />, "en");
    expect(screen.getByText("Starts in")).toBeTruthy();
    act(() => vi.advanceTimersByTime(minute));
    expect(screen.getByText("Ends after")).toBeTruthy();
    expect(shownParts()).toEqual(["23", "59"]);
  });

  it("shows nothing for a completed listing", () => {
    renderWithSite(<Countdown status="COMPLETED" start_date={null} end_date={at(day)} />, "ar");
    expect(screen.queryByRole("timer")).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("shows nothing without dates", () => {
    renderWithSite(<Countdown status="ACTIVE" start_date={null} end_date={null} />, "en");
    expect(screen.queryByRole("timer")).toBeNull();
  });

  it("clears its interval when unmounted", () => {
    const { unmount } = renderWithSite(<Countdown status="ACTIVE" start_date={null} end_date={at(day)} />, "en");
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
