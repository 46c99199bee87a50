import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";

interface Prepared {
  json: Buffer;
  gzip?: Buffer;
  br?: Buffer;
}

// Keyed by the body object itself: a cached list page is serialised and compressed once.
const prepared = new WeakMap<object, Prepared>();
const preparing = new WeakMap<object, Promise<void>>();
const brotliQuality = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Whether an Accept-Encoding header accepts the encoding (q=0 refuses it). */
export function acceptsEncoding(header: string | undefined, encoding: string): boolean {
  return (header ?? "").split(",").some((part) => {
    const [name = "", ...params] = part.trim().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return name.trim() === encoding && (!q || Number(q.slice(2)) > 0);
  });
}

/** Sends a JSON body that is reused across requests, serialising and compressing it only once. */
export function sendPreparedJson(request: FastifyRequest, reply: FastifyReply, body: object) {
  let entry = prepared.get(body);
  if (!entry) {
    entry = { json: Buffer.from(JSON.stringify(body)) };
    prepared.set(body, entry);
  }
  reply.header("content-type", "application/json; charset=utf-8").header("vary", "Accept-Language, Accept-Encoding");
  if (entry.json.length < 1024) return reply.send(entry.json);
  const acceptEncoding = request.headers["accept-encoding"];
  if (acceptsEncoding(acceptEncoding, "br")) {
    entry.br ??= brotliCompressSync(entry.json, brotliQuality);
    return reply.header("content-encoding", "br").send(entry.br);
  }
  if (acceptsEncoding(acceptEncoding, "gzip")) {
    entry.gzip ??= gzipSync(entry.json);
    return reply.header("content-encoding", "gzip").send(entry.gzip);
  }
  return reply.send(entry.json);
}

/**
 * Serialises and compresses a large reused body before its first answer, compressing on
 * libuv's thread pool: megabytes compressed inline would stall every other request.
 * Concurrent callers share one preparation.
 */
export function prepareJsonAhead(body: object): Promise<void> {
  let pending = preparing.get(body);
  if (!pending) {
    pending = (async () => {
      const json = Buffer.from(JSON.stringify(body));
      const [gzipped, brotli] = await Promise.all([gzipAsync(json), brotliAsync(json, brotliQuality)]);
      prepared.set(body, { json, gzip: gzipped, br: brotli });
    })();
    preparing.set(body, pending);
    pending.catch(() => preparing.delete(body));
  }
  return pending;
}
