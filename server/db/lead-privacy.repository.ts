import { type Kysely, sql } from "kysely";
import { auditActionsNamingLeads, type LeadPersonalData, scrubPersonalData } from "../../domain/admin/lead-privacy.ts";
import { searchWords } from "./lead-inbox.repository.ts";
import { removeLeadFromStats } from "./lead-stats.repository.ts";
import type { Database } from "./schema.ts";

// Erasing and anonymising leads (docs/decisions/039-lead-privacy.md). Every function here runs in the caller's
// transaction, with the audit row of the change.

/** The personal data of these leads (those not anonymised yet, unless `anonymisedToo`), read before they go. */
export async function personalDataOf(
  db: Kysely<Database>,
  ids: readonly number[],
  { anonymisedToo = false }: { anonymisedToo?: boolean } = {},
): Promise<(LeadPersonalData & { createdAt: string })[]> {
  if (ids.length === 0) return [];
  let query = db
    .selectFrom("leads")
    .select(["id", "name", "email", "phone", "search_text", "created_at"])
    .where("id", "in", ids);
  if (!anonymisedToo) query = query.where("anonymised_at", "is", null);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    searchText: row.search_text,
    createdAt: row.created_at,
  }));
}

/**
 * Deletes a lead, its notes and its place in the dashboard's summary: true when this call deleted it. The lead's row
 * is locked first (a no-op update), so two erasures at once subtract it from the summary once.
 */
export async function deleteLead(db: Kysely<Database>, id: number): Promise<boolean> {
  const locked = await db
    .updateTable("leads")
    .set((eb) => ({ status: eb.ref("status") }))
    .where("id", "=", id)
    .executeTakeFirst();
  if (Number(locked.numUpdatedRows) !== 1) return false;
  await removeLeadFromStats(db, id);
  await db.deleteFrom("lead_notes").where("lead_id", "=", id).execute();
  // The SQLite search table follows by its trigger (migration 2026-11-25-040), PostgreSQL's index with the row.
  await db.deleteFrom("leads").where("id", "=", id).execute();
  return true;
}

/**
 * Blanks the personal data of these leads (name, e-mail, phone, message, search text, the form's submission key)
 * and deletes their notes; kind, listing, page, dates, status and assignee stay, so every figure stays. Only leads
 * not anonymised yet are changed: the ids this call anonymised.
 */
export async function blankLeads(db: Kysely<Database>, ids: readonly number[], now: Date): Promise<number[]> {
  if (ids.length === 0) return [];
  const at = now.toISOString();
  const rows = await db
    .updateTable("leads")
    .set((eb) => ({
      name: "",
      email: "",
      phone: "",
      message: null,
      search_text: "",
      // Unique and not null: a key of its own that no form sends.
      submission_key: sql<string>`${"anonymised:"} || cast(${eb.ref("id")} as text)`,
      anonymised_at: at,
    }))
    .where("id", "in", ids)
    .where("anonymised_at", "is", null)
    .returning("id")
    .execute();
  const done = rows.map((row) => row.id);
  if (done.length > 0) await db.deleteFrom("lead_notes").where("lead_id", "in", done).execute();
  return done;
}

/**
 * Scrubs the audit log of these people's data: rows about one of their leads, and rows of the actions that can name
 * leads (bulk changes, exports), written since the oldest of the leads was received (no row can name a lead
 * before). Returns how many rows changed.
 */
export async function scrubAuditOf(
  db: Kysely<Database>,
  people: (LeadPersonalData & { createdAt: string })[],
): Promise<number> {
  if (people.length === 0) return 0;
  const since = people.reduce((oldest, person) => (person.createdAt < oldest ? person.createdAt : oldest), "9999");
  const rows = await db
    .selectFrom("audit_log")
    .select(["id", "detail"])
    .where("at", ">=", since)
    .where((eb) =>
      eb.or([
        eb(
          "subject",
          "in",
          people.map((person) => `lead:${person.id}`),
        ),
        eb("action", "in", [...auditActionsNamingLeads]),
      ]),
    )
    .execute();
  let changed = 0;
  for (const row of rows) {
    const detail = parseDetail(row.detail);
    const scrubbed = scrubPersonalData(detail, people, searchWords);
    if (scrubbed === detail) continue;
    await db
      .updateTable("audit_log")
      .set({ detail: JSON.stringify(scrubbed) })
      .where("id", "=", row.id)
      .execute();
    changed += 1;
  }
  return changed;
}

function parseDetail(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Up to `limit` leads received before `cutoff` and not anonymised yet, oldest first. */
export async function leadsToAnonymise(db: Kysely<Database>, cutoff: Date, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom("leads")
    .select("id")
    .where("created_at", "<", cutoff.toISOString())
    .where("anonymised_at", "is", null)
    .orderBy("created_at")
    .orderBy("id")
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}
