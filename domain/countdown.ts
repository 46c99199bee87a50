/** Countdown arithmetic of spec §4: what a listing counts down to, and how much time is left. */

export type CountdownKind = "start" | "end";

export interface CountdownTarget {
  /** "start" while the start date is ahead ("Starts in"), otherwise "end" ("Ends after"). */
  kind: CountdownKind;
  /** The moment counted down to, in epoch milliseconds. */
  at: number;
}

export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  /** True at or past the target: the countdown stops and shows zeros. */
  done: boolean;
}

const minuteMs = 60_000;

function toTime(value: string | Date | number | null | undefined): number | null {
  if (value === null || value === undefined || value === "") return null;
  const time = value instanceof Date ? value.getTime() : typeof value === "number" ? value : Date.parse(value);
  return Number.isFinite(time) ? time : null;
}

/**
 * The start date while it is still ahead, otherwise the end date; null when there is
 * nothing to count to (no valid start ahead and no valid end).
 */
export function countdownTarget(
  start_date: string | null | undefined,
  end_date: string | null | undefined,
  now: Date | number,
): CountdownTarget | null {
  const current = toTime(now) ?? Date.now();
  const start = toTime(start_date);
  if (start !== null && start > current) return { kind: "start", at: start };
  const end = toTime(end_date);
  return end === null ? null : { kind: "end", at: end };
}

/** Whole days, hours and minutes left until the target (seconds are not shown); zeros once reached. */
export function remaining(target: Date | number, now: Date | number): Remaining {
  const left = (toTime(target) ?? 0) - (toTime(now) ?? 0);
  if (left <= 0) return { days: 0, hours: 0, minutes: 0, done: true };
  const totalMinutes = Math.floor(left / minuteMs);
  return {
    days: Math.floor(totalMinutes / 1440),
    hours: Math.floor((totalMinutes % 1440) / 60),
    minutes: totalMinutes % 60,
    done: false,
  };
}
