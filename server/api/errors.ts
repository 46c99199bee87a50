import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { cacheControl } from "../../domain/cache-control.ts";
import { type Language, languageFromAcceptLanguage } from "../../domain/language.ts";
import { isDatabaseUnavailable, retryAfterSeconds } from "../db/outage.ts";
import { inputFieldMessages } from "./contract.ts";

const messages = {
  not_found: { ar: "لم نجد ما تبحث عنه.", en: "We could not find what you asked for." },
  invalid_request: { ar: "يحتوي الطلب على بيانات غير صحيحة.", en: "The request contains invalid data." },
  too_many_requests: {
    ar: "طلبات كثيرة في وقت قصير، حاول مرة أخرى بعد قليل.",
    en: "Too many requests in a short time. Please try again shortly.",
  },
  cross_site: {
    ar: "رُفض الطلب لأنه أُرسل من موقع آخر.",
    en: "The request was refused because it came from another site.",
  },
  submission_key_reused: {
    ar: "أُرسل هذا النموذج من قبل بمحتوى مختلف. أعد تحميل الصفحة وأرسله من جديد.",
    en: "This form was already sent with different content. Reload the page and send it again.",
  },
  method_not_allowed: {
    ar: "هذه الصفحة تُعرض فقط ولا تقبل إرسال البيانات إليها.",
    en: "This page can only be viewed; it does not accept data sent to it.",
  },
  unauthorized: { ar: "سجّل الدخول للمتابعة.", en: "Please sign in to continue." },
  forbidden: { ar: "ليست لديك صلاحية لهذا الإجراء.", en: "You do not have permission to do this." },
  payload_too_large: { ar: "تجاوز حجم الطلب الحد المسموح.", en: "The request is too large." },
  unavailable: {
    ar: "الخدمة غير متاحة مؤقتًا، حاول مرة أخرى بعد قليل.",
    en: "The service is temporarily unavailable. Please try again shortly.",
  },
  internal: {
    ar: "حدث خطأ في النظام، حاول مرة أخرى لاحقًا.",
    en: "A system error occurred. Please try again later.",
  },
} satisfies Record<string, Record<Language, string>>;

export type ErrorCode = keyof typeof messages;

/** An error's message in a language. */
export function errorMessage(code: ErrorCode, language: Language): string {
  return messages[code][language];
}

/** The API's error body: `{ error: { code, message, fields? } }`, message in the request's language. */
export function errorBody(request: FastifyRequest, code: ErrorCode, fields?: Record<string, string>) {
  const language = languageFromAcceptLanguage(request.headers["accept-language"]);
  return { error: { code, message: messages[code][language], ...(fields ? { fields } : {}) } };
}

export function sendError(request: FastifyRequest, reply: FastifyReply, status: number, code: ErrorCode) {
  return reply.status(status).send(errorBody(request, code));
}

/**
 * One error handler for the whole API: client errors say what was wrong, server errors say nothing more, and a
 * database that cannot be reached is a 503 with Retry-After.
 */
export function installErrorHandlers(app: FastifyInstance): void {
  // A path no route serves (outside the pages, which answer every other path themselves): the JSON 404,
  // never Fastify's default body, which repeats the URL.
  app.setNotFoundHandler((request, reply) => sendError(request, reply, 404, "not_found"));
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status === 429) return sendError(request, reply, 429, "too_many_requests");
    if (status === 413) return sendError(request, reply, 413, "payload_too_large");
    const language = languageFromAcceptLanguage(request.headers["accept-language"]);
    const fields = inputFieldMessages(error, request.routeOptions.config?.inputMessage, language);
    if (fields) {
      request.log.info({ fields: Object.keys(fields) }, "invalid input");
      return reply
        .status(400)
        .header("vary", "Accept-Language")
        .send(errorBody(request, "invalid_request", fields));
    }
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, "client error");
      return sendError(request, reply, status, status === 404 ? "not_found" : "invalid_request");
    }
    if (isDatabaseUnavailable(error)) {
      // An outage, not a bug: the client may retry; the pages and lists keep answering from their caches.
      request.log.warn({ err: { message: error.message, code: error.code } }, "database unavailable");
      reply.header("retry-after", String(retryAfterSeconds)).header("cache-control", cacheControl.noStore);
      return sendError(request, reply, 503, "unavailable");
    }
    request.log.error({ err: error }, "request failed");
    return sendError(request, reply, 500, "internal");
  });
}
