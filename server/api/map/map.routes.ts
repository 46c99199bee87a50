import type { FastifyInstance } from "fastify";
import { languageFromAcceptLanguage } from "../../../domain/language.ts";
import type { MapData } from "../../../domain/map-item.ts";
import type { SiteServices } from "../../../domain/site-services.ts";
import { prepareJsonAhead, sendPreparedJson } from "../prepared-json.ts";

/** Listings change when staff edit them; a short shared cache absorbs bursts (as for lists). */
const mapCacheControl = "public, max-age=30, stale-while-revalidate=60";

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

  app.get("/content/map", async (request, reply) => {
    const language = languageFromAcceptLanguage(request.headers["accept-language"]);
    // Prepared as part of each build: while a rebuild is under way, the previous answer is sent.
    const body = bodyOf(await services.getMapData(language, (data) => prepareJsonAhead(bodyOf(data))));
    await prepareJsonAhead(body);
    return sendPreparedJson(request, reply.header("cache-control", mapCacheControl), body);
  });
}
