import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import type { Language } from "../../domain/language.ts";
import type { ListingKind } from "../../domain/listing.ts";
import { type AlertFrequency, isAlertFrequency, maxAlertsPerAddress, periodOf } from "../../domain/search-alert.ts";
import { countHit } from "../db/rate-limit.repository.ts";
import type { Database } from "../db/schema.ts";
import {
  advanceCursor,
  alertById,
  alertSigningKey,
  alertsOfEmail,
  claimDigest,
  confirmAlert,
  countAlertsOf,
  deleteAlert,
  dueAlerts,
  newMatchesOf,
  noteNewListings,
  pendingAlertOf,
  releaseDigest,
  savePendingAlert,
  setAlertFrequency,
} from "../db/search-alert.repository.ts";
import { type AlertLinks, type AlertMailer, confirmationMail, digestMail } from "./alert-mail.ts";

export interface SearchAlertsOptions {
  db: Kysely<Database>;
  mailer: AlertMailer;
  /** The site's public origin, for the links in the e-mails. */
  origin: string;
  /** E-mails one address may receive per hour, confirmations and digests together, across processes. */
  emailsPerHour: number;
  now?: () => Date;
}

const hashOf = (token: string) => createHash("sha256").update(token).digest("base64url");

/**
 * Saved searches with e-mail alerts (docs/decisions/040-search-alerts.md): double opt-in, digests once per period,
 * one-click unsubscribe, a manage page per address.
 */
