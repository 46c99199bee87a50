import type { Socket } from "node:net";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { type Language, languageFromAcceptLanguage } from "../../domain/language.ts";
import { languageOfPath } from "../../domain/localized-path.ts";
import { errorPage, isPagePath } from "../plugins/bad-requests.ts";

type Texts = Record<Language, string>;

/** What Node's HTTP parser refuses, each with its own status, code, title (for pages) and message. */
const refusals = {
  invalid_request: {
    status: 400,
    title: { ar: "طلب غير صالح", en: "Bad request" },
    message: {
      ar: "تعذّرت قراءة الطلب: يجب ترميز الأحرف غير اللاتينية في العنوان (ترميز URL).",
      en: "The request could not be read: characters outside ASCII in the address must be URL-encoded.",
    },
  },
  unknown_method: {
    status: 400,
    title: { ar: "طلب غير صالح", en: "Bad request" },
    message: {
      ar: "نوع الطلب غير معروف: يقبل الموقع أنواع HTTP المعتادة مثل GET وPOST.",
      en: "The request's method is unknown: the site accepts the usual HTTP methods such as GET and POST.",
    },
  },
  conflicting_length: {
    status: 400,
    title: { ar: "طلب غير صالح", en: "Bad request" },
    message: {
      ar: "طول محتوى الطلب غير صالح: يحدده Content-Length أو Transfer-Encoding، لا الاثنان معًا.",
      en: "The length of the request's body is invalid: give it by Content-Length or Transfer-Encoding, not both.",
    },
  },
  incomplete_body: {
    status: 400,
    title: { ar: "طلب غير مكتمل", en: "Incomplete request" },
    message: {
      ar: "انتهى الطلب قبل أن يكتمل محتواه (أقصر مما أعلنه Content-Length).",
      en: "The request ended before its body was complete (shorter than its Content-Length).",
    },
  },
  malformed_request: {
    status: 400,
    title: { ar: "طلب غير صالح", en: "Bad request" },
    message: {
      ar: "تعذّرت قراءة الطلب: صيغته لا توافق بروتوكول HTTP.",
      en: "The request could not be read: it is not well-formed HTTP.",
    },
  },
  request_timeout: {
    status: 408,
    title: { ar: "انتهت المهلة", en: "Request timed out" },
    message: { ar: "انتهت مهلة الطلب، حاول مرة أخرى.", en: "The request took too long. Please try again." },
  },
  headers_too_large: {
    status: 431,
    title: { ar: "ترويسات كبيرة", en: "Headers too large" },
    message: { ar: "تجاوزت ترويسات الطلب الحجم المسموح.", en: "The request's headers are too large." },
  },
} satisfies Record<string, { status: number; title: Texts; message: Texts }>;
type Refusal = keyof typeof refusals;

const reasons: Record<number, string> = {
  400: "Bad Request",
  408: "Request Timeout",
  431: "Request Header Fields Too Large",
};

/** The refusal for one of Node's parser errors (llhttp's codes, and Node's own for its timeouts). */
export function refusalOf(code: string | undefined): Refusal {
  switch (code) {
    case "ERR_HTTP_REQUEST_TIMEOUT":
      return "request_timeout";
    case "HPE_HEADER_OVERFLOW":
      return "headers_too_large";
    case "HPE_INVALID_URL":
      return "invalid_request";
    case "HPE_INVALID_METHOD":
      return "unknown_method";
    case "HPE_INVALID_TRANSFER_ENCODING":
    case "HPE_UNEXPECTED_CONTENT_LENGTH":
    case "HPE_INVALID_CONTENT_LENGTH":
      return "conflicting_length";
    case "HPE_INVALID_EOF_STATE":
      return "incomplete_body";
    default:
      return "malformed_request";
  }
}

/** The path and Accept-Language of the last request read on each connection (docs/decisions/029-connection-limits.md). */
const lastRequestOn = new WeakMap<
  Socket,
  { path: string; acceptLanguage: string | undefined; reqId: string; answered: boolean }
>();

/**
 * Notes each request's path and Accept-Language on its connection: a body cut short of its Content-Length or too
 * slow is refused by the parser after the headers were read, and those bytes are no longer in the packet it
 * reports.
 */
export const rememberRequestLanguage = fp(
  async (app: FastifyInstance) => {
    app.addHook("onRequest", async (request) => {
      lastRequestOn.set(request.raw.socket, {
        path: request.url,
        acceptLanguage: request.headers["accept-language"],
        reqId: request.id,
        answered: false,
      });
    });
    // A refusal after this is about a later request on the connection, not this one: its line gets no reqId.
    app.addHook("onResponse", async (request) => {
      const remembered = lastRequestOn.get(request.raw.socket);
      if (remembered?.reqId === request.id) remembered.answered = true;
    });
  },
  { name: "remember-request-language" },
);

/** The request's path and Accept-Language, read from the raw bytes Node could not parse, or noted earlier. */
function rawRequestOf(raw: unknown, socket: Socket): { path?: string; acceptLanguage?: string; reqId?: string } {
  const text = Buffer.isBuffer(raw) ? raw.toString("latin1") : "";
  const remembered = lastRequestOn.get(socket);
  const path = /^[!-~]+ (\/\S*) /.exec(text)?.[1] ?? remembered?.path;
  const acceptLanguage = /^accept-language:[ \t]*([^\r\n]*)/im.exec(text)?.[1] ?? remembered?.acceptLanguage;
  // A request whose headers were read and that is still unanswered (its body too slow or cut short) has an id.
  const reqId = remembered && !remembered.answered ? remembered.reqId : undefined;
  return { path, acceptLanguage, reqId };
}

/**
 * Answers a request Node's HTTP parser refused (a raw UTF-8 address, headers too large, a timeout, a body shorter
 * than announced, Content-Length with Transfer-Encoding, an unknown method), each with its own message: on a
 * page path a short HTML page in the path's language, elsewhere (and when no path could be read) the API's
 * `{ error: { code, message } }` in the request's language. There is no request object here, only the socket and
 * the bytes read; the answer never repeats them.
 */
export function answerClientError(
  this: FastifyInstance | undefined,
  error: Error & { code?: string; rawPacket?: unknown },
  socket: Socket,
): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const code = refusalOf(error.code);
  const { status, title, message } = refusals[code];
  const { path, acceptLanguage, reqId } = rawRequestOf(error.rawPacket, socket);
  // Fastify calls this with the app as `this`; one line per refusal, with the request's id when it has one.
  this?.log.info({ reqId, code, status, address: socket.remoteAddress }, "request refused by the HTTP parser");
  const page = path !== undefined && isPagePath(path);
  const language = page ? languageOfPath(path) : languageFromAcceptLanguage(acceptLanguage);
  const body = page
    ? errorPage(language, title[language], message[language])
    : JSON.stringify({ error: { code, message: message[language] } });
  socket.end(
    `HTTP/1.1 ${status} ${reasons[status]}\r\n` +
      `Content-Type: ${page ? "text/html" : "application/json"}; charset=utf-8\r\n` +
      `Content-Language: ${language}\r\n` +
      "Cache-Control: no-store\r\n" +
      "X-Content-Type-Options: nosniff\r\n" +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      "Connection: close\r\n\r\n" +
      body,
  );
}
