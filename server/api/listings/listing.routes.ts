import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { cacheControl } from "../../../domain/cache-control.ts";
import { languageFromAcceptLanguage } from "../../../domain/language.ts";
import { listingKinds } from "../../../domain/listing.ts";
import { parseListingRefs } from "../../../domain/listing-ref.ts";
import type { ServerSiteServices } from "../../services/site-services.ts";
import { errorAnswer, languageHeaders } from "../contract.ts";
import { sendError } from "../errors.ts";
import { sendPreparedJson } from "../prepared-json.ts";
import type { UncachedReadLimit } from "../uncached-read-limit.ts";
import {
  categoriesAnswer,
  categoriesQuery,
  idMessage,
  idParams,
  kindMessage,
  listingAnswer,
  listingRefsQuery,
  listingsAnswer,
  listPage,
  listQueryMessageOf,
  listQueryOf,
} from "./listing.contract.ts";

function languageOf(request: FastifyRequest) {
  return languageFromAcceptLanguage(request.headers["accept-language"]);
}

function answerInLanguage(reply: FastifyReply) {
  return reply.header("vary", "Accept-Language").header("cache-control", cacheControl.apiList);
}

/**
 * GET /api/{auction,project,property} and /api/{kind}/{id} (spec §7), and GET /api/categories?kind=… Reads the
 * cache cannot answer count against `misses`; categories (a few keys per kind) always come from it.
 */
export async function listingRoutes(
  app: FastifyInstance,
  options: { services: ServerSiteServices; misses: UncachedReadLimit },
) {
  const { services, misses } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  for (const kind of listingKinds) {
    api.get(
      `/${kind}`,
      {
        schema: {
          summary: `List ${kind} listings: open ones first, soonest start or end first; closed ones last`,
          headers: languageHeaders,
          querystring: listQueryOf(kind),
          response: { 200: listPage, 400: errorAnswer, 429: errorAnswer },
        },
        config: { inputMessage: listQueryMessageOf(kind) },
        preHandler: async (request, reply) => {
          if (!services.hasCachedList(kind, request.query, languageOf(request))) await misses(request, reply);
        },
      },
      async (request, reply) => {
        const page = await services.listListings(kind, request.query, languageOf(request));
        return sendPreparedJson(request, answerInLanguage(reply), page);
      },
    );

    api.get(
      `/${kind}/:id`,
      {
        schema: {
          summary: `One ${kind} listing`,
          headers: languageHeaders,
          params: idParams,
          response: { 200: listingAnswer, 400: errorAnswer, 404: errorAnswer, 429: errorAnswer },
        },
        config: { inputMessage: idMessage },
        preHandler: async (request, reply) => {
          if (!services.hasCachedListing(kind, request.params.id, languageOf(request))) await misses(request, reply);
        },
      },
      async (request, reply) => {
        const listing = await services.getListing(kind, request.params.id, languageOf(request));
        if (!listing) return sendError(request, reply.header("vary", "Accept-Language"), 404, "not_found");
        return sendPreparedJson(request, answerInLanguage(reply), { data: listing });
      },
    );
  }

  api.get(
    "/listings",
    {
      schema: {
        summary: "Listings named by kind and id (favourites, recently viewed), visible ones only, in the order named",
        headers: languageHeaders,
        querystring: listingRefsQuery,
        response: { 200: listingsAnswer, 400: errorAnswer, 429: errorAnswer },
      },
      // Each visitor's own list, never cached: every one is a miss.
      preHandler: misses,
    },
    async (request, reply) => {
      const refs = parseListingRefs(request.query.ids);
      const data = await services.listingsByRefs(refs, languageOf(request));
      return answerInLanguage(reply).send({ data });
    },
  );

  api.get(
    "/categories",
    {
      schema: {
        summary: "Types (categories) of a kind of listing, for the filters, in display order",
        headers: languageHeaders,
        querystring: categoriesQuery,
        response: { 200: categoriesAnswer, 400: errorAnswer },
      },
      config: { inputMessage: kindMessage },
    },
    async (request, reply) => {
      const data = await services.listCategories(request.query.kind, languageOf(request));
      return answerInLanguage(reply).send({ data });
    },
  );
}
