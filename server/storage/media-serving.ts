import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { cacheControl } from "../../domain/cache-control.ts";
import { contentTypeOf, isSafeKey, type MediaStorage } from "./media-storage.ts";

/**
 * /media/* when media live in an S3 bucket: streamed from the bucket (the pages keep their /media/ URLs and the
 * bucket need not be public), else from the local folder, where each process keeps the demo images it made.
 */
export async function mediaFromStorage(app: FastifyInstance, options: { storage: MediaStorage; fallbackRoot: string }) {
  await app.register(fastifyStatic, { root: options.fallbackRoot, serve: false });
  app.get("/media/*", async (request, reply) => {
    const key = (request.params as { "*": string })["*"];
    const object = isSafeKey(key) ? await options.storage.read(key) : null;
    // @fastify/static writes cacheControl.media itself, only when it finds the file.
    if (!object) return reply.sendFile(key, { immutable: true, maxAge: "365d" });
    // The type follows the key, whatever the bucket says: nothing under /media/ is ever served as HTML.
    reply
      .header("cache-control", cacheControl.media)
      .header("x-content-type-options", "nosniff")
      .type(contentTypeOf(key));
    if (object.length !== undefined) reply.header("content-length", object.length);
    return reply.send(object.body);
  });
}
