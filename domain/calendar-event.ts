/**
 * An auction as a calendar event (docs/decisions/024-visitor-tools.md): what the .ics file (server/api/listings/calendar.routes.ts) and the
 * Google Calendar link both say, so the two never disagree.
 */
export const eventTimeZone = "Asia/Riyadh";

/** Without an end date, an auction is put in the calendar for this long. */
const defaultLengthMs = 60 * 60_000;

export interface CalendarEvent {
  title: string;
  start: Date;
  end: Date;
  location: string;
  /** The listing's page, in the event's language. */
  url: string;
}

/** The event of an auction, or null when it has no date to remind of. */
export function auctionEvent(listing: {
  title: string;
  start_date: string | null;
  end_date: string | null;
  location: string;
  url: string;
}): CalendarEvent | null {
  const start = listing.start_date ? new Date(listing.start_date) : null;
  if (!start || Number.isNaN(start.getTime())) return null;
  const end = listing.end_date ? new Date(listing.end_date) : null;
  const validEnd = end && end.getTime() > start.getTime() ? end : new Date(start.getTime() + defaultLengthMs);
  return { title: listing.title, start, end: validEnd, location: listing.location, url: listing.url };
}

/** 20261201T070000Z: the UTC form Google Calendar's template link reads. */
function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** Google Calendar's "add event" page, filled in; `ctz` shows the times in Riyadh's zone. */
export function googleCalendarUrl(event: CalendarEvent): string {
  const query = new URLSearchParams({
    action: "TEMPLATE",
    text: event.title,
    dates: `${utcStamp(event.start)}/${utcStamp(event.end)}`,
    details: event.url,
    location: event.location,
    ctz: eventTimeZone,
  });
  return `https://calendar.google.com/calendar/render?${query}`;
}
