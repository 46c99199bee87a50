import type { Kysely, Selectable } from "kysely";
import type { Database, StaffTokenTable } from "./schema.ts";

export type StaffTokenRecord = Selectable<StaffTokenTable>;
export type StaffTokenKind = StaffTokenTable["kind"];

export async function insertStaffToken(
  db: Kysely<Database>,
  token: {
    tokenHash: string;
    kind: StaffTokenKind;
    staffId: number | null;
    email: string;
    name?: string | null;
    role?: string | null;
    language?: string | null;
    createdBy?: number | null;
    now: string;
    expiresAt: string;
  },
): Promise<number> {
  const row = await db
    .insertInto("staff_tokens")
    .values({
      token_hash: token.tokenHash,
      kind: token.kind,
      staff_id: token.staffId,
      email: token.email,
      name: token.name ?? null,
      role: token.role ?? null,
      language: token.language ?? null,
      created_by: token.createdBy ?? null,
      created_at: token.now,
      expires_at: token.expiresAt,
      used_at: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export function findStaffToken(
  db: Kysely<Database>,
  kind: StaffTokenKind,
  tokenHash: string,
): Promise<StaffTokenRecord | undefined> {
  return db
    .selectFrom("staff_tokens")
    .selectAll()
    .where("kind", "=", kind)
    .where("token_hash", "=", tokenHash)
    .executeTakeFirst();
}

/**
 * Marks a token used if nobody has: true for the one caller that did. Two tabs accepting one link at once race
 * here, and one of them loses, on either engine.
 */
export async function claimStaffToken(db: Kysely<Database>, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable("staff_tokens")
    .set({ used_at: now })
    .where("id", "=", id)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Invitations not accepted yet, expired ones included (the admin resends or cancels them). */
export function listOpenInvitations(db: Kysely<Database>) {
  return db
    .selectFrom("staff_tokens")
    .leftJoin("staff", "staff.id", "staff_tokens.created_by")
    .select([
      "staff_tokens.id",
      "staff_tokens.email",
      "staff_tokens.name",
      "staff_tokens.role",
      "staff_tokens.language",
      "staff_tokens.created_at",
      "staff_tokens.expires_at",
      "staff.name as invited_by",
    ])
    .where("staff_tokens.kind", "=", "invitation")
    .where("staff_tokens.used_at", "is", null)
    .orderBy("staff_tokens.id", "desc")
    .execute();
}

export function findOpenInvitation(db: Kysely<Database>, id: number): Promise<StaffTokenRecord | undefined> {
  return db
    .selectFrom("staff_tokens")
    .selectAll()
    .where("id", "=", id)
    .where("kind", "=", "invitation")
    .where("used_at", "is", null)
    .executeTakeFirst();
}

export function findOpenInvitationByEmail(db: Kysely<Database>, email: string) {
  return db
    .selectFrom("staff_tokens")
    .select("id")
    .where("kind", "=", "invitation")
    .where("email", "=", email)
    .where("used_at", "is", null)
    .executeTakeFirst();
}

/** A new link for the same invitation: the old one stops working. */
export async function renewStaffToken(
  db: Kysely<Database>,
  id: number,
  tokenHash: string,
  now: string,
  expiresAt: string,
): Promise<void> {
  await db
    .updateTable("staff_tokens")
    .set({ token_hash: tokenHash, created_at: now, expires_at: expiresAt })
    .where("id", "=", id)
    .execute();
}

export async function deleteStaffToken(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom("staff_tokens").where("id", "=", id).execute();
}

/** Every open token of an account of one kind: a new reset link voids the earlier ones. */
export async function deleteTokensOfStaff(db: Kysely<Database>, staffId: number, kind: StaffTokenKind) {
  await db.deleteFrom("staff_tokens").where("staff_id", "=", staffId).where("kind", "=", kind).execute();
}

/** Resets asked for an account since a time: a mailbox is not flooded by someone typing its address. */
export async function countRecentTokens(
  db: Kysely<Database>,
  staffId: number,
  kind: StaffTokenKind,
  since: string,
): Promise<number> {
  const row = await db
    .selectFrom("staff_tokens")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("staff_id", "=", staffId)
    .where("kind", "=", kind)
    .where("created_at", ">", since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Resets and second steps past their time (used ones too); open invitations stay until cancelled. */
export async function deleteExpiredStaffTokens(db: Kysely<Database>, now: string, usedBefore: string) {
  await db
    .deleteFrom("staff_tokens")
    .where((eb) =>
      eb.or([
        eb.and([eb("kind", "!=", "invitation"), eb("expires_at", "<", now)]),
        eb.and([eb("used_at", "is not", null), eb("used_at", "<", usedBefore)]),
      ]),
    )
    .execute();
}

export async function replaceRecoveryCodes(db: Kysely<Database>, staffId: number, codeHashes: string[]) {
  await db.deleteFrom("staff_recovery_codes").where("staff_id", "=", staffId).execute();
  if (codeHashes.length === 0) return;
  await db
    .insertInto("staff_recovery_codes")
    .values(codeHashes.map((code_hash) => ({ staff_id: staffId, code_hash, used_at: null })))
    .execute();
}

/** Uses a recovery code once: true for the one caller that did. */
export async function spendRecoveryCode(db: Kysely<Database>, staffId: number, codeHash: string, now: string) {
  const result = await db
    .updateTable("staff_recovery_codes")
    .set({ used_at: now })
    .where("staff_id", "=", staffId)
    .where("code_hash", "=", codeHash)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function countUnusedRecoveryCodes(db: Kysely<Database>, staffId: number): Promise<number> {
  const row = await db
    .selectFrom("staff_recovery_codes")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("staff_id", "=", staffId)
    .where("used_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Sets the two-factor columns of an account. */
export async function setTwoFactor(
  db: Kysely<Database>,
  staffId: number,
  values: Partial<{
    totp_secret: string | null;
    totp_pending_secret: string | null;
    totp_enabled_at: string | null;
    totp_last_step: number | null;
  }>,
) {
  await db.updateTable("staff").set(values).where("id", "=", staffId).execute();
}

/** Takes a time step for an account's code if it is later than the last one taken: a code is used once. */
export async function takeTotpStep(db: Kysely<Database>, staffId: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable("staff")
    .set({ totp_last_step: step })
    .where("id", "=", staffId)
    .where((eb) => eb.or([eb("totp_last_step", "is", null), eb("totp_last_step", "<", step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
