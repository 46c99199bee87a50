import type { Kysely } from "kysely";
import { autoId } from "../portable.ts";

// Frozen once landed. Accounts that look after themselves (docs/decisions/033-staff-accounts.md): invitations and
// password resets by e-mail as one-time tokens (only their SHA-256 kept), the pending second step of a sign-in,
// and two-factor sign-in with an authenticator app and single-use recovery codes (hashed).

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("staff_tokens")
    .addColumn("id", "integer", autoId(db))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    // "invitation", "reset" or "second_factor".
    .addColumn("kind", "text", (c) => c.notNull())
    // The account a reset or a second step is for; an invitation has none until it is accepted.
    .addColumn("staff_id", "integer", (c) => c.references("staff.id").onDelete("cascade"))
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("name", "text")
    .addColumn("role", "text")
    .addColumn("language", "text")
    .addColumn("created_by", "integer", (c) => c.references("staff.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema.createIndex("staff_tokens_kind_email").on("staff_tokens").columns(["kind", "email"]).execute();

  // The authenticator's shared secret (base32): a pending one while the person confirms with a first code.
  await db.schema.alterTable("staff").addColumn("totp_secret", "text").execute();
  await db.schema.alterTable("staff").addColumn("totp_pending_secret", "text").execute();
  await db.schema.alterTable("staff").addColumn("totp_enabled_at", "text").execute();
  // The last time step a code was accepted for: a code seen once is not taken again.
  await db.schema.alterTable("staff").addColumn("totp_last_step", "integer").execute();

  await db.schema
    .createTable("staff_recovery_codes")
    .addColumn("staff_id", "integer", (c) => c.notNull().references("staff.id").onDelete("cascade"))
    .addColumn("code_hash", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .addPrimaryKeyConstraint("staff_recovery_codes_pk", ["staff_id", "code_hash"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("staff_recovery_codes").execute();
  for (const column of ["totp_last_step", "totp_enabled_at", "totp_pending_secret", "totp_secret"]) {
    await db.schema.alterTable("staff").dropColumn(column).execute();
  }
  await db.schema.dropTable("staff_tokens").execute();
}
