import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { cacheControl } from "../../../domain/cache-control.ts";
import { isLanguage, type Language, languageFromAcceptLanguage } from "../../../domain/language.ts";
import { isListingKind } from "../../../domain/listing.ts";
import { type AlertFrequency, alertFiltersOf, alertMessage, alertRefusalOf } from "../../../domain/search-alert.ts";
import type { SearchAlerts } from "../../services/search-alerts.ts";
import { errorAnswer, languageHeaders } from "../contract.ts";
import { errorBody, sendError } from "../errors.ts";
import {
  alertFieldMessage,
  confirmBody,
  confirmedAnswer,
  doneAnswer,
  manageAnswer,
  manageBody,
  pendingAnswer,
  redirectAnswer,
  subscribeBody,
  tokenQuery,
  unsubscribeAnswer,
} from "./alert.contract.ts";

export interface AlertRoutesOptions {
  alerts: SearchAlerts;
  /** Alert requests one client address may make per minute. */
  ratePerMinute: number;
}

/** A form the page posted without JavaScript: answered with a redirect to a page rather than JSON. */
const isFormPost = (request: FastifyRequest) =>
  (request.headers["content-type"] ?? "").startsWith("application/x-www-form-urlencoded");

const prefixOf = (language: Language) => (language === "en" ? "/en" : "");

function seeOther(reply: FastifyReply, location: string) {
  return reply.header("cache-control", cacheControl.noStore).redirect(location, 303);
}

/**
 * The alert page again, for a subscription posted as a form and refused (by its checks, its limits, or the mail):
 * with the search it was for and why (`refused`), never the address. Read from the raw form, which may be invalid.
 */
function refusedFormPage(request: FastifyRequest, status: number): string {
  const form = (request.body ?? {}) as Record<string, unknown>;
  const language = isLanguage(form.language)
    ? form.language
    : languageFromAcceptLanguage(request.headers["accept-language"]);
  const query = new URLSearchParams();
  if (isListingKind(form.kind)) {
    const filters = alertFiltersOf(
      form.kind,
      new URLSearchParams(typeof form.filters === "string" ? form.filters : ""),
    );
    if (filters.success) for (const [name, value] of new URLSearchParams(filters.filters)) query.append(name, value);
    query.set("kind", form.kind);
  }
  query.set("refused", alertRefusalOf(status));
  return `${prefixOf(language)}/alerts/new?${query}`;
}

/**
 * The public side of saved searches with e-mail alerts (docs/decisions/040-search-alerts.md): subscribe (double
 * opt-in), confirm (a POST from the confirmation page, never a GET), one-click unsubscribe (RFC 8058), and the
 * manage link's list and changes.
 */
