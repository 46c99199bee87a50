import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { cacheControl } from "../../../domain/cache-control.ts";
import { parseArea } from "../../../domain/geo-area.ts";
import type { Language } from "../../../domain/language.ts";
import { languageFromAcceptLanguage } from "../../../domain/language.ts";
import { type ListingQueryIssue, listingQueryParameter } from "../../../domain/listing-query.ts";
import type { MapData, MapItem } from "../../../domain/map-item.ts";
import { rentPeriods } from "../../../domain/rent.ts";
import type { SiteServices } from "../../../domain/site-services.ts";
import { errorAnswer, languageHeaders } from "../contract.ts";
import { listingQueryMessage } from "../list-query-messages.ts";
import { prepareJsonAhead, sendPreparedJson } from "../prepared-json.ts";
import { mapDataInArea } from "./map-area.ts";

const mapItem = z
  .object({
    id: z.number().int(),
    lat: z.number().min(-90).max(90),
    lng: z.number().min(-180).max(180),
    title: z.string(),
    coverImage: z.string().nullable().describe("A small WebP variant of the cover"),
    location_description: z.string(),
    price: z.number().optional().describe("SAR; only when the listing has a price"),
    rent_period: z.enum(rentPeriods).optional().describe("Only when price is a rent"),
    start_date: z.string().optional().describe("ISO 8601; auctions only, when set"),
    end_date: z.string().optional().describe("ISO 8601; auctions only, when set"),
    status: z.string().optional().describe("Auctions only: what the info window says about the dates depends on it"),
  })
  .meta({ id: "MapItem", description: "A listing as a map pin (spec §3)" }) satisfies z.ZodType<MapItem>;

export const mapAnswer = z.object({
  data: z.object({ auctions: z.array(mapItem), projects: z.array(mapItem), properties: z.array(mapItem) }),
}) satisfies z.ZodType<{ data: MapData }>;

/**
 * `area`: only the pins inside an area drawn on the map (docs/decisions/041-search-by-area.md). Any other parameter
 * is ignored, as spec §7's call sends none.
 */
const mapQuery = z.looseObject({
  area: z
    .string()
    .optional()
    .transform((text, context) => {
      if (text === undefined || text.trim() === "") return undefined;
      const area = parseArea(text);
      if ("value" in area) return area.value;
      context.addIssue({ code: "custom", message: area.issue });
      return z.NEVER;
    })
    .describe(listingQueryParameter("area").describe),
});

/** GET /api/content/map (spec §7): every pin of the map page, in the request's language. */
export async function mapRoutes(app: FastifyInstance, options: { services: SiteServices }) {
  const { services } = options;
  // One body per cached map data, so it is serialised and compressed once, not per request.
  const bodies = new WeakMap<MapData, { data: MapData }>();

  const bodyOf = (data: MapData) => {
    let body = bodies.get(data);
    if (!body) {
      body = { data };
      bodies.set(data, body);
    }
    return body;
  };

  const schema = {
    summary: "Every published listing with valid coordinates, as map pins by kind",
    headers: languageHeaders,
    querystring: mapQuery,
    response: { 200: mapAnswer, 400: errorAnswer },
  };
  const config = {
    inputMessage: (_field: string, issue: string, language: Language) =>
      listingQueryMessage("area", issue as ListingQueryIssue, language),
  };
  app.get("/content/map", { schema, config }, async (request, reply) => {
    const language = languageFromAcceptLanguage(request.headers["accept-language"]);
    // Read by the schema's transform: the area's points, or undefined.
    const { area } = request.query as z.output<typeof mapQuery>;
    if (area) {
      const data = await services.getMapData(language, (data) => prepareJsonAhead(bodyOf(data)));
      return reply
        .header("cache-control", cacheControl.apiList)
        .header("vary", "Accept-Language")
        .send({ data: mapDataInArea(data, area) });
    }
    // Prepared as part of each build: while a rebuild is under way, the previous answer is sent.
    const body = bodyOf(await services.getMapData(language, (data) => prepareJsonAhead(bodyOf(data))));
    await prepareJsonAhead(body);
    return sendPreparedJson(request, reply.header("cache-control", cacheControl.apiList), body);
  });
}
