import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import { createTransport } from "nodemailer";
import {
  claimNotificationAttempt,
  findLeadsAwaitingNotification,
  findLeadWithListing,
  markLeadNotified,
} from "../db/lead.repository.ts";
import type { Database } from "../db/schema.ts";
import { countLead } from "../metrics.ts";
import { leadEmail } from "./lead-email.ts";

/** E-mails the company about new leads, after the visitor has had the answer. */
export interface LeadNotifier {
  /** Starts telling the company about a stored lead; returns at once. */
  schedule(id: number): void;
  /** Picks up leads a stopped process had not finished telling about. */
  resumePending(): Promise<void>;
  close(): Promise<void>;
}

export interface LeadNotifierOptions {
  smtpUrl: string | undefined;
  /** Comma-separated addresses. */
  to: string | undefined;
  from: string | undefined;
  /** Public origin for links to listings in the e-mail. */
  origin: string | undefined;
  log: FastifyBaseLogger;
  /** Wait before each attempt: the first right away, then further apart. */
  retryDelaysMs?: number[];
}

export const defaultRetryDelaysMs = [0, 10_000, 60_000, 300_000];
/** Leads older than this are not e-mailed after a restart: someone has seen them by then. */
const resumeWindowMs = 3 * 24 * 3600_000;

const noNotifier: LeadNotifier = {
  schedule: () => {},
  resumePending: async () => {},
  close: async () => {},
};

export function createLeadNotifier(db: Kysely<Database>, options: LeadNotifierOptions): LeadNotifier {
  const { smtpUrl, to, from, log } = options;
  if (!smtpUrl || !to || !from) return noNotifier;
  const delays = options.retryDelaysMs ?? defaultRetryDelaysMs;
  // A mail server that does not answer must not hold an attempt for long.
  const transport = createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  const timers = new Set<NodeJS.Timeout>();
  const inFlight = new Set<Promise<void>>();
  let closed = false;

  const later = (attempts: number, id: number) => {
    if (closed || attempts >= delays.length) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      const running = attempt(id, attempts).finally(() => inFlight.delete(running));
      inFlight.add(running);
    }, delays[attempts]);
    timer.unref();
    timers.add(timer);
  };

  async function attempt(id: number, attempts: number): Promise<void> {
    try {
      if (!(await claimNotificationAttempt(db, id, attempts))) return;
      // Read now, not when the lead was stored: a lead erased or anonymised since (even between the claim and
      // here) is not sent with the data it had (docs/decisions/039-lead-privacy.md).
      const lead = await findLeadWithListing(db, id);
      if (!lead || lead.anonymised_at !== null) return;
      const { subject, text } = leadEmail(lead, options.origin);
      await transport.sendMail({
        from,
        to: to?.split(",").map((address) => address.trim()),
        // Without the visitor's e-mail, the company answers by phone (in the text).
        ...(lead.email ? { replyTo: { name: lead.name, address: lead.email } } : {}),
        subject,
        text,
      });
      await markLeadNotified(db, id);
      log.info({ leadId: id }, "lead e-mailed");
      countLead("emailed");
    } catch (error) {
      const final = attempts + 1 >= delays.length;
      countLead("email_failed");
      log[final ? "error" : "warn"]({ err: error, leadId: id, attempt: attempts + 1 }, "lead e-mail failed");
      later(attempts + 1, id);
    }
  }

  return {
    schedule: (id) => later(0, id),
    resumePending: async () => {
      const pending = await findLeadsAwaitingNotification(db, delays.length, new Date(Date.now() - resumeWindowMs));
      for (const lead of pending) later(lead.notify_attempts, lead.id);
    },
    close: async () => {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      // An e-mail being sent may finish; one stuck on a silent server is picked up after the restart.
      await Promise.race([Promise.allSettled(inFlight), new Promise((resolve) => setTimeout(resolve, 2000).unref())]);
      transport.close();
    },
  };
}