export async function alertRoutes(app: FastifyInstance, options: AlertRoutesOptions) {
  const { alerts } = options;
  // The pages' forms work without JavaScript, and mail clients post the one-click unsubscribe as a form.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 16_384 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const rateLimit = { max: options.ratePerMinute, timeWindow: "1 minute", groupId: "alerts" };
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    "/alerts",
    {
      schema: {
        summary: "Ask for e-mail alerts of a list's search",
        description:
          "Saves the search as pending and e-mails a one-time confirmation link; the alert starts once the link is " +
          "opened. The same answer whether the address already has this alert or not. A form post (urlencoded) is " +
          "answered 303 to the alert page, refused or not (`refused=invalid|tooMany|busy|unavailable` says why).",
        headers: languageHeaders,
        body: subscribeBody,
        response: {
          202: pendingAnswer,
          303: redirectAnswer,
          400: errorAnswer,
          422: errorAnswer,
          429: errorAnswer,
          503: errorAnswer,
        },
      },
      config: { rateLimit, inputMessage: alertFieldMessage },
      // A form post is answered with a page whatever refuses it: the checks of its fields, the rate limit, the handler.
      // A cross-site post (403, server/plugins/origin-check.ts) is no visitor's: it keeps its refusal.
      onSend: async (request, reply, payload) => {
        if (!isFormPost(request) || reply.statusCode < 400 || reply.statusCode === 403) return payload;
        const location = refusedFormPage(request, reply.statusCode);
        reply.code(303).header("cache-control", cacheControl.noStore).header("location", location);
        reply.removeHeader("content-type");
        return "";
      },
    },
    async (request, reply) => {
      const body = request.body;
      const language = body.language ?? languageFromAcceptLanguage(request.headers["accept-language"]);
      reply.header("cache-control", cacheControl.noStore).header("vary", "Accept-Language");
      const filters = alertFiltersOf(body.kind, new URLSearchParams(body.filters));
      if (!filters.success) {
        return reply
          .status(400)
          .send(errorBody(request, "invalid_request", { filters: alertMessage("filters", language) }));
      }
      const result = await alerts.subscribe({
        email: body.email,
        kind: body.kind,
        filters: filters.filters,
        frequency: body.frequency as AlertFrequency,
        language,
      });
      if (result === "too_many_alerts") {
        return reply
          .status(422)
          .send(errorBody(request, "invalid_request", { email: alertMessage("tooMany", language) }));
      }
      if (result === "too_many_emails") return sendError(request, reply, 429, "too_many_requests");
      if (result === "mail_failed") return sendError(request, reply, 503, "unavailable");
      if (isFormPost(request)) {
        const back = new URLSearchParams(filters.filters);
        back.set("kind", body.kind);
        back.set("sent", "1");
        return seeOther(reply, `${prefixOf(language)}/alerts/new?${back}`);
      }
      return reply.status(202).send({ data: { status: "pending" as const } });
    },
  );

  // The confirmation e-mail's link opens a page that asks for a click (mail scanners open every link): this address
  // is the link of e-mails sent before that page existed, and only sends the visitor on to it. A GET changes nothing.
  api.get(
    "/alerts/confirm",
    {
      schema: {
        summary: "The confirmation link of older e-mails: sends on to the confirmation page",
        description:
          "Changes nothing (mail scanners open every link): answers 303 to `/alerts/confirm?token=…` in the " +
          "alert's language, whose button posts to POST /api/alerts/confirm.",
        querystring: tokenQuery,
        response: { 303: redirectAnswer, 400: errorAnswer },
      },
      config: { rateLimit },
    },
    async (request, reply) => {
      const { token } = request.query;
      const pending = await alerts.pendingView(token);
      const language = pending?.language ?? languageFromAcceptLanguage(request.headers["accept-language"]);
      return seeOther(reply, `${prefixOf(language)}/alerts/confirm?token=${encodeURIComponent(token)}`);
    },
  );

  api.post(
    "/alerts/confirm",
    {
      schema: {
        summary: "Switch an alert on (the confirmation page's button)",
        description:
          "Works once. As JSON: the alert and the path of the address's manage page, or 404 for a token used, " +
          "expired or unknown. A form post (urlencoded) is answered 303 to the manage page, or to it with " +
          "`invalid=1`.",
        headers: languageHeaders,
        body: confirmBody,
        response: { 200: confirmedAnswer, 303: redirectAnswer, 400: errorAnswer, 404: errorAnswer },
      },
      config: { rateLimit },
    },
    async (request, reply) => {
      reply.header("cache-control", cacheControl.noStore);
      const confirmed = await alerts.confirm(request.body.token);
      if (!confirmed) {
        if (!isFormPost(request)) return sendError(request, reply, 404, "not_found");
        const language = request.body.language ?? languageFromAcceptLanguage(request.headers["accept-language"]);
        return seeOther(reply, `${prefixOf(language)}/alerts/manage?invalid=1`);
      }
      const manage = `${prefixOf(confirmed.language)}/alerts/manage?token=${confirmed.manage}&confirmed=${confirmed.id}`;
      if (isFormPost(request)) return seeOther(reply, manage);
      return { data: { alertId: confirmed.id, manage } };
    },
  );

  api.post(
    "/alerts/unsubscribe",
    {
      schema: {
        summary: "One-click unsubscribe (List-Unsubscribe-Post, RFC 8058)",
        description:
          "Deletes the alert of the e-mail's link. Mail clients post `List-Unsubscribe=One-Click` as a form; any " +
          "body is accepted. A second post answers `removed: false`.",
        headers: languageHeaders,
        querystring: tokenQuery,
        response: { 200: unsubscribeAnswer, 400: errorAnswer, 404: errorAnswer },
      },
      config: { rateLimit },
    },
    async (request, reply) => {
      reply.header("cache-control", cacheControl.noStore);
      const removed = await alerts.unsubscribe(request.query.token);
      if (removed === null) return sendError(request, reply, 404, "not_found");
      return { data: { removed } };
    },
  );

  api.get(
    "/alerts/manage",
    {
      schema: {
        summary: "The alerts of the manage link's address",
        headers: languageHeaders,
        querystring: tokenQuery,
        response: { 200: manageAnswer, 400: errorAnswer, 404: errorAnswer },
      },
      config: { rateLimit },
    },
    async (request, reply) => {
      reply.header("cache-control", cacheControl.noStore);
      const view = await alerts.manageView(request.query.token);
      if (!view) return sendError(request, reply, 404, "not_found");
      return { data: manageData(view) };
    },
  );

  api.post(
    "/alerts/manage",
    {
      schema: {
        summary: "Change an alert's frequency or delete it (the manage page)",
        description: "A form post (urlencoded) is answered 303 to the manage page.",
        headers: languageHeaders,
        body: manageBody,
        response: { 200: doneAnswer, 303: redirectAnswer, 400: errorAnswer, 404: errorAnswer },
      },
      config: { rateLimit, inputMessage: alertFieldMessage },
    },
    async (request, reply) => {
      const { token, alertId, action, frequency } = request.body;
      reply.header("cache-control", cacheControl.noStore);
      const result = await alerts.manage(
        token,
        action === "delete" ? { alertId, action } : { alertId, action, frequency: frequency ?? "" },
      );
      if (result !== "done") return sendError(request, reply, 404, "not_found");
      if (isFormPost(request)) {
        const language = request.body.language ?? languageFromAcceptLanguage(request.headers["accept-language"]);
        return seeOther(
          reply,
          `${prefixOf(language)}/alerts/manage?token=${encodeURIComponent(token)}&changed=${alertId}`,
        );
      }
      return { data: { done: true as const } };
    },
  );
}

/** The manage page's data: the address and its alerts. */
export function manageData(view: NonNullable<Awaited<ReturnType<SearchAlerts["manageView"]>>>) {
  return {
    email: view.email,
    alerts: view.alerts.map((alert) => ({
      id: alert.id,
      kind: alert.kind as "auction" | "project" | "property",
      filters: alert.filters,
      frequency: alert.frequency as AlertFrequency,
      language: (alert.language === "en" ? "en" : "ar") as Language,
      state: alert.state as "pending" | "active" | "off",
      createdAt: alert.created_at,
    })),
  };
}
