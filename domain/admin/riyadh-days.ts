import { z } from "zod";

/** A calendar day, YYYY-MM-DD, that exists: 2026-13-01 and 2026-02-30 do not (Date.parse rolls the latter over). */
export function isCalendarDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || day < "0001-01-01") return false;
  const time = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === day;
}

/** A day in a query string (the back office's date filters): one schema for the leads inbox and the audit log. */
export const calendarDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "date" })
  .refine(isCalendarDay, { error: "date", abort: true })
  .meta({ format: "date", example: "2026-11-25" });

/** Saudi Arabia keeps UTC+3 all year: a Riyadh day starts at 21:00 UTC the day before. */
export function riyadhDayStart(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00+03:00`)).toISOString();
}

/** The first instant after the Riyadh day: a filter's `to` day is included whole. */
export function riyadhDayEnd(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00+03:00`) + 86_400_000).toISOString();
}
