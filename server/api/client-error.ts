import type { Socket } from "node:net";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { type Language, languageFromAcceptLanguage } from "../../domain/language.ts";

const messages = {
  400: {
    ar: "تعذّرت قراءة الطلب: يجب ترميز الأحرف غير اللاتينية في العنوان (ترميز URL).",
    en: "The request could not be read: characters outside ASCII in the address must be URL-encoded.",
  },
  408: { ar: "انتهت مهلة الطلب، حاول مرة أخرى.", en: "The request took too long. Please try again." },
  431: { ar: "تجاوزت ترويسات الطلب الحجم المسموح.", en: "The request's headers are too large." },
} satisfies Record<number, Record<Language, string>>;

const reasons = { 400: "Bad Request", 408: "Request Timeout", 431: "Request Header Fields Too Large" } as const;

/** The Accept-Language of the last request read on each connection (issue 15). */
const lastAcceptLanguageOn = new WeakMap<Socket, string | undefined>();

/**
 * Notes each request's Accept-Language on its connection: a body cut short of its Content-Length is refused by
 * the parser after the headers were read, and those bytes are no longer in the packet it reports.
 */
export const rememberRequestLanguage = fp(
  async (app: FastifyInstance) => {
    app.addHook("onRequest", async (request) => {
      lastAcceptLanguageOn.set(request.raw.socket, request.headers["accept-language"]);
    });
  },
  { name: "remember-request-language" },
);

/** The request's Accept-Language, read from the raw bytes Node could not parse as HTTP, or noted earlier. */
function languageOfRawRequest(raw: unknown, socket: Socket): Language {
  const text = Buffer.isBuffer(raw) ? raw.toString("latin1") : "";
  const header = /^accept-language:[ \t]*([^\r\n]*)/im.exec(text)?.[1] ?? lastAcceptLanguageOn.get(socket);
  return languageFromAcceptLanguage(header);
}

/**
 * Answers a request Node's HTTP parser refused (a raw UTF-8 address such as `/api/project?search=فيلا`,
 * headers too large, a timeout) the way the API answers every error: `{ error: { code, message } }`
 * in the request's language, instead of Fastify's English "Bad Request" (issue 11). There is no
 * request object here, only the socket and the bytes read.
 */
export function answerClientError(error: Error & { code?: string; rawPacket?: unknown }, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const status = error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : error.code === "HPE_HEADER_OVERFLOW" ? 431 : 400;
  const language = languageOfRawRequest(error.rawPacket, socket);
  const code = status === 408 ? "request_timeout" : status === 431 ? "headers_too_large" : "invalid_request";
  const body = JSON.stringify({ error: { code, message: messages[status][language] } });
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  socket.end(
    `HTTP/1.1 ${status} ${reasons[status]}\r\n` +
      "Content-Type: application/json; charset=utf-8\r\n" +
      `Content-Language: ${language}\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      "Connection: close\r\n\r\n" +
      body,
  );
}
