import type { FastifyRequest } from "fastify";
import type { AuditAction } from "../../../domain/admin/audit-actions.ts";
import type { AuditEntry } from "../../db/audit.repository.ts";

/**
 * The audit row of a change a signed-in staff member made through this request: who (their id, and their e-mail
 * copied so the row still reads after the account is gone), when, from where, what and on which subject
 * (`listing:12`, `lead:3`, `company`). Written by the caller in the change's transaction (decision 017).
 */
export function auditOf(
  request: FastifyRequest,
  action: AuditAction,
  subject: string | null,
  detail: Record<string, unknown> = {},
): AuditEntry {
  const actor = request.staffSession!.staff;
  return {
    at: new Date().toISOString(),
    staffId: actor.id,
    actorEmail: actor.email,
    action,
    subject,
    detail,
    address: request.ip,
  };
}
