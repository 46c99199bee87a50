import { type Kysely, sql } from "kysely";

// Frozen once landed. The audit log names people by name (docs/decisions/017-back-office.md): a copy of the
// actor's name in the row, as the e-mail already is, so that a row still names its author after the account is
// gone. Rows written before take the name their account has now, when it still exists.

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("audit_log").addColumn("actor_name", "text").execute();
  await sql`update audit_log set actor_name = (select name from staff where staff.id = audit_log.staff_id)
    where staff_id is not null`.execute(db);
  // The log's filters: one person's entries and one item's, newest first.
  await db.schema.createIndex("audit_log_staff").on("audit_log").columns(["staff_id", "id"]).execute();
  await db.schema.createIndex("audit_log_subject").on("audit_log").columns(["subject", "id"]).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("audit_log_subject").execute();
  await db.schema.dropIndex("audit_log_staff").execute();
  await db.schema.alterTable("audit_log").dropColumn("actor_name").execute();
}
