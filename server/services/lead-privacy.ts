import type { Kysely } from "kysely";
import { retentionCutoff } from "../../domain/admin/lead-privacy.ts";
import { type AuditEntry, insertAudit } from "../db/audit.repository.ts";
import {
  blankLeads,
  deleteLead,
  leadsToAnonymise,
  personalDataOf,
  scrubAuditOf,
} from "../db/lead-privacy.repository.ts";
import { inTransaction } from "../db/lead-stats.repository.ts";
import type { Database } from "../db/schema.ts";
import { type ErasePersonalData, personalDataHolders } from "./personal-data-holders.ts";

// A visitor's request to have their enquiry erased or anonymised (Saudi PDPL), and the retention setting that
// anonymises old leads (docs/decisions/039-lead-privacy.md). Each change is one transaction with its audit row,
// which records the lead's number and what was done, never the personal data.

type Holders = readonly { name: string; erase: ErasePersonalData }[];

/** Who asked, for the audit row: staff through a request, or the retention job. */
export type AuditOf = (action: "lead_erased" | "lead_anonymised", subject: string, detail: object) => AuditEntry;

/**
 * Erases lead `id`: the lead, its notes, its search text, its personal data in audit details, its place in the
 * dashboard's summary (the figures without it are as if it never came) and what other features keep about the
 * same person (`personalDataHolders`). False when there was no such lead (or another erasure got there first).
 */
export async function eraseLead(
  db: Kysely<Database>,
  id: number,
  audit: AuditOf,
  holders: Holders = personalDataHolders,
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const [person] = await personalDataOf(trx, [id], { anonymisedToo: true });
    if (!person) return false;
    const kind = await trx.selectFrom("leads").select("kind").where("id", "=", id).executeTakeFirst();
    if (!(await deleteLead(trx, id))) return false;
    const scrubbed = await scrubAuditOf(trx, [person]);
    for (const holder of holders) await holder.erase(trx, personOf(person));
    await insertAudit(
      trx,
      audit("lead_erased", `lead:${id}`, { kind: kind?.kind ?? null, auditRowsScrubbed: scrubbed }),
    );
    return true;
  });
}

/**
 * Anonymises lead `id` on request: its personal data blanked (`blankLeads`), its notes deleted, audit details
 * scrubbed, other features' data about the person removed; what the figures count stays. "gone" when there is no
 * such lead, "already" when it was anonymised before (nothing changes, no audit row).
 */
export async function anonymiseLead(
  db: Kysely<Database>,
  id: number,
  audit: AuditOf,
  now = new Date(),
  holders: Holders = personalDataHolders,
): Promise<"anonymised" | "already" | "gone"> {
  return inTransaction(db, async (trx) => {
    const [person] = await personalDataOf(trx, [id]);
    if (!person) {
      const exists = await trx.selectFrom("leads").select("id").where("id", "=", id).executeTakeFirst();
      return exists ? "already" : "gone";
    }
    const [done] = await blankLeads(trx, [id], now);
    if (done === undefined) return "already";
    const scrubbed = await scrubAuditOf(trx, [person]);
    for (const holder of holders) await holder.erase(trx, personOf(person));
    await insertAudit(trx, audit("lead_anonymised", `lead:${id}`, { auditRowsScrubbed: scrubbed }));
    return "anonymised";
  });
}

/** Leads anonymised per transaction by the retention job: a short write lock each, however many are due. */
export const retentionBatch = 200;

/**
 * The retention setting: anonymises every lead received more than `months` months before `now` (none when months
 * is 0), a batch per transaction, each with one audit row counting its leads. Running it again changes nothing
 * (only leads not anonymised yet are taken), so a job run twice is harmless. Returns how many it anonymised.
 */
export async function anonymiseLeadsOlderThan(db: Kysely<Database>, months: number, now = new Date()): Promise<number> {
  const cutoff = retentionCutoff(months, now);
  if (!cutoff) return 0;
  let total = 0;
  for (;;) {
    const ids = await leadsToAnonymise(db, cutoff, retentionBatch);
    if (ids.length === 0) return total;
    const done = await inTransaction(db, async (trx) => {
      const people = await personalDataOf(trx, ids);
      const blanked = await blankLeads(trx, ids, now);
      if (blanked.length === 0) return 0;
      const scrubbed = await scrubAuditOf(
        trx,
        people.filter((person) => blanked.includes(person.id)),
      );
      await insertAudit(trx, {
        at: now.toISOString(),
        staffId: null,
        actorEmail: null,
        action: "leads_anonymised_by_retention",
        subject: null,
        detail: { months, before: cutoff.toISOString(), leads: blanked.length, auditRowsScrubbed: scrubbed },
      });
      return blanked.length;
    });
    total += done;
    // Another process took this batch between the read and the update: the next read finds what is left.
    if (ids.length < retentionBatch && done === ids.length) return total;
  }
}

function personOf(person: { name: string; email: string; phone: string }) {
  return { name: person.name, email: person.email || null, phone: person.phone };
}
