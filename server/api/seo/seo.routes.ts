import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import { z } from "zod";
import { cacheControl } from "../../../domain/cache-control.ts";
import { robotsTxt, sitemapPagePaths, sitemapXml } from "../../../domain/sitemap.ts";
import type { Database } from "../../db/schema.ts";
import { visibleListingPages } from "../../db/sitemap.repository.ts";
import { errorAnswer } from "../contract.ts";
import type { UncachedReadLimit } from "../uncached-read-limit.ts";

/**
 * GET /sitemap.xml and /robots.txt for search engines. Built per request from the database (one indexed read per
 * kind), so a listing that is unpublished or whose licence expires leaves the sitemap at once; each one counts
 * against the address's budget of uncached reads.
 */
export async function seoRoutes(
  app: FastifyInstance,
  options: { db: Kysely<Database>; misses: UncachedReadLimit; publicOrigin?: string },
) {
  const originOf = (request: FastifyRequest) => options.publicOrigin ?? `${request.protocol}://${request.host}`;
  // Shared caches may keep them a minute, but only when the origin in them is the configured one: without
  // PUBLIC_ORIGIN it comes from the request's Host, which a cache would hand to everyone.
  const sitemapCaching = options.publicOrigin ? cacheControl.sitemap : cacheControl.perHost;

  const sitemap = {
    summary: "Every public page in both languages, with hreflang alternates",
    response: {
      200: { description: "sitemaps.org XML", content: { "application/xml": { schema: z.string() } } },
      429: errorAnswer,
    },
  };
  app.get("/sitemap.xml", { schema: sitemap, preHandler: options.misses }, async (request, reply) => {
    const listings = await visibleListingPages(options.db, new Date());
    const pages = [...sitemapPagePaths.map((path) => ({ path })), ...listings];
    return reply
      .header("content-type", "application/xml; charset=utf-8")
      .header("cache-control", sitemapCaching)
      .send(sitemapXml(originOf(request), pages));
  });

  const robots = {
    summary: "What crawlers may read, and where the sitemap is",
    response: { 200: { description: "robots.txt", content: { "text/plain": { schema: z.string() } } } },
  };
  app.get("/robots.txt", { schema: robots }, async (request, reply) =>
    reply
      .header("content-type", "text/plain; charset=utf-8")
      .header("cache-control", options.publicOrigin ? cacheControl.robots : cacheControl.perHost)
      .send(robotsTxt(originOf(request))),
  );
}
