/**
 * Whether a listing is still open, from its status and dates: the one place that decides what a
 * visitor may still do with it (bid, register interest), whether it counts down, and, once it is
 * closed, why. Open statuses are the green ones of spec §4; an open status whose end
 * date has passed is closed too (the staff have not updated it yet).
 */
import { type CountdownTarget, countdownTarget } from "./countdown.ts";
import { isOpenStatus } from "./listing.ts";

/** Why a listing can no longer be bid on or registered for; each has its own sentence. */
export type ClosedReason = "ended" | "sold" | "rented" | "closed";

export interface ListingDates {
  status: string;
  start_date: string | null | undefined;
  end_date: string | null | undefined;
}

export type ListingState =
  | {
      open: true;
      /** "upcoming" until the start date, "running" after it (or when there is none). */
      phase: "upcoming" | "running";
      /** What the countdown counts to; null when there is nothing ahead to count to. */
      countdown: CountdownTarget | null;
    }
  | { open: false; reason: ClosedReason; countdown: null };

function toTime(value: string | null | undefined): number | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isFinite(time) ? time : null;
}

const reasonOfStatus: Record<string, ClosedReason> = { COMPLETED: "ended", SOLD: "sold", RENTED: "rented" };

export function listingState(listing: ListingDates, now: Date | number = Date.now()): ListingState {
  const current = typeof now === "number" ? now : now.getTime();
  if (!isOpenStatus(listing.status)) {
    return { open: false, reason: reasonOfStatus[listing.status] ?? "closed", countdown: null };
  }
  const end = toTime(listing.end_date);
  if (end !== null && end <= current) return { open: false, reason: "ended", countdown: null };
  const start = toTime(listing.start_date);
  const phase = start !== null && start > current ? "upcoming" : "running";
  return { open: true, phase, countdown: countdownTarget(listing.start_date, listing.end_date, current) };
}

/**
 * The status a visitor is shown, by the clock as the countdown is (spec §4): an open listing whose end has passed
 * has ended (COMPLETED), and an upcoming one whose start has come is running (ACTIVE: live, selling now,
 * available), whatever its stored status says; any other status is shown as stored.
 */
export function shownStatus(listing: ListingDates, now: number): string {
  if (!isOpenStatus(listing.status)) return listing.status;
  const state = listingState(listing, now);
  if (!state.open) return "COMPLETED";
  return listing.status === "UPCOMING" && state.phase === "running" && listing.start_date ? "ACTIVE" : listing.status;
}
