import type { Kysely } from "kysely";
import type { AuditAction } from "../../domain/admin/audit-actions.ts";
import type { Database } from "./schema.ts";

export interface AuditEntry {
  at: string;
  staffId: number | null;
  actorEmail: string | null;
  action: AuditAction;
  subject?: string | null;
  detail?: Record<string, unknown>;
  address?: string | null;
}

/** Written in the same transaction as the change it records, when there is one. */
export function insertAudit(db: Kysely<Database>, entry: AuditEntry) {
  return db
    .insertInto("audit_log")
    .values({
      at: entry.at,
      staff_id: entry.staffId,
      actor_email: entry.actorEmail,
      action: entry.action,
      subject: entry.subject ?? null,
      detail: JSON.stringify(entry.detail ?? {}),
      address: entry.address ?? null,
    })
    .execute();
}

export interface AuditFilter {
  action?: string;
  staffId?: number;
  /** The first instant included (ISO, UTC). */
  from?: string;
  /** The first instant no longer included (ISO, UTC). */
  to?: string;
  page: number;
  limit: number;
}

export async function listAudit(db: Kysely<Database>, filter: AuditFilter) {
  let query = db.selectFrom("audit_log");
  if (filter.action) query = query.where("action", "=", filter.action);
  if (filter.staffId !== undefined) query = query.where("staff_id", "=", filter.staffId);
  if (filter.from) query = query.where("at", ">=", filter.from);
  if (filter.to) query = query.where("at", "<", filter.to);
  const [rows, total] = await Promise.all([
    query
      .selectAll()
      .orderBy("id", "desc")
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.count) };
}
