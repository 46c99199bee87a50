import { z } from "zod";
import { toLatinDigits } from "../digits.ts";

/**
 * A listing's scheduled publish and unpublish (docs/decisions/032-jobs.md): instants in UTC on the wire, entered
 * and shown as Riyadh wall-clock times (UTC+3 all year) whatever the browser's zone.
 */
export const listingScheduleInput = z.object({
  publishAt: z.iso.datetime().nullable(),
  unpublishAt: z.iso.datetime().nullable(),
});
export type ListingScheduleInput = z.infer<typeof listingScheduleInput>;

export const listingScheduleAnswer = z.object({
  data: listingScheduleInput.extend({
    /** Whether the listing is on the public site now (the scheduled time may have done it). */
    published: z.boolean(),
    version: z.number().int(),
  }),
});
export type ListingSchedule = z.infer<typeof listingScheduleAnswer>["data"];

const riyadhOffsetMs = 3 * 3_600_000;

/**
 * A Riyadh date ("2026-12-01" or "2026/12/1", Arabic-Indic digits allowed) and time ("9:30", "٠٩:٣٠", seconds optional) as an ISO
 * instant; null when either is not a real date or time.
 */
export function riyadhDateTimeToIso(date: string, time: string): string | null {
  const day = /^\s*(\d{4})\s*[-/.]\s*(\d{1,2})\s*[-/.]\s*(\d{1,2})\s*$/.exec(toLatinDigits(date));
  const clock = /^\s*(\d{1,2})\s*[:.]\s*(\d{2})(?:\s*[:.]\s*(\d{2}))?\s*$/.exec(toLatinDigits(time));
  if (!day || !clock) return null;
  const [year, month, dayOfMonth, hours, minutes, seconds] = [
    day[1],
    day[2],
    day[3],
    clock[1],
    clock[2],
    clock[3] ?? "0",
  ].map(Number) as [number, number, number, number, number, number];
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  const utc = Date.UTC(year, month - 1, dayOfMonth, hours, minutes, seconds) - riyadhOffsetMs;
  const check = new Date(utc + riyadhOffsetMs);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== dayOfMonth) {
    return null;
  }
  return new Date(utc).toISOString();
}

/** An instant as the Riyadh date and time fields show it ("2026-12-01", "09:30"). */
export function isoToRiyadhFields(iso: string | null): { date: string; time: string } {
  if (!iso) return { date: "", time: "" };
  const local = new Date(Date.parse(iso) + riyadhOffsetMs).toISOString();
  // Seconds only when set (a time a few seconds ahead); staff normally schedule to the minute.
  return { date: local.slice(0, 10), time: local.slice(17, 19) === "00" ? local.slice(11, 16) : local.slice(11, 19) };
}