export function createSearchAlerts(options: SearchAlertsOptions) {
  const { db, mailer, origin } = options;
  const now = options.now ?? (() => new Date());
  let key: Promise<string> | undefined;
  const sign = async (text: string) => {
    key ??= alertSigningKey(db);
    return createHmac("sha256", await key)
      .update(text)
      .digest("base64url")
      .slice(0, 32);
  };
  const sameSignature = async (text: string, signature: string) => {
    const expected = Buffer.from(await sign(text));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  };

  /** Unsubscribe link of one alert: its id, signed. */
  const unsubscribeToken = async (id: number) => `${id}.${await sign(`unsubscribe:${id}`)}`;
  /** Manage link of one address: the address, signed (it still opens after the last alert went). */
  const manageToken = async (email: string) =>
    `${Buffer.from(email).toString("base64url")}.${await sign(`manage:${email}`)}`;

  async function alertOfUnsubscribeToken(token: string): Promise<number | null> {
    const [id = "", signature = ""] = token.split(".");
    if (!/^\d{1,12}$/.test(id) || !(await sameSignature(`unsubscribe:${id}`, signature))) return null;
    return Number(id);
  }

  async function emailOfManageToken(token: string): Promise<string | null> {
    const [encoded = "", signature = ""] = token.split(".");
    const email = Buffer.from(encoded, "base64url").toString("utf8");
    if (email === "" || !(await sameSignature(`manage:${email}`, signature))) return null;
    return email;
  }

  const pagePrefix = (language: Language) => (language === "en" ? "/en" : "");

  async function linksOf(id: number, email: string, language: Language): Promise<AlertLinks> {
    const manage = `${origin}${pagePrefix(language)}/alerts/manage?token=${await manageToken(email)}`;
    return {
      unsubscribe: `${origin}/api/alerts/unsubscribe?token=${await unsubscribeToken(id)}`,
      stop: `${manage}&stop=${id}`,
      manage,
    };
  }

  /** Whether the address may get one more e-mail this hour (counted in the shared rate_limits table). */
  async function mayEmail(email: string, at: Date): Promise<boolean> {
    const { hits } = await countHit(db, `alert-mail:${hashOf(email)}`, at, 3_600_000);
    return hits <= options.emailsPerHour;
  }

  return {
    manageToken,
    unsubscribeToken,

    /** A pending alert and its confirmation e-mail. */
    async subscribe(input: {
      email: string;
      kind: ListingKind;
      filters: string;
      frequency: AlertFrequency;
      language: Language;
    }): Promise<"pending" | "too_many_alerts" | "too_many_emails" | "already_on" | "mail_failed"> {
      const at = now();
      const existing = (await alertsOfEmail(db, input.email)).find(
        (alert) => alert.kind === input.kind && alert.filters === input.filters,
      );
      if (!existing && (await countAlertsOf(db, input.email)) >= maxAlertsPerAddress) return "too_many_alerts";
      if (existing?.state === "off") return "already_on";
      if (!(await mayEmail(input.email, at))) return "too_many_emails";
      const token = randomBytes(24).toString("base64url");
      const saved = await savePendingAlert(db, input, hashOf(token), at);
      if (saved.state !== "pending") return "already_on";
      try {
        await mailer.send(
          confirmationMail({
            to: input.email,
            language: input.language,
            kind: input.kind,
            frequency: input.frequency,
            // A page that asks for a click, not an address that acts: mail scanners open every link.
            confirm: `${origin}${pagePrefix(input.language)}/alerts/confirm?token=${token}`,
            links: await linksOf(saved.id, input.email, input.language),
          }),
        );
      } catch {
        return "mail_failed";
      }
      return "pending";
    },

    /** The pending alert of a confirmation token, for the page that asks to confirm it; reading changes nothing. */
    async pendingView(token: string) {
      const alert = await pendingAlertOf(db, hashOf(token));
      if (!alert) return null;
      return {
        email: alert.email,
        kind: alert.kind,
        filters: alert.filters,
        frequency: alert.frequency,
        language: (alert.language === "en" ? "en" : "ar") as Language,
      };
    },

    /** Switches on the alert of a confirmation token; the page to show next (the address's manage page). */
    async confirm(token: string): Promise<{ id: number; manage: string; language: Language } | null> {
      const confirmed = await confirmAlert(db, hashOf(token), now());
      if (!confirmed) return null;
      const alert = await alertById(db, confirmed.id);
      const language = alert?.language === "en" ? "en" : "ar";
      return { id: confirmed.id, language, manage: await manageToken(confirmed.email) };
    },

    /** The one-click unsubscribe: the alert goes (a second click finds nothing, and says so quietly). */
    async unsubscribe(token: string): Promise<boolean | null> {
      const id = await alertOfUnsubscribeToken(token);
      if (id === null) return null;
      return deleteAlert(db, id);
    },

    /** The address of a manage link and its alerts; null for a link that is not ours. */
    async manageView(token: string) {
      const email = await emailOfManageToken(token);
      if (email === null) return null;
      const alerts = await alertsOfEmail(db, email);
      return { email, alerts };
    },

    async manage(
      token: string,
      change: { alertId: number; action: "delete" } | { alertId: number; action: "frequency"; frequency: string },
    ): Promise<"done" | "not_found" | "bad_token"> {
      const email = await emailOfManageToken(token);
      if (email === null) return "bad_token";
      if (change.action === "delete") return (await deleteAlert(db, change.alertId, email)) ? "done" : "not_found";
      if (!isAlertFrequency(change.frequency)) return "not_found";
      return (await setAlertFrequency(db, change.alertId, email, change.frequency)) ? "done" : "not_found";
    },

    /**
     * Sends the digests due now: for each alert on whose period has no digest yet and that has new matches, claims
     * the period and the listings (once across processes), sends, and gives both back when sending fails (then
     * throws, for the job's retry). An address past its hourly budget waits for a later run.
     */
    async sendDigests(): Promise<{ sent: number; deferred: number }> {
      const at = now();
      await noteNewListings(db, at);
      let sent = 0;
      let deferred = 0;
      let failure: unknown;
      for (const alert of await dueAlerts(db, at)) {
        const matches = await newMatchesOf(db, alert, at);
        if (matches.length === 0) continue;
        if (!(await mayEmail(alert.email, at))) {
          deferred++;
          continue;
        }
        const period = periodOf(alert.frequency as AlertFrequency, at);
        const claimed = await claimDigest(
          db,
          alert,
          period,
          matches.map((listing) => listing.id),
          at,
        );
        if (claimed === null) continue;
        const listings = matches.filter((listing) => claimed.includes(listing.id));
        const language: Language = alert.language === "en" ? "en" : "ar";
        try {
          if (listings.length > 0) {
            await mailer.send(
              digestMail({
                to: alert.email,
                language,
                kind: alert.kind as ListingKind,
                listings,
                origin,
                links: await linksOf(alert.id, alert.email, language),
              }),
            );
            sent++;
          }
        } catch (error) {
          await releaseDigest(db, alert, period, claimed);
          failure ??= error;
          continue;
        }
        const last = matches[matches.length - 1];
        if (last) await advanceCursor(db, alert.id, last.seen_at);
      }
      if (failure) throw failure;
      return { sent, deferred };
    },
  };
}

export type SearchAlerts = ReturnType<typeof createSearchAlerts>;
