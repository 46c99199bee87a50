import { resolve, sep } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { cacheControl } from "../../../domain/cache-control.ts";

/** The client build's files: fingerprinted assets kept for good, the others an hour (domain/cache-control.ts). */
export async function staticFiles(app: FastifyInstance, options: { clientBuildDirectory: string }) {
  const clientDirectory = resolve(options.clientBuildDirectory);
  const assetsDirectory = `${clientDirectory}${sep}assets${sep}`;
  // Scripts are modules, which browsers always decode as UTF-8: the standard type (RFC 9239) with no charset saves
  // 24 bytes on each of a page's ten script answers, counted in its first-load budget (tests/e2e/first-load.spec.ts).
  app.addHook("onSend", async (_request, reply, payload) => {
    if (reply.getHeader("content-type") === "application/javascript; charset=utf-8") {
      reply.header("content-type", "text/javascript");
    }
    return payload;
  });
  await app.register(fastifyStatic, {
    root: clientDirectory,
    wildcard: false,
    cacheControl: false,
    dotfiles: "ignore",
    // The build writes .br and .gz beside each asset (precompressAssets in vite.config.ts).
    preCompressed: true,
    // Scripts, style sheets and fonts are fetched whole: no Accept-Ranges header on each of them.
    acceptRanges: false,
    setHeaders(res, filePath) {
      // Fingerprinted assets never change under the same name.
      const immutable = filePath.startsWith(assetsDirectory);
      res.setHeader("cache-control", immutable ? cacheControl.staticAsset : cacheControl.staticFile);
      res.setHeader("vary", "accept-encoding");
    },
  });
}
