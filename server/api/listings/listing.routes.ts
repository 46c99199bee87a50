import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { languageFromAcceptLanguage } from "../../../domain/language.ts";
import { type ListingKind, listingKinds } from "../../../domain/listing.ts";
import { type ListingQueryField, parseListingQuery } from "../../../domain/listing-query.ts";
import type { SiteServices } from "../../../domain/site-services.ts";
import { errorBody, sendError } from "../errors.ts";
import { listingQueryMessage } from "../messages.ts";
import { sendPreparedJson } from "../prepared-json.ts";

/** Lists change when staff edit them; a short shared cache absorbs bursts. */
const listCacheControl = "public, max-age=30, stale-while-revalidate=60";

function languageOf(request: FastifyRequest) {
  return languageFromAcceptLanguage(request.headers["accept-language"]);
}

function answerInLanguage(reply: FastifyReply) {
  return reply.header("vary", "Accept-Language").header("cache-control", listCacheControl);
}

/** GET /api/{auction,project,property} and /api/{kind}/{id} (spec §7), and GET /api/categories?kind=… */
export async function listingRoutes(app: FastifyInstance, options: { services: SiteServices }) {
  const { services } = options;

  for (const kind of listingKinds) {
    app.get(`/${kind}`, async (request, reply) => {
      const language = languageOf(request);
      const parsed = parseListingQuery(request.query as Record<string, unknown>);
      if (!parsed.success) {
        const fields = Object.fromEntries(
          Object.entries(parsed.issues).map(([field, issue]) => [
            field,
            listingQueryMessage(field as ListingQueryField, issue, language),
          ]),
        );
        return reply
          .status(400)
          .header("vary", "Accept-Language")
          .send(errorBody(request, "invalid_request", fields));
      }
      const page = await services.listListings(kind, parsed.data, language);
      return sendPreparedJson(request, answerInLanguage(reply), page);
    });

    app.get(`/${kind}/:id`, async (request, reply) => {
      const language = languageOf(request);
      const { id } = request.params as { id: string };
      if (!/^[1-9]\d{0,15}$/.test(id)) {
        const message =
          language === "ar" ? "يجب أن يكون المعرّف رقمًا صحيحًا موجبًا." : "id must be a positive whole number.";
        return reply
          .status(400)
          .header("vary", "Accept-Language")
          .send(errorBody(request, "invalid_request", { id: message }));
      }
      const listing = await services.getListing(kind, Number(id), language);
      if (!listing) return sendError(request, reply.header("vary", "Accept-Language"), 404, "not_found");
      return sendPreparedJson(request, answerInLanguage(reply), { data: listing });
    });
  }

  app.get("/categories", async (request, reply) => {
    const language = languageOf(request);
    const { kind } = request.query as { kind?: string };
    if (!listingKinds.includes(kind as ListingKind)) {
      const message =
        language === "ar"
          ? `النوع يجب أن يكون أحد: ${listingKinds.join("، ")}.`
          : `kind must be one of ${listingKinds.join(", ")}.`;
      return reply.status(400).send(errorBody(request, "invalid_request", { kind: message }));
    }
    const data = await services.listCategories(kind as ListingKind, language);
    return answerInLanguage(reply).send({ data });
  });
}
