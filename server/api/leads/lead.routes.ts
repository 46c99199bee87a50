import { randomUUID } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Kysely } from "kysely";
import type { SuspicionReason } from "../../../domain/admin/lead-kinds.ts";
import { cacheControl } from "../../../domain/cache-control.ts";
import { type Enquiry, enquiryMaxLength, minimumFillMs } from "../../../domain/enquiry.ts";
import { languageFromAcceptLanguage } from "../../../domain/language.ts";
import { type ListingKind, listingKinds } from "../../../domain/listing.ts";
import { insertLead } from "../../db/lead.repository.ts";
import type { Database } from "../../db/schema.ts";
import { countLead } from "../../metrics.ts";
import type { LeadNotifier } from "../../services/lead-notifier.ts";
import { errorAnswer, languageHeaders } from "../contract.ts";
import { sendError } from "../errors.ts";
import { enquiryBody, enquiryFieldMessage, receivedAnswer } from "./lead.contract.ts";

export interface LeadRoutesOptions {
  db: Kysely<Database>;
  notifier: LeadNotifier;
  /** Enquiries one client address may send per minute, all lead endpoints together. */
  ratePerMinute: number;
}

const received = { data: { received: true } } as const;

const enquiryDescription =
  "Stored before the answer, once per submission key (the same key with other content is refused with 422); " +
  "the company is then e-mailed. Submissions that look " +
  "automated (honeypot filled, filled too fast) get the same answer and are stored as suspected: staff see them " +
  "under their own filter in the inbox, with the reason, and may move them to the inbox; they are not e-mailed.";

const reportDescription =
  "A report is a lead of kind listing_report with its reason, in the same inbox and rate limit as enquiries.";

/**
 * Robots fill the hidden field or post at once; so do a password manager and a fast typist pasting. Such an
 * enquiry is stored as suspected, for staff to look at, never thrown away (docs/decisions/012-lead-capture.md).
 */
function suspicionOf(enquiry: Enquiry): SuspicionReason | null {
  if (enquiry.honeypot.trim() !== "") return "honeypot";
  if (enquiry.fillMs === undefined || enquiry.fillMs < minimumFillMs) return "too_fast";
  return null;
}

/** The fill time as whole milliseconds within the column's integer range. */
function fillMsOf(enquiry: Enquiry): number | null {
  return enquiry.fillMs === undefined ? null : Math.min(Math.round(enquiry.fillMs), 2_147_483_647);
}

function sourcePageOf(enquiry: Enquiry, request: FastifyRequest): string {
  if (enquiry.sourcePage) return enquiry.sourcePage;
  try {
    return new URL(request.headers.referer ?? "").pathname.slice(0, enquiryMaxLength.sourcePage);
  } catch {
    return "";
  }
}

/**
 * POST /api/contact (spec §3's contact payload) and POST /api/{auction,project,property}-interest:
 * validated like the form, stored once per submission key before the 201, then e-mailed.
 */
export async function leadRoutes(app: FastifyInstance, options: LeadRoutesOptions) {
  const { db, notifier } = options;
  // Child-plugin hooks: the notifier stops before the app closes the database.
  app.addHook("onReady", async () => {
    notifier.resumePending().catch((error) => app.log.error({ err: error }, "could not resume lead e-mails"));
  });
  app.addHook("onClose", () => notifier.close());
  // Stored leads wait here until their answer has left, then the e-mail starts.
  const toNotify = new WeakMap<FastifyRequest, number>();
  // The interest endpoints, then each kind's "Report this ad" (docs/decisions/042-report-a-listing.md).
  const endpoints: [string, "contact" | ListingKind, "report"?][] = [
    ["/contact", "contact"],
    ...listingKinds.map((kind): [string, ListingKind] => [`/${kind}-interest`, kind]),
    ...listingKinds.map((kind): [string, ListingKind, "report"] => [`/${kind}-report`, kind, "report"]),
  ];

  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const [path, endpoint, report] of endpoints) {
    api.post(
      path,
      {
        schema: {
          summary:
            endpoint === "contact"
              ? "Send the contact form (List Your Property)"
              : report
                ? `Report a ${endpoint} (wrong information, sold, licence problem)`
                : `Register interest in a ${endpoint}`,
          description: report ? `${enquiryDescription} ${reportDescription}` : enquiryDescription,
          headers: languageHeaders,
          body: enquiryBody(endpoint, { report: report === "report" }),
          response: { 201: receivedAnswer, 400: errorAnswer, 404: errorAnswer, 422: errorAnswer, 429: errorAnswer },
        },
        config: {
          // One budget per address for all the lead endpoints, shared by every process on the database.
          rateLimit: { max: options.ratePerMinute, timeWindow: "1 minute", groupId: "leads" },
          inputMessage: enquiryFieldMessage,
        },
        onResponse: async (request) => {
          const id = toNotify.get(request);
          if (id !== undefined) notifier.schedule(id);
        },
      },
      async (request, reply) => {
        const language = languageFromAcceptLanguage(request.headers["accept-language"]);
        reply.header("vary", "Accept-Language").header("cache-control", cacheControl.noStore);
        const enquiry = request.body;
        const spam_reason = suspicionOf(enquiry);
        const result = await insertLead(db, {
          kind: report ? "listing_report" : enquiry.listing ? `${enquiry.listing.kind}_interest` : "contact",
          report_reason: enquiry.reason ?? null,
          listing: enquiry.listing,
          name: enquiry.name,
          email: enquiry.email,
          phone: enquiry.phone,
          message: enquiry.message,
          language,
          source_page: sourcePageOf(enquiry, request),
          // Without a key (a client that follows spec §3 only) every request is a new lead.
          submission_key: enquiry.submissionKey ?? randomUUID(),
          spam_reason,
          fill_ms: fillMsOf(enquiry),
        });
        if (result.status === "listing_not_found") return sendError(request, reply, 404, "not_found");
        if (result.status === "key_reused") return sendError(request, reply, 422, "submission_key_reused");
        if (result.status === "created") {
          request.log.info({ leadId: result.id, suspected: spam_reason ?? undefined }, "lead stored");
          countLead(spam_reason ? "suspected" : "stored");
          if (!spam_reason) toNotify.set(request, result.id);
        }
        return reply.status(201).send(received);
      },
    );
  }
}
