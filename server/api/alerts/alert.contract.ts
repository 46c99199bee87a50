import { z } from "zod";
import type { Language } from "../../../domain/language.ts";
import { languages } from "../../../domain/language.ts";
import { listingKinds } from "../../../domain/listing.ts";
import {
  type AlertMessage,
  alertFrequencies,
  alertMessage,
  checkEmail,
  maxEmailLength,
} from "../../../domain/search-alert.ts";

/** A token of a link in an alert e-mail (confirmation, unsubscribe, manage). */
const token = z.string().min(1).max(400).describe("The token of the e-mail's link");

/**
 * POST /api/alerts: JSON, or the alert page's form (urlencoded, answered with a redirect). The address is read as
 * domain/search-alert.ts reads it; the filters are the list's own query string (checked in the route by the one
 * filter table, domain/listing-query.ts).
 */
export const subscribeBody = z.object({
  email: z
    .string({ error: "required" })
    .max(maxEmailLength * 2, { error: "tooLong" })
    .transform((raw, context) => {
      const checked = checkEmail(raw);
      if ("email" in checked) return checked.email;
      context.addIssue({ code: "custom", message: checked.issue });
      return z.NEVER;
    })
    .describe("The address the alerts go to; Arabic-Indic digits are read as Latin ones"),
  kind: z.enum(listingKinds, { error: "kind" }).describe("Which list the search is of"),
  filters: z
    .string({ error: "filters" })
    .max(2000, { error: "filters" })
    .default("")
    .describe("The list's query string (e.g. categoryId=1&location=Riyadh); page and limit are ignored"),
  frequency: z
    .enum(alertFrequencies, { error: "frequency" })
    .default("daily")
    .describe("At most one e-mail a day or a week"),
  language: z.enum(languages).optional().describe("The e-mails' language; the request's language when absent"),
});

/** A field's message in the request's language (the issue is one of domain/search-alert.ts's codes). */
export function alertFieldMessage(_field: string, issue: string, language: Language): string {
  const codes: AlertMessage[] = ["required", "email", "tooLong", "frequency", "kind", "filters", "tooMany"];
  return alertMessage(codes.includes(issue as AlertMessage) ? (issue as AlertMessage) : "filters", language);
}

export const pendingAnswer = z.object({ data: z.object({ status: z.literal("pending") }) });

export const tokenQuery = z.object({ token });

/** POST /api/alerts/confirm: the confirmation page's button (a plain form) or JSON. */
export const confirmBody = z.object({
  token,
  language: z.enum(languages).optional().describe("The page to go on to when the link is no longer valid"),
});

export const confirmedAnswer = z.object({
  data: z.object({
    alertId: z.number().int(),
    manage: z.string().describe("The path of the address's manage page, in the alert's language"),
  }),
});

export const unsubscribeAnswer = z.object({
  data: z.object({ removed: z.boolean().describe("False when the alert had already gone") }),
});

export const alertSummary = z.object({
  id: z.number().int(),
  kind: z.enum(listingKinds),
  filters: z.string(),
  frequency: z.enum(alertFrequencies),
  language: z.enum(languages),
  state: z.enum(["pending", "active", "off"]),
  createdAt: z.string(),
});

export const manageAnswer = z.object({
  data: z.object({ email: z.string(), alerts: z.array(alertSummary) }),
});

export const manageBody = z.object({
  token,
  alertId: z.coerce
    .number({ error: "filters" })
    .int()
    .positive()
    .max(2 ** 31 - 1),
  action: z.enum(["delete", "frequency"], { error: "filters" }),
  frequency: z.enum(alertFrequencies, { error: "frequency" }).optional(),
  language: z.enum(languages).optional().describe("The page to come back to, for the form"),
});

export const doneAnswer = z.object({ data: z.object({ done: z.literal(true) }) });

/** A redirect to a page (the forms' answer, and the confirmation link's). */
export const redirectAnswer = z.literal("").describe("See Other: no body; Location names the page to show next");
