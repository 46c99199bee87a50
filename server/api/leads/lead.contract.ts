import { z } from "zod";
import {
  type EnquiryIssue,
  enquiryIssues,
  enquiryMaxLength,
  enquiryMessage,
  enquiryPayloadSchema,
  honeypotField,
  listingIdField,
  minimumFillMs,
  parseEnquiryPayload,
} from "../../../domain/enquiry.ts";
import { maxRowId } from "../../../domain/ids.ts";
import type { Language } from "../../../domain/language.ts";
import type { ListingKind } from "../../../domain/listing.ts";
import { isReportReason, type ReportReason, reportReasons } from "../../../domain/listing-report.ts";
import { readPhoneStrictly } from "../../../domain/phone-number.ts";

const listingId = (required: boolean) =>
  z
    .number({ error: (issue) => (required && issue.input === undefined ? "required" : "wholeNumber") })
    .int({ error: "wholeNumber" })
    .positive({ error: "wholeNumber" })
    .max(maxRowId, { error: "wholeNumber" });

/** A report's reason (docs/decisions/042-report-a-listing.md). */
const reportReason = z
  .enum(reportReasons, { error: (issue) => (issue.input === undefined ? "required" : "invalid") })
  .describe("Why the listing is reported: wrong information, sold (or let), or a problem with its licence");

/** The reason of a report's body (validated by `reportReason`), or undefined for any other form. */
function reasonOf(payload: object): ReportReason | undefined {
  return "reason" in payload && isReportReason(payload.reason) ? payload.reason : undefined;
}

/** A copy of one of the form's rules (written with zod's mini API, domain/enquiry.ts) with its description. */
function described<Schema extends z.core.$ZodType>(schema: Schema, description: string): Schema {
  const copy = z.core.clone(schema);
  z.globalRegistry.add(copy, { description });
  return copy;
}

/**
 * The body of POST /api/contact (`contact`) or of a kind's interest endpoint: the documented fields, then
 * domain/enquiry.ts's reader, which the forms share, for the rules across fields (one listing at most).
 */
export function enquiryBody(endpoint: "contact" | ListingKind, { report = false }: { report?: boolean } = {}) {
  const ids =
    endpoint === "contact"
      ? {
          auctionId: listingId(false).optional(),
          projectId: listingId(false).optional(),
          propertyId: listingId(false).optional(),
        }
      : { [listingIdField[endpoint]]: listingId(true) };
  const { shape } = enquiryPayloadSchema;
  const payload = z
    .object({
      ...shape,
      ...ids,
      name: described(shape.name, "At least three words of Latin or Arabic letters; no digits"),
      phone: described(
        shape.phone,
        "International number, 8 to 15 digits, sent without the plus (spec §3); a plus, 00, a Saudi number dialled at home (05…), spaces, dashes and Arabic-Indic digits are read too. Stored as E.164",
      ),
      submissionKey: described(
        shape.submissionKey,
        "One per filled-in form, the same on every retry: a repeated key is stored once",
      ),
      [honeypotField]: described(shape[honeypotField], "Hidden from people; must stay empty"),
      fillMs: described(shape.fillMs, `Time spent filling the form; under ${minimumFillMs} ms counts as automated`),
      sourcePage: described(shape.sourcePage, "Path of the page with the form"),
      ...(report ? { reason: reportReason } : {}),
    })
    .loose()
    .transform((payload, context) => {
      const parsed = parseEnquiryPayload(payload, endpoint);
      if (parsed.success) {
        // The forms' rules, then libphonenumber's for every country: the number must be one its country gives out.
        const phone = readPhoneStrictly(parsed.data.phone);
        if (phone.success) {
          return { ...parsed.data, phone: phone.phone, reason: report ? reasonOf(payload) : undefined };
        }
        context.addIssue({ code: "custom", path: ["phone"], message: phone.issue });
        return z.NEVER;
      }
      for (const [field, issue] of Object.entries(parsed.issues)) {
        context.addIssue({ code: "custom", path: [field], message: issue });
      }
      return z.NEVER;
    });
  // A body that is not an object (text, an array) is an empty form: each required field says so.
  return z.preprocess((body) => (isObject(body) ? body : {}), payload);
}

function isObject(body: unknown): body is Record<string, unknown> {
  return typeof body === "object" && body !== null && !Array.isArray(body);
}

export function enquiryFieldMessage(field: string, issue: string, language: Language): string {
  const code = (enquiryIssues as readonly string[]).includes(issue) ? (issue as EnquiryIssue) : "invalid";
  return enquiryMessage(code, language, enquiryMaxLength[field as keyof typeof enquiryMaxLength]);
}

/** The same answer for a new lead, a repeated submission and a submission taken for spam. */
export const receivedAnswer = z.object({ data: z.object({ received: z.literal(true) }) });
