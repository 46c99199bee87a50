import { randomUUID } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import {
  type Enquiry,
  type EnquiryIssue,
  enquiryMaxLength,
  enquiryMessage,
  minimumFillMs,
  parseEnquiryPayload,
} from "../../../domain/enquiry.ts";
import { type Language, languageFromAcceptLanguage } from "../../../domain/language.ts";
import { type ListingKind, listingKinds } from "../../../domain/listing.ts";
import { insertLead } from "../../db/lead.repository.ts";
import type { Database } from "../../db/schema.ts";
import type { LeadNotifier } from "../../services/lead-notifier.ts";
import { errorBody, sendError } from "../errors.ts";

export interface LeadRoutesOptions {
  db: Kysely<Database>;
  notifier: LeadNotifier;
  /** Enquiries one client address may send per minute, per endpoint. */
  ratePerMinute: number;
}

/** The same answer for a new lead, a repeated submission and a submission taken for spam. */
const received = { data: { received: true } } as const;

function fieldMessages(issues: Record<string, EnquiryIssue | undefined>, language: Language) {
  return Object.fromEntries(
    Object.entries(issues).map(([field, issue]) => [
      field,
      enquiryMessage(issue ?? "invalid", language, enquiryMaxLength[field as keyof typeof enquiryMaxLength]),
    ]),
  );
}

/** Robots fill the hidden field or post at once; their submissions are kept apart and never e-mailed. */
function spamReasonOf(enquiry: Enquiry): string | null {
  if (enquiry.honeypot.trim() !== "") return "honeypot";
  if (enquiry.fillMs === undefined || enquiry.fillMs < minimumFillMs) return "too_fast";
  return null;
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
  const endpoints: [string, "contact" | ListingKind][] = [
    ["/contact", "contact"],
    ...listingKinds.map((kind): [string, ListingKind] => [`/${kind}-interest`, kind]),
  ];

  for (const [path, endpoint] of endpoints) {
    app.post(
      path,
      {
        config: { rateLimit: { max: options.ratePerMinute, timeWindow: "1 minute" } },
        onResponse: async (request) => {
          const id = toNotify.get(request);
          if (id !== undefined) notifier.schedule(id);
        },
      },
      async (request, reply) => {
        const language = languageFromAcceptLanguage(request.headers["accept-language"]);
        reply.header("vary", "Accept-Language").header("cache-control", "no-store");
        const parsed = parseEnquiryPayload(request.body, endpoint);
        if (!parsed.success) {
          return reply.status(400).send(errorBody(request, "invalid_request", fieldMessages(parsed.issues, language)));
        }
        const enquiry = parsed.data;
        const spam_reason = spamReasonOf(enquiry);
        const result = await insertLead(db, {
          kind: enquiry.listing ? `${enquiry.listing.kind}_interest` : "contact",
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
        });
        if (result.status === "listing_not_found") return sendError(request, reply, 404, "not_found");
        if (result.status === "created") {
          request.log.info({ leadId: result.id, spam: spam_reason ?? undefined }, "lead stored");
          if (!spam_reason) toNotify.set(request, result.id);
        }
        return reply.status(201).send(received);
      },
    );
  }
}
