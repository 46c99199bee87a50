import { TZDate } from "@date-fns/tz";
import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import ical from "ical-generator";
import { z } from "zod";
import { auctionEvent, type CalendarEvent, eventTimeZone } from "../../../domain/calendar-event.ts";
import { type Language, languageFromAcceptLanguage, languages } from "../../../domain/language.ts";
import type { ServerSiteServices } from "../../services/site-services.ts";
import { errorAnswer } from "../contract.ts";
import { sendError } from "../errors.ts";
import { idMessage, idParams } from "../listings/listing.contract.ts";
import type { UncachedReadLimit } from "../uncached-read-limit.ts";

// A calendar link is followed without the page's Accept-Language: it names its language.
const calendarQuery = z.object({ lang: z.enum(languages).optional() });

/**
 * RFC 5545 text of one event. Times are written in Riyadh's zone (with its VTIMEZONE) whatever the server's own
 * zone: TZDate gives ical-generator the wall-clock time in Riyadh, and the calendar itself names no zone so that
 * DTSTAMP stays in UTC as the RFC asks.
 */
function icsOf(event: CalendarEvent, uid: string, geo: { lat: number; lon: number } | null): string {
  const calendar = ical({ prodId: { company: "aqar-site", product: "auction-reminder" } });
  calendar.timezone({ name: null, generator: getVtimezoneComponent });
  calendar.createEvent({
    id: uid,
    start: new TZDate(event.start.getTime(), eventTimeZone),
    end: new TZDate(event.end.getTime(), eventTimeZone),
    timezone: eventTimeZone,
    summary: event.title,
    description: event.url,
    location: geo ? { title: event.location, geo } : event.location,
    url: event.url,
  });
  return calendar.toString();
}

/** GET /api/auction/{id}/calendar.ics: an auction's dates for the visitor's calendar (docs/decisions/024-visitor-tools.md). */
export async function calendarRoutes(
  app: FastifyInstance,
  options: { services: ServerSiteServices; misses: UncachedReadLimit; publicOrigin?: string },
) {
  const { services, misses, publicOrigin } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const originOf = (request: FastifyRequest) => publicOrigin ?? `${request.protocol}://${request.host}`;

  const schema = {
    summary: "An auction's start and end as an iCalendar file in Riyadh's time zone",
    params: idParams,
    querystring: calendarQuery,
    response: {
      200: { description: "iCalendar", content: { "text/calendar": { schema: z.string() } } },
      400: errorAnswer,
      404: errorAnswer,
      429: errorAnswer,
    },
  };
  const languageOf = (request: FastifyRequest, lang: Language | undefined): Language =>
    lang ?? languageFromAcceptLanguage(request.headers["accept-language"]);
  api.get(
    "/auction/:id/calendar.ics",
    {
      schema,
      config: { inputMessage: idMessage },
      // A listing the cache does not hold counts against the address's budget of uncached reads.
      preHandler: async (request, reply) => {
        const language = languageOf(request, request.query.lang);
        if (!services.hasCachedListing("auction", request.params.id, language)) await misses(request, reply);
      },
    },
    async (request, reply) => {
      const language = languageOf(request, request.query.lang);
      const { id } = request.params;
      const listing = await services.getListing("auction", id, language);
      const origin = originOf(request);
      const event = listing
        ? auctionEvent({
            ...listing,
            location: listing.location_description,
            url: `${origin}${language === "en" ? "/en" : ""}/auction/${id}`,
          })
        : null;
      if (!listing || !event) return sendError(request, reply, 404, "not_found");
      const geo = listing.lat !== null && listing.lng !== null ? { lat: listing.lat, lon: listing.lng } : null;
      return reply
        .header("content-type", "text/calendar; charset=utf-8")
        .header("content-disposition", `attachment; filename="auction-${id}.ics"`)
        .header("cache-control", publicOrigin ? "public, max-age=60" : "private, no-cache")
        .send(icsOf(event, `auction-${id}@${new URL(origin).hostname}`, geo));
    },
  );
}
