import type { Kysely } from "kysely";
import { type AccountSettings, accountSettingsSchema } from "../../domain/admin/staff-accounts.ts";
import type { Database } from "./schema.ts";

const key = "staff_accounts";

/** How invitations last and whether admins must use two-factor sign-in; the defaults until an admin saves. */
export async function findAccountSettings(db: Kysely<Database>): Promise<AccountSettings> {
  const row = await db.selectFrom("settings").select("value").where("key", "=", key).executeTakeFirst();
  const parsed = accountSettingsSchema.safeParse(row ? JSON.parse(row.value) : {});
  return parsed.success ? parsed.data : accountSettingsSchema.parse({});
}

export async function saveAccountSettings(db: Kysely<Database>, settings: AccountSettings): Promise<void> {
  const value = JSON.stringify(accountSettingsSchema.parse(settings));
  const updated_at = new Date().toISOString();
  await db
    .insertInto("settings")
    .values({ key, value, updated_at })
    .onConflict((conflict) => conflict.column("key").doUpdateSet({ value, updated_at }))
    .execute();
}
